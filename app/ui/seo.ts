import type { MetaDescriptor } from "react-router";
import { imageUrl } from "~/content/images";
import type { ImageKey } from "~/content/image-manifest";
import { pageTitle } from "~/platform/http/page-title";
import { siteNameFrom } from "~/ui/site-name";
import { localizedPath, ogLocales, SITE_LOCALES, siteLocaleTags, type SiteLocale } from "~/platform/i18n/site-locale";

/** The language of the page these matches render, as the root loader read it from the address. */
function localeFrom(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): SiteLocale {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { siteTexts?: { locale?: SiteLocale } } | undefined;
  return root?.siteTexts?.locale === "fr" ? "fr" : "en";
}

interface PageSeo {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/about". */
  path: string;
  image?: ImageKey;
  /** An image that is not a generated one (an uploaded or outside picture), as an absolute URL. */
  imageHref?: string;
  keywords?: string;
  type?: "website" | "article" | "product";
  noindex?: boolean;
}

/** Looks up the canonical origin that the root loader puts on every page. */
export function publicUrlFrom(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { publicUrl?: string } | undefined;
  return root?.publicUrl ?? "";
}

/** Title, description, canonical link, Open Graph and Twitter tags for one page. */
export function seo(page: PageSeo, matches: Parameters<typeof publicUrlFrom>[0]): MetaDescriptor[] {
  const origin = publicUrlFrom(matches);
  // The page in its address's language (decision 049); `page.path` is its English address.
  const locale = localeFrom(matches);
  const url = `${origin}${localizedPath(page.path, locale)}`;
  const siteName = siteNameFrom(matches);
  const title = page.path === "/" ? page.title : pageTitle(page.title, siteName);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: siteName },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: ogLocales[locale] },
    { property: "og:locale:alternate", content: ogLocales[locale === "en" ? "fr" : "en"] },
    // X reads the title, description and picture from the og: tags when it has no twitter: ones.
    { name: "twitter:card", content: "summary_large_image" },
  ];
  const image = page.imageHref ?? `${origin}${imageUrl(page.image ?? "og/default")}`;
  tags.push({ property: "og:image", content: image });
  if (page.keywords) tags.push({ name: "keywords", content: page.keywords });
  if (page.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  // The same page in each language, and which one a reader of neither should get.
  if (!page.noindex)
    tags.push(
      ...SITE_LOCALES.map((each) => ({ tagName: "link", rel: "alternate", hrefLang: siteLocaleTags[each], href: `${origin}${localizedPath(page.path, each)}` })),
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${origin}${page.path}` },
    );
  return tags;
}
