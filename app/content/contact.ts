import { site } from "./site";
import type { PageHeroCopy } from "./slides";

/** Copy for the contact page (/contact). The address, phone and e-mail come from site.ts. */
export const contactPage = {
  hero: {
    image: "scene/contact",
    imageAlt: "A bright entrance hall with an oak staircase, white risers and black iron balusters",
    eyebrow: "Contact",
    title: "Contact Us",
    subtitle:
      "Questions about a product, a quote for your project or help finding a partner store near you: we are here to help.",
  } satisfies PageHeroCopy,
  enquiry: {
    title: "How can we help?",
    intro:
      "Tell us a little about your project and we will reply within one business day with answers, samples or a quote.",
  },
  details: {
    title: "Contact Details",
    addressLabel: "Visit Us",
    phoneLabel: "Call Us",
    emailLabel: "Email Us",
    hoursLabel: "Business Hours",
    hours: site.hours,
  },
  stayInTouch: {
    title: "Stay In Touch",
    text: `Be the first to hear about new colours, product launches and events at ${site.name}. Send us an e-mail or give us a call and ask to be added to our announcements list; we write only when there is something worth sharing.`,
  },
} as const;
