import type { Params } from "react-router";

/** The Content tab's pages: their entry of the admin's navigation and the texts they show. */
export const contentSection = {
  section: "content",
  // The editor reads pictures through the catalogue's resolver, whose modules name the product's field texts.
  scope: ["content.", "images.", "editor.", "products.column."],
} as const;

/** The kind of content a page is about, as its address names it: the Content tab's own navigation entry. */
export const kindTab = (params: Params) => params.kind;
