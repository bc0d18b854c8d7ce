import { z } from "zod";
import { MAX_QUERY_LENGTH, type CatalogueQuery } from "./catalogue-query";
import { pageParam, urlText } from "~/platform/http/search-params";

/** 'all', empty or absent means no filter. */
const filter = urlText(100)
  .optional()
  .transform((value) => {
    const trimmed = value?.trim() ?? "";
    return trimmed === "" || trimmed.toLowerCase() === "all" ? null : trimmed;
  });

/**
 * The product list's query parameters: `?category=<slug or id>&size=<size>&q=<text>&page=<n>`.
 * Text with control characters or far beyond any real value is refused; a search longer than
 * anyone types is cut, and a bad page number means the first page.
 */
export const catalogueSearchParams = z.object({
  category: filter,
  size: filter,
  q: urlText(1_000)
    .optional()
    .transform((value) => (value ?? "").trim().slice(0, MAX_QUERY_LENGTH)),
  page: pageParam(),
}) satisfies z.ZodType<CatalogueQuery, Record<string, string | undefined>>;
