/*
 * What a product's page gives search engines before the company's name is added: the words its
 * <title> starts with and its meta description, in the language of the row given (the French page
 * reads its French texts). The public page's `meta` and the editor's search-result preview both
 * call this, so the preview shows what the page has. Shared by browser and server.
 */

type Text = string | null | undefined;

/** A description for search results: the first sentences that fit in about 160 characters. */
export function summary(text: string, limit = 160) {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 80 ? cut.lastIndexOf(" ") : cut.length).replace(/[,;:.\s]+$/, "")}…`;
}

/** Its SEO title or else its title; its SEO description or else its description, summed up. */
export function productSearchText(product: { title?: Text; content?: Text; seoTitle?: Text; seoDescription?: Text }) {
  return {
    title: product.seoTitle?.trim() || product.title || "",
    description: summary(product.seoDescription?.trim() || product.content || ""),
  };
}
