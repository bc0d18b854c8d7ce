/*
 * An address word made from a title or a name, as staff would write it: accents dropped, '&' as
 * 'and', anything but a–z and digits a hyphen, no hyphen at either end, at most `max` characters
 * (cut between words where it can). Shared by the browser (suggested as staff type a title) and
 * the server (filled in when a form comes without one).
 */
export function slugOf(text: string, max: number): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  if (slug[max] === "-") return cut;
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen > max / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, "");
}
