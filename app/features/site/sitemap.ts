import { env } from "~/platform/config/env.server";
import { localizedPath, SITE_LOCALES, siteLocaleTags } from "~/platform/i18n/site-locale";
import { staticSitemapPages, staticContentUpdatedAt, type SitemapPage } from "~/content/sitemap";
import { categoryScope, productsHref } from "~/features/catalogue/public/catalogue-query";
import { listCategoryTree } from "~/features/catalogue/catalogue.server";
import { listPublishedProductDates } from "~/features/catalogue/product-page.server";
import { contentSitemap } from "~/features/content/public-content.server";
import { galleryCards } from "~/features/content/public-gallery.server";

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`);

const day = (date: Date) => date.toISOString().slice(0, 10);

/** GET /sitemap.xml: every public page, each category's list and every published product, in both languages. */
export async function loader() {
  const origin = env().PUBLIC_URL;
  const [productDates, tree, content, gallery] = await Promise.all([listPublishedProductDates(), listCategoryTree(), contentSitemap(), galleryCards()]);
  // The catalogue changed when its latest published product did; lists of categories with none are left out.
  const latest = Math.max(...productDates.map((product) => product.updatedAt.getTime()));
  const catalogueDay = productDates.length > 0 ? day(new Date(latest)) : staticContentUpdatedAt;
  const counts = new Map<number, number>();
  for (const { categoryId } of productDates) {
    if (categoryId !== null) counts.set(categoryId, (counts.get(categoryId) ?? 0) + 1);
  }
  const pages: SitemapPage[] = [
    ...staticSitemapPages(content.listsChanged),
    ...content.pages,
    // Each colour's own page changes when the gallery does.
    ...gallery.items.map(({ slug }) => ({
      path: `/inspiration/gallery/${slug}`,
      lastModified: content.listsChanged["/inspiration/gallery"] || staticContentUpdatedAt,
    })),
    { path: "/products", lastModified: catalogueDay },
  ];
  // Category lists are pages of their own (their canonical URL carries the category).
  for (const category of tree.flatMap((top) => [top, ...top.subcategories])) {
    const published = categoryScope(category).reduce((sum, id) => sum + (counts.get(id) ?? 0), 0);
    if (published === 0) continue;
    pages.push({ path: productsHref({ category: category.slug }), lastModified: catalogueDay });
  }
  pages.push(...productDates.map(({ id, updatedAt }) => ({ path: `/products/${id}`, lastModified: day(updatedAt) })));

  // Each page in each language, each naming every language's address (decision 049).
  const alternates = (path: string) =>
    [
      ...SITE_LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${siteLocaleTags[locale]}" href="${escapeXml(origin + localizedPath(path, locale))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + path)}"/>`,
    ].join("");
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.flatMap((page) =>
      SITE_LOCALES.map(
        (locale) =>
          `<url><loc>${escapeXml(origin + localizedPath(page.path, locale))}</loc><lastmod>${page.lastModified}</lastmod>${alternates(page.path)}</url>`,
      ),
    ),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
