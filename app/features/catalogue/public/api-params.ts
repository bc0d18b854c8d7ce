import { z } from "zod";
import { urlText } from "~/platform/http/search-params";

// The catalogue JSON API's query parameters, declared by its route modules (`export const searchParams`).

/** `category_id`: absent, empty or 'all' means every category; otherwise a category id or slug. */
const categoryIdParam = urlText(100)
  .optional()
  .transform((value) => value?.trim() ?? "")
  .refine((value) => value === "" || value.toLowerCase() === "all" || /^(\d{1,9}|[a-z0-9]+(?:-[a-z0-9]+)*)$/.test(value), {
    message: "must be a category id, a category slug or 'all'",
  });

/** `size`: absent, empty or 'all' means every size; otherwise a stored size, matched exactly. */
const sizeParam = urlText(100)
  .optional()
  .transform((value) => {
    const trimmed = value?.trim() ?? "";
    return trimmed === "" || trimmed.toLowerCase() === "all" ? null : trimmed;
  });

export const apiSearchParams = {
  products: z.object({ category_id: categoryIdParam, size: sizeParam }),
  sizes: z.object({ category_id: categoryIdParam }),
};
