import { addToQuote, readQuoteList, subscribeToQuoteList } from "~/features/catalogue/public/quote-list-store";
import { showToast } from "./dom-toast";

/*
 * The product cards of a page without the client app (the product list, the home page's featured
 * products), as they behave on the app's pages: "Add to quote" keeps the product in the browser's
 * list and says so in a toast, a listed product's card shows it, and a picture that fails becomes
 * the placeholder. Their words come from the page (`[data-products-words]`), with the tick from
 * `template#card-quote-listed` and the placeholder from `template#image-placeholder`; the quote page is
 * where the header's quote list link leads.
 */

/** A click that opens the link elsewhere (a new tab or window, a download) is left to the browser. */
export const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** The words the cards' module reads from the page. */
export interface CardWords {
  add?: string;
  added?: string;
  view?: string;
  full?: string;
}

/** Each card's "Add to quote" adds to the browser's list and says so; a listed product shows it. */
export function runAddToQuote(words: CardWords) {
  const links = [...document.querySelectorAll<HTMLAnchorElement>("a.card-quote[data-quote-product]")];
  const tick = document.querySelector<HTMLTemplateElement>("template#card-quote-listed")?.content.firstElementChild;
  // As the card is rendered (add-to-quote.tsx): a tick and "On your quote list", or "+" and "Add to quote".
  const label = (listed: boolean) => {
    if (listed && tick) return [tick.cloneNode(true), words.added ?? ""];
    const plus = document.createElement("span");
    plus.setAttribute("aria-hidden", "true");
    plus.textContent = "+";
    return [plus, words.add ?? ""];
  };
  const mark = () => {
    const listed = new Set(readQuoteList().quote.map((line) => line.id));
    for (const link of links) {
      const now = listed.has(Number(link.dataset.quoteProduct));
      if (now === link.hasAttribute("data-listed")) continue;
      link.toggleAttribute("data-listed", now);
      link.replaceChildren(...label(now));
    }
  };
  mark();
  subscribeToQuoteList(mark);
  // The quote page in the page's language: where the header's quote list link leads.
  const quotePage = document.querySelector<HTMLAnchorElement>("a.quote-list-link")?.pathname ?? "/quote";
  for (const link of links) {
    link.addEventListener("click", (event) => {
      if (opensElsewhere(event)) return;
      event.preventDefault();
      const title = link.dataset.quoteTitle ?? "";
      const outcome = addToQuote({ id: Number(link.dataset.quoteProduct), title, colour: null, area: null, coveragePerBox: null });
      const action = { label: words.view ?? "", href: quotePage };
      if (outcome === "full") showToast({ kind: "error", title: words.full ?? "", action });
      else showToast({ kind: "success", title: words.added ?? "", description: title, action });
    });
  }
}

/** A picture that fails, before this ran or after, becomes the placeholder the page would show. */
export function runPlaceholders() {
  const template = document.querySelector<HTMLTemplateElement>("template#image-placeholder");
  if (!template) return;
  const replace = (image: HTMLImageElement) => {
    const frame = image.closest("picture") ?? image;
    if (!frame.isConnected) return;
    frame.replaceWith(template.content.firstElementChild!.cloneNode(true));
  };
  const failed = (image: HTMLImageElement) => image.complete && image.naturalWidth === 0 && image.currentSrc !== "";
  const images = document.querySelectorAll<HTMLImageElement>("[data-product-card] img");
  for (const image of images) {
    if (failed(image)) replace(image);
    else image.addEventListener("error", () => replace(image), { once: true });
  }
}
