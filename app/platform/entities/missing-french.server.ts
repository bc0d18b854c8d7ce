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
