/*
 * Every fixed word of the product list (/products), in one language (decision 049). The products,
 * their categories and sizes are data: only the words around them are here. Placeholders in
 * braces ({category}, {count}…) are filled by the page; a count's words come in a singular and a
 * plural form (`one`, `other`), chosen by the language's rule.
 */

/** A text that depends on a count: English says "1 product", French "0 produit" and "1 produit". */
export interface PluralText {
  one: string;
  other: string;
}

export interface ProductsCopy {
  meta: {
    title: string;
    /** The title of a category's list: {category} is its name. */
    categoryTitle: string;
    /** Added to the title after the first page: {page}. */
    page: string;
    description: string;
    /** A category's list: {category} and {company}. */
    categoryDescription: string;
  };
  hero: { eyebrow: string; title: string; subtitle: string };
  /** The name of the filters beside the list. */
  filters: string;
  categories: {
    heading: string;
    all: string;
    /** The toggles of a category's subcategories: {category}. */
    collapse: string;
    expand: string;
  };
  sizes: {
    heading: string;
    all: string;
    /** The folded sizes: {count} of them. */
    showAll: string;
    showFewer: string;
    apply: string;
    /** A group of sizes of one width: {width} is "228 mm". */
    wide: string;
    /** The group of sizes that are not measurements. */
    other: string;
  };
  /** The phone filters' button without JavaScript. */
  applyFilters: string;
  search: { label: string; placeholder: string; button: string };
  results: {
    /** {query} is what was searched for. */
    searchTitle: string;
    unknownCategory: string;
    all: string;
    /** {first}, {last} and {total}. */
    showing: PluralText;
    noMatch: string;
    clear: string;
    loading: string;
  };
  empty: { title: string; text: string; clear: string };
  emptyCatalogue: { title: string; text: string; admin: string };
  pagination: { label: string; previous: string; next: string; page: string };
}

/** The banner's picture, the same in every language (the page preloads it). */
export const productsHeroImage = "scene/products" as const;

export const productsEn: ProductsCopy = {
  meta: {
    title: "Our Products",
    categoryTitle: "{category} Flooring",
    page: "Page {page}",
    description:
      "Solid and engineered hardwood, SPC, laminate, trim and stair parts from a Mississauga distributor serving more than 500 Ontario stores.",
    categoryDescription:
      "{category} from {company} in Mississauga: sizes, series, colours, grades and packing for every product, with quotes the same business day.",
  },
  hero: { eyebrow: "Catalogue", title: "Our Products", subtitle: "Discover Premium Flooring Solutions" },
  filters: "Product filters",
  categories: {
    heading: "Product Category",
    all: "All Categories",
    collapse: "Collapse {category}",
    expand: "Expand {category}",
  },
  sizes: {
    heading: "Product Size",
    all: "All Sizes",
    showAll: "Show all sizes ({count} more)",
    showFewer: "Show fewer sizes",
    apply: "Apply size",
    wide: "{width} wide",
    other: "Other sizes",
  },
  applyFilters: "Apply filters",
  search: { label: "Search products", placeholder: "Name or colour", button: "Search" },
  results: {
    searchTitle: "Results for “{query}”",
    unknownCategory: "Unknown category",
    all: "All Products",
    showing: { one: "Showing {first}–{last} of {total} product", other: "Showing {first}–{last} of {total} products" },
    noMatch: "No matching products",
    clear: "Clear filters",
    loading: "Loading products…",
  },
  empty: {
    title: "No products found",
    text: "No products match the current filters. Try another category or size, or clear the filters.",
    clear: "Clear all filters",
  },
  emptyCatalogue: {
    title: "No products available yet",
    text: "Product data has not been imported. Staff can import the catalogue from the admin area.",
    admin: "Import products in the admin",
  },
  pagination: { label: "Pagination", previous: "Previous", next: "Next", page: "Page {page}" },
};
