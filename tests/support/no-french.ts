/** A product's French texts, all blank: what a product written only in English holds. */
export const noFrench = {
  titleFr: null,
  contentFr: null,
  seriesFr: null,
  colorFr: null,
  levelFr: null,
  packingFr: null,
  seoTitleFr: null,
  seoDescriptionFr: null,
} as const;
