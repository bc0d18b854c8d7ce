import type { ImageKey } from "./image-manifest";
import type { PageHeroCopy } from "./slides";

export interface Finish {
  id: "smooth" | "wire-brushed" | "hand-scraped" | "distressed" | "uv-oil";
  name: string;
  image: ImageKey;
  imageAlt: string;
  summary: string;
  /** One or two paragraphs. */
  paragraphs: readonly string[];
  /** Where this finish works best, in one short line. */
  bestFor: string;
}

/**
 * Every word of the flooring technology page (/inspiration/flooring-technology), in one language
 * (decision 049).
 */
export interface TechnologyCopy {
  meta: { title: string; description: string };
  hero: PageHeroCopy;
  title: string;
  paragraphs: readonly string[];
  /** Names the list of links to the finishes below. */
  navLabel: string;
  /** Heads each finish, before its number ("Finish 01"). */
  finishLabel: string;
  /** Opens each finish's last line, before where it works best. */
  bestForLabel: string;
  /** The five surface treatments, in the specification's order. */
  finishes: readonly Finish[];
}

/** The banner's picture, the same in every language (the page preloads it). */
export const technologyHeroImage: ImageKey = "scene/technology";

export const technologyEn: TechnologyCopy = {
  meta: {
    title: "Flooring Technology: Hardwood Finishes Explained",
    description:
      "Smooth, wire-brushed, hand-scraped, distressed and UV oil finishes: how each looks, hides wear and suits the traffic in your home.",
  },
  hero: {
    image: technologyHeroImage,
    imageAlt:
      "Stacks of finished hardwood planks in a bright studio, one plank leaning across to show its face",
    eyebrow: "Inspiration",
    title: "FLOORING TECHNOLOGY",
    subtitle: "Five surface treatments, each changing how a floor looks, feels and wears.",
  },
  title: "The Surface Makes the Floor",
  paragraphs: [
    "Two floors cut from the same oak can look and behave very differently once the surface is treated. Texture decides how much of the grain you feel underfoot and how well the floor hides scratches. The finish decides the sheen, the colour depth and how the floor is repaired years from now.",
    "Every treatment below is applied in our own factory, under controlled temperature and humidity, so the floor arrives ready to live on with no sanding or finishing on site. Choose the look you love, then check it against the traffic the room will see.",
  ],
  navLabel: "Finishes",
  finishLabel: "Finish",
  bestForLabel: "Best for:",
  finishes: [
    {
      id: "smooth",
      name: "Smooth",
      image: "finish/smooth",
      imageAlt: "Close-up of smooth white oak boards with a glossy, reflective surface",
      summary: "A clean, polished surface that shows the grain at its clearest.",
      paragraphs: [
        "A smooth finish is sanded flat and sealed with clear coats for a sleek, classic look. Light travels evenly across the surface, so the colour and grain of the wood are shown at their clearest and the room feels bright and formal.",
        "The trade-off is that dents and scratches show more on a flat, reflective surface. Smooth floors are best suited to low-traffic rooms such as formal living and dining rooms or bedrooms, in homes without large pets, where they keep their polished look for many years.",
      ],
      bestFor: "Low-traffic formal rooms and bedrooms",
    },
    {
      id: "wire-brushed",
      name: "Wire Brushed",
      image: "finish/wire-brushed",
      imageAlt: "Close-up of grey wire-brushed oak with raised, textured grain catching the light",
      summary: "Steel bristles open the grain for a subtle, tactile texture.",
      paragraphs: [
        "Before finishing, the boards are brushed with steel bristles that remove the softer wood between the growth rings. This opens the grain and leaves a gentle texture you can feel underfoot, with more depth of colour than a smooth board.",
        "The texture hides dents and scratches well, so the floor keeps its good looks in busy homes. It is the look most associated with European oak floors, and it suits both modern interiors and relaxed farmhouse styles, especially in matte and grey tones.",
      ],
      bestFor: "Busy family homes and European-style interiors",
    },
    {
      id: "hand-scraped",
      name: "Hand Scraped",
      image: "finish/hand-scraped",
      imageAlt:
        "Close-up of warm brown hand-scraped oak with gentle, uneven scallops across each board",
      summary: "Artisanal scraping gives each board a one-of-a-kind, crafted surface.",
      paragraphs: [
        "Craftspeople shape the surface of each board by hand, leaving soft scallops and ripples that recall floors made before modern sanding machines. No two boards are alike, and the gentle undulations catch the light differently throughout the day, from low morning sun to evening lamplight.",
        "Because the surface is already varied, everyday wear blends into the texture instead of standing out. Hand scraped floors conceal scratches and scuffs well and bring a warm, handmade character to traditional homes, great rooms and cottages, where a floor is expected to age gracefully.",
      ],
      bestFor: "Traditional homes, great rooms and cottages",
    },
    {
      id: "distressed",
      name: "Distressed",
      image: "finish/distressed",
      imageAlt:
        "Close-up of weathered, grey-brown distressed oak with worn edges and surface marks",
      summary: "A rustic, reclaimed look with the patina of a century-old floor.",
      paragraphs: [
        "Distressing adds the marks of age on purpose: worn edges, small dents, saw marks and wormhole-style details, finished in weathered tones. The result looks like wood reclaimed from an old barn or mill, with none of the instability of salvaged boards.",
        "Since the floor already carries a patina, new marks simply add to it. That makes a distressed finish friendly to high traffic, children and pets, and a natural match for rustic, industrial and farmhouse interiors, mudrooms and busy open-plan kitchens.",
      ],
      bestFor: "High-traffic rooms, homes with pets and rustic interiors",
    },
    {
      id: "uv-oil",
      name: "UV Oil Finish",
      image: "finish/uv-oil",
      imageAlt:
        "Close-up of pale oak with a soft matte oiled surface and natural, unstained colour",
      summary: "Natural oil, cured instantly with UV light, for a soft matte look.",
      paragraphs: [
        "Natural oils penetrate the wood and are cured in the factory under ultraviolet light, hardening in seconds rather than days. The oil protects the wood from within instead of forming a plastic-like film on top, leaving a matte, close-to-raw look that feels warm underfoot.",
        "Its greatest advantage is repair. A scratched or worn area can be cleaned and re-oiled on its own, without sanding and refinishing the whole room, so the floor can be kept looking fresh for many years with simple maintenance and an occasional refresher coat of oil.",
      ],
      bestFor: "Natural matte looks and floors you want to spot-repair",
    },
  ],
};

// Older names the content checks read. Each is marked pure, so that a page's script, which takes
// only the language-free constants above, leaves the English copy out of the browser's bundle.
export const finishes = /* @__PURE__ */ (() => technologyEn.finishes)();
