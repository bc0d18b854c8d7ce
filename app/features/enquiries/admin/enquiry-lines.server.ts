import { asc, eq, inArray, isNotNull, or } from "drizzle-orm";
import { db as defaultDb, type Queryable } from "~/platform/db/client.server";
import { enquiryLines, products } from "~/platform/db/schema";
import type { LeadLine } from "./enquiry-lines";

/*
 * The lines of the leads staff read (the products and colours asked for, with the title as it was
 * sent), and the products that have any, for the list's product filter.
 */

const asLeadLine = (row: typeof enquiryLines.$inferSelect): LeadLine => ({
  productId: row.productId,
  productTitle: row.productTitle,
  colour: row.colour,
  areaSqft: row.areaSqft === null ? null : Number(row.areaSqft),
  boxes: row.boxes,
});

/** The lines of each of `ids`, in the order they were sent; an enquiry without lines is absent. */
export async function linesByEnquiry(ids: readonly number[], database: Queryable = defaultDb()): Promise<Map<number, LeadLine[]>> {
  const found = new Map<number, LeadLine[]>();
  if (ids.length === 0) return found;
  const rows = await database
    .select()
    .from(enquiryLines)
    .where(inArray(enquiryLines.enquiryId, [...ids]))
    .orderBy(asc(enquiryLines.enquiryId), asc(enquiryLines.position), asc(enquiryLines.id));
  for (const row of rows) {
    const lines = found.get(row.enquiryId) ?? [];
    lines.push(asLeadLine(row));
    found.set(row.enquiryId, lines);
  }
  return found;
}

/**
 * Products that leads have asked for and that still exist (in the Trash too), by their title now;
 * and `chosen`, the one the filter names, whether asked for or not.
 */
export async function productsWithLines(chosen: number | null = null, database: Queryable = defaultDb()): Promise<{ id: number; title: string }[]> {
  const asked = database.select({ id: enquiryLines.productId }).from(enquiryLines).where(isNotNull(enquiryLines.productId));
  return database
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(chosen ? or(inArray(products.id, asked), eq(products.id, chosen)) : inArray(products.id, asked))
    .orderBy(asc(products.title), asc(products.id));
}
