import type { ProductCardCopy } from "./product-card";
import { quoteButtonFr } from "./quote.fr";

export const productCardFr: ProductCardCopy = {
  uncategorized: "Sans catégorie",
  details: "Voir les détails",
  detailsOf: "Voir les détails\u00a0: {title}",
  noImage: "Aucune image",
  quote: quoteButtonFr,
};
