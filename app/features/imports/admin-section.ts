/** The Data import tab's pages: their entry of the admin's navigation and the texts they show. */
export const importSection = {
  section: "import",
  scope: ["import.", "editor.", "products.column.", "images.error.", "categories."],
} as const;
