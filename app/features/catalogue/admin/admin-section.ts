/** The Products tab's pages (the list, the editor, the categories): their entry of the admin's navigation and the texts they show. */
export const productsSection = {
  section: "products",
  scope: ["products.", "editor.", "categories.", "images."],
} as const;
