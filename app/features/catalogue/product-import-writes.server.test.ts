import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { user } from "~/platform/db/schema";
import { testDatabases } from "../../../tests/support/test-databases";
import { saveImportedProduct, type ImportedFields } from "./product-import-writes.server";
import { getEditorProduct, updateProduct } from "./product-store.server";

const actor = { id: "u-import", email: "import@example.ca" };

const fields = (overrides: Partial<ImportedFields> = {}): ImportedFields => ({
  title: "Supplier Oak",
  content: "From the supplier.",
  categoryId: null,
  size: "1520*228*7mm",
  series: null,
  color: null,
  level: null,
  packing: "8 pcs/box, 31.09 sq ft/box, 40 boxes/pallet",
  picture: null,
  images: [],
  ...overrides,
});

describe.each(testDatabases())("a supplier's product imported on $name", (target) => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const handle = await target.create();
    db = handle.db;
    dispose = handle.dispose;
    await db.insert(user).values({ id: actor.id, email: actor.email, name: "Import", role: "editor", emailVerified: true });
  });
  afterAll(() => dispose());

  const save = (url: string, imported: ImportedFields) => saveImportedProduct(url, imported, { actor, publish: false, jobId: null }, db);
  const stored = async (id: number) => (await getEditorProduct(id, db))!;

  it("takes its coverage per box and boxes per pallet from its Packing", async () => {
    const { id, outcome } = await save("https://supplier.example/oak", fields());
    expect(outcome).toBe("created");
    expect((await stored(id)).snapshot).toMatchObject({ coveragePerBox: 31.09, boxesPerPallet: 40 });
  });

  it("never replaces what staff gave; fills what is still blank when the supplier says it", async () => {
    const { id } = await save("https://supplier.example/walnut", fields({ title: "Supplier Walnut", packing: "10 pcs/box" }));
    expect((await stored(id)).snapshot).toMatchObject({ coveragePerBox: null, boxesPerPallet: 0 });
    // Staff type a coverage; the supplier later says another and, for the first time, its pallet.
    const open = await stored(id);
    const saved = await updateProduct(id, open.version, { ...open.snapshot, coveragePerBox: 20.5 }, { actor }, db);
    expect(saved.ok).toBe(true);
    const again = await save("https://supplier.example/walnut", fields({ title: "Supplier Walnut", packing: "10 pcs/box, 22 sq ft/box, 48 boxes/pallet" }));
    expect(again.outcome).toBe("updated");
    expect((await stored(id)).snapshot).toMatchObject({ coveragePerBox: 20.5, boxesPerPallet: 48 });
    // The same again changes nothing.
    expect((await save("https://supplier.example/walnut", fields({ title: "Supplier Walnut", packing: "10 pcs/box, 22 sq ft/box, 48 boxes/pallet" }))).outcome).toBe("unchanged");
  });
});
