import { product } from "~/features/catalogue/product.entity";
import { withPackingMeasures } from "~/features/catalogue/packing-measures";
import { changedFields } from "~/platform/entities/records";
import type { ProductFields } from "~/features/catalogue/product-snapshot";
import {
  CellError,
  cellCodecs,
  cleanText,
  codecOf,
  type ColourImage,
  type ColourImageCell,
} from "~/platform/entities/cells";
import type { JobItemOutcome } from "~/platform/db/schema";
import type { MessageKey } from "~/platform/i18n/i18n";
import type { ProductInput } from "~/features/catalogue/product-store.server";
import type { SheetCategory, SheetProduct } from "~/features/imports/sheet/spreadsheet-store.server";
import { isSafeStorageKey } from "~/platform/storage/storage.server";
import { fieldChangesNote } from "../field-changes";
import { itemMessage, type ItemMessageValues } from "../item-message";
import { cellMessage } from "./spreadsheet-cell-message";
import { checkAsEditor } from "./spreadsheet-row-schema";
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
 * these plans; a real import writes them. Each cell is read by its field's codec (the one the
 * export writes it with), and the state is checked by the product editor's own form schema: the
 * same limits and the same messages as the editor, and stored as the editor would store it.
 * Decision 028.
 */

const { field } = product;
/** The main picture's declaration, by which each colour's picture is read too. */
const pictureField: (typeof product.fields)[number] = field.picture;

type PictureRef = { key: string } | { download: string };

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

/** A text cell over a current value: the current one when they differ only in spacing or line ends. */
function keepIfSame(value: string | null, current: string | null | undefined): string | null {
  if (current !== undefined && cleanText(current ?? "") === (value ?? "")) return current;
  return value;
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
  /** The category a name (as the codec reads the cell) means. */
  return (value: string): Exclude<CategoryCell, null> => {
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
  /** Whether the row being planned takes the next place in line (kept only if the row is not refused). */
  let takesPlace = false;
  /** What a new product holds in a field its row says nothing of: next in line, published as asked, else empty. */
  const startValue = (declared: (typeof product.fields)[number]): unknown => {
    if (declared.key === "displayOrder") {
      takesPlace = true;
      return nextOrder + 1;
    }
    return declared.key === "isPublished" ? context.publish : codecOf(declared).empty(declared);
  };

  /** The picture an address (as the codec reads the cell) means: a stored file, or a link to download. */
  const picture = async (value: string, current: ReadonlySet<string>): Promise<PictureRef> => {
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
      const inUse = new Set([current?.picture, ...(current?.images ?? []).map((image) => image.imageUrl)].filter((value): value is string => Boolean(value)));
      const downloads: string[] = [];
      const pictureValue = (ref: PictureRef) => {
        if ("key" in ref) return ref.key;
        if (!downloads.includes(ref.download)) downloads.push(ref.download);
        return ref.download;
      };
      const state: Record<string, unknown> = {};
      takesPlace = false;
      for (const declared of product.fields) {
        const { key } = declared;
        const raw = cell(key);
        const codec = codecOf(declared);
        // What the field holds when the row says nothing of it.
        const kept = () => (current ? current[key] : startValue(declared));
        const parsed = raw === undefined ? undefined : codec.parse(raw, declared);
        if (parsed === undefined) {
          state[key] = kept();
        } else if (declared.kind === "text" || declared.kind === "multiline") {
          state[key] = keepIfSame(parsed as string | null, current?.[key] as string | null | undefined) ?? codec.empty(declared);
        } else if (declared.kind === "number" || declared.kind === "decimal" || declared.kind === "position" || declared.kind === "boolean") {
          // A blank number, measure, place or yes/no leaves the field as it is.
          state[key] = parsed ?? kept();
        } else if (declared.kind === "treeNode") {
          const named = parsed === null ? null : category(parsed as string);
          if (named !== null && typeof named === "object") {
            if (!placeholders.has(named.key)) placeholders.set(named.key, -(placeholders.size + 1));
            state[key] = placeholders.get(named.key)!;
            newPaths.set(placeholders.get(named.key)!, named.path);
            plan.newCategory = named;
          } else {
            state[key] = named;
          }
        } else if (declared.kind === "picture") {
          state[key] = parsed === null ? null : pictureValue(await picture(parsed as string, inUse));
        } else {
          const images: ColourImage[] = [];
          for (const [index, item] of (parsed as ColourImageCell[]).entries()) {
            // Each colour's picture is read as the main picture is: the same limit and message.
            const address = cellCodecs.picture.parse(item.picture, pictureField);
            if (address === null) continue;
            const previous = current?.images[index];
            images.push({
              imageUrl: pictureValue(await picture(address, inUse)),
              altText: keepIfSame(item.colourName, previous?.altText),
            });
          }
          state[key] = images;
        }
        if (declared.required && !state[key] && declared.messages?.required) {
          throw new RowError(declared.messages.required);
        }
      }

      // A sheet without a coverage (or pallet) column: what its Packing says fills what the product lacks.
      const measured = withPackingMeasures(state as ProductFields, { coveragePerBox: column.has("coveragePerBox"), boxesPerPallet: column.has("boxesPerPallet") });
      // The editor's own check, and the state as it would save it.
      const checked = checkAsEditor(measured, current);
      if (!checked.ok) throw new RowError(checked.message);
      plan.downloads = downloads;
      plan.input = checked.state;
      if (takesPlace) nextOrder += 1;
      plan.outcome = !current
        ? "create"
        : downloads.length > 0 || changed(current, plan.input)
          ? "update"
          : "unchanged";
      if (plan.newCategory) plan.message = itemMessage("import.sheet.row.newCategory", { category: plan.newCategory.path.slice(0, 240) });
      // An update says which fields change, before → after (its new category among them).
      if (plan.outcome === "update" && current) plan.message = fieldChangesNote(current, plan.input, categoryOf);
    } catch (error) {
      if (!(error instanceof RowError) && !(error instanceof CellError)) throw error;
      const refusal = error instanceof CellError ? cellMessage(error) : error;
      plan.outcome = "fail";
      plan.message = itemMessage(refusal.key, refusal.values);
      plan.input = null;
      plan.downloads = [];
      plan.newCategory = null;
    }
  }
  return plans;
}

/** Whether writing `input` over `current` would change the product (as the editor's save decides). */
function changed(current: SheetProduct["snapshot"], input: ProductInput): boolean {
  return changedFields(product, current, input).length > 0;
}
