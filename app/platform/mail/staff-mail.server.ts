import { escapeHtml } from "../text/plain-text";

/*
 * The site's messages to staff (verify an address, reset a password, notices) in the same calm
 * layout as the company's own e-mail. Callers pass every visible word already translated; this module
 * adds only layout, so English and Chinese mail look alike.
 */

interface StaffMailContent {
  /** BCP 47 tag of the text passed in, e.g. "zh-CN": marks the HTML part. The site's "en-CA" if left out. */
  lang?: string;
  /** Defaults to the heading. */
  subject?: string;
  heading: string;
  /** Each may hold line breaks; they are kept. */
  paragraphs: string[];
  /**
   * A button to follow, e.g. the verification link. Under the button the address is written out,
   * after `intro` when given (e.g. "Or paste this address into your browser:"); the plain-text
   * part shows the label and the address.
   */
  action?: { label: string; url: string; intro?: string };
  /** Small print below a rule, e.g. why the message was sent. */
  footer?: string;
}

interface StaffMail {
  subject: string;
  text: string;
  html: string;
}

const LANG_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;

/** Paragraph text for HTML: escaped, its line breaks kept, and each web address in it a link. */
const htmlLines = (value: string) =>
  escapeHtml(value)
    .replace(/\r?\n/g, "<br>\n")
    // A sentence's closing punctuation is not part of the address before it.
    .replace(/https?:\/\/[^\s<>"'，。；：！？（）、]+?(?=[.,;:!?)]*(?:[\s<，。；：！？（）、]|$))/g, (url) => `<a href="${url}" style="color:#6b4a2f;">${url}</a>`);

/** Plain text and HTML for one message; every value is escaped in the HTML part. */
export function composeStaffMail(content: StaffMailContent): StaffMail {
  const { lang = "en-CA", heading, paragraphs, action, footer } = content;
  if (!LANG_TAG.test(lang)) throw new Error(`Not a language tag: ${lang}`);
  // Only web addresses: a javascript: or data: link in a mail would be a trap, not a button.
  if (action && !/^https?:\/\//i.test(action.url))
    throw new Error("The action needs an http(s) address");
  const subject = content.subject ?? heading;

  const text = [
    heading,
    "",
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(action ? [action.label, action.url, ""] : []),
    ...(footer ? ["--", footer] : []),
  ]
    .join("\n")
    .trimEnd();

  const muted = "font-size:13px;color:#6b5f55;";
  const html = [
    "<!DOCTYPE html>",
    `<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#2b2622;">',
    `<h1 style="font-size:20px;font-weight:600;">${escapeHtml(heading)}</h1>`,
    ...paragraphs.map((paragraph) => `<p style="margin:0 0 12px;">${htmlLines(paragraph)}</p>`),
    ...(action
      ? [
          `<p style="margin:24px 0;"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 20px;background:#2b2622;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:600;">${escapeHtml(action.label)}</a></p>`,
          // The address as text too, for mail programs that hide or break buttons.
          `<p style="${muted}word-break:break-all;">${action.intro ? `${htmlLines(action.intro)}<br>\n` : ""}<a href="${escapeHtml(action.url)}" style="color:#6b5f55;">${escapeHtml(action.url)}</a></p>`,
        ]
      : []),
    ...(footer
      ? [
          '<hr style="border:none;border-top:1px solid #e6ded3;margin:24px 0 12px;">',
          `<p style="${muted}">${htmlLines(footer)}</p>`,
        ]
      : []),
    "</body></html>",
  ].join("\n");

  return { subject, text, html };
}
