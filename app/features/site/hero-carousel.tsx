import { ChevronLeft, ChevronRight } from "~/ui/icons/icon";
import { langOf } from "~/platform/i18n/localized";
import { useCallback, useEffect, useState, useSyncExternalStore, type MouseEvent } from "react";
import { useCarousel, wrapIndex } from "~/ui/use-carousel";
import { localizedPath, useSiteLocale } from "~/platform/i18n/site-locale";
import { KeepWords } from "~/ui/keep-words-text";
import { ContentPicture } from "~/ui/content-picture";
import { buttonVariants } from "~/ui/button";
import type { PublicSlide } from "~/features/content/public-types";
import { fillPlaceholders } from "~/platform/text/fill";
import type { HeroCarouselCopy } from "~/content/home";
import { cn } from "~/ui/class-names";

const HERO_INTERVAL_MS = 5_000;
export const heroImageSizes = "100vw";
/**
 * The carousel is as tall as the screen, so its shape follows the screen's: upright screens
 * (phones, tablets held upright) get the 9:16 composition. `home.tsx` preloads with the same query.
 */
export const heroPortraitMedia = "(max-aspect-ratio: 4/5)";

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia("(prefers-reduced-motion: reduce)");
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function usePrefersReducedMotion() {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia("(prefers-reduced-motion: reduce)").matches,
    () => false,
  );
}

function subscribeVisibility(onChange: () => void) {
  document.addEventListener("visibilitychange", onChange);
  return () => document.removeEventListener("visibilitychange", onChange);
}

function usePageHidden() {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.hidden,
    () => false,
  );
}

/** The slide an address asks for (`?slide=2`, counted from one), or the first: an index into `count` slides. */
export function slideAsked(url: URL, count: number): number {
  const asked = Number(url.searchParams.get("slide"));
  return Number.isInteger(asked) && asked >= 1 && asked <= count ? asked - 1 : 0;
}

/**
 * The home page's full-screen carousel. Every slide's text is in the server HTML; only the
 * first image loads with the page, the others just before they are shown. Its own words (the
 * buttons' and the slides' labels) come in the page's language with `copy`. An island on a page
 * without the app (platform/render/islands.tsx): its props are plain data, and its links are the
 * anchors a SiteLink renders, without the router a SiteLink's module brings.
 *
 * Its arrows and dots are a form's buttons, so they work before any script runs: a tap asks the
 * server for the home page with that slide (`?slide=2`, which `first` then holds). Once the
 * island runs, they change the slide in place.
 */
export function HeroCarousel({ slides, copy, first = 0 }: { slides: readonly PublicSlide[]; copy: HeroCarouselCopy; first?: number }) {
  const count = slides.length;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set([first]));
  const reducedMotion = usePrefersReducedMotion();
  const hidden = usePageHidden();
  const locale = useSiteLocale();
  const rotating = !reducedMotion && !hovered && !focused && !hidden;

  // A slide's picture loads when it is about to be shown, if it has not yet.
  const load = useCallback((target: number) => setLoaded((current) => (current.has(target) ? current : new Set(current).add(target))), []);
  const { index, show } = useCarousel({ count, first, onShow: load });
  /** A control's tap, once this runs: the slide changes here instead of the form asking the server. */
  const go = (target: number) => (event: MouseEvent) => {
    event.preventDefault();
    show(target);
  };

  // The timer restarts whenever the slide changes, so a manual change gets a full 5 seconds too.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => show(index + 1), HERO_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [index, rotating, show]);

  // Fetch the next image a little before it is needed.
  useEffect(() => {
    const next = (index + 1) % count;
    if (loaded.has(next)) return;
    const timer = window.setTimeout(
      () => setLoaded((current) => new Set(current).add(next)),
      HERO_INTERVAL_MS / 2,
    );
    return () => window.clearTimeout(timer);
  }, [index, count, loaded]);

  return (
    <section
      aria-roledescription={copy.roleDescription}
      aria-label={copy.label}
      className="relative isolate h-[calc(100svh-4.5rem)] min-h-[34rem] overflow-hidden bg-charcoal"
      onPointerEnter={(event) => event.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div aria-live={rotating ? "off" : "polite"}>
        {slides.map((slide, slideIndex) => {
          const active = slideIndex === index;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription={copy.slideRoleDescription}
              aria-label={fillPlaceholders(copy.slideLabel, { index: slideIndex + 1, count })}
              aria-hidden={!active}
              inert={!active}
              data-active={active ? "" : undefined}
              // Shown by `data-active` (app.css).
              className="hero-slide"
            >
              {loaded.has(slideIndex) ? (
                <ContentPicture
                  source={slide.image}
                  alt={slide.imageAlt}
                  altLang={langOf(slide, "pictureAlt")}
                  sizes={heroImageSizes}
                  portrait={slide.portrait ? { source: slide.portrait, media: heroPortraitMedia, sizes: heroImageSizes } : undefined}
                  priority={slideIndex === first}
                  pictureClassName="absolute inset-0 -z-20"
                  className="size-full object-cover"
                />
              ) : null}
              <div aria-hidden="true" className="hero-shade" />
              <div className="container-site hero-text">
                <p className="eyebrow text-brass-light" lang={langOf(slide, "title")}>
                  {slide.title}
                </p>
                <h2 lang={langOf(slide, "subtitle")}>
                  <KeepWords>{slide.subtitle}</KeepWords>
                </h2>
                <p lang={langOf(slide, "description")}>{slide.description}</p>
                <a
                  href={localizedPath(slide.cta.to, locale)}
                  data-discover=""
                  className={cn(buttonVariants({ variant: "light", size: "lg" }), "mt-10")}
                  lang={langOf(slide, "buttonText")}
                >
                  {slide.cta.label}
                </a>
              </div>
            </div>
          );
        })}
      </div>

      <form
        method="get"
        action={localizedPath("/", locale)}
        className="container-site absolute inset-x-0 bottom-8 z-20 flex items-center justify-between gap-4 sm:bottom-10"
      >
        <div className="flex items-center gap-1">
          {slides.map((slide, slideIndex) => (
            <button
              key={slide.id}
              name="slide"
              value={slideIndex + 1}
              aria-label={fillPlaceholders(copy.goToSlide, { index: slideIndex + 1 })}
              aria-current={slideIndex === index ? "true" : undefined}
              onClick={go(slideIndex)}
              // The bar inside is drawn by CSS, longer for the current slide (app.css).
              className="hero-dot"
            >
              <span />
            </button>
          ))}
        </div>
        <div className="flex gap-2">
          <button
            name="slide"
            value={wrapIndex(index - 1, count) + 1}
            aria-label={copy.previous}
            onClick={go(index - 1)}
            className="hero-arrow"
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button
            name="slide"
            value={wrapIndex(index + 1, count) + 1}
            aria-label={copy.next}
            onClick={go(index + 1)}
            className="hero-arrow"
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </form>
    </section>
  );
}
