/*
 * Text written by visitors and staff, made safe for where it goes: one-line fields, HTML mail
 * bodies and mail headers.
 */

/**
 * Line breaks (including Unicode's NEL, line and paragraph separators), tabs and other control
 * characters become single spaces in one-line fields.
 */
export const oneLine = (value: string) =>
  value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
    .replace(/ {2,}/g, " ")
    .trim();

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/**
 * Text for a header value: one line, and no RFC 2047 encoded-word (`=?utf-8?Q?…?=`) that a mail
 * program would decode into something else, such as a line break and a header of its own.
 */
export const headerText = (value: string) => oneLine(value).replace(/=\?/g, "= ?");
