import { useEffect, type ComponentProps } from "react";
import { useNavigate } from "react-router";
import { localizedPath, useSiteLocale } from "~/platform/i18n/site-locale";
import { useEnhanceScript } from "~/platform/render/page-scripts";

/*
 * The public pages' links (decision 047).
 *
 * React Router's <Link> resolves its address against the matched routes and sets up a click
 * handler in every instance: a public page has 40 to 95 of them, and on the server they were an
 * eighth of a render. A <SiteLink> is the plain anchor those links render, site-absolute address
 * and all; one listener on the document, installed by the root, turns a plain click on such an
 * anchor into the same client-side navigation a Link starts.
 *
 * Its mark is `data-discover=""`: the router's route discovery reads any `data-discover` (as on
 * its own Links, which say "true"), and the listener takes only the empty one, so a Link (one with
 * `reloadDocument`, say) is always left to the router. A page without the app has no router to
 * read it, and goes without.
 */

type SiteLinkProps = Omit<ComponentProps<"a">, "href"> & {
  /** A site-absolute address: `/products?category=spc-floor`. */
  to: string;
};

/**
 * A link inside an element marked `data-keep-scroll` keeps the scroll position, as a Link's
 * `preventScrollReset` does: the catalogue's filters beside its list.
 */
export function SiteLink({ to, ...rest }: SiteLinkProps) {
  // In the page's language: on a French page "/products" is "/fr/products" (decision 049).
  const withApp = useEnhanceScript() === null;
  return <a {...rest} href={localizedPath(to, useSiteLocale())} data-discover={withApp ? "" : undefined} />;
}

/**
 * Whether `to` is the page shown or one of its sections, as a NavLink decides it: `end` makes
 * only the address itself count.
 */
export function isCurrentPath(pathname: string, to: string, end = false): boolean {
  // Letter case aside, as NavLink and the router's matching ignore it.
  const path = (to.split(/[?#]/)[0] ?? to).toLowerCase();
  const shown = pathname.toLowerCase();
  if (shown === path) return true;
  return !end && path !== "/" && shown.startsWith(`${path}/`);
}

/** `aria-current="page"` for the link to the page shown. */
export function currentPage(pathname: string, to: string, end = false): "page" | undefined {
  return isCurrentPath(pathname, to, end) ? "page" : undefined;
}

/** What {@link anchorToFollow} reads of a click: a DOM MouseEvent has all of it. */
type SiteClick = Pick<MouseEvent, "defaultPrevented" | "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey"> & {
  target: EventTarget | null;
};

/** The anchors a click can land in: of each, what decides whether a SiteLink click is taken over. */
type Anchor = Pick<HTMLAnchorElement, "href" | "target" | "hasAttribute" | "closest">;

/**
 * The anchor a click should take over, or null: a plain primary click, not handled by anyone
 * else, on a SiteLink's same-origin anchor that opens in this window and is not a download.
 */
export function anchorToFollow(event: SiteClick, origin: string): Anchor | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const target = event.target as Partial<Pick<Element, "closest">> | null;
  if (typeof target?.closest !== "function") return null;
  const anchor = target.closest('a[data-discover=""]') as Anchor | null;
  if (!anchor) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  return new URL(anchor.href).origin === origin ? anchor : null;
}

/** Installs the document's one listener for {@link SiteLink}s (React Router's own Links handle their clicks first). */
export function useSiteLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = anchorToFollow(event, window.location.origin);
      if (!anchor) return;
      event.preventDefault();
      const url = new URL(anchor.href);
      const to = `${url.pathname}${url.search}${url.hash}`;
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      // As a Link does: following a link to the page shown replaces its history entry.
      void navigate(to, { replace: to === here, preventScrollReset: anchor.closest("[data-keep-scroll]") !== null });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
