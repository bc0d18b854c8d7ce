import { useNavigate } from "react-router";
import type { FormEvent, MouseEvent } from "react";
import type { QuoteButtonCopy } from "~/content/quote";
import { localizedPath, useSiteLocale } from "~/platform/i18n/site-locale";
import { Check, ClipboardCheck } from "~/ui/icons/icon";
import { SiteLink } from "~/ui/site-link";
import { notify } from "~/ui/toast";
import { buttonVariants } from "~/ui/button";
import { NativeSelect } from "~/ui/field";
import { cn } from "~/ui/class-names";
import { fill } from "./copy-text";
import { addToQuote, useQuoteList, type ListedProduct } from "./quote-list";

/*
 * "Add to quote", wherever a product is shown. Before the page's script runs (or without it) each
 * is a link or a GET form to the quote page carrying the product and colour in its address, which
 * the quote page shows as its line; once the script runs it adds to the list kept in the browser
 * (quote-list.ts) and says so, and the page stays where it is.
 */

interface QuotedProduct {
  id: number;
  title: string;
  coveragePerBox?: number | null;
}

const quoteAddress = (product: number, colour?: string | null, area?: number | null) => {
  const query = new URLSearchParams({ product: String(product) });
  if (colour) query.set("colour", colour);
  if (area) query.set("area", String(area));
  return `/quote?${query.toString()}`;
};

/** Adds a line and tells the visitor, with a way to the list. */
function useAdd(copy: QuoteButtonCopy) {
  const navigate = useNavigate();
  const locale = useSiteLocale();
  return (line: ListedProduct) => {
    const outcome = addToQuote(line);
    if (outcome === "full") {
      void notify("error", copy.full, { action: { label: copy.view, onClick: () => void navigate(localizedPath("/quote", locale)) } });
      return;
    }
    void notify("success", copy.added, {
      description: line.colour ? `${line.title} · ${line.colour}` : line.title,
      action: { label: copy.view, onClick: () => void navigate(localizedPath("/quote", locale)) },
    });
  };
}

/** A click that opens the link elsewhere (a new tab, a download) is left to the browser. */
export const followsLink = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** A card's "Add to quote": a small link above the card's own link. */
export function AddToQuoteLink({ product, copy }: { product: QuotedProduct; copy: QuoteButtonCopy }) {
  const listed = useQuoteList().quote.some((line) => line.id === product.id);
  const add = useAdd(copy);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (followsLink(event)) return;
    event.preventDefault();
    add({ id: product.id, title: product.title, colour: null, area: null, coveragePerBox: product.coveragePerBox ?? null });
  };
  return (
    // A page without the app marks a listed product itself (islands/products-page.ts), from the
    // product named here.
    <SiteLink
      to={quoteAddress(product.id)}
      onClick={onClick}
      aria-label={fill(copy.addOf, { title: product.title })}
      className="card-quote"
      data-listed={listed ? "" : undefined}
      data-quote-product={product.id}
      data-quote-title={product.title}
    >
      {listed ? <Check aria-hidden="true" className="size-4" /> : <span aria-hidden="true">+</span>}
      {listed ? copy.added : copy.add}
    </SiteLink>
  );
}

/** A colour as the product page offers it: the name a request carries, and the words it is shown in. */
export interface QuoteColour {
  key: string;
  label: string;
}

/**
 * The product page's "Add to quote": the colour (when the product has several) and the button, a
 * GET form to the quote page; `area` is the calculator's answer, when there is one.
 */
export function AddToQuoteForm({
  product,
  colours,
  copy,
  area = null,
  className,
}: {
  product: QuotedProduct;
  colours: readonly QuoteColour[];
  copy: QuoteButtonCopy;
  /** The calculator's area to buy, in square feet: the form then carries it, and says so. */
  area?: number | null;
  className?: string;
}) {
  const add = useAdd(copy);
  const locale = useSiteLocale();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const colour = new FormData(event.currentTarget).get("colour");
    add({
      id: product.id,
      title: product.title,
      colour: typeof colour === "string" && colour !== "" ? colour : null,
      area,
      coveragePerBox: product.coveragePerBox ?? null,
    });
  };
  const colourId = `quote-colour-${product.id}${area ? "-answer" : ""}`;
  return (
    <form method="get" action={localizedPath("/quote", locale)} onSubmit={onSubmit} className={cn("flex flex-wrap items-end gap-3", className)}>
      <input type="hidden" name="product" value={product.id} />
      {area ? <input type="hidden" name="area" value={area} /> : null}
      {colours.length > 1 ? (
        <div className="min-w-[12rem] flex-1">
          <label htmlFor={colourId} className="mb-1.5 block text-sm font-semibold text-charcoal">
            {copy.colour}
          </label>
          <NativeSelect id={colourId} name="colour" defaultValue="">
            <option value="">{copy.anyColour}</option>
            {colours.map((colour) => (
              <option key={colour.key} value={colour.key}>
                {colour.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : colours.length === 1 ? (
        <input type="hidden" name="colour" value={colours[0]!.key} />
      ) : null}
      <button type="submit" className={cn(buttonVariants({ variant: area ? "primary" : "outline", size: "lg" }), "gap-2")}>
        <ClipboardCheck aria-hidden="true" className="size-5" />
        {area ? copy.addAnswer : copy.add}
      </button>
    </form>
  );
}
