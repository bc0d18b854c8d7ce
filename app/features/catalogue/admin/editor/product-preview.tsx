import { Eye, PencilLine } from "lucide-react";
import { data, Link } from "react-router";
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
import type { Route } from "./+types/product-preview";

/*
 * `/admin/products/:id/preview`: a product's public page, drafts included, for signed-in staff
 * only, under a banner saying it is a preview. It lives under /admin, so it is never cached and
 * the session is read before routing (decision 004); the public page itself never reads one, and
 * its cache never sees this. Pictures go out as signed links, as drafts' pictures must.
 */

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.banner.label ?? "Preview"}: ${loaderData?.product.title ?? ""} | Cedarline Flooring` },
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
  const { product, banner, published } = loaderData;
  return (
    <>
      <div
        role="status"
        lang={banner.lang}
        className={published ? "border-b border-walnut/30 bg-walnut text-ivory" : "border-b border-brass-dark/40 bg-brass text-white"}
      >
        <div className="container-site flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
          <p className="flex items-start gap-2 text-sm font-semibold">
            <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <span className="mr-2 tracking-[0.14em] uppercase">{banner.label}</span>
              <span className="font-normal">{banner.text}</span>
            </span>
          </p>
          <Link
            to={`/admin/products/${product.id}`}
            className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold underline decoration-white/50 underline-offset-4 hover:decoration-white"
          >
            <PencilLine aria-hidden="true" className="size-4" /> {banner.back}
          </Link>
        </div>
      </div>
      <ProductDetailView product={product} />
    </>
  );
}
