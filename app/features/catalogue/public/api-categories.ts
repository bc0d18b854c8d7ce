import { answer, apiData, methodNotAllowed } from "~/features/catalogue/public/api.server";
import type { CategoryNode } from "~/features/catalogue/catalogue.server";
import { publicCategoryTree } from "~/features/catalogue/public/public-catalogue.server";

interface CategoryJson {
  id: number;
  name: string;
  slug: string;
  parent_id: number | null;
  display_order: number;
  subcategories: CategoryJson[];
}

const toJson = (node: CategoryNode): CategoryJson => ({
  id: node.id,
  name: node.name,
  slug: node.slug,
  parent_id: node.parentId,
  display_order: node.displayOrder,
  subcategories: node.subcategories.map(toJson),
});

/** GET /api/categories: top-level categories in display order, each with its subcategories. */
export function loader() {
  return answer("categories", async () => apiData((await publicCategoryTree()).map(toJson)));
}

export const action = methodNotAllowed;
