/** The longest return path kept: longer ones are not a page anyone asked for, and would make the Location header huge. */
const MAX_REDIRECT_PATH_LENGTH = 500;

/**
 * A path on this site to send the browser back to, else `fallback`: it must start with one `/`
 * (not `//` or `/\`, which browsers read as another host) and hold only printable ASCII, which
 * is what a browser's own location is and all a Location header may carry.
 */
export function safeRedirectPath(value: unknown, fallback = "/admin"): string {
  if (typeof value !== "string" || value.length > MAX_REDIRECT_PATH_LENGTH) return fallback;
  if (!/^\/(?![/\\])[\x21-\x7e]*$/.test(value) || value.includes("\\")) return fallback;
  return value;
}
