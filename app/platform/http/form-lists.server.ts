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
