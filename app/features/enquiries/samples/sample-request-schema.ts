import { z } from "zod";
import type { SamplesPageCopy } from "~/content/samples";
import { isProvinceCode, postalCodeLetters, provinceNames } from "~/content/provinces";
import { MAX_SAMPLES } from "~/features/catalogue/public/quote-list";
import type { SampleShipping } from "~/platform/db/schema";
import type { SiteLocale } from "~/platform/i18n/site-locale";
import { oneLine } from "~/platform/text/plain-text";
import { enquiryLimits, formTokenField, honeypotField, multiLine } from "../enquiry-form-schema";
import type { EnquiryValidationTexts } from "../enquiry-text.en";
import { lineFields, lineValues, type PostedLine } from "../quote/quote-lines";

/*
 * The sample request form's one schema: the browser runs it on submit, the server again on every
 * request. A request names up to five colours (posted as the quote's lines: `lineProduct`,
 * `lineColour`, `lineTitle`), the visitor's name and e-mail, and either a Canadian address (its
 * postal code checked and kept as Canada Post writes it, `L5T 2N7`) or a pick-up at the showroom.
 */

export const sampleFields = [
  "name",
  "email",
  "phone",
  "company",
  "delivery",
  "street",
  "city",
  "province",
  "postalCode",
  "note",
] as const;
export type SampleField = (typeof sampleFields)[number];
/** `samples`: the list's own message (none chosen, more than five, all gone from the catalogue). */
export type SampleFieldErrors = Partial<Record<SampleField | "samples", string>>;
/** What the visitor typed, as typed: given back so a refused form keeps it. */
export type SampleValues = Partial<Record<SampleField, string>>;

/** The server's answer to a submitted sample request, as the page's action data. */
export type SampleResult =
  | { status: "sent"; notice?: string }
  | { status: "invalid"; errors: SampleFieldErrors; values: SampleValues; formToken?: string }
  | { status: "refused"; message: string; values?: SampleValues; formToken?: string };

/** The messages, in the page's language: the enquiry form's for the fields they share, the samples page's for the rest. */
export type SampleMessages = Pick<
  EnquiryValidationTexts,
  "nameShort" | "nameLong" | "emailLong" | "emailInvalid" | "phoneLong"
> &
  SamplesPageCopy["validation"];

export const deliveryChoices = ["ship", "pickup"] as const;

const limits = { street: 200, city: 100, company: 100, note: 1000 } as const;

// A first letter Canada Post uses (no D, F, I, O, Q, U, W or Z), and no D, F, I, O, Q or U after it.
const POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\d[ABCEGHJ-NPRSTV-Z]\d$/;

/** A postal code as typed ('l5t2n7', ' L5T-2N7 '), as Canada Post writes it ('L5T 2N7'), or null when it is none. */
export function normalizePostalCode(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s\u00a0\u202f-]/g, "");
  return POSTAL_CODE.test(compact) ? `${compact.slice(0, 3)} ${compact.slice(3)}` : null;
}

const text = (clean: (value: string) => string) =>
  z.preprocess((value) => (typeof value === "string" ? clean(value) : ""), z.string());

/** The schema with its messages in one language (the province's name in the postal code's message too). */
export function makeSampleRequestSchema(messages: SampleMessages, locale: SiteLocale) {
  const letterList = new Intl.ListFormat(locale === "fr" ? "fr-CA" : "en-CA", {
    type: "disjunction",
  });
  return z
    .object({
      name: text(oneLine).pipe(
        z
          .string()
          .min(enquiryLimits.name.min, messages.nameShort)
          .max(enquiryLimits.name.max, messages.nameLong),
      ),
      email: text(oneLine).pipe(
        z
          .string()
          .max(enquiryLimits.email.max, messages.emailLong)
          .pipe(z.email(messages.emailInvalid)),
      ),
      phone: text(oneLine).pipe(z.string().max(enquiryLimits.phone.max, messages.phoneLong)),
      company: text(oneLine).pipe(z.string().max(limits.company, messages.companyLong)),
      note: text(multiLine).pipe(z.string().max(limits.note, messages.noteLong)),
      delivery: text(oneLine).pipe(
        z
          .string()
          .refine(
            (value) => (deliveryChoices as readonly string[]).includes(value),
            messages.deliveryRequired,
          ),
      ),
      street: text(oneLine),
      city: text(oneLine),
      province: text(oneLine),
      postalCode: text(oneLine),
    })
    .superRefine((value, context) => {
      // The address is asked only of those who want the samples shipped.
      if (value.delivery !== "ship") return;
      const problem = (path: SampleField, message: string) =>
        context.addIssue({ code: "custom", path: [path], message });
      if (value.street === "") problem("street", messages.streetRequired);
      else if (value.street.length > limits.street) problem("street", messages.streetLong);
      if (value.city === "") problem("city", messages.cityRequired);
      else if (value.city.length > limits.city) problem("city", messages.cityLong);
      const province = isProvinceCode(value.province) ? value.province : null;
      if (!province) problem("province", messages.provinceRequired);
      const postalCode = normalizePostalCode(value.postalCode);
      if (!postalCode) problem("postalCode", messages.postalCodeInvalid);
      else if (province && !postalCodeLetters[province].includes(postalCode[0]!)) {
        problem(
          "postalCode",
          messages.postalCodeProvince
            .replace("{province}", provinceNames[locale][province])
            .replace("{letters}", letterList.format([...postalCodeLetters[province]])),
        );
      }
    })
    .transform(
      ({ name, email, phone, company, note, delivery, street, city, province, postalCode }) => {
        const shipping: SampleShipping =
          delivery === "pickup"
            ? { pickup: true }
            : {
                pickup: false,
                street,
                city,
                province,
                postalCode: normalizePostalCode(postalCode) ?? postalCode,
              };
        return { name, email, phone: phone === "" ? undefined : phone, company, note, shipping };
      },
    );
}

export type SampleRequest = z.infer<ReturnType<typeof makeSampleRequestSchema>>;

type FormReader = {
  get(name: string): FormDataEntryValue | null;
  getAll(name: string): FormDataEntryValue[];
};

/** The form's fields as typed. */
export function sampleValues(form: Pick<FormReader, "get">): SampleValues {
  const values: SampleValues = {};
  for (const field of sampleFields) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

/** The colours posted: at least one and at most five, each a product's id and a colour's name. */
export function readSampleLines(
  form: Pick<FormReader, "getAll">,
  messages: Pick<SampleMessages, "samplesNone" | "samplesTooMany">,
): { lines: PostedLine[]; error?: string } {
  const values = lineValues(form);
  if (values.length === 0) return { lines: [], error: messages.samplesNone };
  if (values.length > MAX_SAMPLES)
    return { lines: [], error: messages.samplesTooMany.replace("{max}", String(MAX_SAMPLES)) };
  const lines = values.map((value) => ({
    productId: /^\d{1,10}$/.test(value.product.trim()) ? Number(value.product.trim()) : 0,
    colour: oneLine(value.colour).slice(0, 200) || null,
    areaSqft: null,
    title: oneLine(value.title).slice(0, 200),
  }));
  return { lines };
}

type SampleCheck =
  | { success: true; request: SampleRequest; lines: PostedLine[] }
  | { success: false; errors: SampleFieldErrors; values: SampleValues };

/** Checks a submitted form: the request and its colours, or one message per field in the messages' language. */
export function checkSampleRequest(
  form: FormReader,
  messages: SampleMessages,
  locale: SiteLocale,
): SampleCheck {
  const values = sampleValues(form);
  const result = makeSampleRequestSchema(messages, locale).safeParse(values);
  const samples = readSampleLines(form, messages);
  if (result.success && !samples.error)
    return { success: true, request: result.data, lines: samples.lines };
  const errors: SampleFieldErrors = samples.error ? { samples: samples.error } : {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as SampleField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { success: false, errors, values };
}

/** Every field the samples page's form posts (its colours as the quote's lines, without an area). */
export const postedSampleFields = [
  ...sampleFields,
  lineFields.product,
  lineFields.colour,
  lineFields.title,
  formTokenField,
  honeypotField,
] as const;
