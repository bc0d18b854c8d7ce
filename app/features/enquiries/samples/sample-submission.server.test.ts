import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { samplesPageEn } from "~/content/samples";
import { samplesPageFr } from "~/content/samples.fr";
import { demoProducts } from "~/features/catalogue/demo-catalogue";
import { seedDemoCatalogueIfEmpty } from "~/features/catalogue/seed.server";
import { seedContentIfEmpty } from "~/features/content/content-seed.server";
import { loadSessionSecret } from "~/platform/config/secret.server";
import { setDatabase, type DatabaseHandle } from "~/platform/db/client.server";
import { enquiries, enquiryLines } from "~/platform/db/schema";
import { startMailDelivery } from "~/platform/mail/mail-delivery.server";
import { createMailSender } from "~/platform/mail/mail-transport.server";
import type { JobRunner } from "~/platform/jobs/job-runner.server";
import {
  startTestSmtpServer,
  type TestSmtpServer,
} from "../../../../tests/support/test-smtp-server";
import { testDatabases } from "../../../../tests/support/test-databases";
import { enquiryDelivery } from "../enquiry-delivery.server";
import { issueFormToken, MIN_FILL_MS } from "../enquiry-guard.server";
import { enquiryTextFr } from "../enquiry-text.fr";
import { lineFields } from "../quote/quote-lines";
import { submitSampleRequest } from "./sample-submission.server";

/*
 * A sample request as its page posts it, on a database with the demo catalogue: stored with its
 * kind, its colours as lines and where they go, or refused with nothing stored; and the office's
 * e-mail, as a real SMTP server receives it.
 */

const publicUrl = "https://www.cedarlineflooring.ca";
/** The demo catalogue's flagship, seeded first (product 1), with its eight colours. */
const flagship = demoProducts[0]!;

let visitor = 0;

/** The form as the samples page posts it, from a visitor of their own. */
function post(
  fields: Record<string, string>,
  samples: [product: number, colour: string, title?: string][],
  locale: "en" | "fr" = "en",
) {
  const body = new URLSearchParams({
    formToken: issueFormToken(Date.now() - MIN_FILL_MS - 1000),
    website: "",
    ...fields,
  });
  for (const [product, colour, title] of samples) {
    body.append(lineFields.product, String(product));
    body.append(lineFields.colour, colour);
    body.append(lineFields.title, title ?? flagship.title);
  }
  const request = new Request(
    `http://localhost${locale === "fr" ? "/fr/echantillons" : "/samples"}`,
    { method: "POST", body },
  );
  return submitSampleRequest(request, { clientIp: `198.51.100.${++visitor}`, locale });
}

const ana = { name: "Ana Silva", email: "ana@example.com", phone: "", company: "", note: "" };
const toronto = {
  delivery: "ship",
  street: "12 King St W",
  city: "Toronto",
  province: "ON",
  postalCode: "m5h1a1",
};

async function waitFor<T>(probe: () => T | undefined): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(testDatabases())("a sample request on $name", (target) => {
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let smtp: TestSmtpServer;
  let delivery: JobRunner;

  const stored = async () => (await handle.db.select({ total: count() }).from(enquiries))[0]!.total;
  const mailOf = (id: number) =>
    waitFor(() =>
      smtp.received.find((message) => message.headers.get("x-enquiry-id") === String(id)),
    );

  beforeAll(async () => {
    await loadSessionSecret({
      SESSION_SECRET: "a-test-secret-that-is-long-enough-to-sign",
      DATA_DIR: "unused",
    });
    handle = await target.create();
    await seedDemoCatalogueIfEmpty(handle.db);
    await seedContentIfEmpty(handle.db);
    setDatabase(handle);
    smtp = await startTestSmtpServer();
    delivery = startMailDelivery({
      sender: createMailSender({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, DATA_DIR: "unused" }),
      addresses: {
        from: "website@cedarlineflooring.ca",
        to: "samples@cedarlineflooring.ca",
        publicUrl,
      },
      database: handle.db,
      timing: { pollMs: 100 },
      logger: { info() {}, warn() {}, error() {} },
      others: [enquiryDelivery],
    });
  });
  afterAll(async () => {
    await delivery?.stop();
    await smtp?.close();
    setDatabase(undefined);
    await handle?.dispose();
  });

  it("is stored with its kind, its colours as lines and its address, and mailed to the office with links", async () => {
    const answer = await post(
      { ...ana, ...toronto, company: "Silva Design", note: "Two bedrooms,\nfacing north." },
      [
        [1, "Nature"],
        [1, "Lily Canvas"],
        [1, "Nature"],
      ],
    );
    expect(answer).toEqual({ result: { status: "sent" }, httpStatus: 200 });
    const [row] = await handle.db.select().from(enquiries).where(eq(enquiries.name, "Ana Silva"));
    expect(row).toMatchObject({
      kind: "samples",
      sourcePage: "/samples",
      locale: "en",
      company: "Silva Design",
      interestedIn: "",
      service: "",
      message: "Two bedrooms,\nfacing north.",
      shipping: {
        pickup: false,
        street: "12 King St W",
        city: "Toronto",
        province: "ON",
        postalCode: "M5H 1A1",
      },
    });
    // The same colour asked twice is one sample.
    const lines = await handle.db
      .select()
      .from(enquiryLines)
      .where(eq(enquiryLines.enquiryId, row!.id))
      .orderBy(enquiryLines.position);
    expect(
      lines.map(({ productId, productTitle, colour, areaSqft, boxes }) => ({
        productId,
        productTitle,
        colour,
        areaSqft,
        boxes,
      })),
    ).toEqual([
      { productId: 1, productTitle: flagship.title, colour: "Nature", areaSqft: null, boxes: null },
      {
        productId: 1,
        productTitle: flagship.title,
        colour: "Lily Canvas",
        areaSqft: null,
        boxes: null,
      },
    ]);

    const mail = await mailOf(row!.id);
    expect(mail.headers.get("subject")).toBe(
      "Sample request (2 colours) from Ana Silva, Silva Design",
    );
    expect(mail.text).toContain("New sample request from the Cedarline Flooring website");
    expect(mail.text).toContain(
      "Company: Silva Design\nDelivery: Ship to 12 King St W, Toronto, Ontario M5H 1A1\nLanguage: English",
    );
    expect(mail.text).toContain(
      `Samples (2):\n1. ${flagship.title} (colour Nature)\n   ${publicUrl}/products/1\n   Admin: ${publicUrl}/admin/products/1\n2. ${flagship.title} (colour Lily Canvas)`,
    );
    expect(mail.text).toContain("Note:\nTwo bedrooms,\nfacing north.");
    expect(mail.text).toContain(`from the Samples page (${publicUrl}/samples)`);
    // A sample request asks no project type or service.
    expect(mail.text).not.toMatch(/Interested in|Service:/);
    expect(mail.html).toContain(`<a href="${publicUrl}/products/1">`);
  });

  it("leaves out a colour or product the catalogue does not have, names it, sends the rest, and picks up at the showroom", async () => {
    const answer = await post(
      {
        ...ana,
        name: "Émilie Tremblay",
        delivery: "pickup",
        street: "ignored",
        postalCode: "not a code",
      },
      [
        [1, "Tartan", "Flagship in Tartan"],
        [999_999, "Nature", "Old Walnut"],
        [1, "Burlywood"],
      ],
      "fr",
    );
    expect(answer).toEqual({
      result: {
        status: "sent",
        notice: enquiryTextFr.linesDropped.replace("{titles}", "Flagship in Tartan, Old Walnut"),
      },
      httpStatus: 200,
    });
    const [row] = await handle.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.name, "Émilie Tremblay"));
    expect(row).toMatchObject({
      kind: "samples",
      locale: "fr",
      company: "",
      message: "",
      shipping: { pickup: true },
    });
    const mail = await mailOf(row!.id);
    expect(mail.headers.get("subject")).toBe(
      "Sample request (1 colour) from Émilie Tremblay (French)",
    );
    expect(mail.text).toContain("Delivery: Will pick up at the showroom\nLanguage: French");
    expect(mail.text).toContain(
      `Samples (1):\n1. ${flagship.title} (colour Burlywood)\n   ${publicUrl}/fr/products/1`,
    );
    expect(mail.text).not.toContain("Tartan");
    // No note was written: the mail has no empty one.
    expect(mail.text).not.toContain("Note:");
  });

  it("changes nothing on bad input, and says what to fix under the field or above the list", async () => {
    const before = await stored();
    expect(await post({ ...ana, ...toronto, postalCode: "90210" }, [[1, "Nature"]])).toEqual({
      result: {
        status: "invalid",
        errors: { postalCode: samplesPageEn.validation.postalCodeInvalid },
        values: expect.objectContaining({ postalCode: "90210" }),
        // The form's own token goes back with it, so the corrected form is not taken for a bot's.
        formToken: expect.stringMatching(/^\d+\./),
      },
      httpStatus: 400,
    });
    const six = Array.from({ length: 6 }, (_, index): [number, string] => [
      1,
      `Color ${index + 1}`,
    ]);
    expect((await post({ ...ana, ...toronto }, six)).result).toMatchObject({
      status: "invalid",
      errors: { samples: "A request can hold at most 5 samples. Please remove some." },
    });
    expect((await post({ ...ana, ...toronto }, [], "fr")).result).toMatchObject({
      status: "invalid",
      errors: { samples: samplesPageFr.validation.samplesNone },
    });
    expect(
      (await post({ ...ana, ...toronto }, [[999_999, "Nature", "Old Walnut"]])).result,
    ).toMatchObject({
      status: "invalid",
      errors: {
        samples:
          "The colours you chose are no longer in our catalogue (Old Walnut). Please choose others.",
      },
    });
    expect(await stored()).toBe(before);
  });
});
