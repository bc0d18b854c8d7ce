import { Check } from "~/ui/icons/icon";
import type { ProductCardCopy } from "~/content/product-card";
import { ImagePlaceholderTemplate } from "./product-image";

/**
 * What the product cards' module of a page without the app (islands/product-cards.ts) says and
 * draws, in the page's language: its words, the tick of a listed product, the placeholder of a
 * picture that fails. A page's own module may read more words from the same element (`more`).
 */
export function ProductCardsWords({ copy, more }: { copy: ProductCardCopy; more?: Record<`data-${string}`, string | undefined> }) {
  const { quote } = copy;
  return (
    <>
      <div
        hidden
        data-products-words=""
        data-add={quote.add}
        data-added={quote.added}
        data-view={quote.view}
        data-full={quote.full}
        {...more}
      />
      <ImagePlaceholderTemplate label={copy.noImage} />
      <template id="card-quote-listed">
        <Check aria-hidden="true" className="size-4" />
      </template>
    </>
  );
}
