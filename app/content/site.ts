/** The company's facts: one source for every page, e-mail and structured-data block. */
export const site = {
  name: "Cedarline Flooring",
  legalName: "Cedarline Flooring Inc.",
  productLine: "CANADIAN SEVEN SERIES",
  tagline:
    "Canada's leading distributor of luxury flooring, transform your space with natural beauty and exceptional quality.",
  description:
    "Mississauga-based distributor of luxury solid hardwood, engineered hardwood, SPC, laminate, trim and stair parts for homes, trade buyers and flooring stores across Ontario.",
  address: {
    street: "2150 Dunwin Drive, Unit 7",
    city: "Mississauga",
    region: "ON",
    regionName: "Ontario",
    postalCode: "L5L 5M8",
    country: "CA",
  },
  phone: { display: "(905) 555-0174", e164: "+19055550174" },
  email: "info@cedarlineflooring.ca",
  /** Monday first; a day without hours is closed (app/platform/text/opening-hours.ts). */
  openingHours: {
    week: [
      { opens: "09:00", closes: "17:30" },
      { opens: "09:00", closes: "17:30" },
      { opens: "09:00", closes: "17:30" },
      { opens: "09:00", closes: "17:30" },
      { opens: "09:00", closes: "17:30" },
      { opens: "10:00", closes: "16:00" },
      null,
    ],
  },
  social: [
    { name: "Facebook", href: "https://www.facebook.com/" },
    { name: "Instagram", href: "https://www.instagram.com/" },
    { name: "LinkedIn", href: "https://www.linkedin.com/" },
  ],
  claims: [
    { label: "Canadian first", text: "First in Canada with a 7-inch full-colour series." },
    {
      label: "Own factory",
      text: "Our own factory produces 100,000 sq ft every month, with our own factory and warehouse properties.",
    },
    { label: "500+ partners", text: "Wholesale to over 500 partner stores across Ontario." },
    { label: "30% growth", text: "30% annual growth, year after year." },
  ],
} as const;

export type Site = typeof site;

export const formattedAddress = `${site.address.street}, ${site.address.city}, ${site.address.regionName} ${site.address.postalCode}`;
