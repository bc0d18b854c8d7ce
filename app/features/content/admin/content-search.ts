import type { FieldDeclaration } from "~/platform/entities/define";
import type { SiteLocale } from "~/platform/i18n/site-locale";
import { textsIn, useSearchResult, type PageSearchText, type SearchResult } from "~/ui/admin/search-result";
import { kindSpec, type ContentKind } from "../content-kinds";

/*
 * What an entry's page gives search engines in each language, from the editor's form as it stands:
 * the kind's own `searchText` (the one its public page's `meta` calls) over the form's texts as the
 * English or the French page reads them. Counters under the fields declared `seo` and the previews
 * read it.
 */

const noPage = (): PageSearchText => ({ title: "", description: "" });

/** Both languages' search results; null for a kind without pages. */
export function useContentSearchResults(kind: ContentKind, values: Readonly<Record<string, unknown>>): Record<SiteLocale, SearchResult> | null {
  const spec = kindSpec(kind);
  const fields = spec.entity.fields as readonly FieldDeclaration[];
  const searchText = "searchText" in spec ? spec.searchText : noPage;
  const slug = typeof values.slug === "string" ? values.slug.trim() : "";
  // Before it has an address, the page is shown under its kind's (/news).
  const path = "path" in spec ? spec.path(slug).replace(/\/$/, "") : "/";
  const en = useSearchResult(fields, textsIn(fields, values, "en"), searchText, path, "en");
  const fr = useSearchResult(fields, textsIn(fields, values, "fr"), searchText, path, "fr");
  return "searchText" in spec ? { en, fr } : null;
}
