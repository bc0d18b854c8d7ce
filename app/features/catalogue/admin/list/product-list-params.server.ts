import { z } from "zod";
import { adminProductSorts, type AdminProductSort } from "~/features/catalogue/admin/list/admin-products.server";
import { pageParam, parseId, urlText } from "~/platform/http/search-params";

/**
 * The Products tab's filter as its address says it (`?q=&category=&state=&featured=&french=missing&coverage=unknown&sort=&view=`),
 * read by the list and by its exports, so an export holds exactly what the list shows (all pages).
 */
export const productListParams = z.object({
  q: urlText(200)
    .optional()
    .transform((value) => value?.trim() ?? ""),
  category: urlText(20)
    .optional()
    .transform((value): number | "none" | null => (value === "none" ? "none" : parseId(value))),
  state: urlText(20)
    .optional()
    .transform((value) => (value === "published" || value === "draft" ? value : null)),
  featured: urlText(5)
    .optional()
    .transform((value) => value === "1"),
  french: urlText(10)
    .optional()
    .transform((value) => value === "missing"),
  coverage: urlText(10)
    .optional()
    .transform((value) => value === "unknown"),
  sort: urlText(20)
    .optional()
    .transform((value): AdminProductSort => ((adminProductSorts as readonly string[]).includes(value ?? "") ? (value as AdminProductSort) : "order")),
  view: urlText(10)
    .optional()
    .transform((value) => value === "trash"),
  page: pageParam(),
});
