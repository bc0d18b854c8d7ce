import { data } from "react-router";
import { pageTitle } from "~/platform/http/page-title";
import { siteNameFrom } from "~/ui/site-name";
import { PreviewBanner } from "~/ui/preview-banner";
import { product as productEntity } from "~/features/catalogue/product.entity";
import type { ColourVariant } from "~/features/catalogue/public/colour-carousel";
import { ProductDetailView } from "~/features/catalogue/public/product-detail-view";
import { localeTags, translate } from "~/platform/i18n/i18n";
import { resolveImage } from "~/features/catalogue/images/media-resolver.server";
import { privateMessages } from "~/features/auth/private-page.server";
import { parseId } from "~/platform/http/search-params";
import { requireRole } from "~/features/auth/require-role.server";
import { getPreviewProduct } from "~/features/catalogue/catalogue.server";
import type { PublicProduct } from "~/features/catalogue/public/public-catalogue.server";
import { pageCopies } from "~/content/page-copies.server";
import type { Route } from "./+types/product-preview";

/*
 * `/admin/products/:id/preview`: a product's public page, drafts included, for signed-in staff
 * only, under a banner saying it is a preview. It lives under /admin, so it is never cached and
 * the session is read before routing (decision 004); the public page itself never reads one, and
 * its cache never sees this. Pictures go out as signed links, as drafts' pictures must.
 */

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(`${loaderData?.banner.label ?? "Preview"}: ${loaderData?.product.title ?? ""}`, siteNameFrom(matches)) },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireRole(request, context, productEntity.access);
  const id = parseId(params.id);
  const row = id === null ? null : await getPreviewProduct(id);
  if (!row) throw data("Product not found", { status: 404, statusText: "Not Found" });
  const { messages, locale } = privateMessages(request, context);
  const [image, colours] = await Promise.all([
    resolveImage(row.picture, { access: "signed" }),
    Promise.all(
      row.images.map(async (colour): Promise<ColourVariant> => ({
        name: colour.altText?.trim() ?? "",
        image: await resolveImage(colour.imageUrl, { access: "signed" }),
      })),
    ),
  ]);
  const product: PublicProduct = {
    id: row.id,
    title: row.title,
    content: row.content,
    size: row.size,
    series: row.series,
    color: row.color,
    level: row.level,
    packing: row.packing,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    seoKeywords: row.seoKeywords,
    category: row.category,
    updatedAt: row.updatedAt.toISOString(),
    image,
    colours,
  };
  return {
    product,
    // The public page's words as its English address shows them.
    copy: pageCopies.productDetail.en,
    published: row.isPublished,
    banner: {
      lang: localeTags[locale],
      label: translate(messages, "editor.previewBanner.label"),
      text: translate(messages, row.isPublished ? "editor.previewBanner.published" : "editor.previewBanner.draft"),
      back: translate(messages, "editor.previewBanner.back"),
    },
  };
}

export default function ProductPreview({ loaderData }: Route.ComponentProps) {
  const { product, copy, banner, published } = loaderData;
  return (
    <>
      <PreviewBanner banner={banner} published={published} editor={`/admin/products/${product.id}`} />
      <ProductDetailView product={product} copy={copy} />
    </>
  );
}
