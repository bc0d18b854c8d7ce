import type { GalleryItem } from "./gallery";

/** A gallery colour's words in French: its name, the colour it describes and its picture's description. */
type GalleryItemFr = Pick<GalleryItem, "title" | "color" | "imageAlt">;

/**
 * The eight colours of the gallery in French, by the id of each in `galleryItems`: what a fresh
 * install seeds in their French fields (content-seed.server.ts). The titles are the collection's
 * names (the catalogue's colours, decision 049) and stay as they are; the colour words and the
 * pictures' descriptions are French, as the home page's gallery teaser has them (home.fr.ts).
 */
export const galleryItemsFr: Readonly<Record<string, GalleryItemFr>> = {
  nature: {
    title: "Nature",
    color: "Tons de bois naturel",
    imageAlt: "Un salon dans la chaude lumière du soir, au plancher de chêne Nature aux tons de miel",
  },
  "lily-canvas": {
    title: "Lily Canvas",
    color: "Crème pâle",
    imageAlt: "Un salon lumineux en plein jour, au plancher de chêne Lily Canvas pâle et crémeux",
  },
  "ivory-gold": {
    title: "Ivory Gold",
    color: "Beige doré",
    imageAlt: "Un salon au plancher de chêne Ivory Gold d’un beige doré tout en douceur, sous le soleil de la fin d’après-midi",
  },
  burlywood: {
    title: "Burlywood",
    color: "Brun chaud",
    imageAlt: "Un salon au plancher de chêne Burlywood d’un brun moyen chaleureux, avec un canapé crème",
  },
  silver: {
    title: "Silver",
    color: "Gris froid",
    imageAlt: "Un salon baigné de lumière du jour, au plancher de chêne Silver d’un gris froid, entre des murs pâles",
  },
  "senior-grey": {
    title: "Senior Grey",
    color: "Gris charbon",
    imageAlt: "Un salon au plancher de chêne Senior Grey d’un gris charbon profond, entre des murs d’un blanc chaud",
  },
  "old-prairie": {
    title: "Old Prairie",
    color: "Chêne vieilli",
    imageAlt: "Un salon au plancher de chêne Old Prairie vieilli, d’un brun grisé, dans une lumière dorée",
  },
  nudie: {
    title: "Nudie",
    color: "Fini naturel",
    imageAlt: "Un salon lumineux au plancher de chêne Nudie non teint, presque brut",
  },
};
