import { site } from "~/content/site";

/*
 * The public site's own words around every page (header, footer, language switch, the not-found
 * page), in English: the catalogue every other language follows key for key (decision 049).
 */
export const siteTextEn = {
  "skip": "Skip to content",
  "nav.main": "Main",
  "nav.mobile": "Mobile",
  "nav.menu": "Menu",
  "nav.home": "Home",
  "nav.products": "Products",
  "nav.gallery": "Gallery",
  "nav.projects": "Projects",
  "nav.about": "About",
  "nav.ourStory": "Our Story",
  "nav.newsUpdates": "News & Updates",
  "nav.resources": "Resources",
  "nav.woodSpices": "Wood Spices",
  "nav.flooringTechnology": "Flooring Technology",
  "nav.installation": "Installation & Maintenance",
  "nav.grades": "Hardwood Grades",
  "nav.contact": "Contact",
  "nav.quote": "Request a Quote",
  "nav.news": "News",
  "nav.aboutUs": "About Us",
  "category.solid-hardwood": "Solid Hardwood",
  "category.engineered-hardwood": "Engineered Hardwood",
  "category.spc-floor": "SPC Floor",
  "category.laminate-floor": "Laminate Floor",
  "category.wood-trim": "Wood Trim",
  "footer.tagline": site.tagline,
  "footer.quickLinks": "Quick Links",
  "footer.products": "Products",
  "footer.contact": "Contact",
  "footer.social": "Social media",
  "footer.rights": "© {year} {company} All rights reserved.",
  "footer.cityLine": "{city}, {region} {postalCode}",
  "footer.serving": "Proudly serving Ontario from Mississauga.",
  "language.label": "Language",
  "language.offer": "This page is also in English.",
  "language.offerLink": "Read it in English",
  "language.dismiss": "No thanks",
  "notFound.title": "Page not found",
  "notFound.heading": "Oops! Page not found",
  "notFound.text": "The page you were looking for has moved or never existed. Our floors are still right where we left them.",
  "notFound.home": "Return to Home",
  "error.heading": "Unexpected Application Error!",
  "error.unknown": "An unexpected error occurred.",
  "error.home": "Back to home",
  "toast.region": "Notifications",
  "toast.close": "Close",
  "untranslated": "This part of the page is not yet available in French.",
} as const;

export type SiteTextKey = keyof typeof siteTextEn;
export type SiteText = Readonly<Record<SiteTextKey, string>>;
