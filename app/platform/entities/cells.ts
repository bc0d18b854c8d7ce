import { closedAllWeek, hoursFromSentence, hoursSentence, hoursToForm, readOpeningHours, type OpeningHours } from "~/platform/text/opening-hours";
import { blankText, CellError, cleanText, headerKey, NO, nonEmptyText, parseTextCell, record, YES, type CellCodec, type FieldKind, type RichTextValue } from "./cell-values";
import { colourImages, links, pictures, references } from "./list-cells";

export * from "./cell-values";

/*
 * One codec per field kind: how a declared field's value is kept, starts, shows in a form, is
 * written into a spreadsheet cell by an export and read back from one by an import. The kinds that
 * hold a list are in list-cells.ts; what they share is in cell-values.ts.
 * A cell that breaks the field's rules throws a `CellError` naming the message to show. What a
 * parsed category or picture refers to (a category's id, a stored file) is the importer's to find:
 * the codec gives back the name or the address as written. Shared by browser and server.
 */

const text: CellCodec<string | null, string | null> = {
  empty: blankText,
  read: (raw, field) => nonEmptyText(raw) ?? blankText(field),
  toForm: (value) => value ?? "",
  write: (value) => value,
  parse: (cell, field) => parseTextCell(cell, field.limit ?? Infinity, field.label),
};

const number: CellCodec<number, number | null> = {
  empty: () => 0,
  read: (raw) => (typeof raw === "number" ? raw : 0),
  toForm: (value, field) => (value === 0 && field?.blank === "zero" ? "" : String(value)),
  write: (value) => value,
  parse: (cell, field) => {
    const value = cell.trim().replace(/^\+/, "");
    if (value === "") return null;
    if (!new RegExp(`^-?\\d{1,${field.limit ?? 15}}$`).test(value))
      throw new CellError(field.messages!.invalid!);
    return Number(value);
  },
};

const boolean: CellCodec<boolean, boolean | null> = {
  empty: () => false,
  read: (raw) => raw === true,
  toForm: (value) => (value ? "on" : ""),
  write: (value, how) => how.yesNo(value),
  parse: (cell, field) => {
    const key = headerKey(cell);
    if (key === "") return null;
    if (YES.has(key) || cell.trim() === "✓") return true;
    if (NO.has(key)) return false;
    throw new CellError("notYesNo", {
      field: field.label,
      value: cell.trim().slice(0, 40),
    });
  },
};

/** Kept as the category's id; written and read as its name ('Parent > Child'), which the importer looks up. */
const category: CellCodec<number | null, string | null> = {
  empty: () => null,
  read: (raw) => (typeof raw === "number" ? raw : null),
  toForm: (value) => (value === null ? "" : String(value)),
  // Written as the export gives it: the category's name ("Parent > Child"), not its id.
  write: (value) => value,
  parse: (cell) => cleanText(cell) || null,
};

/** Kept as a stored key or an address; written as an address; read as one, which the importer finds or downloads. */
const picture: CellCodec<string | null, string | null> = {
  empty: () => null,
  read: nonEmptyText,
  toForm: (value) => value ?? "",
  write: (value, how) => how.pictureAddress(value),
  parse: (cell, field) => {
    const value = cell.trim();
    if (value === "") return null;
    if (field.limit !== undefined && value.length > field.limit)
      throw new CellError("tooLong", { field: field.label, max: field.limit });
    return value;
  },
};

/** The text of a rich-text document, blocks apart by blank lines (an export's cell, a search's words). */
export function richTextToPlain(value: RichTextValue): string {
  const blocks: string[] = [];
  const walk = (node: Record<string, unknown>, into: string[]) => {
    if (typeof node.text === "string") into.push(node.text);
    if (node.type === "hardBreak") into.push("\n");
    const children = Array.isArray(node.content) ? (node.content as Record<string, unknown>[]) : [];
    const isTextBlock = node.type === "paragraph" || node.type === "heading";
    if (isTextBlock) {
      const parts: string[] = [];
      for (const child of children) walk(child, parts);
      blocks.push(parts.join(""));
    } else for (const child of children) walk(child, into);
  };
  walk(value as unknown as Record<string, unknown>, []);
  return blocks.filter(Boolean).join("\n\n");
}

const EMPTY_DOC: RichTextValue = { type: "doc", content: [{ type: "paragraph" }] };

/** Kept as ProseMirror JSON; exported as its text; an import's text becomes paragraphs. */
const richText: CellCodec<RichTextValue, RichTextValue> = {
  empty: () => EMPTY_DOC,
  read: (raw) => {
    const value = record(raw);
    return value.type === "doc" && (value.content === undefined || Array.isArray(value.content))
      ? (value as unknown as RichTextValue)
      : EMPTY_DOC;
  },
  toForm: (value) => JSON.stringify(value),
  write: (value) => richTextToPlain(value) || null,
  parse: (cell, field) => {
    const paragraphs = cleanText(cell).split(/\n\s*\n/).map((text) => text.trim()).filter(Boolean);
    if (field.limit !== undefined && paragraphs.join("\n\n").length > field.limit)
      throw new CellError("tooLong", { field: field.label, max: field.limit });
    return paragraphs.length
      ? { type: "doc", content: paragraphs.map((text) => ({ type: "paragraph", content: [{ type: "text", text }] })) }
      : EMPTY_DOC;
  },
};

/**
 * Kept as days and times; an older record's sentence ('Monday to Friday 9:00–17:30') is read as
 * days when it says only that, else as no hours at all (staff type them again). Written and read
 * back as the English sentence.
 */
const openingHours: CellCodec<OpeningHours, OpeningHours> = {
  empty: closedAllWeek,
  read: (raw) => readOpeningHours(raw) ?? (typeof raw === "string" ? hoursFromSentence(raw) : null) ?? closedAllWeek(),
  toForm: hoursToForm,
  write: (value) => hoursSentence(value, "en") || null,
  parse: (cell, field) => {
    if (cell.trim() === "") return closedAllWeek();
    const found = hoursFromSentence(cell);
    if (!found) throw new CellError(field.messages!.invalid!);
    return found;
  },
};

/** The codec of each kind. */
export const cellCodecs = {
  text,
  multiline: text,
  number,
  boolean,
  category,
  picture,
  colourImages,
  // Days, months and choices are kept, shown and written as the text they are.
  date: text,
  month: text,
  choice: text,
  richText,
  pictures,
  links,
  references,
  openingHours,
} as const satisfies Record<FieldKind, object>;

/** The codec of a field's kind, typed loosely for code that loops over every field. */
export const codecOf = (field: { kind: FieldKind }) =>
  cellCodecs[field.kind] as unknown as CellCodec<unknown, unknown>;
