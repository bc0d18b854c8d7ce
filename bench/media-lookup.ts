// The /media ownership check and the Trash purge's "still used" check on a catalogue of
// BENCH_PRODUCTS products (default 2,000), each with an uploaded picture, four colour pictures
// and five saved versions: the former LIKE '%name%' scans against the indexed file-name lookup
// (migration 0006). PGlite in memory, plus the PostgreSQL server at BENCH_DATABASE_URL when set.
//   npx tsx bench/media-lookup.ts
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { openDatabase, type Database, type DatabaseHandle } from "../app/platform/db/client.server";
import { productImages, products, productVersions } from "../app/platform/db/schema";
import { isPublishedUpload } from "../app/features/catalogue/images/media-resolver.server";
import { listImageValuesNaming, listPublishedImageValuesMentioning } from "../app/features/catalogue/product-files.server";

const TOTAL = Number(process.env.BENCH_PRODUCTS ?? 2_000);
const LOOKUPS = Number(process.env.BENCH_LOOKUPS ?? 400);

const key = (month: number) => `uploads/2025/${String(month).padStart(2, "0")}/${randomBytes(12).toString("hex")}.jpg`;

async function fill(db: Database) {
  const keys: { picture: string; colours: string[]; published: boolean }[] = [];
  for (let start = 0; start < TOTAL; start += 250) {
    const batch = Array.from({ length: Math.min(250, TOTAL - start) }, (_, offset) => {
      const n = start + offset;
      return { picture: key((n % 12) + 1), colours: [1, 2, 3, 4].map(() => key((n % 12) + 1)), published: n % 20 !== 0 };
    });
    keys.push(...batch);
    await db.transaction(async (tx) => {
      const rows = await tx
        .insert(products)
        .values(batch.map((entry, index) => ({ title: `Oak lot ${start + index}`, content: "Wide plank oak. ".repeat(20), picture: entry.picture, isPublished: entry.published })))
        .returning({ id: products.id });
      await tx.insert(productImages).values(
        rows.flatMap((row, index) =>
          batch[index]!.colours.map((colour, order) => ({
            productId: row.id,
            // One in four as a storage URL of the former site, as imported catalogues hold them.
            imageUrl: order === 3 ? `https://x.example.co/storage/v1/object/public/products/${colour}` : colour,
            altText: `Colour ${order}`,
            displayOrder: order,
          })),
        ),
      );
      await tx.insert(productVersions).values(
        rows.flatMap((row, index) =>
          [1, 2, 3, 4, 5].map((version) => ({
            productId: row.id,
            version,
            data: {
              title: `Oak lot ${start + index}`,
              content: "Wide plank oak. ".repeat(20),
              picture: version === 5 ? batch[index]!.picture : key(1),
              images: batch[index]!.colours.map((imageUrl) => ({ imageUrl, altText: "Colour" })),
            },
          })),
        ),
      );
    });
  }
  await db.execute(sql`analyze`);
  return keys;
}

/** The lookup before migration 0006: LIKE '%name%' over every picture and colour picture. */
async function likeScan(fileName: string, database: Database): Promise<string[]> {
  const pattern = `%${fileName.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const [pictures, images] = await Promise.all([
    database.select({ value: products.picture }).from(products).where(and(eq(products.isPublished, true), sql`${products.picture} like ${pattern}`)),
    database
      .select({ value: productImages.imageUrl })
      .from(productImages)
      .innerJoin(products, eq(productImages.productId, products.id))
      .where(and(eq(products.isPublished, true), sql`${productImages.imageUrl} like ${pattern}`)),
  ]);
  return [...pictures, ...images].map((row) => row.value).filter((value): value is string => Boolean(value));
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function time(label: string, keys: string[], check: (key: string) => Promise<unknown>) {
  for (const k of keys.slice(0, 20)) await check(k); // warm-up
  const took: number[] = [];
  for (const k of keys) {
    const start = performance.now();
    await check(k);
    took.push(performance.now() - start);
  }
  took.sort((a, b) => a - b);
  const row = { label, lookups: keys.length, p50: percentile(took, 50).toFixed(2), p95: percentile(took, 95).toFixed(2), max: took.at(-1)!.toFixed(2) };
  console.log(`  ${label.padEnd(44)} p50 ${row.p50.padStart(7)} ms  p95 ${row.p95.padStart(7)} ms  max ${row.max.padStart(7)} ms`);
  return row;
}

async function run(name: string, handle: DatabaseHandle) {
  const db = handle.db;
  await handle.migrate();
  const started = performance.now();
  const catalogue = await fill(db);
  console.log(`\n${name}: ${TOTAL} products, ${TOTAL * 4} colour pictures, ${TOTAL * 5} saved versions (filled in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  // A mix a visitor's browser asks for: published pictures and colours, a draft's file, a file nobody names.
  const asked = Array.from({ length: LOOKUPS }, (_, n) => {
    const entry = catalogue[(n * 7919) % catalogue.length]!;
    return n % 10 === 9 ? key(1) : n % 2 ? entry.colours[n % 4]! : entry.picture;
  });
  const decisions = async (list: (name: string, database: Database) => Promise<string[]>) =>
    Promise.all(asked.slice(0, 100).map((k) => isPublishedUpload(k, (fileName) => list(fileName, db))));
  const [before, after] = [await decisions(likeScan), await decisions(listPublishedImageValuesMentioning)];
  if (JSON.stringify(before) !== JSON.stringify(after)) throw new Error("the indexed lookup decides differently from the LIKE scans");
  const rows = [
    await time("/media ownership, LIKE '%name%' scans (before)", asked, (k) => isPublishedUpload(k, (fileName) => likeScan(fileName, db))),
    await time("/media ownership, indexed file name (after)", asked, (k) => isPublishedUpload(k, (fileName) => listPublishedImageValuesMentioning(fileName, db))),
    await time("purge check, 5 files (products, colours, versions)", asked.slice(0, 50), (k) =>
      listImageValuesNaming([k, ...asked.slice(1, 5)].map((one) => one.split("/").at(-1)!), db),
    ),
  ];
  const plan = await db.execute(
    sql`explain analyze select picture from products where ${sql.raw("regexp_replace(split_part(split_part(btrim(picture), '?', 1), '#', 1), '^.*(/|%2[Ff])', '')")} = any(array[${asked[0]!.split("/").at(-1)!}]::text[]) and is_published`,
  );
  console.log(`  plan: ${((plan as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join(" | "))}`);
  return { database: name, rows };
}

const results = [];
const pglite = await openDatabase({ memory: true });
try {
  results.push(await run("PGlite", pglite));
} finally {
  await pglite.close();
}
if (process.env.BENCH_DATABASE_URL) {
  const admin = new URL(process.env.BENCH_DATABASE_URL);
  const name = `bench_media_${randomBytes(4).toString("hex")}`;
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  await client.query(`create database ${name}`);
  const url = new URL(admin.href);
  url.pathname = `/${name}`;
  const server = await openDatabase({ databaseUrl: url.href });
  try {
    results.push(await run("PostgreSQL server", server));
  } finally {
    await server.close();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  }
}
console.log(`\n${JSON.stringify(results)}`);
