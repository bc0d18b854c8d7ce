import type { ImageKey } from "./image-manifest";
import type { PageHeroCopy } from "./slides";

export interface GalleryItem {
  id: string;
  title: string;
  /** A short description of the colour, shown under the title. */
  color: string;
  image: ImageKey;
  imageAlt: string;
}

/** The eight colours of the inspiration gallery, in the specification's order. */
export const galleryItems: readonly GalleryItem[] = [
  {
    id: "nature",
    title: "Nature",
    color: "Natural Wood Tones",
    image: "gallery/nature",
    imageAlt: "A living room in warm evening light with a honey-toned Nature oak floor",
  },
  {
    id: "lily-canvas",
    title: "Lily Canvas",
    color: "Light Cream",
    image: "gallery/lily-canvas",
    imageAlt: "A bright daytime living room with a pale, creamy Lily Canvas oak floor",
  },
  {
    id: "ivory-gold",
    title: "Ivory Gold",
    color: "Golden Beige",
    image: "gallery/ivory-gold",
    imageAlt: "A living room with a soft golden-beige Ivory Gold oak floor in late-afternoon sun",
  },
  {
    id: "burlywood",
    title: "Burlywood",
    color: "Warm Brown",
    image: "gallery/burlywood",
    imageAlt: "A living room with a warm mid-brown Burlywood oak floor and a cream sofa",
  },
  {
    id: "silver",
    title: "Silver",
    color: "Cool Grey",
    image: "gallery/silver",
    imageAlt: "A daylit living room with a cool grey Silver oak floor and pale walls",
  },
  {
    id: "senior-grey",
    title: "Senior Grey",
    color: "Charcoal",
    image: "gallery/senior-grey",
    imageAlt: "A living room with a deep charcoal Senior Grey oak floor against warm white walls",
  },
  {
    id: "old-prairie",
    title: "Old Prairie",
    color: "Weathered Oak",
    image: "gallery/old-prairie",
    imageAlt: "A living room with a weathered, grey-brown Old Prairie oak floor in golden light",
  },
  {
    id: "nudie",
    title: "Nudie",
    color: "Natural Finish",
    image: "gallery/nudie",
    imageAlt: "A bright living room with an unstained, near-raw Nudie oak floor",
  },
];

/** The gallery's banner picture, the same in every language (the page preloads it). */
export const galleryHeroImage: ImageKey = "scene/gallery";

/** Every word of the gallery page (/inspiration/gallery) around the colours, in one language (decision 049). */
export interface GalleryCopy {
  meta: { title: string; description: string };
  hero: PageHeroCopy;
  coloursTitle: string;
  intro: string;
  samples: { title: string; text: string; link: string };
  enquiry: { title: string; subtitle: string; text: string };
  /** The full-screen viewer's controls; `position` names `{current}` and `{count}`. */
  viewer: { position: string; close: string; previous: string; next: string };
  /**
   * A colour's own page (/inspiration/gallery/{colour}): its description names `{title}` and
   * `{shade}` (the colour); `back` leads to the gallery; `notFound` is the page of an address with no colour.
   */
  picture: {
    description: string;
    back: string;
    previousOf: string;
    nextOf: string;
    notFound: { eyebrow: string; title: string; text: string };
  };
}

export const galleryEn: GalleryCopy = {
  meta: {
    title: "Gallery",
    description:
      "Our eight signature hardwood colours installed in real rooms, from the pale Lily Canvas to the deep Senior Grey. Open any picture full screen.",
  },
  hero: {
    image: galleryHeroImage,
    imageAlt: "A calm living room with light oak floors, a pale sofa and sage-green accents",
    eyebrow: "Inspiration Gallery",
    title: "SUPERIOR SELECTIONS. LASTING IMPRESSIONS.",
    subtitle:
      "Our eight signature colours as they look once installed, from bright condo living rooms to warm family spaces.",
  },
  coloursTitle: "Eight signature colours",
  intro:
    "Every colour in this gallery comes from the same wide oak boards, finished in our own factory. Seeing a floor in a furnished room, under real daylight and lamplight, tells you more than a small sample can. Open any picture to view it full screen, then bring the names you like to a partner store or ask us for samples.",
  samples: {
    title: "See it in your own light",
    text: "Screens shift colour. Before you choose, hold the real boards up to your windows.",
    link: "Ask for samples",
  },
  enquiry: {
    title: "A full-service approach to your space",
    subtitle: "How can we help?",
    text: "Tell us about the room, the colours you are drawn to and your timing. We will suggest a floor, send samples and connect you with an installer or a partner store near you.",
  },
  viewer: { position: "Image {current} of {count}", close: "Close", previous: "Previous image", next: "Next image" },
  picture: {
    description: "{title}, {shade}: one of our eight signature hardwood colours, as it looks installed in a furnished room.",
    back: "All colours",
    previousOf: "Previous colour: {title}",
    nextOf: "Next colour: {title}",
    notFound: {
      eyebrow: "Gallery",
      title: "This colour is not in the gallery",
      text: "It may have been renamed or taken out of the collection. Every colour we show is on the gallery page.",
    },
  },
};
