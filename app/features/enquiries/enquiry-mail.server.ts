import { escapeHtml, headerText, oneLine } from "~/platform/text/plain-text";
import type Mail from "nodemailer/lib/mailer";
import { enquiryPages, interestLabel, isEnquiryPage, serviceLabel } from "~/features/enquiries/enquiry-form-schema";
import { site } from "~/content/site";
import { localizedPath } from "~/platform/i18n/site-locale";
import type { MailAddresses } from "~/platform/mail/mail-delivery.server";
import type { SampleShipping } from "~/platform/db/schema";
import { isProvinceCode, provinceNames } from "~/content/provinces";

/** An enquiry as stored: the form's fields plus where and when it was sent. */
interface EnquiryForMail {
  id: number;
  name: string;
  email: string;
  phone?: string | null;
  company: string;
  interestedIn: string;
  service: string;
  message: string;
  sourcePage: string;
  /** The language of the page it was sent from (decision 049): the reply should be in it. */
  locale?: string | null;
  createdAt: Date;
  /** The company's enquiry recipient at the time of sending, as staff keep it. */
  recipient?: string | null;
  /** A quote request's products (or a sample request's colours), as kept with the lead. */
  kind?: string | null;
  lines?: readonly MailLine[];
  /** Where a sample request's samples go. */
  shipping?: SampleShipping | null;
}

interface MailLine {
  productId: number | null;
  productTitle: string;
  colour: string | null;
  areaSqft: string | number | null;
  boxes: number | null;
}

const squareFeet = new Intl.NumberFormat("en-CA", { maximumFractionDigits: 2 });

/** "Honey · 374 sq ft · 17 boxes": what a line asks for besides its product. */
function lineWants(line: MailLine): string {
  const parts = [
    line.colour ? `colour ${line.colour}` : null,
    line.areaSqft === null ? null : `${squareFeet.format(Number(line.areaSqft))} sq ft`,
    line.boxes === null ? null : `${line.boxes} ${line.boxes === 1 ? "box" : "boxes"}`,
  ];
  return parts.filter(Boolean).join(", ");
}

/** Each line with the product's public page (in the sender's language) and its editor; a deleted product has neither. */
function lineLinks(line: MailLine, enquiry: EnquiryForMail, publicUrl: string) {
  if (line.productId === null) return null;
  const page = localizedPath(`/products/${line.productId}`, enquiry.locale === "fr" ? "fr" : "en");
  return { page: `${publicUrl}${page}`, admin: `${publicUrl}/admin/products/${line.productId}` };
}

const linesHeading = (enquiry: EnquiryForMail) => (enquiry.kind === "samples" ? "Samples" : "Products");
/** "New quote request", "New sample request" or "New enquiry": the mail's first words. */
const mailHeading = (enquiry: EnquiryForMail) =>
  enquiry.kind === "quote" ? "New quote request" : enquiry.kind === "samples" ? "New sample request" : "New enquiry";

/** A sample request's address on one line, or the pick-up; the province by its name. */
function deliveryNote(shipping: SampleShipping | null | undefined): string {
  if (!shipping) return "Not given";
  if (shipping.pickup) return "Will pick up at the showroom";
  const province = isProvinceCode(shipping.province) ? provinceNames.en[shipping.province] : shipping.province;
  return `Ship to ${shipping.street}, ${shipping.city}, ${province} ${shipping.postalCode}`;
}

function rows(enquiry: EnquiryForMail): [label: string, value: string][] {
  const optional = (label: string, value: string | null | undefined): [string, string][] => (value ? [[label, value]] : []);
  // A sample request asks no project type or service, and a company only of those who have one.
  if (enquiry.kind === "samples") {
    return [
      ["Name", enquiry.name],
      ["Email", enquiry.email],
      ...optional("Phone", enquiry.phone),
      ...optional("Company", enquiry.company),
      ["Delivery", deliveryNote(enquiry.shipping)],
      ["Language", languageNote(enquiry.locale)],
    ];
  }
  return [
    ["Name", enquiry.name],
    ["Email", enquiry.email],
    ...optional("Phone", enquiry.phone),
    ["Company", enquiry.company],
    ["Interested in", interestLabel(enquiry.interestedIn)],
    ["Service", serviceLabel(enquiry.service)],
    ["Language", languageNote(enquiry.locale)],
  ];
}

/** The visitor's own words: a sample request's note is optional, and left out when blank. */
const messageHeading = (enquiry: EnquiryForMail) => (enquiry.kind === "samples" ? "Note" : "Message");
const showsMessage = (enquiry: EnquiryForMail) => enquiry.kind !== "samples" || enquiry.message.trim() !== "";

/** "Sample request (3 colours) from Ana Silva", "Quote request (2 products) from Quinn, Quinn Renovations". */
function subjectOf(enquiry: EnquiryForMail, lines: number): string {
  const from = `${enquiry.name}${enquiry.company ? `, ${enquiry.company}` : ""}${enquiry.locale === "fr" ? " (French)" : ""}`;
  if (enquiry.kind === "samples") return `Sample request (${lines} ${lines === 1 ? "colour" : "colours"}) from ${from}`;
  if (enquiry.kind === "quote") return `Quote request (${lines} ${lines === 1 ? "product" : "products"}) from ${from}`;
  return `Website enquiry from ${from}`;
}

/** How the office learns which language to answer in. */
const languageNote = (locale: string | null | undefined) => (locale === "fr" ? "French (sent from the French site: reply in French)" : "English");

const torontoTime = (date: Date) =>
  new Intl.DateTimeFormat("en-CA", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "America/Toronto",
  }).format(date);

/** The e-mail the company receives for one enquiry: plain text and HTML, every value escaped. */
export function composeEnquiryMail(enquiry: EnquiryForMail, addresses: MailAddresses): Mail.Options {
  const page = isEnquiryPage(enquiry.sourcePage) ? enquiryPages[enquiry.sourcePage] : enquiry.sourcePage;
  const sourceUrl = `${addresses.publicUrl}${enquiry.locale === "fr" ? localizedPath(enquiry.sourcePage, "fr") : enquiry.sourcePage}`;
  const received = `Received ${torontoTime(enquiry.createdAt)} from the ${page} (${sourceUrl}). Enquiry #${enquiry.id}.`;

  const lines = enquiry.lines ?? [];
  const text = [
    `${mailHeading(enquiry)} from the ${site.name} website`,
    "",
    ...rows(enquiry).map(([label, value]) => `${label}: ${value}`),
    "",
    ...(lines.length > 0
      ? [
          `${linesHeading(enquiry)} (${lines.length}):`,
          ...lines.flatMap((line, index) => {
            const links = lineLinks(line, enquiry, addresses.publicUrl);
            const wants = lineWants(line);
            return [
              `${index + 1}. ${line.productTitle}${wants ? ` (${wants})` : ""}`,
              links ? `   ${links.page}\n   Admin: ${links.admin}` : "   No longer in the catalogue",
            ];
          }),
          "",
        ]
      : []),
    ...(showsMessage(enquiry) ? [`${messageHeading(enquiry)}:`, enquiry.message, ""] : []),
    "--",
    received,
    "Reply to this e-mail to answer the sender directly.",
  ].join("\n");

  const cell = "padding:6px 16px 6px 0;vertical-align:top;";
  const html = [
    "<!DOCTYPE html>",
    '<html lang="en-CA"><head><meta charset="utf-8"><title>New enquiry</title></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#2b2622;">',
    `<h1 style="font-size:20px;font-weight:600;">${mailHeading(enquiry)} from the ${escapeHtml(site.name)} website</h1>`,
    '<table role="presentation" style="border-collapse:collapse;">',
    ...rows(enquiry).map(
      ([label, value]) =>
        `<tr><th scope="row" style="${cell}text-align:left;color:#6b5f55;font-weight:600;">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
    ),
    "</table>",
    ...(lines.length > 0
      ? [
          `<h2 style="font-size:16px;font-weight:600;margin-top:24px;">${linesHeading(enquiry)} (${lines.length})</h2>`,
          '<ol style="margin:0;padding-left:20px;">',
          ...lines.map((line) => {
            const links = lineLinks(line, enquiry, addresses.publicUrl);
            const wants = lineWants(line);
            const title = links ? `<a href="${escapeHtml(links.page)}">${escapeHtml(line.productTitle)}</a>` : escapeHtml(line.productTitle);
            const admin = links ? ` · <a href="${escapeHtml(links.admin)}" style="color:#6b5f55;">admin</a>` : " · no longer in the catalogue";
            return `<li style="margin:4px 0;">${title}${wants ? ` (${escapeHtml(wants)})` : ""}${admin}</li>`;
          }),
          "</ol>",
        ]
      : []),
    ...(showsMessage(enquiry)
      ? [
          `<h2 style="font-size:16px;font-weight:600;margin-top:24px;">${messageHeading(enquiry)}</h2>`,
          `<p style="margin:0;">${escapeHtml(enquiry.message).replace(/\n/g, "<br>\n")}</p>`,
        ]
      : []),
    '<hr style="border:none;border-top:1px solid #e6ded3;margin:24px 0 12px;">',
    `<p style="font-size:13px;color:#6b5f55;">${escapeHtml(received)}<br>Reply to this e-mail to answer the sender directly.</p>`,
    "</body></html>",
  ].join("\n");

  return {
    from: addresses.from,
    // The server's configuration first (MAIL_TO), then the company's details, then the shipped address.
    to: addresses.to ?? enquiry.recipient ?? site.email,
    // Header values never carry a line break, whatever was stored; address objects let nodemailer
    // encode the display name, so nothing in it can end the header.
    replyTo: { name: headerText(enquiry.name), address: oneLine(enquiry.email) },
    subject: headerText(subjectOf(enquiry, lines.length)),
    text,
    html,
    headers: { "X-Enquiry-Id": String(enquiry.id) },
  };
}
