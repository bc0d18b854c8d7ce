import { CATEGORY_NAME_MAX } from "~/features/catalogue/admin/categories/category-form-schema";
import { cleanText } from "~/platform/entities/cells";
import type { Database } from "~/platform/db/client.server";
import { slugFrom } from "~/features/catalogue/admin/categories/admin-categories.server";
import { categoryForImport } from "~/features/catalogue/admin/categories/category-import.server";
import type { Actor } from "~/platform/audit/actor.server";
import { catalogueChanged } from "~/features/catalogue/public/public-catalogue.server";

/*
 * The categories a spreadsheet names that do not exist yet. The dry run lists those it could make
 * ('Parent > Child' or a single name, two levels at most, each name within the category's limit
 * and with letters a–z to make its slug from) with how many rows name each; 'Run import' carries
 * the ones left ticked, and the real run makes them before its first row, each through the
 * Categories page's own `createCategory` (its checks, its slug, its audit entry). A category that
 * already exists by then is taken as it is, so a second run or a job taken up again never makes one
 * twice. Decision 037.
 */

/** A category name as rows are matched by: width, case and spacing aside. */
export const nameKey = (name: string) =>
  name.normalize("NFKC").replace(/\s+/g, " ").trim().toLowerCase();

/** The levels a cell names, 'Parent > Child', each trimmed. */
export const categoryParts = (cell: string) =>
  cleanText(cell)
    .split(/\s*>\s*/)
    .map((part) => part.replace(/\s+/g, " ").trim())
    .filter(Boolean);

/** The same path however it is spelled: what the plan and the job compare. */
export const categoryPathKey = (parts: readonly string[]) => parts.map(nameKey).join(" > ");

/**
 * Whether the import may make the category these levels name: at most two levels, each name
 * within the limit, and a slug to make for each level that does not exist (`topExists`).
 */
export function canMakeCategory(parts: readonly string[], topExists: boolean): boolean {
  if (parts.length < 1 || parts.length > 2) return false;
  if (parts.some((part) => part.length > CATEGORY_NAME_MAX)) return false;
  return parts.every(
    (part, level) => (level === 0 && topExists && parts.length === 2) || slugFrom(part) !== "",
  );
}

/**
 * Makes the ticked categories (parents first), taking any that exist by now. Answers each path's
 * category and the paths it made. A path that cannot be made is left out: its rows stay refused.
 */
export async function makeSheetCategories(
  paths: readonly string[],
  context: { actor: Actor; ipHash: string | null },
  database: Database,
): Promise<{ ids: Map<string, number>; made: string[] }> {
  const ids = new Map<string, number>();
  const made: string[] = [];
  for (const path of paths) {
    const parts = categoryParts(path);
    if (
      parts.length < 1 ||
      parts.length > 2 ||
      parts.some((part) => part.length > CATEGORY_NAME_MAX)
    )
      continue;
    try {
      const category = await categoryForImport(parts, context, database);
      if (!category) continue;
      ids.set(categoryPathKey(parts), category.id);
      if (category.created.top || category.created.sub) made.push(parts.join(" > "));
    } catch {
      // A name with no letters to make a slug from, and no such category by now: its rows stay refused.
    }
  }
  if (made.length > 0) await catalogueChanged();
  return { ids, made };
}
