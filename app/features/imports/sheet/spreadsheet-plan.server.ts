import { headerKey } from "~/platform/entities/define";
import { product } from "~/features/catalogue/product.entity";
import { cleanText } from "~/features/catalogue/admin/editor/product-form-schema";
import type { JobItemOutcome } from "~/platform/db/schema";
import type { MessageKey } from "~/platform/i18n/i18n";
import type { ProductInput } from "~/features/catalogue/admin/editor/product-store.server";
import type { SheetCategory, SheetProduct } from "~/features/imports/sheet/spreadsheet-store.server";
import { isSafeStorageKey } from "../../../platform/storage/storage.server";
import { fieldChangesNote } from "../field-changes";
import { itemMessage, type ItemMessageValues } from "../item-message";
import {
  canMakeCategory,
  categoryParts,
  categoryPathKey,
  nameKey,
} from "./spreadsheet-categories.server";
import type { SheetTarget } from "./spreadsheet-columns";
import type { Sheet } from "./spreadsheet-read.server";

/*
 * What a spreadsheet import does with each row, decided before anything is written: the product
 * it matches (by number, then by source link), the state it would give it (cells of the mapped
 * columns over what the product holds; a new product from the cells alone), and whether that
 * creates, updates, changes nothing, is skipped or is refused, with the reason. A dry run records
 * these plans; a real import writes them. Cells are read as the product editor reads its form:
 * the same limits and the same messages. Decision 028.
 */

const { field } = product;

export type PictureRef = { key: string } | { download: string };

export interface RowPlan {
  /** The row's number in the spreadsheet (the header is row 1 in a file that starts with it). */
  line: number;
  /** The product as people know it: its title, or its link or number when it has none. */
  label: string;
  outcome: JobItemOutcome;
  message: string | null;
  /** The matched product, at the version read. */
  match: SheetProduct | null;
  sourceUrl: string | null;
  /** The state to write: pictures still to download are named by their link until they are. */
  input: ProductInput | null;
  /** Links of pictures to download before writing (main picture first, then colours). */
  downloads: string[];
  /** A dry run's row in a category the import would make: its path as written, and as compared. */
  newCategory: { path: string; key: string } | null;
}

export interface PlanContext {
  mapping: readonly (SheetTarget | null)[];
  products: SheetProduct[];
  categories: SheetCategory[];
  /** Picture values the catalogue uses now: taken as they are. */
  pictureValues: ReadonlySet<string>;
  /** Whether an uploaded file exists, for a /media/ address of this site. */
  uploadExists: (key: string) => Promise<boolean>;
  /** For a dry run: the stored file of a link downloaded before. */
  importedKeys?: ReadonlyMap<string, string>;
  publicUrl: string;
  publish: boolean;
  firstDisplayOrder: number;
  /** A dry run: a category that does not exist but could be made counts as made (decision 037). */
  offerCategories?: boolean;
  /** Categories the real run made or found for the paths ticked, by `categoryPathKey`. */
  madeCategories?: ReadonlyMap<string, number>;
}

class RowError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly values?: ItemMessageValues,
  ) {
    super(key);
  }
}

const YES = new Set(["yes", "y", "true", "1", "on", "x", "是", "真", "对"].map(headerKey));
const NO = new Set(["no", "n", "false", "0", "off", "否", "假", "不"].map(headerKey));

function readBoolean(cell: string, fieldLabel: MessageKey): boolean | null {
  const key = headerKey(cell);
  if (key === "") return null;
  if (YES.has(key) || cell.trim() === "✓") return true;
  if (NO.has(key)) return false;
  throw new RowError("import.sheet.row.notYesNo", { field: fieldLabel, value: cell.trim().slice(0, 40) });
}

function readText(cell: string, limit: number, fieldLabel: MessageKey): string | null {
  const value = cleanText(cell);
  if (value.length > limit) throw new RowError("import.sheet.row.tooLong", { field: fieldLabel, max: limit });
  return value || null;
}

/** A text cell over a current value: the current one when they differ only in spacing or line ends. */
function keepIfSame(value: string | null, current: string | null | undefined): string | null {
  if (current !== undefined && cleanText(current ?? "") === (value ?? "")) return current;
  return value;
}

function readWhole(cell: string): number | null {
  const value = cell.trim().replace(/^\+/, "");
  if (value === "") return null;
  if (!/^-?\d{1,7}$/.test(value)) throw new RowError("editor.validation.displayOrderInteger");
  return Number(value);
}

type CategoryCell = number | null | { path: string; key: string };

function categoryIndex(
  categories: SheetCategory[],
  { offer, made }: { offer: boolean; made?: ReadonlyMap<string, number> },
) {
  const byPath = new Map<string, number>();
  const byName = new Map<string, number[]>();
  const bySlug = new Map<string, number>();
  const topLevel = new Set<string>();
  for (const category of categories) {
    const path = category.parentName ? `${nameKey(category.parentName)} > ${nameKey(category.name)}` : nameKey(category.name);
    byPath.set(path, category.id);
    byName.set(nameKey(category.name), [...(byName.get(nameKey(category.name)) ?? []), category.id]);
    bySlug.set(category.slug.toLowerCase(), category.id);
    if (!category.parentName) topLevel.add(nameKey(category.name));
  }
  return (cell: string): CategoryCell => {
    const value = cleanText(cell);
    if (value === "") return null;
    const parts = categoryParts(value);
    const key = categoryPathKey(parts);
    const found =
      byPath.get(key) ??
      (parts.length === 1
        ? byName.get(key)?.length === 1
          ? byName.get(key)![0]
          : bySlug.get(key)
        : undefined) ??
      made?.get(key);
    if (found !== undefined) return found;
    // A name several categories have is not a missing one.
    if (
      offer &&
      !(parts.length === 1 && byName.has(key)) &&
      canMakeCategory(parts, topLevel.has(nameKey(parts[0] ?? "")))
    ) {
      return { path: parts.join(" > "), key };
    }
    throw new RowError("import.sheet.row.unknownCategory", { category: value.slice(0, 120) });
  };
}

const isWebAddress = (value: string) => /^https?:\/\/[^\s]+$/i.test(value);

/** Reads every row of a sheet into a plan. */
export async function planRows(sheet: Sheet, context: PlanContext): Promise<RowPlan[]> {
  const column = new Map<SheetTarget, number>();
  context.mapping.forEach((target, index) => {
    if (target) column.set(target, index);
  });
  const byId = new Map(context.products.map((found) => [found.id, found]));
  const byUrl = new Map(context.products.filter((found) => found.sourceUrl).map((found) => [found.sourceUrl!, found]));
  const category = categoryIndex(context.categories, {
    offer: context.offerCategories ?? false,
    made: context.madeCategories,
  });
  // A category still to make stands as a number no category has, one per path, so it counts as a change.
  const placeholders = new Map<string, number>();
  const newPaths = new Map<number, string>();
  const categoryNames = new Map(context.categories.map((found) => [found.id, found.name]));
  const categoryOf = (id: number) => (id < 0 ? (newPaths.get(id) ?? null) : (categoryNames.get(id) ?? null));
  const mediaPrefix = `${context.publicUrl.replace(/\/+$/, "")}/media/`;
  const uploadChecks = new Map<string, Promise<boolean>>();
  const claimed = new Map<string, number>();
  let nextOrder = context.firstDisplayOrder;

  const picture = async (cell: string, current: ReadonlySet<string>): Promise<PictureRef | null> => {
    const value = cell.trim();
    if (value === "") return null;
    if (value.length > field.picture.limit) throw new RowError("import.sheet.row.tooLong", { field: field.picture.label, max: field.picture.limit });
    if (current.has(value) || context.pictureValues.has(value)) return { key: value };
    if (value.startsWith(mediaPrefix)) {
      let key: string;
      try {
        key = decodeURIComponent(value.slice(mediaPrefix.length).split(/[?#]/)[0]!);
      } catch {
        throw new RowError("import.sheet.row.unknownPicture", { picture: value.slice(0, 200) });
      }
      if (!key.startsWith("uploads/") || !isSafeStorageKey(key)) throw new RowError("import.sheet.row.unknownPicture", { picture: value.slice(0, 200) });
      if (current.has(key) || context.pictureValues.has(key)) return { key };
      if (!uploadChecks.has(key)) uploadChecks.set(key, context.uploadExists(key));
      if (await uploadChecks.get(key)) return { key };
      throw new RowError("import.sheet.row.unknownPicture", { picture: value.slice(0, 200) });
    }
    if (isWebAddress(value)) {
      const known = context.importedKeys?.get(value);
      return known ? { key: known } : { download: value };
    }
    throw new RowError("import.sheet.row.unknownPicture", { picture: value.slice(0, 200) });
  };

  const plans: RowPlan[] = [];
  for (const row of sheet.rows) {
    const cell = (target: SheetTarget) => {
      const index = column.get(target);
      return index === undefined ? undefined : row.cells[index];
    };
    const titleCell = cleanText(cell("title") ?? "");
    const plan: RowPlan = {
      line: row.line,
      label: titleCell.slice(0, 200),
      outcome: "fail",
      message: null,
      match: null,
      sourceUrl: null,
      input: null,
      downloads: [],
      newCategory: null,
    };
    plans.push(plan);
    try {
      // Which product the row is about.
      const idCell = cell("id")?.trim() ?? "";
      const urlCell = cell("sourceUrl")?.trim() ?? "";
      if (urlCell !== "" && (!isWebAddress(urlCell) || urlCell.length > 2000)) throw new RowError("import.sheet.row.badSourceUrl");
      let match: SheetProduct | null = null;
      if (idCell !== "") {
        if (!/^\d{1,9}$/.test(idCell)) throw new RowError("import.sheet.row.badId", { id: idCell.slice(0, 20) });
        match = byId.get(Number(idCell)) ?? null;
        if (!match) throw new RowError("import.sheet.row.unknownId", { id: Number(idCell) });
      } else if (urlCell !== "") {
        match = byUrl.get(urlCell) ?? null;
      }
      if (!plan.label) plan.label = match?.snapshot.title ?? (urlCell || (idCell ? `#${idCell}` : ""));
      const identity = match ? `id:${match.id}` : urlCell ? `url:${urlCell}` : null;
      if (identity) {
        const earlier = claimed.get(identity);
        if (earlier !== undefined) throw new RowError("import.sheet.row.duplicate", { row: earlier });
        claimed.set(identity, row.line);
      }
      plan.match = match;
      plan.sourceUrl = match ? match.sourceUrl : urlCell || null;
      if (match?.inTrash) {
        plan.outcome = "skip";
        plan.message = itemMessage("import.sheet.row.inTrash");
        continue;
      }

      // The state it would have: each mapped cell over the product's current state.
      const current = match?.snapshot;
      const text = (key: "size" | "series" | "color" | "level" | "packing" | "seoTitle" | "seoKeywords") => {
        const raw = cell(key);
        if (raw === undefined) return current ? current[key] : null;
        return keepIfSame(readText(raw, field[key].limit, field[key].label), current?.[key]);
      };
      let title: string;
      const rawTitle = cell("title");
      if (rawTitle === undefined) {
        if (!current) throw new RowError("editor.validation.titleRequired");
        title = current.title;
      } else {
        const value = readText(rawTitle, field.title.limit, field.title.label);
        if (!value) throw new RowError("editor.validation.titleRequired");
        title = keepIfSame(value, current?.title) ?? value;
      }
      const rawContent = cell("content");
      const content =
        rawContent === undefined
          ? (current?.content ?? "")
          : (keepIfSame(readText(rawContent, field.content.limit, field.content.label), current?.content) ?? "");
      const rawCategory = cell("categoryId");
      const named =
        rawCategory === undefined ? (current?.categoryId ?? null) : category(rawCategory);
      let categoryId: number | null;
      if (named !== null && typeof named === "object") {
        if (!placeholders.has(named.key)) placeholders.set(named.key, -(placeholders.size + 1));
        categoryId = placeholders.get(named.key)!;
        newPaths.set(categoryId, named.path);
        plan.newCategory = named;
      } else {
        categoryId = named;
      }
      const rawOrder = cell("displayOrder");
      const order = rawOrder === undefined ? null : readWhole(rawOrder);
      const displayOrder = order ?? current?.displayOrder ?? (nextOrder += 1);
      const rawPublished = cell("isPublished");
      const published = rawPublished === undefined ? null : readBoolean(rawPublished, field.isPublished.label);
      const rawFeatured = cell("isFeatured");
      const featured = rawFeatured === undefined ? null : readBoolean(rawFeatured, field.isFeatured.label);
      const rawSeoDescription = cell("seoDescription");
      const seoDescription =
        rawSeoDescription === undefined
          ? (current?.seoDescription ?? null)
          : keepIfSame(readText(rawSeoDescription, field.seoDescription.limit, field.seoDescription.label), current?.seoDescription);

      const inUse = new Set([current?.picture, ...(current?.images ?? []).map((image) => image.imageUrl)].filter((value): value is string => Boolean(value)));
      const downloads: string[] = [];
      const pictureValue = (ref: PictureRef | null) => {
        if (!ref) return null;
        if ("key" in ref) return ref.key;
        if (!downloads.includes(ref.download)) downloads.push(ref.download);
        return ref.download;
      };
      const rawPicture = cell("picture");
      const mainPicture = rawPicture === undefined ? (current?.picture ?? null) : pictureValue(await picture(rawPicture, inUse));
      const rawImages = cell("images");
      let images = current?.images ?? [];
      if (rawImages !== undefined) {
        const lines = rawImages.replace(/\r\n?/g, "\n").split("\n").map((line) => line.trim()).filter(Boolean);
        if (lines.length > field.images.limit) throw new RowError("editor.validation.imagesTooMany");
        images = [];
        for (const [index, line] of lines.entries()) {
          const split = line.lastIndexOf(" | ");
          const [name, address] = split >= 0 ? [line.slice(0, split), line.slice(split + 3)] : line.startsWith("|") ? ["", line.slice(1)] : ["", line];
          const altText = readText(name, field.images.parts.colourName, "import.sheet.column.colourName");
          const ref = await picture(address, inUse);
          if (!ref) continue;
          const previous = current?.images[index];
          images.push({ imageUrl: pictureValue(ref)!, altText: keepIfSame(altText, previous?.altText) });
        }
      }

      plan.downloads = downloads;
      plan.input = {
        title,
        content,
        categoryId,
        size: text("size"),
        series: text("series"),
        color: text("color"),
        level: text("level"),
        packing: text("packing"),
        isPublished: published ?? current?.isPublished ?? context.publish,
        isFeatured: featured ?? current?.isFeatured ?? false,
        displayOrder,
        seoTitle: text("seoTitle"),
        seoDescription,
        seoKeywords: text("seoKeywords"),
        picture: mainPicture,
        images,
      };
      plan.outcome = !current
        ? "create"
        : downloads.length > 0 || changed(current, plan.input)
          ? "update"
          : "unchanged";
      if (plan.newCategory) plan.message = itemMessage("import.sheet.row.newCategory", { category: plan.newCategory.path.slice(0, 240) });
      // An update says which fields change, before → after (its new category among them).
      if (plan.outcome === "update" && current) plan.message = fieldChangesNote(current, plan.input, categoryOf);
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      plan.outcome = "fail";
      plan.message = itemMessage(error.key, error.values);
      plan.input = null;
      plan.downloads = [];
      plan.newCategory = null;
    }
  }
  return plans;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Whether writing `input` over `current` would change the product (as the editor's save decides). */
function changed(current: SheetProduct["snapshot"], input: ProductInput): boolean {
  return (Object.keys(input) as (keyof ProductInput)[]).some((key) => !same(current[key], input[key]));
}
