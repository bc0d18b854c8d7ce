/**
 * A page copy's text with its `{name}` placeholders filled (the company's stored details, a
 * slide's number): the copy is sent as data from the loader, so it holds no functions. A name
 * without a value stays as written.
 */
export function fillCopy(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder));
}
