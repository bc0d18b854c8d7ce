import { or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/*
 * Which records lack a French text (decision 049): some declared French field is blank while the
 * English field it translates has text. The lists' "French missing" filter; the same rule as the
 * editor's mark (app/ui/admin/missing-french.tsx).
 */

const blank = (column: PgColumn | SQL) => sql`coalesce(btrim(${column}), '') = ''`;

/** True for a row with a French text missing, given each declared French field's column and its English one's. */
export function frenchMissingWhere(
  fields: readonly { key: string; translates?: string }[],
  columns: Record<string, PgColumn | SQL>,
): SQL {
  const pairs = fields.flatMap((field) => {
    const french = columns[field.key];
    const english = field.translates ? columns[field.translates] : undefined;
    return french && english ? [sql`(not ${blank(english)} and ${blank(french)})`] : [];
  });
  return pairs.length ? or(...pairs)! : sql`false`;
}

/**
 * True for a list (a project's gallery, stored as a JSON array) with an item whose English part
 * has text and whose French twin has none: each pair names the item's English key and its French.
 */
export function itemsMissingFrench(list: SQL, pairs: readonly (readonly [string, string])[]): SQL {
  const item = sql.raw("item");
  const missing = pairs.map(([english, french]) => sql`(not ${blank(sql`${item} ->> ${english}`)} and ${blank(sql`${item} ->> ${french}`)})`);
  return sql`exists (select 1 from jsonb_array_elements(case when jsonb_typeof(${list}) = 'array' then ${list} else '[]'::jsonb end) as ${item} where ${or(...missing)})`;
}
