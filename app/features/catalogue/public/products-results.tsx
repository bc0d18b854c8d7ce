import { SiteLink } from "~/ui/site-link";
import { ProductCard, type ProductCardData } from "~/features/catalogue/public/product-card";
import { buttonVariants } from "~/ui/button";
import { Reveal } from "~/ui/reveal";
import { cn } from "~/ui/class-names";
import type { ProductCardCopy } from "~/content/product-card";
import type { ProductsCopy } from "~/content/products";

/*
 * The results of the product list (`/products`): the grid of product cards, dimmed while the next
 * list loads, or what to say when there is nothing to show, in the page's words.
 */

/**
 * Width of one card picture: 290 px in the three columns beside the 16rem sidebar (xl), about a
 * third of the window in the two columns there on smaller desktops (lg), just under half in the
 * two columns of tablets, the window's width on phones. Written short: each card repeats it twice.
 */
const cardSizes = "(min-width:1280px) 290px,(min-width:1024px) 33vw,(min-width:640px) 45vw,100vw";

export function ProductResults({
  products,
  filtered,
  copy,
  card,
}: {
  products: ProductCardData[];
  /** The list is narrowed by a category, size or search. */
  filtered: boolean;
  copy: Pick<ProductsCopy, "results" | "empty" | "emptyCatalogue">;
  card: ProductCardCopy;
}) {
  return (
    // Dimmed while the next list loads (`data-loading-list`, set by islands/products-page.ts).
    <div className="relative" data-products-results="">
      {products.length > 0 ? (
        <ul className="mt-8 grid gap-6 transition-opacity duration-300 *:min-w-0 sm:grid-cols-2 lg:gap-8 xl:grid-cols-3">
          {products.map((product, index) => (
            <Reveal as="li" key={product.id} delay={index * 0.05}>
              <ProductCard product={product} sizes={cardSizes} copy={card} />
            </Reveal>
          ))}
        </ul>
      ) : filtered ? (
        <EmptyResult copy={copy.empty} />
      ) : (
        <EmptyCatalogue copy={copy.emptyCatalogue} />
      )}
    </div>
  );
}

function EmptyResult({ copy }: { copy: ProductsCopy["empty"] }) {
  return (
    <div className="mt-10 rounded-sm bg-linen px-6 py-14 text-center sm:px-12">
      <p className="font-display text-2xl text-charcoal">{copy.title}</p>
      <p className="mx-auto mt-3 max-w-prose text-bark">{copy.text}</p>
      <SiteLink to="/products" className={cn(buttonVariants({ variant: "primary" }), "mt-8")}>
        {copy.clear}
      </SiteLink>
    </div>
  );
}

function EmptyCatalogue({ copy }: { copy: ProductsCopy["emptyCatalogue"] }) {
  return (
    <div className="mt-10 rounded-sm bg-linen px-6 py-14 text-center sm:px-12">
      <p className="font-display text-2xl text-charcoal">{copy.title}</p>
      <p className="mx-auto mt-3 max-w-prose text-bark">{copy.text}</p>
      <SiteLink to="/admin" className={cn(buttonVariants({ variant: "primary" }), "mt-8")}>
        {copy.admin}
      </SiteLink>
    </div>
  );
}
