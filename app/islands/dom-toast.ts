/*
 * The notification toasts of a page without the client app (page-scripts.tsx): the same card as
 * the app's (ui/toaster.tsx) in plain DOM, at the bottom right, above a bar at the bottom of the
 * screen (`--toast-clearance`), gone after a few seconds unless hovered or focused. Its region's
 * and close button's names come in the page's language from the document (root.tsx renders them
 * on `template#toast-words`). One toast at a time: a new one takes the place of the last.
 */

const SHOWN_MS = 4000;

interface DomToast {
  kind: "success" | "error" | "info";
  title: string;
  description?: string;
  /** A link beside the words (the quote list's page, for one). */
  action?: { label: string; href: string };
}

let region: HTMLElement | null = null;

/** The region's and close button's names in the page's language. */
const words = () => document.querySelector<HTMLTemplateElement>("template#toast-words")?.dataset ?? {};

function regionOf(): HTMLElement {
  if (region?.isConnected) return region;
  region = document.createElement("section");
  region.setAttribute("aria-label", words().region ?? "Notifications");
  region.className = "dom-toaster";
  document.body.append(region);
  return region;
}

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) => {
  const made = document.createElement(tag);
  made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
};

/** Shows a toast; answers the card, for a test of what it says. */
export function showToast({ kind, title, description, action }: DomToast): HTMLElement {
  const list = regionOf();
  const card = element("div", "dom-toast");
  card.dataset.kind = kind;
  card.setAttribute("role", kind === "error" ? "alert" : "status");
  const text = element("div", "min-w-0 flex-1");
  text.append(element("p", "font-semibold", title));
  if (description) text.append(element("p", "mt-0.5 text-sm text-stone", description));
  card.append(text);
  if (action) {
    const link = element("a", "dom-toast-action", action.label);
    link.href = action.href;
    card.append(link);
  }
  const close = element("button", "dom-toast-close", "×");
  close.type = "button";
  close.setAttribute("aria-label", words().close ?? "Close");
  card.append(close);

  list.replaceChildren(card);
  let timer = 0;
  const remove = () => card.remove();
  const start = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(remove, SHOWN_MS);
  };
  close.addEventListener("click", remove);
  card.addEventListener("pointerenter", () => window.clearTimeout(timer));
  card.addEventListener("pointerleave", start);
  card.addEventListener("focusin", () => window.clearTimeout(timer));
  card.addEventListener("focusout", start);
  start();
  return card;
}
