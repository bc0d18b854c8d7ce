/*
 * The public site's navigation, in the specification's order. Labels are keys of the public
 * chrome's words (app/features/site/i18n), so each language names the same links.
 */
export interface NavLinkItem {
  to: string;
  label: string;
}
export interface NavGroup {
  label: string;
  items: NavLinkItem[];
}
type NavEntry = NavLinkItem | NavGroup;

export const isNavGroup = (entry: NavEntry): entry is NavGroup => "items" in entry;

/** Main navigation, in the specification's order. */
export const mainNavigation: NavEntry[] = [
  { to: "/", label: "nav.home" },
  { to: "/products", label: "nav.products" },
  { to: "/inspiration/gallery", label: "nav.gallery" },
  { to: "/projects", label: "nav.projects" },
  {
    label: "nav.about",
    items: [
      { to: "/about", label: "nav.ourStory" },
      { to: "/news", label: "nav.newsUpdates" },
    ],
  },
  {
    label: "nav.resources",
    items: [
      { to: "/inspiration/wood-spices", label: "nav.woodSpices" },
      { to: "/inspiration/flooring-technology", label: "nav.flooringTechnology" },
      { to: "/information/installation-maintenance", label: "nav.installation" },
      { to: "/information/hardwood-grades", label: "nav.grades" },
    ],
  },
  { to: "/contact", label: "nav.contact" },
];

export const footerQuickLinks: NavLinkItem[] = [
  { to: "/products", label: "nav.products" },
  { to: "/projects", label: "nav.projects" },
  { to: "/news", label: "nav.news" },
  { to: "/about", label: "nav.aboutUs" },
  { to: "/contact", label: "nav.contact" },
];

export const footerCategoryLinks: NavLinkItem[] = [
  { to: "/products?category=solid-hardwood", label: "category.solid-hardwood" },
  { to: "/products?category=engineered-hardwood", label: "category.engineered-hardwood" },
  { to: "/products?category=spc-floor", label: "category.spc-floor" },
  { to: "/products?category=laminate-floor", label: "category.laminate-floor" },
  { to: "/products?category=wood-trim", label: "category.wood-trim" },
];
