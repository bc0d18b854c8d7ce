import type { icons } from "lucide-react";
import type { ImageKey } from "./image-manifest";

/** The name of an icon exported by lucide-react, e.g. "TreeDeciduous". */
export type LucideIconName = keyof typeof icons;

export interface HomeCategory {
  name: string;
  /** The catalogue category slug, used as `/products?category={slug}`. */
  slug: string;
  tagline: string;
  icon: LucideIconName;
  image: ImageKey;
  imageAlt: string;
}

/** The seven static category cards on the home page, in the specification's order. */
export const homeCategories: readonly HomeCategory[] = [
  {
    name: "Solid Hardwood",
    slug: "solid-hardwood",
    tagline: "Timeless beauty and durability",
    icon: "TreeDeciduous",
    image: "swatch/nature",
    imageAlt: "Close-up of solid oak boards in the warm Nature finish",
  },
  {
    name: "Engineered Hardwood",
    slug: "engineered-hardwood",
    tagline: "Superior stability and versatility",
    icon: "Layers",
    image: "swatch/white-oak",
    imageAlt: "Close-up of engineered white oak planks with an unstained finish",
  },
  {
    name: "SPC Floor",
    slug: "spc-floor",
    tagline: "100% waterproof protection",
    icon: "Droplets",
    image: "swatch/spc-harbour-oak",
    imageAlt: "Close-up of rigid-core SPC planks in the Harbour Oak wood look",
  },
  {
    name: "Laminate Floor",
    slug: "laminate-floor",
    tagline: "Affordable elegance",
    icon: "Gem",
    image: "swatch/laminate-barn-oak",
    imageAlt: "Close-up of laminate planks with a weathered Barn Oak print",
  },
  {
    name: "Wood Trim",
    slug: "wood-trim",
    tagline: "Perfect finishing touches",
    icon: "Ruler",
    image: "trim/baseboard",
    imageAlt: "Three lengths of baseboard moulding lying on a pale surface",
  },
  {
    name: "Iron Spindle & Accessories",
    slug: "iron-spindle-accessories",
    tagline: "Complete your installation",
    icon: "Fence",
    image: "spindle/single-basket",
    imageAlt: "Black iron basket balusters between a wooden stair tread and handrail",
  },
  {
    name: "Stair Tread & Riser",
    slug: "stair-tread-riser",
    tagline: "Safety meets style",
    icon: "DoorStairwell",
    image: "stair/natural-oak",
    imageAlt: "A short flight of stairs with natural oak treads and white risers",
  },
];
