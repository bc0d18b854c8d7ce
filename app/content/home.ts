import { homeCategories, type LucideIconName } from "./categories";
import { galleryItems, type GalleryItem } from "./gallery";
import type { ImageKey } from "./image-manifest";
import { site } from "./site";
import { productLineName } from "./slides";

export interface CallToAction {
  label: string;
  to: string;
}

type ClaimLabel = (typeof site.claims)[number]["label"];

const claimIcons: Record<ClaimLabel, LucideIconName> = {
  "Canadian first": "Award",
  "Own factory": "Factory",
  "500+ partners": "Store",
  "30% growth": "TrendingUp",
};

export interface WhyChooseItem {
  icon: LucideIconName;
  title: string;
  text: string;
}

/** A category card of the home page: its catalogue filter, its icon and its words. */
export interface HomeCategoryCard {
  slug: string;
  icon: LucideIconName;
  name: string;
  tagline: string;
}

/**
 * The carousel's own words around the slides (the slides' words come from the database):
 * `{index}` is a slide's number, `{count}` the number of slides.
 */
export interface HeroCarouselCopy {
  label: string;
  roleDescription: string;
  slideRoleDescription: string;
  slideLabel: string;
  goToSlide: string;
  previous: string;
  next: string;
}

/**
 * Every word of the home page (/) around its slides and featured products, in one language
 * (decision 049). `{company}`, `{city}` and `{region}` are the company's stored details.
 */
export interface HomeCopy {
  /** `title` names `{company}`; `slogan` is the structured data's. */
  meta: { title: string; description: string; slogan: string };
  /** The page's hidden main heading. */
  heading: string;
  carousel: HeroCarouselCopy;
  aboutTeaser: {
    eyebrow: string;
    title: string;
    paragraphs: readonly string[];
    cta: CallToAction;
    /** Read after the button's label by screen readers ("Learn More about …"). */
    ctaHint: string;
    image: ImageKey;
    imageAlt: string;
  };
  galleryTeaser: { eyebrow: string; title: string; text: string; cta: CallToAction; items: readonly GalleryItem[] };
  whyChoose: { eyebrow: string; title: string; intro: string; items: readonly WhyChooseItem[] };
  categories: { eyebrow: string; title: string; intro: string; items: readonly HomeCategoryCard[] };
  featured: { eyebrow: string; title: string; intro: string; cta: CallToAction };
  contactCta: { title: string; text: string; cta: CallToAction };
}

const teaserGalleryIds = ["lily-canvas", "burlywood", "senior-grey", "nudie"] as const;

/** Copy for the home page sections below the hero, in page order. */
export const homeEn: HomeCopy = {
  meta: {
    title: "{company} | Luxury Hardwood Flooring in Mississauga, Ontario",
    description: site.description,
    slogan: site.tagline,
  },
  heading: "{company}: luxury hardwood flooring in {city}, {region}",
  carousel: {
    label: "Highlights",
    roleDescription: "carousel",
    slideRoleDescription: "slide",
    slideLabel: "{index} of {count}",
    goToSlide: "Go to slide {index}",
    previous: "Previous slide",
    next: "Next slide",
  },
  aboutTeaser: {
    eyebrow: "About Us",
    title: `Wide-Plank Hardwood, Made and Stocked in ${site.address.regionName}`,
    paragraphs: [
      `${site.name} supplies solid and engineered hardwood, SPC, laminate, trim and stair parts from our warehouse in ${site.address.city}. We work with home owners, builders, designers and the flooring stores that carry our lines, and we keep the full range in stock so projects are not held up waiting for boards.`,
      `Our ${productLineName} began with a simple idea: a seven-inch solid board should not force a choice between width and colour. Milled in our own factory and finished in eight tones, it gives wide-plank floors the range that narrower hardwood has always had.`,
    ],
    cta: { label: "Learn More", to: "/about" },
    ctaHint: " about {company}",
    image: "scene/about",
    imageAlt: "A bright open-plan room with a light oak floor",
  },
  galleryTeaser: {
    eyebrow: "Inspiration",
    title: "See the Colours in a Finished Room",
    text: "A sample tells you the tone; a room tells you the mood. Browse our eight signature colours installed in living spaces, from the pale Lily Canvas to the deep Senior Grey, and find the one that suits your light and your furniture.",
    cta: { label: "View Gallery", to: "/inspiration/gallery" },
    items: teaserGalleryIds.map((id) => {
      const item = galleryItems.find((entry) => entry.id === id);
      if (!item) throw new Error(`Gallery item ${id} is missing`);
      return item;
    }),
  },
  whyChoose: {
    eyebrow: "Why Choose Us",
    title: `Why Choose ${site.name}`,
    intro:
      "Wide solid hardwood asks a lot of the mill and the supply chain behind it. These are the reasons stores, builders and home owners keep coming back to us.",
    items: site.claims.map((claim): WhyChooseItem => ({
      icon: claimIcons[claim.label],
      title: claim.label,
      text: claim.text,
    })),
  },
  categories: {
    eyebrow: "Our Range",
    title: "Shop by Category",
    intro:
      "Everything for a finished floor, from the boards themselves to the mouldings, treads and balusters that complete the room and the staircase.",
    items: homeCategories.map(({ slug, icon, name, tagline }): HomeCategoryCard => ({ slug, icon, name, tagline })),
  },
  featured: {
    eyebrow: "Featured Collection",
    title: "Floors Our Partners Ask For First",
    intro:
      "A few of the floors we are proudest of this season, chosen for their width, their colour and the way they wear in busy homes.",
    cta: { label: "View All Products", to: "/products" },
  },
  contactCta: {
    title: "Let's Plan Your Floor",
    text: "Share your room sizes, subfloor and the look you have in mind. Our team will recommend a floor, prepare a quote and arrange samples, whether you are a home owner, a builder or a store.",
    cta: { label: "Contact Us Today", to: "/contact" },
  },
};

// The older name the content checks read.
export const home = homeEn;
