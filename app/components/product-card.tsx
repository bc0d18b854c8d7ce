import { ImageOff } from "lucide-react";
import { Link } from "react-router";
import { isImageKey, ResponsiveImage } from "~/components/responsive-image";

export interface ProductCardData {
  id: number;
  title: string;
  content: string;
  picture: string | null;
  categoryName: string | null;
}

export const productCardSizes = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/** A catalogue card: picture (or 'No image'), category, title and a two-line excerpt. */
export function ProductCard({ product }: { product: ProductCardData }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-sm bg-white shadow-sm shadow-walnut/5 transition-shadow duration-500 hover:shadow-xl hover:shadow-walnut/10">
      <div className="aspect-square overflow-hidden bg-linen">
        {product.picture && isImageKey(product.picture) ? (
          <ResponsiveImage
            image={product.picture}
            alt={product.title}
            sizes={productCardSizes}
            className="size-full object-cover transition-transform duration-700 ease-soft group-hover:scale-105"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-stone">
            <ImageOff aria-hidden="true" className="size-8" />
            <span className="text-sm">No image</span>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="eyebrow text-brass">{product.categoryName ?? "Uncategorized"}</p>
        <h3 className="mt-3 text-xl">
          <Link to={`/products/${product.id}`} className="after:absolute after:inset-0">
            {product.title}
          </Link>
        </h3>
        <p className="mt-3 line-clamp-2 text-[0.95rem] text-stone">{product.content}</p>
      </div>
    </article>
  );
}
