import { TAGGED_CACHE_SECONDS } from "~/platform/cache/cache-tags";
import { ArrowLeft } from "~/ui/icons/icon";
import { pageTitle } from "~/platform/http/page-title";
import { data } from "react-router";
import { SiteLink } from "~/ui/site-link";
import { ProductDetailView } from "~/features/catalogue/public/product-detail-view";
import { buttonVariants } from "~/ui/button";
import { site } from "~/content/site";
import { productsHref } from "~/features/catalogue/public/catalogue-query";
import { largeImageUrl } from "~/platform/media/media-source";
import { productPageTitle } from "./product-page-title";
import { productSearchText, summary } from "~/features/catalogue/product-search-text";
import { structuredProperties } from "~/features/catalogue/product-details";
import { siteNameFrom } from "~/ui/site-name";
import { parseId } from "~/platform/http/search-params";
import { publicUrlFrom, seo } from "~/ui/seo";
import { cn } from "~/ui/class-names";
import { pageTags, publicProduct } from "~/features/catalogue/public/public-catalogue.server";
import { pageCopies } from "~/content/page-copies.server";
import { copyFor, localizedPath, requestSiteLocale, siteLocaleTags } from "~/platform/i18n/site-locale";
import { asksCalculator, calculatorState } from "~/features/catalogue/public/order-answer.server";
import { requestUrl } from "~/platform/http/request-url";
import { NOT_STORED } from "~/platform/http/cache-control.server";
import type { Route } from "./+types/product-detail";

/** The same for every visitor: rendered once per product every few seconds (page-cache.server.ts). */
export const handle = { pageCacheSeconds: TAGGED_CACHE_SECONDS };


export async function loader({ request, params }: Route.LoaderArgs) {
  // The page's words in the address's language (decision 049).
  const words = { locale: requestSiteLocale(request), copy: copyFor(request, pageCopies.productDetail) };
  // The specification's rule: the id must be a finite number (a product id is a whole one).
  if (!/^\d+$/.test(params.id)) {
    return data({ ...words, product: null, error: "invalid-id" as const }, { status: 404 });
  }
  // A number beyond the database's integer range names no product and never reaches a query.
  const id = parseId(params.id);
  const product = id === null ? null : await publicProduct(id, words.locale);
  if (!product) return data({ ...words, product: null, error: "not-found" as const }, { status: 404 });
  // The order calculator's form sent without the scripts: this visitor's answer, stored by no cache (decision 061).
  const url = requestUrl(request);
  const calculator = calculatorState(url, product, words.copy.calculator, words.locale);
  const headers = pageTags([product.id], false);
  return data({ ...words, product, calculator, error: null }, { headers: asksCalculator(url) ? { ...headers, "Cache-Control": NOT_STORED } : headers });
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  // Without its data (an error page) the page is not one to index.
  if (!loaderData) return [{ name: "robots", content: "noindex" }];
  const { product, copy, locale } = loaderData;
  if (!product) {
    return [{ title: pageTitle(copy.notFound.title, siteNameFrom(matches)) }, { name: "robots", content: "noindex" }];
  }
  const origin = publicUrlFrom(matches);
  // Addresses in the page's language: /fr/products/12 on the French page.
  const address = (path: string) => `${origin}${localizedPath(path, locale)}`;
  const url = address(`/products/${product.id}`);
  const { description } = productSearchText(product);
  const images = [product.image, ...product.colours.map((colour) => colour.image)]
    .filter((image) => image !== null)
    .map((image) => largeImageUrl(image, origin));
  const keywords =
    product.seoKeywords?.trim() ||
    [product.category?.name, product.series, product.color, copy.meta.keyword, site.address.city]
      .filter(Boolean)
      .join(", ");
  const breadcrumbs = [
    { name: copy.meta.home, item: address("/") },
    { name: copy.meta.products, item: address("/products") },
    ...(product.category
      ? [{ name: product.category.name, item: address(productsHref({ category: product.category.slug })) }]
      : []),
    { name: product.title, item: url },
  ];
  return [
    ...seo(
      {
        title: productPageTitle(product, siteNameFrom(matches)),
        description,
        path: `/products/${params.id}`,
        imageHref: images[0],
        keywords,
        type: "product",
      },
      matches,
    ),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Product",
        "@id": `${url}#product`,
        inLanguage: siteLocaleTags[locale],
        name: product.title,
        description: summary(product.content, 500),
        url,
        sku: String(product.id),
        ...(images.length ? { image: images } : {}),
        brand: { "@type": "Brand", name: siteNameFrom(matches) },
        ...(product.category ? { category: product.category.name } : {}),
        // The declaration's detail lines: schema.org's properties, and the others by name (product-visitors.ts).
        ...structuredProperties(product.details),
      },
    },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: breadcrumbs.map((crumb, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: crumb.name,
          item: crumb.item,
        })),
      },
    },
  ];
};

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const { product, error, copy } = loaderData;
  if (!product) {
    const { notFound } = copy;
    return (
      <section className="container-site py-24 text-center sm:py-32">
        <p className="eyebrow text-brass">{notFound.eyebrow}</p>
        <h1 className="mt-4 text-4xl sm:text-5xl">{notFound.title}</h1>
        <p className="mx-auto mt-5 max-w-prose text-lg text-bark">
          {error === "invalid-id" ? notFound.invalidId : notFound.text}
        </p>
        <SiteLink to="/products" className={cn(buttonVariants({ size: "lg" }), "mt-10")}>
          <ArrowLeft aria-hidden="true" className="size-4" /> {copy.back}
        </SiteLink>
      </section>
    );
  }

  return <ProductDetailView product={product} copy={copy} calculator={loaderData.calculator} />;
}
