// Fills a scratch database (embedded or on a PostgreSQL server) with a catalogue of realistic size before
// the bench starts the server: the demo catalogue, then variants of its products up to `total` (one in
// twenty a draft). Every target gets the same rows, so their figures compare.
import { count, eq, inArray } from "drizzle-orm";
import { openDatabase, type DatabaseTarget } from "../app/platform/db/client.server";
import { productImages, products } from "../app/platform/db/schema";
import { seedDemoCatalogueIfEmpty } from "../app/features/catalogue/seed.server";

const BATCH = 250;

export async function seedBenchCatalogue(target: DatabaseTarget, total: number): Promise<number> {
  const handle = await openDatabase(target);
  try {
    await handle.migrate();
    await seedDemoCatalogueIfEmpty(handle.db);
    const db = handle.db;
    const demo = await db
      .select()
      .from(products)
      .where(eq(products.isPublished, true))
      .orderBy(products.id);
    const demoImages = await db
      .select()
      .from(productImages)
      .where(
        inArray(
          productImages.productId,
          demo.map((product) => product.id),
        ),
      );
    const [existing] = await db.select({ n: count() }).from(products);
    const missing = Math.max(0, total - (existing?.n ?? 0));
    for (let start = 0; start < missing; start += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, missing - start) }, (_, offset) => {
        const n = start + offset + 1;
        const source = demo[n % demo.length]!;
        return {
          source,
          row: {
            title: `${source.title}, lot ${String(n).padStart(4, "0")}`,
            content: source.content,
            picture: source.picture,
            categoryId: source.categoryId,
            size: source.size,
            series: source.series,
            color: source.color,
            level: source.level,
            packing: source.packing,
            isPublished: n % 20 !== 0,
            displayOrder: 1_000 + n,
          },
        };
      });
      await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(products)
          .values(batch.map((entry) => entry.row))
          .returning({ id: products.id });
        const images = inserted.flatMap((row, index) =>
          demoImages
            .filter((image) => image.productId === batch[index]!.source.id)
            .map((image) => ({
              productId: row.id,
              imageUrl: image.imageUrl,
              altText: image.altText,
              displayOrder: image.displayOrder,
            })),
        );
        if (images.length) await tx.insert(productImages).values(images);
      });
    }
    const [after] = await db.select({ n: count() }).from(products);
    return after?.n ?? 0;
  } finally {
    await handle.close();
  }
}
