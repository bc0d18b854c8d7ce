import { readFile } from "node:fs/promises";
import path from "node:path";
import { migrationsFolder } from "~/platform/db/client.server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseMigratedUntil } from "../../../tests/support/migrated-until";
import { PACKING_PATTERNS, readPacking } from "./packing-measures";

/*
 * Upgrading a catalogue whose products say their coverage only in their Packing text: migration
 * 0017 reads it once, in SQL that mirrors the parser the imports use (packing-measures.ts), and
 * fills the coverage per box and the boxes per pallet where the product holds none.
 */

/** Packing texts as suppliers and staff write them, each with what the parser reads in it. */
const TEXTS = [
  "Random lengths 305–2134 mm, 22.00 sq ft/box, 42 boxes/pallet",
  "8 pcs/box, 31.09 sq ft/box, 40 boxes/pallet",
  "24 pcs/box (12 A + 12 B), 18.60 sq ft/box, 60 boxes/pallet",
  "23.4 sq. ft. per carton; 30 cartons per pallet",
  "20 SQFT/CTN, 56 CTNS/PLT",
  "Longueurs variées de 305–2134 mm, 22,00 pi²/boîte, 42 boîtes/palette",
  "31,09 pi² par boîte, 40 boîtes par palette",
  "2.04 m²/box",
  "1,89 m² par boîte, 55 boîtes par palette",
  "1 pc/carton, 40 cartons/pallet",
  "7 ft lengths, 5 pcs/bundle",
  "About 20 sq ft a box",
  "123456 sq ft/box",
  "22.005 sq ft/box",
  "9999 m²/box",
  "0 sq ft/box, 0 boxes/pallet",
  "",
];

describe("migration 0017's reading of the Packing texts already stored", () => {
  let database: Awaited<ReturnType<typeof databaseMigratedUntil>>;
  let client: Awaited<ReturnType<typeof databaseMigratedUntil>>["client"];

  beforeAll(async () => {
    // The migrations as they were before the products had a coverage: up to 0016.
    database = await databaseMigratedUntil("0016_product_grade_packing_french");
    client = database.client;
  });
  afterAll(() => database.dispose());

  it("spells the parser's own patterns", async () => {
    const sql = await readFile(path.join(migrationsFolder, "0017_leads_with_context.sql"), "utf8");
    for (const pattern of Object.values(PACKING_PATTERNS)) expect(sql).toContain(`'${pattern}', 'i'`);
  });

  it("fills each product's coverage and boxes per pallet as the parser reads its Packing, and leaves the rest", async () => {
    const values = TEXTS.map((text, index) => `(${index + 1}, 'Product ${index + 1}', '${text.replaceAll("'", "''")}')`);
    await client.exec(`
      insert into products (id, title, packing) values ${values.join(", ")};
      insert into products (id, title, packing) values (100, 'No packing', null);
    `);

    await database.migrateToLatest();

    const { rows } = await client.query<{ id: number; coverage_per_box: string | null; boxes_per_pallet: number | null }>(
      "select id, coverage_per_box, boxes_per_pallet from products order by id",
    );
    const read = rows.map((row) => ({
      id: row.id,
      coveragePerBox: row.coverage_per_box === null ? null : Number(row.coverage_per_box),
      boxesPerPallet: row.boxes_per_pallet,
    }));
    expect(read).toEqual([
      ...TEXTS.map((text, index) => ({ id: index + 1, ...readPacking(text) })),
      { id: 100, coveragePerBox: null, boxesPerPallet: null },
    ]);
    // The common forms are all read.
    expect(read.filter((row) => row.coveragePerBox !== null)).toHaveLength(9);
  });
});
