import { data } from "react-router";
import { pageTitle } from "~/platform/http/page-title";
import { siteNameFrom } from "~/ui/site-name";
import { PreviewPage, previewBannerText, previewView } from "~/ui/preview-banner";
import { product as productEntity } from "~/features/catalogue/product.entity";
import type { ColourVariant } from "~/features/catalogue/public/colour-carousel";
import { ProductDetailView } from "~/features/catalogue/public/product-detail-view";
import { resolveImage } from "~/features/catalogue/images/media-resolver.server";
import { privateMessages } from "~/features/auth/private-page.server";
import { parseId } from "~/platform/http/search-params";
import { requireRole } from "~/features/auth/require-role.server";
import { getPreviewProduct } from "~/features/catalogue/product-page.server";
import type { PublicProduct } from "~/features/catalogue/public/public-catalogue.server";
import { pageCopies } from "~/content/page-copies.server";
import { calculatorState } from "~/features/catalogue/public/order-answer.server";
import { requestUrl } from "~/platform/http/request-url";
import type { Route } from "./+types/product-preview";

/*
 * `/admin/products/:id/preview`: a product's public page, drafts included, for signed-in staff
 * only, under a banner saying it is a preview, in English or French (`?lang=fr`) and at a phone's,
 * a tablet's or a desktop's width (ui/preview-banner.tsx). It lives under /admin, so it is never
 * cached and the session is read before routing (decision 004); the public page itself never
 * reads one, and its cache never sees this. Pictures go out as signed links, as drafts' must.
 */

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(`${loaderData?.banner.label ?? "Preview"}: ${loaderData?.product.title ?? ""}`, siteNameFrom(matches)) },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireRole(request, context, productEntity.access);
  const view = previewView(request);
  const id = parseId(params.id);
  const row = id === null ? null : await getPreviewProduct(id, undefined, view.locale);
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
  // What the public page reads, as it reads it (catalogue.server.ts), pictures signed.
  const { picture: _picture, images: _images, isPublished, updatedAt, ...fields } = row;
  const product: PublicProduct = { ...fields, updatedAt: updatedAt.toISOString(), image, colours };
  const copy = pageCopies.productDetail[view.locale];
  return {
    product,
    // The public page's words as its address in that language shows them.
    copy,
    // Its order calculator answers a form sent without the scripts, as the public page does.
    calculator: calculatorState(requestUrl(request), product, copy.calculator, view.locale),
    published: isPublished,
    view,
    banner: previewBannerText(messages, locale, isPublished),
  };
}

export default function ProductPreview({ loaderData }: Route.ComponentProps) {
  const { product, copy, banner, published, view } = loaderData;
  return (
    <PreviewPage banner={banner} published={published} editor={`/admin/products/${product.id}`} view={view}>
      <ProductDetailView product={product} copy={copy} calculator={loaderData.calculator} />
    </PreviewPage>
  );
}
