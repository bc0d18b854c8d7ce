import { readQuoteList, subscribeToQuoteList } from "~/features/catalogue/public/quote-list-store";
import { browserPrefers, hasChosenSiteLocale, rememberSiteLocale } from "~/platform/i18n/site-locale-choice";

/*
 * The whole script of a public page that ships no client app (platform/render/page-scripts.tsx):
 * plain DOM code, no React, working on the markup the site's components rendered on the server.
 * Everything it touches already works without it (links, the phone menu's <details>, the desktop
 * menus' hover and focus fallbacks in app.css); it adds what the header and the reveals do on a
 * page that runs the app (features/site/site-header.tsx, features/site/language-offer.tsx,
 * ui/reveal.tsx), the same way.
 */

const SCROLLED_AFTER_PX = 20;
const REVEAL_THRESHOLD = 0.1;

const root = document.documentElement;
const header = document.querySelector<HTMLElement>(".site-header");

/** The header's border and shadow once the page is scrolled (app.css, `data-scrolled`). */
function followScroll(element: HTMLElement) {
  const update = () => element.toggleAttribute("data-scrolled", window.scrollY > SCROLLED_AFTER_PX);
  update();
  window.addEventListener("scroll", update, { passive: true });
}

interface DesktopMenu {
  container: HTMLElement;
  button: HTMLButtonElement;
  list: HTMLElement;
  /** The entry is the current page's section: its label stays brass when closed. */
  active: boolean;
}

/**
 * The desktop menus, as NavDropdown runs them: a menu opened by hovering closes when the mouse
 * leaves; one clicked (or opened by a key) stays open until a second click, Escape, a click or
 * focus elsewhere. One menu open at a time.
 */
function runDesktopMenus(scope: HTMLElement) {
  const menus: DesktopMenu[] = [];
  for (const button of scope.querySelectorAll<HTMLButtonElement>("button.nav-trigger[aria-controls]")) {
    const list = document.getElementById(button.getAttribute("aria-controls")!);
    const container = button.parentElement;
    if (list && container) menus.push({ container, button, list, active: !button.classList.contains("text-walnut") });
  }
  let open: { menu: DesktopMenu; pinned: boolean } | null = null;

  const show = (menu: DesktopMenu, shown: boolean) => {
    menu.list.classList.toggle("block", shown);
    menu.button.setAttribute("aria-expanded", String(shown));
    menu.button.querySelector("svg")?.classList.toggle("rotate-180", shown);
    if (!menu.active) {
      menu.button.classList.toggle("text-brass", shown);
      menu.button.classList.toggle("text-walnut", !shown);
    }
  };
  const set = (next: { menu: DesktopMenu; pinned: boolean } | null) => {
    if (open && open.menu !== next?.menu) show(open.menu, false);
    if (next) show(next.menu, true);
    open = next;
  };
  const links = (menu: DesktopMenu) => Array.from(menu.container.querySelectorAll("a"));
  const focusLink = (menu: DesktopMenu, index: number) => {
    const all = links(menu);
    if (all.length > 0) all[(index + all.length) % all.length]!.focus();
  };

  for (const menu of menus) {
    const mine = () => (open?.menu === menu ? open : null);
    const { container, button } = menu;
    // Touch taps also fire pointer events; only a real mouse opens on hover.
    container.addEventListener("pointerenter", (event) => {
      if (event.pointerType === "mouse" && !mine()) set({ menu, pinned: false });
    });
    container.addEventListener("pointerleave", (event) => {
      if (event.pointerType === "mouse" && mine() && !mine()!.pinned) set(null);
    });
    // A click on a menu the pointer just opened keeps it open; a second click closes it.
    button.addEventListener("click", () => set(mine()?.pinned ? null : { menu, pinned: true }));
    container.addEventListener("focusout", (event) => {
      if (mine() && !container.contains(event.relatedTarget as Node | null)) set(null);
    });
    container.addEventListener("keydown", (event) => {
      const current = links(menu).indexOf(document.activeElement as HTMLAnchorElement);
      if (event.key === "Escape" && mine()) {
        event.stopPropagation();
        set(null);
        button.focus();
      } else if (event.key === "ArrowDown") {
        event.preventDefault();
        if (!mine()) set({ menu, pinned: true });
        focusLink(menu, current + 1);
      } else if (event.key === "ArrowUp" && mine()) {
        event.preventDefault();
        focusLink(menu, current <= 0 ? -1 : current - 1);
      }
    });
    menu.list.addEventListener("click", (event) => {
      if ((event.target as Element).closest("a")) set(null);
    });
  }
  document.addEventListener("pointerdown", (event) => {
    if (open && !open.menu.container.contains(event.target as Node)) set(null);
  });
  // A page restored by the back button comes back with its menus closed.
  window.addEventListener("pageshow", (event) => event.persisted && set(null));
}

/** The phone menu (a native <details>) closes when one of its links is chosen, and on coming back to the page. */
function runPhoneMenu(scope: HTMLElement) {
  const menu = scope.querySelector("details");
  if (!menu) return;
  menu.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a")) menu.open = false;
  });
  // Not on the first showing: a menu opened before this script ran stays open.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) menu.open = false;
  });
}

/** Following the language switch remembers the choice, as on the app's pages. */
function rememberLanguageChoice(scope: HTMLElement) {
  for (const link of scope.querySelectorAll<HTMLAnchorElement>("a[hreflang]")) {
    const locale = link.hreflang.slice(0, 2);
    if (locale === "en" || locale === "fr") link.addEventListener("click", () => rememberSiteLocale(locale));
  }
}

/** The quote list's count on its link, kept up to date when another tab changes the list. */
function countQuoteList(scope: HTMLElement) {
  const link = scope.querySelector<HTMLAnchorElement>("a.quote-list-link[data-count-label]");
  if (!link) return;
  const emptyLabel = link.getAttribute("aria-label") ?? "";
  const countLabel = link.dataset.countLabel!;
  const update = () => {
    const count = readQuoteList().quote.length;
    let badge = link.querySelector("span");
    link.setAttribute("aria-label", count > 0 ? countLabel.replace("{count}", String(count)) : emptyLabel);
    if (count === 0) return badge?.remove();
    if (!badge) {
      badge = document.createElement("span");
      badge.setAttribute("aria-hidden", "true");
      link.append(badge);
    }
    badge.textContent = String(count);
  };
  update();
  subscribeToQuoteList(update);
}

const isLocale = (value: string | undefined): value is "en" | "fr" => value === "en" || value === "fr";

/**
 * The page in the other language, offered once to a visitor whose browser prefers it and who has
 * not chosen yet: the server rendered the card into a <template> for this (LanguageOfferTemplate).
 */
function offerOtherLanguage() {
  const template = document.querySelector<HTMLTemplateElement>("template#language-offer");
  const { offer, current } = template?.dataset ?? {};
  if (!template || !isLocale(offer) || !isLocale(current) || hasChosenSiteLocale() || !browserPrefers(offer, current)) return;
  const card = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
  card.querySelector("a")?.addEventListener("click", () => rememberSiteLocale(offer));
  card.querySelector("button")?.addEventListener("click", () => {
    rememberSiteLocale(current);
    card.remove();
  });
  template.after(card);
}

/** Fades each `.reveal` in the first time it scrolls into view (app.css holds it back meanwhile). */
function runReveals() {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.setAttribute("data-reveal", "shown");
        observer.unobserve(entry.target);
      }
    },
    { threshold: REVEAL_THRESHOLD },
  );
  for (const element of document.querySelectorAll(".reveal:not([data-reveal])")) observer.observe(element);
}

if (header) {
  followScroll(header);
  runDesktopMenus(header);
  runPhoneMenu(header);
  rememberLanguageChoice(header);
  countQuoteList(header);
}
runReveals();
offerOtherLanguage();
// The page's script is in charge: the CSS-only fallbacks (hover menus) stay off, as after hydration.
root.dataset.js = "";
root.dataset.hydrated = "";
