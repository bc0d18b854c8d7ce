import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { contentEntries, products } from "~/platform/db/schema";
import { testDatabases } from "../../../../tests/support/test-databases";
import { REFERENCE_RESULTS, referencesNamed, searchReferences } from "./content-options.server";

/*
 * What the content editor's picker finds: in a catalogue of 2,000 products, a few by the words
 * typed (titles that start with them first) or by number, never the whole catalogue, never a
 * product in the Trash; an article never finds itself.
 */

describe.each(testDatabases())("choosing what a reference names on $name", (target) => {
  let db: Database;
  let dispose: () => Promise<void>;
  const ids: number[] = [];
  beforeAll(async () => {
    const handle = await target.create();
    db = handle.db;
    dispose = handle.dispose;
    for (let start = 0; start < 2_000; start += 500) {
      const made = await db
        .insert(products)
        .values(Array.from({ length: 500 }, (_, index) => ({ title: `Plank ${start + index} Oak`, series: "Everyday", color: index % 2 ? "Natural" : "Smoked" })))
        .returning({ id: products.id });
      ids.push(...made.map((row) => row.id));
    }
    await db.insert(products).values([
      { title: "Walnut Heritage Wide Plank", series: "Heritage", color: "Dark Walnut" },
      { title: "Smoked Walnut Herringbone", series: "Parquet", color: "Smoked" },
      { title: "Walnut Stair Nose", deletedAt: new Date() },
    ]);
  });
  afterAll(() => dispose());

  it("finds a few products by the words typed, titles starting with them first, and none in the Trash", async () => {
    const found = await searchReferences("product", "walnut", null, db);
    expect(found.map((item) => item.title)).toEqual(["Walnut Heritage Wide Plank", "Smoked Walnut Herringbone"]);
    expect(found[0]!.detail).toMatch(/^#\d+ · Heritage · Dark Walnut$/);
    // Part of a name, in any case, and more words than one.
    expect((await searchReferences("product", "HERRING", null, db)).map((item) => item.title)).toEqual(["Smoked Walnut Herringbone"]);
    expect((await searchReferences("product", "plank 1234", null, db)).map((item) => item.title)).toEqual(["Plank 1234 Oak"]);
    // Many matches: at most a screenful, never the catalogue.
    expect(await searchReferences("product", "oak", null, db)).toHaveLength(REFERENCE_RESULTS);
    expect(await searchReferences("product", "", null, db)).toHaveLength(REFERENCE_RESULTS);
    expect(await searchReferences("product", "no such floor", null, db)).toEqual([]);
  });

  it("finds a product by its number, first", async () => {
    const id = ids[1_500]!;
    expect((await searchReferences("product", `#${id}`, null, db))[0]).toMatchObject({ id, title: "Plank 1500 Oak" });
    expect((await searchReferences("product", String(id), null, db))[0]!.id).toBe(id);
    const named = await referencesNamed("product", [id, ids[3]!, 999_999], null, db);
    expect([...named.keys()].sort((a, b) => a - b)).toEqual([ids[3]!, id].sort((a, b) => a - b));
  });

  it("finds articles by title, never the article being edited", async () => {
    const [first, second] = await db
      .insert(contentEntries)
      .values([
        { kind: "news", slug: "oak-care", data: { title: "Caring for Oak", date: "2026-10-01" } },
        { kind: "news", slug: "oak-grades", data: { title: "Oak Grades Explained", date: "2026-11-01" } },
      ])
      .returning({ id: contentEntries.id });
    expect((await searchReferences("news", "oak", null, db)).map((item) => item.title)).toEqual(["Oak Grades Explained", "Caring for Oak"]);
    expect((await searchReferences("news", "oak", first!.id, db)).map((item) => item.id)).toEqual([second!.id]);
    expect([...(await referencesNamed("news", [first!.id, second!.id], second!.id, db)).keys()]).toEqual([first!.id]);
  });
});
