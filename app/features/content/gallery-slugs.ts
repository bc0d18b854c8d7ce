/*
 * The last segment of a gallery colour's page (`/inspiration/gallery/lily-canvas`): its English
 * title in lower case, accents dropped, words joined by hyphens. Two colours whose titles come to
 * the same words keep them apart with the later one's id (`lily-canvas-12`).
 */

/** A title's words as an address segment: "Lily Canvas" is "lily-canvas", "Érable doré" "erable-dore". */
export function titleSlug(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Each colour's segment, in the order given: unique, and never empty. */
export function gallerySlugs(colours: readonly { id: number; title: string }[]): string[] {
  const taken = new Set<string>();
  return colours.map(({ id, title }) => {
    const words = titleSlug(title);
    const slug = words === "" ? `colour-${id}` : taken.has(words) ? `${words}-${id}` : words;
    taken.add(slug);
    return slug;
  });
}
