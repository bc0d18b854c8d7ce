import { z } from "zod";
import { oneLine } from "~/platform/text/plain-text";
import type { EnquiryValidationTexts } from "./enquiry-text.en";
import type { LineErrors, LineValues } from "./quote/quote-lines";

// Our Content-Security-Policy forbids eval; without this zod probes `new Function` to compile
// faster parsers, and the browser reports that probe as a policy violation.
z.config({ jitless: true });

/*
 * The enquiry form's one schema: the browser runs it on submit, the server runs it again on every
 * request. Rules and messages are those of the specification (section 5).
 */

export const interestOptions = [
  { value: "residential", label: "Residential" },
  { value: "commercial", label: "Commercial" },
  { value: "both", label: "Both" },
] as const;

export const serviceOptions = [
  { value: "installation", label: "Installation" },
  { value: "consultation", label: "Consultation" },
  { value: "maintenance", label: "Maintenance" },
  { value: "general-inquiry", label: "General Inquiry" },
] as const;

export const enquiryLimits = {
  name: { min: 2, max: 100 },
  email: { max: 255 },
  phone: { max: 20 },
  company: { min: 2, max: 100 },
  message: { min: 10, max: 1000 },
} as const;

/** The message keeps its line breaks (as \n) but loses every other control character. */
export const multiLine = (value: string) =>
  value
    .replace(/\r\n?/g, "\n")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
    .trim();

const text = (clean: (value: string) => string) =>
  z.preprocess((value) => (typeof value === "string" ? clean(value) : ""), z.string());

const choice = <T extends readonly { value: string }[]>(options: T, message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value : ""),
    z
      .string()
      .refine((value) => options.some((option) => option.value === value), { message })
      .transform((value) => value as T[number]["value"]),
  );

/** The schema with its messages in one language: the page's (enquiry-text.*.ts, which its loader sends). */
function makeEnquirySchema(messages: EnquiryValidationTexts) {
  return z.object({
    name: text(oneLine).pipe(
      z.string().min(enquiryLimits.name.min, messages.nameShort).max(enquiryLimits.name.max, messages.nameLong),
    ),
    email: text(oneLine).pipe(
      z.string().max(enquiryLimits.email.max, messages.emailLong).pipe(z.email(messages.emailInvalid)),
    ),
    phone: text(oneLine).pipe(
      z
        .string()
        .max(enquiryLimits.phone.max, messages.phoneLong)
        .transform((value) => (value === "" ? undefined : value)),
    ),
    company: text(oneLine).pipe(
      z.string().min(enquiryLimits.company.min, messages.companyRequired).max(enquiryLimits.company.max, messages.companyLong),
    ),
    interestedIn: choice(interestOptions, messages.interestRequired),
    service: choice(serviceOptions, messages.serviceRequired),
    message: text(multiLine).pipe(
      z.string().min(enquiryLimits.message.min, messages.messageShort).max(enquiryLimits.message.max, messages.messageLong),
    ),
  });
}

export type Enquiry = z.infer<ReturnType<typeof makeEnquirySchema>>;
export type EnquiryField = keyof Enquiry;
export const enquiryFields = ["name", "email", "phone", "company", "interestedIn", "service", "message"] as const satisfies readonly EnquiryField[];
export type EnquiryFieldErrors = Partial<Record<EnquiryField, string>>;
/** What the visitor typed, as typed: given back so a refused form keeps its content. */
export type EnquiryValues = Partial<Record<EnquiryField, string>>;

/** The pages that carry the enquiry form, with the name the e-mail gives each. */
export const enquiryPages = {
  "/contact": "Contact page",
  "/inspiration/gallery": "Gallery page",
  "/quote": "Quote page",
  "/samples": "Samples page",
} as const;
export type EnquiryPage = keyof typeof enquiryPages;
export const isEnquiryPage = (path: string): path is EnquiryPage => Object.hasOwn(enquiryPages, path);

/** Hidden fields that tell people from bots; they are not part of the enquiry. */
export const honeypotField = "website";
export const formTokenField = "formToken";
/** Ticked by a home owner, who has no company: the company is then said to be a home owner. */
export const homeOwnerField = "homeOwner";
/** Every field a posted enquiry form carries. */
export const postedEnquiryFields = [...enquiryFields, formTokenField, honeypotField] as const;

/** The server's answer to a submitted form, as the page's action data or as JSON. */
export type EnquiryResult =
  | { status: "sent"; notice?: string }
  | { status: "invalid"; errors: EnquiryFieldErrors; values: EnquiryValues; lineErrors?: LineErrors; lineValues?: LineValues[]; formToken?: string }
  | { status: "refused"; message: string; values?: EnquiryValues; formToken?: string };

/** The enquiry fields of a submitted form (FormData or URLSearchParams), as typed. */
export function enquiryValues(form: { get(name: string): FormDataEntryValue | null }): EnquiryValues {
  const values: EnquiryValues = {};
  for (const field of enquiryFields) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

type EnquiryCheck =
  | { success: true; enquiry: Enquiry }
  | { success: false; errors: EnquiryFieldErrors; values: EnquiryValues };

/** Checks a submitted form: the enquiry, or one message per field in the messages' language. */
export function checkEnquiry(form: { get(name: string): FormDataEntryValue | null }, messages: EnquiryValidationTexts): EnquiryCheck {
  const values = enquiryValues(form);
  if (form.get(homeOwnerField) === "1" && !(values.company ?? "").trim()) values.company = messages.homeOwnerCompany;
  const result = makeEnquirySchema(messages).safeParse(values);
  if (result.success) return { success: true, enquiry: result.data };
  const errors: EnquiryFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as EnquiryField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { success: false, errors, values };
}

export const interestLabel = (value: string) =>
  interestOptions.find((option) => option.value === value)?.label ?? value;

export const serviceLabel = (value: string) =>
  serviceOptions.find((option) => option.value === value)?.label ?? value;
