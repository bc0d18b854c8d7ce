/*
 * What the page of an article or a project gives search engines before the company's name is added
 * (app/ui/seo.ts): the words its <title> starts with and its meta description, in the language of
 * the record given (the French page reads its French record). The public pages' `meta` and the
 * editor's search-result preview both call these, so the preview shows what the page has. Shared
 * by browser and server.
 */

type Text = string | null | undefined;

const said = (text: Text) => (typeof text === "string" && text.trim() ? text.trim() : null);

/** The first sentences of a text that fit in `max` characters, for meta descriptions. */
function summary(text: string, max = 160) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const sentence = cut.lastIndexOf(". ");
  if (sentence > max / 2) return cut.slice(0, sentence + 1);
  return `${cut.slice(0, cut.lastIndexOf(" "))}…`;
}

export interface SearchText {
  title: string;
  description: string;
}

/** An article: its SEO title or else its title; its SEO description or else its excerpt. */
export function articleSearchText(article: { title?: Text; excerpt?: Text; seoTitle?: Text; seoDescription?: Text }): SearchText {
  return {
    title: said(article.seoTitle) ?? article.title ?? "",
    description: said(article.seoDescription) ?? article.excerpt ?? "",
  };
}

/** A project: its SEO title or else its title and place; its SEO description or else its description's first sentences. */
export function projectSearchText(project: { title?: Text; location?: Text; description?: Text; seoTitle?: Text; seoDescription?: Text }): SearchText {
  return {
    title: said(project.seoTitle) ?? [project.title, project.location].filter((part) => said(part)).join(", "),
    description: said(project.seoDescription) ?? summary(project.description ?? ""),
  };
}
