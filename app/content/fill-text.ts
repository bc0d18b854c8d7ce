/** A copy's text with its `{name}` placeholders filled in; an unknown name stays as written. */
export function fillText(text: string, params: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}
