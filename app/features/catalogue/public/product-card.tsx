import { SiteLink } from "~/ui/site-link";
import { KeepWords } from "~/ui/keep-words-text";
import { ProductImage } from "~/features/catalogue/public/product-image";
import { fill } from "~/features/catalogue/public/copy-text";
import { productCardEn, type ProductCardCopy } from "~/content/product-card";
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

/**
 * A catalogue card: picture (or placeholder), category, title, a two-line excerpt and 'View
 * Details'. Its words come from the page's loader in the page's language (`copy`); a page that
 * sends none shows the English.
 */
export function ProductCard({
  product,
  sizes = productCardSizes,
  copy = productCardEn,
}: {
  product: ProductCardData;
  sizes?: string;
  copy?: ProductCardCopy;
}) {
  // Each part is styled by its place in the card (app.css): a catalogue page has 24 of them.
  return (
    <article data-product-card={product.id} className="group product-card">
      <div>
        <ProductImage source={product.image} alt={product.title} sizes={sizes} placeholderLabel={copy.noImage} />
      </div>
      <div>
        <p className="eyebrow">{product.categoryName ?? copy.uncategorized}</p>
        <h3>
          <KeepWords>{product.title}</KeepWords>
        </h3>
        <p>{product.content}</p>
        <SiteLink to={`/products/${product.id}`} aria-label={fill(copy.detailsOf, { title: product.title })}>
          {copy.details}
          {/* A text arrow: one per card, where an inline SVG would weigh a list page down. */}
          <span aria-hidden="true">→</span>
        </SiteLink>
      </div>
    </article>
  );
}
