import { ChevronDown, ClipboardCheck, Menu, X } from "~/ui/icons/icon";
import { useQuoteList } from "~/features/catalogue/public/quote-list";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { currentPage, isCurrentPath, SiteLink } from "~/ui/site-link";
import { BrandMark } from "~/ui/brand-mark";
import { buttonVariants } from "~/ui/button";
import { isNavGroup, mainNavigation, type NavGroup, type NavLinkItem } from "~/content/navigation";
import { cn } from "~/ui/class-names";
import { pathInLocale, rememberSiteLocale as rememberLocale, siteLocaleNames, siteLocaleTags, unlocalizedPath, useSiteLocale, type SiteLocale } from "~/platform/i18n/site-locale";
import { useSiteT } from "~/features/site/i18n/site-text";
import type { SiteTextKey } from "~/features/site/i18n/site-text.en";

/** The page's address without its language prefix, as the navigation's addresses are written. */
function usePagePath() {
  return unlocalizedPath(useLocation().pathname);
}


/**
 * The same page in the other language, named in that language: a plain link (it works before the
 * scripts, and search engines follow it), which also remembers the choice.
 */
function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const other: SiteLocale = useSiteLocale() === "en" ? "fr" : "en";
  return (
    <a
      href={pathInLocale(pathname, search, other)}
      hrefLang={siteLocaleTags[other]}
      lang={siteLocaleTags[other]}
      onClick={() => rememberLocale(other)}
      className={className}
    >
      {siteLocaleNames[other]}
    </a>
  );
}

const SCROLLED_AFTER_PX = 20;

function isGroupActive(group: NavGroup, pathname: string) {
  return group.items.some((item) => isCurrentPath(pathname, item.to));
}

/**
 * Which desktop menu is open, and whether a click (or key) opened it. A menu opened by hovering
 * closes when the pointer leaves; one that was clicked stays open until a second click, Escape,
 * a click elsewhere or a new page. Only one menu is open at a time.
 */
interface OpenMenu {
  label: string;
  pinned: boolean;
}

function useDesktopMenus() {
  const { pathname } = useLocation();
  const [state, setState] = useState<{ menu: OpenMenu; pathname: string } | null>(null);
  const menu = state?.pathname === pathname ? state.menu : null;
  const set = useCallback(
    (next: OpenMenu | null) => setState(next ? { menu: next, pathname } : null),
    [pathname],
  );
  return [menu, set] as const;
}

type MenuEvent = "hover" | "leave" | "click" | "open" | "close";

function NavDropdown({
  group,
  menu,
  onMenuEvent,
}: {
  group: NavGroup;
  menu: OpenMenu | null;
  onMenuEvent: (label: string, event: MenuEvent) => void;
}) {
  const pathname = usePagePath();
  const t = useSiteT();
  const open = menu?.label === group.label;
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const active = isGroupActive(group, pathname);
  const send = (event: MenuEvent) => onMenuEvent(group.label, event);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) onMenuEvent(group.label, "close");
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, onMenuEvent, group.label]);

  const focusItem = (index: number) => {
    const links = containerRef.current?.querySelectorAll<HTMLAnchorElement>("a");
    if (!links?.length) return;
    links[(index + links.length) % links.length]?.focus();
  };

  return (
    <div
      ref={containerRef}
      className="group relative"
      // Touch taps also fire pointer enter; only a real mouse should open on hover.
      onPointerEnter={(event) => event.pointerType === "mouse" && send("hover")}
      onPointerLeave={(event) => event.pointerType === "mouse" && send("leave")}
      onBlur={(event) => {
        if (open && !containerRef.current?.contains(event.relatedTarget as Node | null))
          send("close");
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          send("close");
          buttonRef.current?.focus();
        } else if (event.key === "ArrowDown") {
          event.preventDefault();
          if (!open) send("open");
          const links = Array.from(containerRef.current?.querySelectorAll("a") ?? []);
          const current = links.indexOf(document.activeElement as HTMLAnchorElement);
          requestAnimationFrame(() => focusItem(current + 1));
        } else if (event.key === "ArrowUp" && open) {
          event.preventDefault();
          const links = Array.from(containerRef.current?.querySelectorAll("a") ?? []);
          const current = links.indexOf(document.activeElement as HTMLAnchorElement);
          focusItem(current <= 0 ? links.length - 1 : current - 1);
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => send("click")}
        className={cn("nav-trigger", active || open ? "text-brass" : "text-walnut")}
      >
        {t(group.label as SiteTextKey)}
        <ChevronDown aria-hidden="true" className={open ? "chevron rotate-180" : "chevron"} />
      </button>
      <ul
        id={menuId}
        // Hidden until opened; before the scripts run, hovering or focusing the entry shows it (app.css).
        className={open ? "nav-menu block" : "nav-menu"}
      >
        {group.items.map((item) => (
          <li key={item.to}>
            <SiteLink
              to={item.to}
              onClick={() => send("close")}
              className="nav-menu-link"
              aria-current={currentPage(pathname, item.to)}
            >
              {t(item.label as SiteTextKey)}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function DesktopNavigation() {
  const pathname = usePagePath();
  const t = useSiteT();
  const [menu, setMenu] = useDesktopMenus();
  const onMenuEvent = useCallback(
    (label: string, event: MenuEvent) => {
      const mine = menu?.label === label ? menu : null;
      switch (event) {
        case "hover":
          // Hovering never unpins or replaces a clicked menu of its own; it does replace another's.
          if (!mine) setMenu({ label, pinned: false });
          break;
        case "leave":
          if (mine && !mine.pinned) setMenu(null);
          break;
        case "click":
          // A click on a menu the pointer just opened keeps it open; a second click closes it.
          setMenu(mine?.pinned ? null : { label, pinned: true });
          break;
        case "open":
          if (!mine) setMenu({ label, pinned: true });
          break;
        case "close":
          if (mine) setMenu(null);
          break;
      }
    },
    [menu, setMenu],
  );
  return (
    <nav aria-label={t("nav.main")} className="hidden lg:block">
      <ul className="flex items-center">
        {mainNavigation.map((entry) => (
          <li key={isNavGroup(entry) ? entry.label : entry.to}>
            {isNavGroup(entry) ? (
              <NavDropdown group={entry} menu={menu} onMenuEvent={onMenuEvent} />
            ) : (
              <SiteLink to={entry.to} className="nav-link" aria-current={currentPage(pathname, entry.to, entry.to === "/")}>
                {t(entry.label as SiteTextKey)}
              </SiteLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MobileLink({
  item,
  pathname,
  onNavigate,
}: {
  item: NavLinkItem;
  pathname: string;
  onNavigate: () => void;
}) {
  const t = useSiteT();
  return (
    <SiteLink
      to={item.to}
      onClick={onNavigate}
      className="phone-nav-link"
      aria-current={currentPage(pathname, item.to, item.to === "/")}
    >
      {t(item.label as SiteTextKey)}
    </SiteLink>
  );
}

/**
 * The phone menu is a native disclosure, open or not by the `<details>` element alone: it works
 * before the scripts arrive, and a menu opened then is still the one the scripts find. React never
 * holds a copy of that state (one opened before hydration would disagree with it); choosing a link
 * or arriving on a new page closes the element itself.
 */
function MobileMenu() {
  const pathname = usePagePath();
  const t = useSiteT();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const shownFor = useRef(pathname);
  const close = () => {
    if (detailsRef.current) detailsRef.current.open = false;
  };

  useEffect(() => {
    // Only a new page closes it: hydration itself leaves a menu opened before it as it is.
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    if (detailsRef.current) detailsRef.current.open = false;
  }, [pathname]);

  // A native disclosure: it opens and closes without JavaScript too.
  return (
    <details ref={detailsRef} className="group/menu lg:hidden">
      <summary className="phone-menu-button" aria-label={t("nav.menu")}>
        <Menu aria-hidden="true" className="size-6 group-open/menu:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-open/menu:block" />
      </summary>
      <nav aria-label={t("nav.mobile")} className="phone-nav">
        <ul>
          {mainNavigation.map((entry) =>
            isNavGroup(entry) ? (
              <li key={entry.label} className="mt-6">
                <p className="eyebrow text-stone" id={`mobile-${entry.label.slice("nav.".length)}`}>
                  {t(entry.label as SiteTextKey)}
                </p>
                <ul aria-labelledby={`mobile-${entry.label.slice("nav.".length)}`} className="mt-1">
                  {entry.items.map((item) => (
                    <li key={item.to}>
                      <MobileLink item={item} pathname={pathname} onNavigate={close} />
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={entry.to}>
                <MobileLink item={entry} pathname={pathname} onNavigate={close} />
              </li>
            ),
          )}
        </ul>
        <SiteLink
          to="/contact"
          onClick={close}
          className={cn(buttonVariants({ variant: "accent", size: "lg" }), "mt-8 w-full")}
        >
          {t("nav.quote")}
        </SiteLink>
        <p className="mt-6 text-center">
          <LanguageSwitch className="phone-nav-link inline-flex" />
        </p>
      </nav>
    </details>
  );
}

/** The visitor's quote list: a link to it everywhere, its count once the page's script has read the list. */
function QuoteListLink() {
  const t = useSiteT();
  const count = useQuoteList().quote.length;
  return (
    <SiteLink
      to="/quote"
      className="quote-list-link"
      aria-label={count > 0 ? t("nav.quoteListCount", { count: String(count) }) : t("nav.quoteList")}
      // The same words with their placeholder, for a page without the app that counts by itself (islands/enhance.ts).
      data-count-label={t("nav.quoteListCount")}
      title={t("nav.quoteList")}
    >
      <ClipboardCheck aria-hidden="true" className="size-5" />
      {count > 0 ? <span aria-hidden="true">{count}</span> : null}
    </SiteLink>
  );
}

export function SiteHeader() {
  const t = useSiteT();
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLLED_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  return (
    // Its border and shadow follow `data-scrolled` (app.css).
    <header data-scrolled={scrolled ? "" : undefined} className="site-header">
      <div className="container-site site-header-bar">
        <BrandMark />
        <DesktopNavigation />
        <div className="flex items-center gap-2">
          {/* Beside the full navigation only where both fit (its Contact link is there anyway). */}
          <span className="hidden sm:block lg:hidden xl:block">
            <SiteLink to="/contact" className={cn(buttonVariants({ variant: "accent", size: "sm" }), "whitespace-nowrap")}>
              {t("nav.quote")}
            </SiteLink>
          </span>
          <QuoteListLink />
          <LanguageSwitch className="language-switch" />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
