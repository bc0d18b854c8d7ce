import "./enhance";
import { productsHref } from "~/features/catalogue/public/catalogue-query";
import { showToast } from "./dom-toast";
import { opensElsewhere, runAddToQuote, runPlaceholders } from "./product-cards";

/*
 * The product list (`/products`, features/catalogue/public/products.tsx) without the client app:
 * its category tree is links, its size choices and phone dropdowns GET forms with a button to
 * apply them, its cards' "Add to quote" links to the quote page, so everything works before this
 * runs. This makes them what they are on the app's pages: a choice applies at once (the buttons
 * go), the list stays where it was on the screen, dimmed while the next one loads, a category's
 * subcategories fold, "Add to quote" keeps the product in the browser's list and says so, an
 * empty result says so in a toast, and a picture that fails becomes the placeholder.
 */

const SCROLL_KEY = "products:scroll";

const words = document.querySelector<HTMLElement>("[data-products-words]")?.dataset ?? {};

/** The next list's address from a filter form (its action is the page in its language), the way the app writes it. */
function nextAddress(form: HTMLFormElement, changed: HTMLInputElement | HTMLSelectElement): string {
  const values = new FormData(form);
  const read = (name: string) => {
    const value = values.get(name);
    return typeof value === "string" && value !== "" && value !== "all" ? value : null;
  };
  // A new category drops the size (sizes differ by category); a size keeps the rest.
  const query =
    changed.name === "category"
      ? { category: read("category"), q: read("q") ?? "" }
      : { category: read("category"), q: read("q") ?? "", size: read("size"), page: 1 };
  return new URL(form.action).pathname + productsHref(query).slice("/products".length);
}

/** Goes to the next list, keeping the page where it is on the screen once it arrives. */
function goKeepingScroll(address: string) {
  sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ address, y: window.scrollY }));
  const results = document.querySelector("[data-products-results]");
  if (results && !results.hasAttribute("data-loading-list")) {
    results.setAttribute("data-loading-list", "");
    const status = document.createElement("p");
    status.className = "absolute inset-x-0 top-10 z-10 flex justify-center";
    status.setAttribute("role", "status");
    status.dataset.loadingStatus = "";
    const pill = document.createElement("span");
    pill.className = "inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm text-bark shadow-md";
    pill.textContent = words.loading ?? "";
    status.append(pill);
    results.prepend(status);
  }
  window.location.assign(address);
}

/** The list the visitor chose from the filters comes back where the page was. */
function keepScroll() {
  const kept = sessionStorage.getItem(SCROLL_KEY);
  if (!kept) return;
  sessionStorage.removeItem(SCROLL_KEY);
  try {
    const { address, y } = JSON.parse(kept) as { address: string; y: number };
    if (address === window.location.pathname + window.location.search) window.scrollTo(0, y);
  } catch {
    // A value this page did not write: nothing to restore.
  }
}

/** The filter controls whose choice differs from the one the page was rendered with (the address's). */
function changedControls(form: HTMLFormElement) {
  return [...form.querySelectorAll<HTMLInputElement | HTMLSelectElement>("select, input[type=radio]")].filter((control) =>
    control instanceof HTMLSelectElement
      ? // A value the options do not have (an unknown category) shows the first, which was not chosen.
        control.selectedIndex !== Math.max(0, [...control.options].findIndex((option) => option.defaultSelected))
      : control.checked && !control.defaultChecked,
  );
}

function runFilters() {
  const forms = [...document.querySelectorAll<HTMLFormElement>("form[data-products-filter]")];
  for (const form of forms) {
    form.addEventListener("change", (event) => {
      const target = event.target as HTMLInputElement | HTMLSelectElement;
      if (target.name === "category" || target.name === "size") goKeepingScroll(nextAddress(form, target));
    });
  }
  // A choice made before this ran (the forms keep no state across visits: autocomplete="off") applies now.
  for (const form of forms) {
    const [chosen] = changedControls(form);
    if (chosen) return goKeepingScroll(nextAddress(form, chosen));
  }
  // A list the back button brings back as it was left shows the choices of its own address.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) for (const form of forms) form.reset();
  });
  // The category tree's links and the search keep the list where it is too.
  for (const link of document.querySelectorAll<HTMLAnchorElement>("[data-keep-scroll] a")) {
    link.addEventListener("click", (event) => {
      if (opensElsewhere(event)) return;
      event.preventDefault();
      goKeepingScroll(link.pathname + link.search);
    });
  }
  document.querySelector<HTMLFormElement>("form[role=search]")?.addEventListener("submit", (event) => {
    const form = event.currentTarget as HTMLFormElement;
    event.preventDefault();
    const query = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    goKeepingScroll(`${new URL(form.action).pathname}?${query.toString()}`);
  });
  // Coming back to a list left for another keeps it usable (the browser may show it as it was left).
  window.addEventListener("pageshow", () => {
    document.querySelector("[data-loading-list]")?.removeAttribute("data-loading-list");
    document.querySelector("[data-loading-status]")?.remove();
  });
}

/** A category's toggle folds its subcategories, and says which it will do next. */
function runCategoryToggles() {
  for (const button of document.querySelectorAll<HTMLButtonElement>("button.filter-toggle[aria-controls]")) {
    const list = document.getElementById(button.getAttribute("aria-controls")!);
    if (!list) continue;
    button.addEventListener("click", () => {
      const open = list.hidden;
      list.hidden = !open;
      button.setAttribute("aria-expanded", String(open));
      const label = open ? button.dataset.collapseLabel : button.dataset.expandLabel;
      if (label) button.setAttribute("aria-label", label);
      button.querySelector("svg")?.classList.toggle("-rotate-90", !open);
    });
  }
}

/** A filtered list with nothing in it says so in a toast too, as on the app's pages. */
function sayEmpty() {
  if (words.emptyTitle) showToast({ kind: "info", title: words.emptyTitle, description: words.emptyText });
}

keepScroll();
runFilters();
runCategoryToggles();
runAddToQuote(words);
runPlaceholders();
sayEmpty();
