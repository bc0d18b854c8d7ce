import { demoLevelsFr, demoPackingFr } from "./demo-products.fr";
import { count, eq, sql } from "drizzle-orm";
import { demoCategoryNamesFr } from "./demo-categories.fr";
import type { Database } from "~/platform/db/client.server";
import { demoCategories, demoProducts } from "./demo-catalogue";
import { appMeta, productCategories, productImages, products } from "~/platform/db/schema";

interface SeedResult {
  seeded: boolean;
  categories: number;
  products: number;
  images: number;
}

const SEEDED_KEY = "demo_catalogue_seeded_at";

/**
 * Seeds the demo catalogue into an empty database. Once seeded (or once staff have added
 * anything), it never runs again on start, so deleting demo products is permanent.
 */
export async function seedDemoCatalogueIfEmpty(db: Database): Promise<SeedResult> {
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
  const [productCount] = await db.select({ n: count() }).from(products);
  const [categoryCount] = await db.select({ n: count() }).from(productCategories);
  if (marker || (productCount?.n ?? 0) > 0 || (categoryCount?.n ?? 0) > 0) {
    return { seeded: false, categories: 0, products: 0, images: 0 };
  }
  return seedDemoCatalogue(db);
}

/** Removes the whole catalogue and writes the demo one. */
export async function resetDemoCatalogue(db: Database): Promise<SeedResult> {
  await db.transaction(async (tx) => {
    await tx.delete(productImages);
    await tx.delete(products);
    await tx.delete(productCategories);
  });
  return seedDemoCatalogue(db);
}

async function seedDemoCatalogue(db: Database): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const categoryIds = new Map<string, number>();
    let categoryTotal = 0;
    for (const [index, category] of demoCategories.entries()) {
      const [parent] = await tx
        .insert(productCategories)
        .values({ name: category.name, nameFr: demoCategoryNamesFr[category.slug] ?? null, slug: category.slug, displayOrder: index * 10 })
        .returning({ id: productCategories.id });
      if (!parent) throw new Error(`Could not insert category ${category.slug}`);
      categoryIds.set(category.slug, parent.id);
      categoryTotal++;
      for (const [childIndex, child] of category.children.entries()) {
        const [row] = await tx
          .insert(productCategories)
          .values({
            name: child.name,
            nameFr: demoCategoryNamesFr[child.slug] ?? null,
            slug: child.slug,
            parentId: parent.id,
            displayOrder: childIndex * 10,
          })
          .returning({ id: productCategories.id });
        if (!row) throw new Error(`Could not insert category ${child.slug}`);
        categoryIds.set(child.slug, row.id);
        categoryTotal++;
      }
    }

    let imageTotal = 0;
    for (const product of demoProducts) {
      const categoryId = categoryIds.get(product.category);
      if (categoryId === undefined) throw new Error(`Unknown category ${product.category}`);
      const [row] = await tx
        .insert(products)
        .values({
          title: product.title,
          content: product.content,
          picture: product.picture,
          categoryId,
          size: product.size,
          series: product.series,
          color: product.color,
          level: product.level,
          packing: product.packing,
          coveragePerBox: product.coveragePerBox === null ? null : String(product.coveragePerBox),
          boxesPerPallet: product.boxesPerPallet,
          levelFr: product.level ? (demoLevelsFr[product.level] ?? null) : null,
          packingFr: product.packing ? demoPackingFr(product.packing) : null,
          isPublished: product.isPublished,
          isFeatured: product.isFeatured,
          displayOrder: product.displayOrder,
          seoTitle: product.seoTitle,
          seoDescription: product.seoDescription,
          seoKeywords: product.seoKeywords,
          companyId: 1,
        })
        .returning({ id: products.id });
      if (!row) throw new Error(`Could not insert product ${product.title}`);
      if (product.images.length > 0) {
        await tx.insert(productImages).values(
          product.images.map((image, index) => ({
            productId: row.id,
            imageUrl: image.image,
            altText: image.colour,
            displayOrder: index,
          })),
        );
        imageTotal += product.images.length;
      }
    }

    await tx
      .insert(appMeta)
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: sql`excluded.value` } });

    return {
      seeded: true,
      categories: categoryTotal,
      products: demoProducts.length,
      images: imageTotal,
    };
  });
}
