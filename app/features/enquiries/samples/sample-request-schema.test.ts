import { describe, expect, it } from "vitest";
import { provinceCodes, provinceNames, provincesIn } from "~/content/provinces";
import { samplesPageEn } from "~/content/samples";
import { samplesPageFr } from "~/content/samples.fr";
import { enquiryTextEn } from "../enquiry-text.en";
import { enquiryTextFr } from "../enquiry-text.fr";
import { lineFields } from "../quote/quote-lines";
import {
  checkSampleRequest,
  normalizePostalCode,
  type SampleMessages,
} from "./sample-request-schema";

const english: SampleMessages = { ...enquiryTextEn.validation, ...samplesPageEn.validation };
const french: SampleMessages = { ...enquiryTextFr.validation, ...samplesPageFr.validation };

const person = { name: "Ana Silva", email: "ana@example.com" };
const address = {
  delivery: "ship",
  street: "12 King St W",
  city: "Toronto",
  province: "ON",
  postalCode: "m5h 1a1",
};

/** A posted form: its fields, and its colours as the page posts them. */
function form(
  fields: Record<string, string>,
  samples: [product: string, colour: string][] = [["1", "Nature"]],
) {
  const body = new URLSearchParams(fields);
  for (const [product, colour] of samples) {
    body.append(lineFields.product, product);
    body.append(lineFields.colour, colour);
    body.append(lineFields.title, "Canadian Seven Series");
  }
  return body;
}

const errorsOf = (result: ReturnType<typeof checkSampleRequest>) =>
  result.success ? {} : result.errors;

describe("a sample request's postal code", () => {
  it("is kept as Canada Post writes it, whatever the spaces and case", () => {
    expect(normalizePostalCode("L5T 2N7")).toBe("L5T 2N7");
    expect(normalizePostalCode("l5t2n7")).toBe("L5T 2N7");
    expect(normalizePostalCode("  l5t  2n7 ")).toBe("L5T 2N7");
    expect(normalizePostalCode("L5T-2N7")).toBe("L5T 2N7");
    expect(normalizePostalCode("h2x\u00a01y4")).toBe("H2X 1Y4");
  });

  it("is refused when it is not Canadian: a first letter Canada Post does not use, a letter it never uses, a ZIP code", () => {
    for (const typed of [
      "D5T 2N7",
      "W1A 1AA",
      "Z9Z 9Z9",
      "L5T 2N",
      "L5T 2N77",
      "L5O 2N7",
      "L5T 2U7",
      "90210",
      "12345-6789",
      "",
      "LLL 222",
    ]) {
      expect(normalizePostalCode(typed), typed).toBeNull();
    }
    // W and Z are fine after the first letter.
    expect(normalizePostalCode("K1W 2Z3")).toBe("K1W 2Z3");
  });
});

describe("the sample request form", () => {
  it("accepts an address in Canada and keeps it normalised", () => {
    const result = checkSampleRequest(
      form({ ...person, ...address, phone: "", company: "", note: "Two bedrooms." }),
      english,
      "en",
    );
    expect(result).toMatchObject({
      success: true,
      request: {
        name: "Ana Silva",
        email: "ana@example.com",
        phone: undefined,
        company: "",
        note: "Two bedrooms.",
        shipping: {
          pickup: false,
          street: "12 King St W",
          city: "Toronto",
          province: "ON",
          postalCode: "M5H 1A1",
        },
      },
      lines: [{ productId: 1, colour: "Nature", areaSqft: null, title: "Canadian Seven Series" }],
    });
  });

  it("asks no address of those who pick their samples up, and keeps none", () => {
    const result = checkSampleRequest(
      form({
        ...person,
        delivery: "pickup",
        street: "",
        city: "",
        province: "",
        postalCode: "not a code",
      }),
      english,
      "en",
    );
    expect(result.success && result.request.shipping).toEqual({ pickup: true });
  });

  it("says under each address field what is missing, in the page's language", () => {
    const empty = {
      ...person,
      delivery: "ship",
      street: " ",
      city: "",
      province: "",
      postalCode: "",
    };
    expect(errorsOf(checkSampleRequest(form(empty), english, "en"))).toEqual({
      street: "Enter the street address",
      city: "Enter the city",
      province: "Choose a province or territory",
      postalCode: "Enter a Canadian postal code, like L5T 2N7",
    });
    expect(
      errorsOf(
        checkSampleRequest(form({ ...address, ...person, postalCode: "90210" }), french, "fr"),
      ),
    ).toEqual({
      postalCode: "Entrez un code postal canadien, par exemple L5T 2N7",
    });
  });

  it("refuses a province that is not one of the thirteen, and a postal code from another province", () => {
    expect(
      errorsOf(checkSampleRequest(form({ ...person, ...address, province: "CA" }), english, "en")),
    ).toEqual({ province: "Choose a province or territory" });
    expect(
      errorsOf(checkSampleRequest(form({ ...person, ...address, province: "QC" }), english, "en")),
    ).toEqual({
      postalCode: "Postal codes in Quebec start with G, H or J",
    });
    expect(
      errorsOf(checkSampleRequest(form({ ...person, ...address, province: "BC" }), french, "fr")),
    ).toEqual({
      postalCode:
        "Les codes postaux de cette province ou de ce territoire (Colombie-Britannique) commencent par V",
    });
    // Both territories of the north share X.
    expect(
      checkSampleRequest(
        form({ ...person, ...address, province: "NU", postalCode: "X0A 0H0" }),
        english,
        "en",
      ).success,
    ).toBe(true);
    expect(
      checkSampleRequest(
        form({ ...person, ...address, province: "NT", postalCode: "x1a2p7" }),
        english,
        "en",
      ).success,
    ).toBe(true);
  });

  it("needs a way to receive them, a name and an e-mail, with the enquiry form's messages", () => {
    expect(
      errorsOf(
        checkSampleRequest(
          form({ name: "A", email: "not an address", delivery: "drone" }),
          english,
          "en",
        ),
      ),
    ).toEqual({
      name: "Name must be at least 2 characters",
      email: "Invalid email address",
      delivery: "Choose shipping or pick-up",
    });
    expect(
      errorsOf(
        checkSampleRequest(
          form({ ...person, delivery: "pickup", note: "x".repeat(1001), company: "c".repeat(101) }),
          english,
          "en",
        ),
      ),
    ).toEqual({
      note: "The note must be less than 1000 characters",
      company: "Company name must be less than 100 characters",
    });
  });

  it("takes one to five samples, and says so above the list otherwise", () => {
    const fields = { ...person, delivery: "pickup" };
    const five = Array.from({ length: 5 }, (_, index): [string, string] => [
      String(index + 1),
      "Nature",
    ]);
    expect(checkSampleRequest(form(fields, five), english, "en").success).toBe(true);
    expect(
      errorsOf(checkSampleRequest(form(fields, [...five, ["6", "Nature"]]), english, "en")),
    ).toEqual({
      samples: "A request can hold at most 5 samples. Please remove some.",
    });
    expect(errorsOf(checkSampleRequest(form(fields, []), french, "fr")).samples).toBe(
      samplesPageFr.validation.samplesNone,
    );
  });
});

describe("the provinces and territories", () => {
  it("are the thirteen, named in both languages, listed in each language's order", () => {
    expect(provinceCodes).toHaveLength(13);
    for (const code of provinceCodes)
      expect([provinceNames.en[code], provinceNames.fr[code]].every(Boolean), code).toBe(true);
    expect(
      provincesIn("en")
        .map((province) => province.code)
        .slice(0, 3),
    ).toEqual(["AB", "BC", "MB"]);
    expect(provincesIn("fr").find((province) => province.code === "PE")?.name).toBe(
      "Île-du-Prince-Édouard",
    );
    expect(provincesIn("fr").map((province) => province.name)).toContain("Québec");
  });
});
