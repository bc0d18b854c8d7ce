/**
 * Whether a form value, as Conform builds it from the posted names, holds a list longer than
 * `max` or nests deeper than the forms ever do. A name such as `images[99999999].imageUrl` makes
 * a list of 100 million empty entries: cheap to parse, but sent back with the refused form (and
 * drawn as that many rows) it takes minutes of CPU and all the memory there is. Actions ask this
 * before replying and refuse such a form without echoing it.
 */
export function hasOversizedList(value: unknown, max: number, depth = 0): boolean {
  if (value === null || typeof value !== "object") return false;
  if (depth > 4) return true;
  if (Array.isArray(value)) {
    if (value.length > max) return true;
    for (let index = 0; index < value.length; index++) if (hasOversizedList(value[index], max, depth + 1)) return true;
    return false;
  }
  return Object.values(value).some((item) => hasOversizedList(item, max, depth + 1));
}

/**
 * Whether a form value, as Conform reads it, has a shape the form never posts: a list or group
 * where the form has one field (a name posted twice, `title[0]`, `title.x`), or a list (named in
 * `lists` with its limit) that is too long, nested or holds anything but rows of text fields.
 * Sent back with the refusal, such a value breaks the page that draws the form.
 */
export function hasUnexpectedShape(payload: Record<string, unknown>, lists: Record<string, number> = {}): boolean {
  return Object.entries(payload).some(([name, value]) => {
    if (value === undefined || typeof value === "string" || value instanceof Blob) return false;
    const limit = lists[name];
    if (limit === undefined || !Array.isArray(value) || value.length > limit) return true;
    return !value.every(
      (row) =>
        row !== null &&
        typeof row === "object" &&
        !Array.isArray(row) &&
        Object.values(row as Record<string, unknown>).every((part) => part === undefined || typeof part === "string"),
    );
  });
}
