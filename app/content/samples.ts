/*
 * Free samples' words (decision 049): the "Order a free sample" under each colour of a product's
 * page, and the samples page (/samples) with its request form. Placeholders in braces are filled
 * by the page. The form's name, e-mail and phone keep the enquiry form's words and messages.
 */

/** "Order a free sample", under each colour of a product's page. */
export interface SampleButtonCopy {
  order: string;
  /** The link's name: the colour's {name} and the product's {title}. */
  orderOf: string;
  /** Once the colour is on the visitor's list, and that link's name: {name} and {title}. */
  listed: string;
  listedOf: string;
  /** The toast once added; its description is the product and colour. */
  added: string;
  already: string;
  /** The list holds five colours: {max}. */
  full: string;
  view: string;
}

export interface SamplesPageCopy {
  meta: { title: string; description: string };
  eyebrow: string;
  title: string;
  intro: string;
  list: {
    heading: string;
    /** Beside the heading: {count} and {max}. */
    count: string;
    empty: string;
    browse: string;
    remove: string;
    /** A remove button's name: the colour's {name} and the product's {title}. */
    removeOf: string;
    /** The address named a product or colour no longer in the catalogue. */
    unavailable: string;
    /** The address's colour could not join a list of five: {max}. */
    full: string;
  };
  delivery: {
    legend: string;
    ship: string;
    shipHint: string;
    pickup: string;
    /** Above the showroom's address, as the company's details give it. */
    pickupHint: string;
    /** The showroom's second line: its {city}, {region} and {postalCode} as the language writes them. */
    cityLine: string;
    street: string;
    city: string;
    province: string;
    chooseProvince: string;
    postalCode: string;
    postalCodeHint: string;
  };
  details: {
    legend: string;
    company: string;
    note: string;
    notePlaceholder: string;
  };
  send: string;
  sent: { title: string; text: string; more: string };
  /** The form was open for more than a day: sent again with a new token. */
  expired: string;
  aside: { title: string; text: string };
  validation: {
    deliveryRequired: string;
    streetRequired: string;
    streetLong: string;
    cityRequired: string;
    cityLong: string;
    provinceRequired: string;
    postalCodeInvalid: string;
    /** A postal code of another province: {province} and its {letters}. */
    postalCodeProvince: string;
    companyLong: string;
    noteLong: string;
    samplesNone: string;
    /** {max} */
    samplesTooMany: string;
    /** Every colour chosen is gone from the catalogue: {titles}. */
    samplesUnavailable: string;
  };
}

export const sampleButtonEn: SampleButtonCopy = {
  order: "Order a free sample",
  orderOf: "Order a free sample of {name}, {title}",
  listed: "Sample on your list",
  listedOf: "Sample on your list: {name}, {title}",
  added: "Sample added to your list",
  already: "This colour is already on your sample list.",
  full: "Your sample list already holds {max} colours, the most we send at once.",
  view: "View samples",
};

export const samplesPageEn: SamplesPageCopy = {
  meta: {
    title: "Free Samples",
    description: "Order up to five free samples of our floors: see each colour in your own light, shipped to your door in Canada or ready at the showroom.",
  },
  eyebrow: "Free samples",
  title: "Your free samples",
  intro: "See each colour in your own light, beside your walls and furniture. Choose up to five, and we send them to you or have them ready at the showroom.",
  list: {
    heading: "Your colours",
    count: "{count} of {max}",
    empty: "You have not chosen a colour yet. On a product’s page, choose “Order a free sample” under the colours you like.",
    browse: "Browse products",
    remove: "Remove",
    removeOf: "Remove {name}, {title}, from your samples",
    unavailable: "The colour in this link is no longer in our catalogue, so it is not on your list.",
    full: "Your list already holds {max} colours, so the one in this link was not added.",
  },
  delivery: {
    legend: "How would you like to receive them?",
    ship: "Ship to my address",
    shipHint: "Anywhere in Canada, by mail.",
    pickup: "I will pick them up at the showroom",
    pickupHint: "They will be waiting for you at:",
    cityLine: "{city}, {region} {postalCode}",
    street: "Street address",
    city: "City",
    province: "Province or territory",
    chooseProvince: "Choose one",
    postalCode: "Postal code",
    postalCodeHint: "For example L5T 2N7",
  },
  details: {
    legend: "Your details",
    company: "Company",
    note: "Note",
    notePlaceholder: "Anything that helps us: the rooms, the look you are after, your timing.",
  },
  send: "Send my sample request",
  sent: {
    title: "Thank you! Your sample request is on its way.",
    text: "A member of our team will confirm by e-mail within one business day.",
    more: "Keep browsing",
  },
  expired: "This form had been open for more than a day, so it was not sent yet. Everything you typed is still here: please press “Send my sample request” again.",
  aside: {
    title: "Rather see them in person?",
    text: "Visit the showroom to see our floors as full boards, or call us: we are glad to help you choose.",
  },
  validation: {
    deliveryRequired: "Choose shipping or pick-up",
    streetRequired: "Enter the street address",
    streetLong: "The street address must be less than 200 characters",
    cityRequired: "Enter the city",
    cityLong: "The city must be less than 100 characters",
    provinceRequired: "Choose a province or territory",
    postalCodeInvalid: "Enter a Canadian postal code, like L5T 2N7",
    postalCodeProvince: "Postal codes in {province} start with {letters}",
    companyLong: "Company name must be less than 100 characters",
    noteLong: "The note must be less than 1000 characters",
    samplesNone: "Choose at least one colour to send your request.",
    samplesTooMany: "A request can hold at most {max} samples. Please remove some.",
    samplesUnavailable: "The colours you chose are no longer in our catalogue ({titles}). Please choose others.",
  },
};
