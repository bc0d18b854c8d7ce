import { ArrowLeft } from "lucide-react";
import { Link, data } from "react-router";
import { isImageKey, ResponsiveImage } from "~/components/responsive-image";
import { buttonVariants } from "~/components/ui/button";
import { seo } from "~/lib/seo";
import { getPublishedProduct } from "~/models/catalogue.server";
import type { Route } from "./+types/product-detail";

export async function loader({ params }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) {
    return data({ product: null, error: "Invalid product id" }, { status: 404 });
  }
  const product = await getPublishedProduct(id);
  if (!product) return data({ product: null, error: "Product Not Found" }, { status: 404 });
  return { product, error: null };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const product = loaderData?.product;
  if (!product) return [{ title: "Product Not Found | Cedarline Flooring" }, { name: "robots", content: "noindex" }];
  return seo(
    {
      title: product.seoTitle || product.title,
      description: (product.seoDescription || product.content).slice(0, 160),
      path: `/products/${params.id}`,
      image: product.picture && isImageKey(product.picture) ? product.picture : undefined,
      type: "product",
    },
    matches,
  );
};

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const { product, error } = loaderData;
  if (!product) {
    return (
      <section className="container-site py-28 text-center">
        <h1 className="text-4xl">Product Not Found</h1>
        {error !== "Product Not Found" ? <p className="mt-4 text-bark">{error}</p> : null}
        <Link to="/products" className={buttonVariants({ size: "lg" }) + " mt-10"}>
          Back to Products
        </Link>
      </section>
    );
  }
  const lines = [
    ["Size", product.size],
    ["Series", product.series],
    ["Color", product.color],
    ["Level", product.level],
    ["Packing", product.packing],
  ].filter((line): line is [string, string] => Boolean(line[1]));
  return (
    <section className="container-site py-12 sm:py-20">
      <Link to="/products" className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-walnut hover:text-brass">
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to Products
      </Link>
      <div className="mt-8 grid gap-12 lg:grid-cols-2">
        <div className="overflow-hidden rounded-sm bg-linen">
          {product.picture && isImageKey(product.picture) ? (
            <ResponsiveImage
              image={product.picture}
              alt={product.title}
              sizes="(min-width: 1024px) 50vw, 100vw"
              priority
              className="aspect-square size-full object-cover"
            />
          ) : null}
        </div>
        <div>
          <p className="eyebrow text-brass">{product.category?.name ?? "Uncategorized"}</p>
          <h1 className="mt-3 text-4xl sm:text-5xl">{product.title}</h1>
          <p className="mt-6 text-lg text-bark">{product.content}</p>
          {lines.length > 0 ? (
            <dl className="mt-8 divide-y divide-sand border-y border-sand">
              {lines.map(([label, value]) => (
                <div key={label} className="flex gap-6 py-3">
                  <dt className="w-24 shrink-0 font-semibold">{label}</dt>
                  <dd className="text-bark">{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <Link to="/contact" className={buttonVariants({ variant: "accent", size: "lg" }) + " mt-10"}>
            Request a Quote
          </Link>
        </div>
      </div>
    </section>
  );
}
