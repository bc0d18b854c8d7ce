import { eq, isNull } from "drizzle-orm";
import type { AuditedBy } from "~/platform/audit/actor.server";
import { db as defaultDb, type Database } from "~/platform/db/client.server";
import { productCategories } from "~/platform/db/schema";
import {
  createCategory,
  slugFrom,
} from "~/features/catalogue/admin/categories/admin-categories.server";

/*
 * A supplier's category path, as an import reads it, matched to our category tree: each level by
 * name or slug among ours at that level, the missing levels created as staff would create them
 * (admin-categories.server.ts). Decision: docs/decisions/018-category-management.md.
 */

/** Who writes, for the audit log. */
type Context = AuditedBy;

/** A name as compared when matching a supplier's category to ours: case, accents and punctuation aside. */
const nameKey = (name: string) =>
  slugFrom(name) || name.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();

interface ImportedCategory {
  id: number;
  name: string;
  /** The top-level category it is, or is under. */
  topId: number;
  /** Categories this call created, top-level and sub. */
  created: { top: boolean; sub: boolean };
}

/** The levels of a supplier's category path that an import reads: at most two, trimmed. */
const importPathNames = (path: string[]) =>
  path.map((name) => name.replace(/\s+/g, " ").trim().slice(0, 120)).filter(Boolean);

async function findImportLevel(name: string, parentId: number | null, database: Database) {
  const rows = await database
    .select({
      id: productCategories.id,
      name: productCategories.name,
      slug: productCategories.slug,
    })
    .from(productCategories)
    .where(
      parentId === null
        ? isNull(productCategories.parentId)
        : eq(productCategories.parentId, parentId),
    );
  const key = nameKey(name);
  return rows.find((row) => nameKey(row.name) === key || row.slug === key) ?? null;
}

/**
 * What `categoryForImport` would answer for a path, creating nothing: the category when every
 * level exists, else which levels an import would create (a dry run's view). `key` names the
 * category by its path, the same whether it exists yet or not.
 */
export async function findCategoryForImport(
  path: string[],
  database: Database = defaultDb(),
): Promise<{
  id: number | null;
  name: string;
  topKey: string;
  key: string;
  missing: { top: boolean; sub: boolean };
} | null> {
  const [topName, subName] = importPathNames(path);
  if (!topName) return null;
  const topKey = nameKey(topName);
  const top = await findImportLevel(topName, null, database);
  if (!subName)
    return {
      id: top?.id ?? null,
      name: top?.name ?? topName,
      topKey,
      key: topKey,
      missing: { top: !top, sub: false },
    };
  const sub = top ? await findImportLevel(subName, top.id, database) : null;
  return {
    id: sub?.id ?? null,
    name: sub?.name ?? subName,
    topKey,
    key: `${topKey}/${nameKey(subName)}`,
    missing: { top: !top, sub: !sub },
  };
}

/**
 * Our category for a supplier's category path (top level, then subcategory): each level matched
 * by name or slug among ours at that level, and created at the end of its level when there is no
 * match. Levels past the second are left out (our tree has two); an empty path is no category.
 */
export async function categoryForImport(
  path: string[],
  context: Context,
  database: Database = defaultDb(),
): Promise<ImportedCategory | null> {
  const [topName, subName] = importPathNames(path);
  if (!topName) return null;
  const created = { top: false, sub: false };
  const find = (name: string, parentId: number | null) => findImportLevel(name, parentId, database);
  const ensure = async (name: string, parentId: number | null) => {
    const found = await find(name, parentId);
    if (found) return { ...found, made: false };
    const result = await createCategory({ name, slug: null, parentId }, context, database);
    // Another import made it a moment ago, or its slug is another level's: take what is there.
    const again = result.ok ? null : await find(name, parentId);
    if (!result.ok && !again)
      throw new Error(`Category "${name}" could not be created: ${result.reason}`);
    return { id: result.ok ? result.id : again!.id, name, made: result.ok };
  };
  const top = await ensure(topName, null);
  created.top = top.made;
  if (!subName) return { id: top.id, name: top.name, topId: top.id, created };
  const sub = await ensure(subName, top.id);
  created.sub = sub.made;
  return { id: sub.id, name: sub.name, topId: top.id, created };
}
