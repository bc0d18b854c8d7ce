export interface NavLinkItem {
  to: string;
  label: string;
}
export interface NavGroup {
  label: string;
  items: NavLinkItem[];
}
export type NavEntry = NavLinkItem | NavGroup;

export const isNavGroup = (entry: NavEntry): entry is NavGroup => "items" in entry;

/** Main navigation, in the specification's order. */
export const mainNavigation: NavEntry[] = [
  { to: "/", label: "Home" },
  { to: "/products", label: "Products" },
  { to: "/inspiration/gallery", label: "Gallery" },
  { to: "/projects", label: "Projects" },
  {
    label: "About",
    items: [
      { to: "/about", label: "Our Story" },
      { to: "/news", label: "News & Updates" },
    ],
  },
  {
    label: "Resources",
    items: [
      { to: "/inspiration/wood-spices", label: "Wood Spices" },
      { to: "/inspiration/flooring-technology", label: "Flooring Technology" },
      { to: "/information/installation-maintenance", label: "Installation & Maintenance" },
      { to: "/information/hardwood-grades", label: "Hardwood Grades" },
    ],
  },
  { to: "/contact", label: "Contact" },
];

export const footerQuickLinks: NavLinkItem[] = [
  { to: "/products", label: "Products" },
  { to: "/projects", label: "Projects" },
  { to: "/news", label: "News" },
  { to: "/about", label: "About Us" },
  { to: "/contact", label: "Contact" },
];

export const footerCategoryLinks: NavLinkItem[] = [
  { to: "/products?category=solid-hardwood", label: "Solid Hardwood" },
  { to: "/products?category=engineered-hardwood", label: "Engineered Hardwood" },
  { to: "/products?category=spc-floor", label: "SPC Floor" },
  { to: "/products?category=laminate-floor", label: "Laminate Floor" },
  { to: "/products?category=wood-trim", label: "Wood Trim" },
];
