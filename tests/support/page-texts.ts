import { load } from "cheerio";

/*
 * What a visitor and a search engine read of a public page, in a form two builds can be compared
 * by: the status, the title, the description, the canonical and picture addresses (without the
 * origin), the structured data, and the body's text with its spacing collapsed. The year in the
 * footer's copyright is written as YEAR, so a page read in another year reads the same. The
 * links to the page in another language (marked with `hreflang`) are left out: they came with
 * the French site, after the pages were recorded.
 */

/** The public pages whose text the site's content makes, and the old addresses that lead to them. */
export const CONTENT_PAGES = [
  "/",
  "/news",
  "/news/hardwood-selection-guide",
  "/news/canadian-seven-series-design-award",
  "/news/responsible-hardwood-sourcing",
  "/news/wide-plank-flooring-trends",
  "/news/not-an-article",
  "/news/1",
  "/news/4",
  "/projects",
  "/projects/toronto-penthouse",
  "/projects/vancouver-heritage-restoration",
  "/projects/montreal-boutique-hotel",
  "/projects/calgary-contemporary-office",
  "/projects/not-a-project",
  "/projects/2",
  "/inspiration/gallery",
  "/contact",
  "/about",
] as const;

/** A page's readable text, as described above; `dropped` names structured-data keys to leave out. */
export function pageText(status: number, location: string | null, html: string, origin: string, dropped: readonly string[] = []): string {
  const $ = load(html);
  const withoutOrigin = (value: string | undefined) => (value ?? "").split(origin).join("");
  const structured = $('script[type="application/ld+json"]')
    .map((_, element) => {
      const data = JSON.parse($(element).text()) as Record<string, unknown>;
      for (const key of dropped) delete data[key];
      return withoutOrigin(JSON.stringify(data));
    })
    .get();
  $("script, style, template, body a[hreflang]").remove();
  const body = $("body").text().replace(/\s+/g, " ").trim().replace(/© \d{4} /, "© YEAR ");
  return [
    `status: ${status}${location ? ` → ${withoutOrigin(location)}` : ""}`,
    `title: ${$("title").text()}`,
    `description: ${$('meta[name="description"]').attr("content") ?? ""}`,
    `canonical: ${withoutOrigin($('link[rel="canonical"]').attr("href"))}`,
    `image: ${withoutOrigin($('meta[property="og:image"]').attr("content"))}`,
    ...structured.map((data) => `data: ${data}`),
    `text: ${body}`,
    "",
  ].join("\n");
}

/** Reads a page of the site at `origin` as `pageText` writes it (redirects are not followed). */
export async function readPageText(origin: string, path: string, dropped: readonly string[] = []): Promise<string> {
  const response = await fetch(origin + path, { redirect: "manual" });
  return pageText(response.status, response.headers.get("location"), await response.text(), origin, dropped);
}

/** The fixture file a page's text is kept in. */
export const fixtureName = (path: string) => `${path === "/" ? "home" : path.slice(1).replace(/\//g, "_")}.txt`;
