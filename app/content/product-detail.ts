import type { PluralText } from "./products";
import { quoteButtonEn, type QuoteButtonCopy } from "./quote";
import { sampleButtonEn, type SampleButtonCopy } from "./samples";

/*
 * Every fixed word of a product's page (/products/{id}), in one language (decision 049): the
 * product's own title, description, series and colour names are data. Placeholders in braces are
 * filled by the page; a count's words come in a singular and a plural form.
 */
export interface ProductDetailCopy {
  meta: {
    /** A word for the keywords of a product without its own: the kind of thing sold. */
    keyword: string;
    /** The breadcrumb trail's first two steps (the rest are the category and the product). */
    home: string;
    products: string;
  };
  notFound: { eyebrow: string; title: string; invalidId: string; text: string };
  back: string;
  uncategorized: string;
  noImage: string;
  quote: string;
  /** "Add to quote" with its colour. */
  quoteList: QuoteButtonCopy;
  /** "Order a free sample", under each colour. */
  samples: SampleButtonCopy;
  /** {phone} is the number as the page shows it. */
  call: string;
  colours: {
    heading: string;
    /** {title} is the product's, {count} its colours'. */
    count: PluralText;
    /** The carousel's name: {title}. */
    carousel: string;
    /** A slide's name: {position}, {count} and {name}. */
    slide: string;
    previous: string;
    next: string;
    /** A colour's picture: {title} and {name}. */
    alt: string;
    /** A colour without a name: {number}. */
    unnamed: string;
    /** Under the carousel: {count}. */
    available: PluralText;
    /** The large picture's close button. */
    close: string;
  };
  more: { title: string; text: string; all: string };
}

export const productDetailEn: ProductDetailCopy = {
  meta: { keyword: "flooring", home: "Home", products: "Products" },
  notFound: {
    eyebrow: "404",
    title: "Product Not Found",
    invalidId: "Invalid product id",
    text: "This product is not in our catalogue, or is no longer available.",
  },
  back: "Back to Products",
  uncategorized: "Uncategorized",
  noImage: "No image",
  quote: "Request a Quote",
  quoteList: quoteButtonEn,
  samples: sampleButtonEn,
  call: "or call {phone}",
  colours: {
    heading: "ALL COLORS",
    count: { one: "{title} in {count} finish", other: "{title} in {count} finishes" },
    carousel: "{title} colours",
    slide: "{position} of {count}: {name}",
    previous: "Previous colour",
    next: "Next colour",
    alt: "{title} in {name}",
    unnamed: "Color {number}",
    available: { one: "{count} color variant available", other: "{count} color variants available" },
    close: "Close",
  },
  more: {
    title: "Looking for more?",
    text: "Browse the whole catalogue: solid and engineered hardwood, SPC, laminate, trim and stair parts, in stock in Mississauga.",
    all: "View All Products",
  },
};
