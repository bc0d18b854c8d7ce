/*
 * Which admin texts a private page sends the browser. A page's loader data carries its
 * language's catalogue, and the whole one (every screen, both halves of the admin) is most of a
 * page's weight: the sign-in page would send every other screen's texts to every
 * visitor who opens it. So each page names the key prefixes it shows, and only those keys go: a
 * sign-in page in its loader, a page of the admin in its route's `handle` (decision 058).
 * `tests/support/message-keys-used.ts` reads every page's modules and fails the tests when a page
 * shows a key its scope leaves out (docs/decisions/013-admin-languages.md).
 */

/** Key prefixes: `common.` or `admin.title` (that key and any below it). */
export type MessageScope = readonly string[];

export function inScope(key: string, scope: MessageScope): boolean {
  return scope.some(
    (prefix) => key === prefix || key.startsWith(prefix.endsWith(".") ? prefix : `${prefix}.`),
  );
}
