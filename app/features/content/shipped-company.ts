import { site } from "~/content/site";
import type { PublicCompany } from "./public-types";

/*
 * The company's details as the site shipped them (app/content/site.ts): what a fresh install
 * seeds, and what a page shows when the stored details cannot be read (the database is down), so
 * that the footer and the contact page always carry a phone number. Shared by browser and server.
 */
export const shippedCompany: PublicCompany = {
  name: site.name,
  legalName: site.legalName,
  street: site.address.street,
  city: site.address.city,
  region: site.address.region,
  regionName: site.address.regionName,
  postalCode: site.address.postalCode,
  phone: site.phone.display,
  phoneHref: `tel:${site.phone.e164}`,
  email: site.email,
  hours: { week: [...site.openingHours.week], exceptions: [] },
  social: site.social.map((link) => ({ label: link.name, href: link.href })),
};
