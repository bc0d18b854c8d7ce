import { product } from "~/features/catalogue/product.entity";
import { type Database } from "~/platform/db/client.server";
import { CellError, cellCodecs } from "~/platform/entities/cells";
import { type NewJobItem } from "~/platform/jobs/jobs.server";
import {
  findSheetProducts,
  importedFileKeys,
  lastDisplayOrder,
  listPictureValues,
  listSheetCategories,
} from "~/features/imports/sheet/spreadsheet-store.server";
import { type UploadStorage } from "~/platform/storage/storage.server";
import type { SheetTarget } from "./spreadsheet-columns";
import { planRows, type RowPlan } from "./spreadsheet-plan.server";
import { type SheetImportPayload } from "./spreadsheet-import-job.server";
import { type Sheet } from "./spreadsheet-read.server";

/* The rows of a spreadsheet import planned against the catalogue, and their lines on the job's list. */

const imagesField: (typeof product.fields)[number] = product.field.images;

/** The addresses a colour pictures cell names, read by its codec; none when the cell is refused (its row fails). */
function colourPictureLinks(cell: string): string[] {
  try {
    return cellCodecs.colourImages.parse(cell, imagesField).map((item) => item.picture.trim());
  } catch (error) {
    if (error instanceof CellError) return [];
    throw error;
  }
}

export async function plan(
  sheet: Sheet,
  payload: SheetImportPayload,
  {
    database,
    storage,
    publicUrl,
    madeCategories,
  }: {
    database: Database;
    storage: UploadStorage;
    publicUrl: string;
    madeCategories?: ReadonlyMap<string, number>;
  },
) {
  const column = (target: SheetTarget) => payload.mapping.indexOf(target);
  const cells = (target: SheetTarget) =>
    column(target) < 0
      ? []
      : sheet.rows.map((row) => row.cells[column(target)]!.trim()).filter(Boolean);
  const ids = cells("id")
    .filter((cell) => /^\d{1,9}$/.test(cell))
    .map(Number);
  const sourceUrls = cells("sourceUrl");
  const pictureLinks = [
    ...cells("picture"),
    ...cells("images").flatMap(colourPictureLinks),
  ].filter((value) => /^https?:\/\//i.test(value));
  const [products, categories, pictureValues, firstDisplayOrder, importedKeys] = await Promise.all([
    findSheetProducts({ ids, sourceUrls }, database),
    listSheetCategories(database),
    listPictureValues(database),
    lastDisplayOrder(database),
    payload.dryRun ? importedFileKeys(pictureLinks, database) : Promise.resolve(undefined),
  ]);
  return planRows(sheet, {
    mapping: payload.mapping,
    products,
    categories,
    pictureValues,
    importedKeys,
    uploadExists: async (key) => (await storage.stat(key)) !== null,
    publicUrl,
    publish: payload.publish,
    firstDisplayOrder,
    offerCategories: payload.dryRun,
    madeCategories,
  });
}

/** The categories a dry run would make, in the order the file first names them, with their rows. */
export function newCategoriesOf(plans: RowPlan[]): { path: string; rows: number }[] {
  const found = new Map<string, { path: string; rows: number }>();
  for (const row of plans) {
    if (!row.newCategory) continue;
    const entry = found.get(row.newCategory.key) ?? { path: row.newCategory.path, rows: 0 };
    entry.rows += 1;
    found.set(row.newCategory.key, entry);
  }
  return [...found.values()];
}

export const itemOf = (
  row: RowPlan,
  outcome = row.outcome,
  extra: Partial<NewJobItem> = {},
): NewJobItem => ({
  position: row.line,
  item: row.label,
  outcome,
  productId: row.match?.id ?? null,
  message: row.message,
  ...extra,
});
