/*
 * The quote list's words (decision 049): the "Add to quote" buttons of product cards and pages,
 * and the quote page (/quote). Placeholders in braces are filled by the page.
 */

/** An "Add to quote" control, wherever a product is shown. */
export interface QuoteButtonCopy {
  add: string;
  /** The control's name on a card: {title}. */
  addOf: string;
  /** Once added: the product is on the list. */
  added: string;
  view: string;
  /** The list holds 30 products already. */
  full: string;
  /** The colour chooser beside the button on a product's page. */
  colour: string;
  anyColour: string;
  /** Beside the calculator's answer: the area to buy goes with the product. */
  addAnswer: string;
}

export interface QuotePageCopy {
  meta: { title: string; description: string };
  eyebrow: string;
  title: string;
  intro: string;
  list: {
    heading: string;
    empty: string;
    browse: string;
    colour: string;
    area: string;
    areaHint: string;
    /** {count} boxes at the product's coverage. */
    boxes: { one: string; other: string };
    remove: string;
    /** A remove button's name: {title}. */
    removeOf: string;
    /** Before the page's script has read the list kept in the browser. */
    loading: string;
    /** The address named a product that is no longer published. */
    unavailable: string;
  };
  form: { heading: string; text: string };
  aside: { title: string; text: string };
  /** The message's first words when the visitor has not typed one. */
  message: string;
}

export const quoteButtonEn: QuoteButtonCopy = {
  add: "Add to quote",
  addOf: "Add {title} to your quote",
  added: "On your quote list",
  view: "View quote",
  full: "Your quote list already holds 30 products.",
  colour: "Colour",
  anyColour: "Any colour",
  addAnswer: "Add this amount to quote",
};

export const quotePageEn: QuotePageCopy = {
  meta: {
    title: "Your Quote",
    description: "The floors you picked, with the area of each room: send them in one request and we will reply with prices, stock and delivery.",
  },
  eyebrow: "Request a quote",
  title: "Your quote list",
  intro: "The floors you picked, with the area for each. Send them in one request: we reply within one business day with prices, stock and delivery.",
  list: {
    heading: "Products",
    empty: "Your quote list is empty. Add floors from the catalogue, or simply tell us about your project below.",
    browse: "Browse products",
    colour: "Colour",
    area: "Area (sq ft)",
    areaHint: "Include the waste allowance. Optional.",
    boxes: { one: "{count} box", other: "{count} boxes" },
    remove: "Remove",
    removeOf: "Remove {title} from your quote",
    loading: "Reading your quote list…",
    unavailable: "The product in this link is no longer in our catalogue, so it is not on your list.",
  },
  form: { heading: "Your details", text: "Tell us where and when, and anything we should know about the rooms." },
  aside: { title: "Rather talk it through?", text: "Call the showroom: we can take your rooms’ sizes over the phone." },
  message: "I would like a quote for the floors on my list.",
};
