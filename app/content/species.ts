import type { ImageKey } from "./image-manifest";
import type { PageHeroCopy } from "./slides";

export interface WoodSpecies {
  id: "red-oak" | "maple" | "walnut";
  name: string;
  image: ImageKey;
  imageAlt: string;
  /** Janka hardness rating, in pounds-force. */
  janka: 1290 | 1450 | 1010;
  summary: string;
  paragraphs: readonly string[];
  /** Three or four short facts: colour, grain, best rooms. */
  traits: readonly string[];
}

/** Every word of the wood species page (/inspiration/wood-spices), in one language (decision 049). */
export interface SpeciesCopy {
  meta: { title: string; description: string };
  hero: PageHeroCopy;
  title: string;
  paragraphs: readonly string[];
  /** Names the ratings' chart, and heads each species with its rating. */
  jankaLabel: string;
  /** Red oak, maple and walnut, in that order. */
  species: readonly WoodSpecies[];
}

/** The banner's picture, the same in every language (the page preloads it). */
export const speciesHeroImage: ImageKey = "scene/species";

/** Janka ratings are in pounds-force: the unit's symbol, the same in every language. */
export const jankaUnit = "lbf";

export const speciesEn: SpeciesCopy = {
  meta: {
    title: "Wood Species: Red Oak, Maple and Walnut",
    description:
      "Compare red oak, maple and walnut hardwood floors: colour, grain and Janka hardness (red oak 1290, maple 1450, walnut 1010).",
  },
  hero: {
    image: speciesHeroImage,
    imageAlt: "Pairs of maple, red oak, white oak and walnut boards laid side by side",
    eyebrow: "Inspiration",
    title: "Wood Species",
    subtitle: "Three North American hardwoods, each with its own colour, grain and strength.",
  },
  title: "Reading the Janka Scale",
  paragraphs: [
    "The species you choose sets the colour, the grain and the hardness of your floor. Hardness is measured with the Janka test, which records the force, in pounds, needed to press a small steel ball halfway into a piece of wood. The higher the number, the better the floor resists dents from dropped objects, furniture legs and pet claws.",
    "Red oak, at 1290, is the reference point most people use. Maple is harder, walnut is softer, and each has a place. A lower rating does not mean a weaker floor, only one that shows wear sooner; a good finish, felt pads and entrance mats matter as much as the number.",
  ],
  jankaLabel: "Janka hardness",
  species: [
    {
      id: "red-oak",
      name: "Red Oak",
      image: "species/red-oak",
      imageAlt: "Close-up of red oak boards with warm pinkish-brown tones and bold open grain",
      janka: 1290,
      summary: "The classic North American hardwood: warm, hard-wearing and easy to live with.",
      paragraphs: [
        "Red oak has been the most common hardwood floor in Canadian homes for generations, and for good reason. Its warm tone, with a hint of pink or salmon, suits traditional and transitional interiors, and its pronounced, open grain takes stain evenly, from natural finishes to deep browns.",
        "With a Janka rating of 1290, red oak is the benchmark other species are measured against. The strong grain pattern helps disguise small scratches and dents, which makes it a dependable choice for busy family homes, hallways and main-floor living areas.",
      ],
      traits: [
        "Colour: light brown with warm pinkish undertones",
        "Grain: bold, open and wavy",
        "Takes stain evenly, from natural to dark",
        "Best for: living rooms, hallways and family homes",
      ],
    },
    {
      id: "maple",
      name: "Maple",
      image: "species/maple",
      imageAlt: "Close-up of hard maple boards with pale creamy colour and fine, even grain",
      janka: 1450,
      summary: "A pale, fine-grained Canadian hardwood with excellent resistance to dents.",
      paragraphs: [
        "Hard maple is a Canadian icon, and at 1450 on the Janka scale it is noticeably harder than red oak. Its colour ranges from creamy white to light golden, and its fine, tight grain gives a smooth, even surface with a clean, contemporary look.",
        "Maple's density makes it one of the best choices for high-traffic rooms, kitchens and home gyms. Because the grain is so tight, it absorbs dark stains unevenly, so we recommend natural or light finishes that show the wood's bright colour at its best.",
      ],
      traits: [
        "Colour: creamy white to light golden",
        "Grain: fine, tight and uniform",
        "Best with natural or light finishes",
        "Best for: kitchens, busy hallways and home gyms",
      ],
    },
    {
      id: "walnut",
      name: "Walnut",
      image: "species/walnut",
      imageAlt: "Close-up of walnut boards with rich chocolate-brown heartwood and lighter streaks",
      janka: 1010,
      summary: "Rich chocolate tones and flowing grain for rooms where the floor is the feature.",
      paragraphs: [
        "American black walnut is prized for its deep colour: chocolate-brown heartwood, sometimes with purple or grey hints, set against streaks of lighter sapwood. Its straight to gently wavy grain gives the floor a quiet elegance that few other species can match, and the colour mellows to a warmer brown over time.",
        "At 1010 on the Janka scale, walnut is softer than oak or maple and will show dents sooner. It is at its best in living rooms, dining rooms, bedrooms and studies, with felt pads under furniture and rugs at the entrances to protect the surface.",
      ],
      traits: [
        "Colour: chocolate-brown with lighter sapwood streaks",
        "Grain: straight to gently wavy",
        "Softer than oak; use felt pads and entrance rugs",
        "Best for: living rooms, dining rooms and bedrooms",
      ],
    },
  ],
};

// Older names the content checks read. Each is marked pure, so that a page's script, which takes
// only the language-free constants above, leaves the English copy out of the browser's bundle.
export const woodSpecies = /* @__PURE__ */ (() => speciesEn.species)();
