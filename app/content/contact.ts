import type { ImageKey } from "./image-manifest";
import { site } from "./site";
import type { PageHeroCopy } from "./slides";

/**
 * Every word of the contact page (/contact) around its enquiry form, in one language (decision
 * 049; the form's own words come with `enquiryTexts`). The address, phone and e-mail are the
 * company's stored details.
 */
export interface ContactCopy {
  /** `description` names the company's `{company}`, `{street}`, `{city}`, `{region}` and `{phone}`. */
  meta: { title: string; description: string };
  hero: PageHeroCopy;
  enquiry: { title: string; intro: string };
  details: {
    title: string;
    addressLabel: string;
    /** The address's second line: `{city}`, `{region}` and `{postalCode}` as the language writes them. */
    cityLine: string;
    phoneLabel: string;
    emailLabel: string;
    /** The button that copies the e-mail address, and what it says after. */
    copyEmail: { label: string; done: string; failed: string; failedHint: string };
    hoursLabel: string;
    /** Above the coming days whose hours differ from the week's (holidays). */
    specialHoursLabel: string;
  };
  stayInTouch: { title: string; text: string };
}

/** The banner's picture, the same in every language (the page preloads it). */
export const contactHeroImage: ImageKey = "scene/contact";

export const contactEn: ContactCopy = {
  meta: {
    title: "Contact Us",
    description:
      "Request a quote, order samples or ask about our floors. {company}, {street}, {city}, {region}. Call {phone}.",
  },
  hero: {
    image: contactHeroImage,
    imageAlt: "A bright entrance hall with an oak staircase, white risers and black iron balusters",
    eyebrow: "Contact",
    title: "Contact Us",
    subtitle:
      "Questions about a product, a quote for your project or help finding a partner store near you: we are here to help.",
  },
  enquiry: {
    title: "How can we help?",
    intro:
      "Tell us a little about your project and we will reply within one business day with answers, samples or a quote.",
  },
  details: {
    title: "Contact Details",
    addressLabel: "Visit Us",
    cityLine: "{city}, {region} {postalCode}",
    phoneLabel: "Call Us",
    emailLabel: "Email Us",
    copyEmail: {
      label: "Copy e-mail address",
      done: "E-mail address copied",
      failed: "Could not copy",
      failedHint: "Please select the text and copy it instead.",
    },
    hoursLabel: "Business Hours",
    specialHoursLabel: "Holidays and special hours",
  },
  stayInTouch: {
    title: "Stay In Touch",
    text: `Be the first to hear about new colours, product launches and events at ${site.name}. Send us an e-mail or give us a call and ask to be added to our announcements list; we write only when there is something worth sharing.`,
  },
};

// The older name the content checks read.
export const contactPage = contactEn;
