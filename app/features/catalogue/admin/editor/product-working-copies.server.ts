import { and, eq, isNull } from "drizzle-orm";
import { products } from "~/platform/db/schema";
import { registerWorkingCopyKind } from "~/platform/autosave/working-copies.server";
import { product } from "~/features/catalogue/product.entity";

/*
 * The product editor autosaves (decision 066): working copies of products hold the declared fields
 * and the position typed; a new product's copy is 'new'.
 */

export const PRODUCT_COPIES = "product";

registerWorkingCopyKind({
  name: PRODUCT_COPIES,
  access: product.access,
  fields: product.fields,
  formKeys: ["position"],
  allowsNew: true,
  async version(id, database) {
    const [row] = await database
      .select({ version: products.version })
      .from(products)
      .where(and(eq(products.id, id), isNull(products.deletedAt)))
      .limit(1);
    return row?.version ?? null;
  },
});
