import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { db as defaultDb, type Queryable } from "~/platform/db/client.server";
import { productImages, products } from "~/platform/db/schema";
import { colourKey } from "./public/quote-list";

/*
 * What a quote or sample request needs to know of the products it names: whether each is
 * published, its title in both languages (kept with the lead as it was when sent), its colours
 * (the names its colour pictures carry; an unnamed one is "Color 3", as its page labels it), and
 * its coverage per box and boxes per pallet, from which the boxes of a line are counted.
 */

export interface QuoteProduct {
  id: number;
  title: string;
  titleFr: string | null;
  colours: string[];
  coveragePerBox: number | null;
  boxesPerPallet: number | null;
}


/** The published products among `ids`, by id; a draft, one in the Trash or an unknown id is left out. */
export async function quoteProducts(ids: readonly number[], database: Queryable = defaultDb()): Promise<Map<number, QuoteProduct>> {
  const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647))];
  const found = new Map<number, QuoteProduct>();
  if (wanted.length === 0) return found;
  const rows = await database
    .select({
      id: products.id,
      title: products.title,
      titleFr: products.titleFr,
      coveragePerBox: products.coveragePerBox,
      boxesPerPallet: products.boxesPerPallet,
    })
    .from(products)
    .where(and(inArray(products.id, wanted), eq(products.isPublished, true), isNull(products.deletedAt)));
  for (const row of rows) {
    const coverage = row.coveragePerBox === null ? null : Number(row.coveragePerBox);
    found.set(row.id, {
      id: row.id,
      title: row.title,
      titleFr: row.titleFr?.trim() || null,
      colours: [],
      coveragePerBox: coverage !== null && coverage > 0 ? coverage : null,
      boxesPerPallet: row.boxesPerPallet && row.boxesPerPallet > 0 ? row.boxesPerPallet : null,
    });
  }
  if (found.size === 0) return found;
  const colours = await database
    .select({ productId: productImages.productId, name: productImages.altText })
    .from(productImages)
    .where(inArray(productImages.productId, [...found.keys()]))
    .orderBy(asc(productImages.productId), asc(productImages.displayOrder), asc(productImages.id));
  for (const colour of colours) {
    const product = found.get(colour.productId)!;
    product.colours.push(colourKey(colour.name, product.colours.length));
  }
  return found;
}
