import { SiteLink } from "~/ui/site-link";
import { KeepWords } from "~/ui/keep-words-text";
import { ProductImage } from "~/features/catalogue/public/product-image";
import { fill } from "~/features/catalogue/public/copy-text";
import type { ProductCardCopy } from "~/content/product-card";
import { langOf } from "~/platform/i18n/localized";
import type { ImageSource } from "~/platform/media/media-source";
import { AddToQuoteLink } from "./add-to-quote";

export interface ProductCardData {
  id: number;
  title: string;
  content: string;
  image: ImageSource | null;
  categoryName: string | null;
  /** On the French site, the texts shown in English for want of French (decision 049). */
  english?: readonly string[];
}

/**
 * Width of one card picture: the site container is max-w-7xl with 20/32/48 px side padding; the
 * home grid has 1, 2 and 3 columns, the catalogue grid sits beside a 16rem sidebar on desktop.
 */
const productCardSizes = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/**
 * A catalogue card: picture (or placeholder), category, title, a two-line excerpt and 'View
 * Details'. Its words come from the page's loader in the page's language (`copy`); a text the
 * French site shows in English for want of French says so (`lang="en"`).
 */
export function ProductCard({
  product,
  sizes = productCardSizes,
  copy,
}: {
  product: ProductCardData;
  sizes?: string;
  copy: ProductCardCopy;
}) {
  // Each part is styled by its place in the card (app.css): a catalogue page has 24 of them.
  return (
    <article data-product-card={product.id} className="group product-card">
      <div>
        <ProductImage source={product.image} alt={product.title} altLang={langOf(product, "title")} sizes={sizes} placeholderLabel={copy.noImage} />
      </div>
      <AddToQuoteLink product={product} copy={copy.quote} />
      <div>
        <p className="eyebrow" lang={product.categoryName ? langOf(product, "categoryName") : undefined}>
          {product.categoryName ?? copy.uncategorized}
        </p>
        <h3 lang={langOf(product, "title")}>
          <KeepWords>{product.title}</KeepWords>
        </h3>
        <p lang={langOf(product, "content")}>{product.content}</p>
        <SiteLink to={`/products/${product.id}`} aria-label={fill(copy.detailsOf, { title: product.title })}>
          {copy.details}
          {/* A text arrow: one per card, where an inline SVG would weigh a list page down. */}
          <span aria-hidden="true">→</span>
        </SiteLink>
      </div>
    </article>
  );
}
