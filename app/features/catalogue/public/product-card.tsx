import { SiteLink } from "~/ui/site-link";
import { KeepWords } from "~/ui/keep-words-text";
import { ProductImage } from "~/features/catalogue/public/product-image";
import type { ImageSource } from "~/platform/media/media-source";

export interface ProductCardData {
  id: number;
  title: string;
  content: string;
  image: ImageSource | null;
  categoryName: string | null;
}

/**
 * Width of one card picture: the site container is max-w-7xl with 20/32/48 px side padding; the
 * home grid has 1, 2 and 3 columns, the catalogue grid sits beside a 16rem sidebar on desktop.
 */
export const productCardSizes = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/** A catalogue card: picture (or placeholder), category, title, a two-line excerpt and 'View Details'. */
export function ProductCard({
  product,
  sizes = productCardSizes,
}: {
  product: ProductCardData;
  sizes?: string;
}) {
  return (
    <article
      data-product-card={product.id}
      className="group product-card"
    >
      <div className="product-card-media">
        <ProductImage
          source={product.image}
          alt={product.title}
          sizes={sizes}
          className="product-card-image"
        />
      </div>
      {/* Long words (a pasted URL or code) wrap rather than widen the grid. */}
      <div className="product-card-body">
        {/* Eyebrow, title and arrow are styled as parts of the card (app.css): one list page has 24. */}
        <p className="eyebrow">{product.categoryName ?? "Uncategorized"}</p>
        <h3>
          <KeepWords>{product.title}</KeepWords>
        </h3>
        <p className="product-card-summary">{product.content}</p>
        <SiteLink
          to={`/products/${product.id}`}
          aria-label={`View Details: ${product.title}`}
          className="product-card-link"
        >
          View Details
          {/* A text arrow: one per card, where an inline SVG would weigh a list page down. */}
          <span aria-hidden="true">→</span>
        </SiteLink>
      </div>
    </article>
  );
}
