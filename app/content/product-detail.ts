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
  /** The 'How much to order' panel of a product whose coverage per box is known. */
  calculator: OrderCalculatorCopy;
}

/** What the calculator says when a field is wrong (app/features/catalogue/order-calculator.ts). */
export interface OrderCalculatorMessages {
  areaMissing: string;
  lengthMissing: string;
  widthMissing: string;
  /** Typed, but not a number. */
  notNumber: string;
  /** Nought or less. */
  notPositive: string;
  /** More than 100,000 sq ft (or its square metres), typed or as length × width. */
  areaTooLarge: string;
  roomTooLarge: string;
}

export interface OrderCalculatorCopy {
  eyebrow: string;
  title: string;
  /** Under the title: what the sum reads of the product. */
  intro: string;
  by: { legend: string; area: string; room: string };
  area: string;
  length: string;
  width: string;
  /** Square feet's symbol; square metres' (m²) is the same in both languages. */
  unit: { label: string; sqft: string };
  lengthUnit: { label: string; ft: string; m: string };
  waste: {
    legend: string;
    /** Each allowance's words: "5 %" and why it suits. */
    options: Readonly<Record<"5" | "10" | "15", { label: string; reason: string }>>;
  };
  submit: string;
  /** Where the answer goes, before there is one. */
  waiting: string;
  answer: {
    /** The answer's name for assistive technology. */
    label: string;
    boxes: PluralText;
    /** Under the boxes: {area}, what they cover. */
    covers: string;
    areaToBuy: string;
    /** {area} typed and {waste} the allowance (a number). */
    areaToBuyNote: string;
    pallets: string;
    /** {count} full pallets. */
    fullPallets: PluralText;
    /** A pallet's remainder: {count} boxes. */
    andBoxes: PluralText;
    /** Fewer boxes than a pallet holds: {perPallet}. */
    underOnePallet: string;
    /** Why the boxes are a whole number. */
    roundedUp: string;
    /** Before the list of mistakes, when the form was sent with some. */
    correct: string;
  };
  errors: OrderCalculatorMessages;
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
  calculator: {
    eyebrow: "How much to order",
    title: "Boxes for your room",
    intro: "Enter the room’s size and how the floor will be laid. We add the waste allowance and round up to whole boxes.",
    by: { legend: "Measure by", area: "Area", room: "Length × width" },
    area: "Room area",
    length: "Length",
    width: "Width",
    unit: { label: "Area unit", sqft: "sq ft" },
    lengthUnit: { label: "Length unit", ft: "feet", m: "metres" },
    waste: {
      legend: "Waste allowance",
      options: {
        "5": { label: "5%", reason: "Straight lay in a simple, rectangular room" },
        "10": { label: "10%", reason: "Recommended: a diagonal lay, or a room with closets, corners and doorways" },
        "15": { label: "15%", reason: "Herringbone or chevron, or many angles to cut around" },
      },
    },
    submit: "Calculate",
    waiting: "Enter your room’s size to see how many boxes to order.",
    answer: {
      label: "What to order",
      boxes: { one: "{count} box", other: "{count} boxes" },
      covers: "covering {area}",
      areaToBuy: "Area to buy",
      areaToBuyNote: "{area} plus {waste}% for cuts and waste",
      pallets: "Pallets",
      fullPallets: { one: "{count} pallet", other: "{count} pallets" },
      andBoxes: { one: "+ {count} box", other: "+ {count} boxes" },
      underOnePallet: "Less than one pallet ({perPallet} boxes each)",
      roundedUp: "Boxes are rounded up: you buy whole boxes.",
      correct: "To correct before we can count:",
    },
    errors: {
      areaMissing: "Enter the room’s area.",
      lengthMissing: "Enter the room’s length.",
      widthMissing: "Enter the room’s width.",
      notNumber: "Enter a number, like 340 or 12.5.",
      notPositive: "Enter a number greater than 0.",
      areaTooLarge: "Enter at most 100,000 sq ft (9,290 m²). For a larger project, request a quote.",
      roomTooLarge: "This room is over 100,000 sq ft (9,290 m²). For a larger project, request a quote.",
    },
  },
  more: {
    title: "Looking for more?",
    text: "Browse the whole catalogue: solid and engineered hardwood, SPC, laminate, trim and stair parts, in stock in Mississauga.",
    all: "View All Products",
  },
};
