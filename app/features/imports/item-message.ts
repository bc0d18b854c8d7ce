import type { MessageKey } from "~/platform/i18n/i18n";

/*
 * What a job stores as the message of one of its items (a row's problem, a picture refused): a
 * message key, so each reader sees it in their own admin language, with the values it names
 * ('row 12', a category's name) when it has any. Text that is neither (an older entry, a server's
 * own words) is shown as it is.
 */

export type ItemMessageValues = Record<string, string | number>;

/** The stored form: the bare key, or `{"key":…,"values":…}` when it has values. */
export function itemMessage(key: MessageKey, values?: ItemMessageValues): string {
  return values && Object.keys(values).length > 0 ? JSON.stringify({ key, values }) : key;
}

/** A stored message read back: its key and values, or its text when it is neither. */
export function readItemMessage(stored: string): { key: string; values: ItemMessageValues } {
  if (stored.startsWith("{")) {
    try {
      const parsed = JSON.parse(stored) as { key?: unknown; values?: unknown };
      if (typeof parsed.key === "string" && parsed.values && typeof parsed.values === "object") {
        return { key: parsed.key, values: parsed.values as ItemMessageValues };
      }
    } catch {
      // Not ours: shown as it is.
    }
  }
  return { key: stored, values: {} };
}

/** A stored message in a reader's language, given a translator that knows which keys exist. */
export function itemMessageText(
  stored: string,
  say: (key: MessageKey, values: ItemMessageValues) => string,
  isKey: (key: string) => key is MessageKey,
): string {
  const { key, values } = readItemMessage(stored);
  if (!isKey(key)) return key;
  // A value that is itself a message key (a field's name) is said in the reader's language too.
  const said = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === "string" && isKey(value) ? say(value, {}) : value]));
  return say(key, said);
}
