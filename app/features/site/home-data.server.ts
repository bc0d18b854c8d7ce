import { data } from "react-router";
import { pageCopies } from "~/content/page-copies.server";
import type { SiteLocale } from "~/platform/i18n/site-locale";
import { logger } from "~/platform/log/logger.server";
import type { HeroPreload } from "~/ui/responsive-image";
import { companyDay } from "~/features/content/public-slides.server";
import { cacheTagHeaders } from "~/platform/cache/cache-tags";
import { listPageTags } from "~/features/content/public-content.server";
import type { PublicSlide } from "~/features/content/public-types";
import { HOME_FEATURED_COUNT } from "~/features/catalogue/catalogue.server";
import { productsShownTags } from "~/features/catalogue/catalogue-changes.server";
import { publicFeaturedCards } from "~/features/catalogue/public/public-catalogue.server";
import { heroImageSizes, heroPortraitMedia } from "~/features/site/hero-carousel";

/*
 * What the home page shows in a language with a set of slides: the page's loader's (today's
 * slides) and staff's preview of a chosen day's (features/site/home-preview.tsx).
 */

/** The first slide's picture, preloaded at the top of the page when it is a generated one. */
function heroPreload(slide: PublicSlide | undefined): HeroPreload | undefined {
  if (slide?.image?.kind !== "generated") return undefined;
  const portrait = slide.portrait?.kind === "generated" ? slide.portrait.key : undefined;
  return {
    image: slide.image.key,
    sizes: heroImageSizes,
    art: portrait ? { image: portrait, media: heroPortraitMedia, sizes: heroImageSizes } : undefined,
  };
}

/**
 * What the home page shows in `locale` with these slides: the page's loader's, and staff's preview
 * of a day's (its tags add the previewed slide's). `firstSlide` is the one shown first: the one
 * the address asks for (hero-carousel.tsx's `slideAsked`).
 */
export async function homeData(
  locale: SiteLocale,
  { slides, tags: slideTags }: { slides: PublicSlide[]; tags: string[] },
  firstSlide = 0,
) {
  const copy = pageCopies.home[locale];
  const values = pageCopies.values[locale];
  const card = pageCopies.productCard[locale];
  const preloadImage = heroPreload(slides[firstSlide]);
  // The office's day: the opening hours' coming exceptions are the ones search engines get.
  const today = companyDay();
  try {
    const featured = await publicFeaturedCards(HOME_FEATURED_COUNT, locale);
    const productTags = productsShownTags(
      featured.map((product) => product.id),
      true,
    );
    // The content the page lists is every kind whose list page it is (content-kinds.ts): its slides.
    const contentTags = await listPageTags("/");
    return data({ featured, slides, firstSlide, preloadImage, locale, copy, values, card, today }, { headers: cacheTagHeaders(productTags, contentTags, slideTags) });
  } catch (error) {
    // As specified: the home page stays up and the collection stays empty; the error is logged.
    logger.error({ err: error }, "featured products failed to load");
    // Not the page to keep in the page cache once the database answers again.
    return data({ featured: [], slides, firstSlide, preloadImage, locale, copy, values, card, today }, { headers: { "Cache-Control": "no-store" } });
  }
}

