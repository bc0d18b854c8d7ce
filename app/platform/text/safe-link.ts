/*
 * The addresses staff may link to from the site's content: absolute http(s) addresses and paths
 * of this site ('/projects?kind=homes'). Nothing else: no `javascript:`, `data:` or `mailto:`,
 * no protocol-relative '//host', and no address hiding a scheme behind spaces, control characters
 * or backslashes. The form, the rich-text editor and the server's renderer all ask this one
 * function (decision 048). Shared by browser and server.
 */

/** The most characters of a link staff may keep. */
const LINK_MAX = 2_000;

/** Whether `href` is an http(s) address or a path of this site, as typed (no trimming). */
export function isAllowedLink(href: string): boolean {
  if (href.length === 0 || href.length > LINK_MAX) return false;
  // Spaces, control characters and backslashes are where schemes hide ('java\tscript:', '/\\host').
  // Invisible and direction-changing characters make an address read as another.
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f\\\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/.test(href)) return false;
  if (href.startsWith("/")) return !href.startsWith("//");
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  // A name and password before the host ('https://bank.example@evil.example') only mislead.
  if (url.username || url.password) return false;
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" && /^https?:\/\/[^/]/i.test(href);
}

/** Whether `href` leads off the site (and so gets `rel="noopener noreferrer"`). */
export const isExternalLink = (href: string) => !href.startsWith("/");
