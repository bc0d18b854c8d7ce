import type { ImageKey } from "./image-manifest";
import { site } from "./site";

/** The product line's name in title case for running text ("Canadian Seven Series"). */
export const productLineName = site.productLine
  .toLowerCase()
  .replace(/\b\w/g, (letter) => letter.toUpperCase());

/** The banner at the top of an inner page (matches the props of `PageHero`). */
export interface PageHeroCopy {
  image: ImageKey;
  imageAlt: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
}

export interface HeroSlide {
  image: ImageKey;
  imageAlt: string;
  eyebrow?: string;
  title: string;
  subtitle: string;
  description: string;
  cta: { label: "Explore Collection"; to: string };
}

/** The home page carousel: exactly three slides, in the specification's order. */
export const heroSlides: readonly HeroSlide[] = [
  {
    image: "scene/hero-1",
    imageAlt: "A sunlit living room with a sofa and rug on seven-inch natural oak planks",
    title: site.productLine,
    subtitle: "Canadian First 7-inch Full Color Series",
    description: "Innovation in Premium Hardwood Flooring",
    // The slide is about the 7-inch solid series, so it opens the solid hardwood category.
    cta: { label: "Explore Collection", to: "/products?category=solid-hardwood" },
  },
  {
    image: "scene/hero-2",
    imageAlt: "Warehouse aisles lined with pallets of strapped hardwood bundles and boxed flooring",
    title: "UNMATCHED QUALITY",
    subtitle: "Own Factory - 100,000 sq ft Monthly Production",
    description: "Massive Capacity, Superior Quality",
    // Production capacity stands behind every category, so the whole catalogue is the next step.
    cta: { label: "Explore Collection", to: "/products" },
  },
  {
    image: "scene/hero-3",
    imageAlt:
      "A flooring showroom with sample boards on the wall, finished floor panels and a table of samples",
    title: "MARKET LEADER",
    subtitle: "500+ Partner Stores Across Ontario",
    description: "30% Annual Growth - Your Trusted Partner",
    // Partner stores buy across every category, so this slide also leads to the full catalogue.
    cta: { label: "Explore Collection", to: "/products" },
  },
];
