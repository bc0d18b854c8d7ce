/*
 * The fixed words of a product card (the catalogue's list and the home page's featured products),
 * in one language (decision 049). Each page's loader sends its language's, and the page passes
 * them to its cards.
 */
import { quoteButtonEn, type QuoteButtonCopy } from "./quote";

export interface ProductCardCopy {
  /** In place of the category of a product that has none. */
  uncategorized: string;
  details: string;
  /** The link's name: {title} is the product's. */
  detailsOf: string;
  /** Where a product has no picture. */
  noImage: string;
  /** The card's "Add to quote". */
  quote: QuoteButtonCopy;
}

export const productCardEn: ProductCardCopy = {
  uncategorized: "Uncategorized",
  details: "View Details",
  detailsOf: "View Details: {title}",
  noImage: "No image",
  quote: quoteButtonEn,
};
