import type { MessageKey, PlainMessageKey } from "~/platform/i18n/i18n";
import { closedAllWeek, hoursFromSentence, hoursSentence, hoursToForm, readOpeningHours, type OpeningHours } from "~/platform/text/opening-hours";

/*
 * One codec per field kind: how a declared field's value is kept, starts, shows in a form, is
 * written into a spreadsheet cell by an export and read back from one by an import. The colour
 * pictures' cell ('Colour name | address', one a line) is written and parsed here and nowhere else.
 * A cell that breaks the field's rules throws a `CellError` naming the message to show. What a
 * parsed category or picture refers to (a category's id, a stored file) is the importer's to find:
 * the codec gives back the name or the address as written. Shared by browser and server.
 */

/** What one colour picture holds: the picture and its colour's name. */
export interface ColourImage {
  /** Stored key, generated-image key or http(s) address of the colour's picture. */
  imageUrl: string;
  /** The colour's name: the picture's alt text and caption. */
  altText: string | null;
}

/**
 * A picture of a list (a project's gallery): the picture, its alt text and an optional caption,
 * each with its French (blank: the French site shows the English, decision 049).
 */
export interface CaptionedPicture {
  picture: string;
  alt: string;
  caption: string | null;
  altFr: string | null;
  captionFr: string | null;
}

/** A named link (a social network's page): its name and its address. */
export interface NamedLink {
  label: string;
  href: string;
}

/**
 * Something of the site a field names (a product used in a project, a related article): its id
 * when it was chosen from the site's records, and its name as shown (the only part when typed;
 * null when a chosen record's own name is to be shown).
 */
export interface Reference {
  id: number | null;
  label: string | null;
}

/** A rich-text document as kept: ProseMirror's JSON (app/platform/rich-text/document.ts checks it). */
export interface RichTextValue {
  type: "doc";
  content?: readonly Record<string, unknown>[];
}

/** The value a declared field keeps, from its kind, and for text whether it may be blank. */
export type FieldValue<F> = F extends { kind: "text" | "multiline" | "picture" | "date" | "month" | "choice" }
  ? F extends { required: true } | { blank: "empty" }
    ? string
    : string | null
  : F extends { kind: "number" }
    ? number
    : F extends { kind: "boolean" }
      ? boolean
      : F extends { kind: "category" }
        ? number | null
        : F extends { kind: "colourImages" }
          ? ColourImage[]
          : F extends { kind: "richText" }
            ? RichTextValue
            : F extends { kind: "pictures" }
              ? CaptionedPicture[]
              : F extends { kind: "links" }
                ? NamedLink[]
                : F extends { kind: "references" }
                  ? Reference[]
                  : F extends { kind: "openingHours" }
                    ? OpeningHours
                    : never;

/** A colour picture as a spreadsheet cell names it: the colour's name and the picture's address. */
export interface ColourImageCell {
  colourName: string | null;
  picture: string;
}

/** A value written into a spreadsheet cell. */
export type CellValue = string | number | null;

/** What an export needs to write cells in the reader's language and with reachable pictures. */
export interface CellWriting {
  yesNo: (value: boolean) => string;
  /** A stored picture as an address anyone can open. */
  pictureAddress: (value: string | null) => string | null;
}

/**
 * What a cell is refused for when its field declares no message of its own: too long, or not a
 * yes or no. The import says each in its own words (its messages are the imports' to name).
 */
export type CellProblem = "tooLong" | "notYesNo";

/** A cell a field cannot take: the field's declared message, or the problem, and the values that say why. */
export class CellError extends Error {
  constructor(
    readonly key: MessageKey | CellProblem,
    readonly values?: Record<string, string | number>,
  ) {
    super(key);
  }
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
/** Text as stored: control characters gone (line breaks and tabs stay), trimmed, Windows line ends made plain. */
export const cleanText = (value: string | undefined) =>
  (value ?? "").replace(/\r\n?/g, "\n").replace(CONTROL, "").trim();

/** A spreadsheet heading or a yes/no cell as compared: case, spaces and punctuation aside. */
export const headerKey = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, "");

const YES = new Set(["yes", "y", "true", "1", "on", "x", "是", "真", "对"].map(headerKey));
const NO = new Set(["no", "n", "false", "0", "off", "否", "假", "不"].map(headerKey));

/** Text of at most `limit` characters, cleaned; blank is null. */
export function parseTextCell(
  cell: string,
  limit: number,
  label: MessageKey | "colourName",
): string | null {
  const value = cleanText(cell);
  if (value.length > limit) throw new CellError("tooLong", { field: label, max: limit });
  return value || null;
}

/**
 * What a field holds, as a form, a spreadsheet cell and an export read it:
 * - `text`: one line; `multiline`: line breaks kept;
 * - `number`: a whole number; `boolean`: yes or no;
 * - `category`: a category, named by its name, slug or id;
 * - `picture`: a stored picture's key or an https address;
 * - `colourImages`: a list of pictures, each with its colour's name;
 * - `date`: a day ('2026-11-10'); `month`: a month ('2026-09'); `choice`: one of a list of words;
 * - `richText`: a structured document (headings, lists, links, pictures);
 * - `pictures`: pictures in order, each with alt text and a caption;
 * - `links`: named addresses; `references`: records of the site, or names typed;
 * - `openingHours`: a week's days and times and dated exceptions (app/platform/text/opening-hours.ts).
 */
export type FieldKind =
  | "text"
  | "multiline"
  | "number"
  | "boolean"
  | "category"
  | "picture"
  | "colourImages"
  | "date"
  | "month"
  | "choice"
  | "richText"
  | "pictures"
  | "links"
  | "references"
  | "openingHours";

/** What a codec reads of a field's declaration (app/platform/entities/define.ts). */
interface Field {
  kind: FieldKind;
  label: PlainMessageKey;
  limit?: number;
  parts?: { picture: number; colourName: number };
  required: boolean;
  blank?: "empty" | "zero";
  messages?: { invalid?: MessageKey; tooMany?: MessageKey };
}

export interface CellCodec<Value, Parsed> {
  /** What a new record holds in the field. */
  empty: (field: Field) => Value;
  /** A value read back from a kept document (JSON), whatever an older version stored. */
  read: (raw: unknown, field: Field) => Value;
  /** The value as the editor's form field holds it. */
  toForm: (value: Value, field?: Field) => unknown;
  /** The value as an export writes it. */
  write: (value: Value, how: CellWriting) => CellValue;
  /** A cell as an import reads it; blank is null (or no items). */
  parse: (cell: string, field: Field) => Parsed;
}

const nonEmptyText = (raw: unknown) => (typeof raw === "string" && raw !== "" ? raw : null);
const blankText = (field: Field) => (field.required || field.blank === "empty" ? "" : null);

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

const SEPARATOR = " | ";

/** One colour picture a line: 'Colour name | address' (an address alone when it has no name). */
const colourImages: CellCodec<ColourImage[], ColourImageCell[]> = {
  empty: () => [],
  read: (raw) =>
    (Array.isArray(raw) ? raw : []).flatMap((image: unknown) => {
      const item = (image && typeof image === "object" ? image : {}) as Record<string, unknown>;
      return typeof item.imageUrl === "string" && item.imageUrl
        ? [{ imageUrl: item.imageUrl, altText: nonEmptyText(item.altText) }]
        : [];
    }),
  toForm: (value) =>
    value.map((image) => ({ imageUrl: image.imageUrl, altText: image.altText ?? "" })),
  write: (value, how) =>
    value
      .map((image) => `${image.altText ?? ""}${SEPARATOR}${how.pictureAddress(image.imageUrl)}`)
      .join("\n") || null,
  parse: (cell, field) => {
    const lines = cell
      .replace(/\r\n?/g, "\n")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    if (field.limit !== undefined && lines.length > field.limit)
      throw new CellError(field.messages!.tooMany!);
    return lines.map((line) => {
      const split = line.lastIndexOf(SEPARATOR);
      const [name, address] =
        split >= 0
          ? [line.slice(0, split), line.slice(split + SEPARATOR.length)]
          : line.startsWith("|")
            ? ["", line.slice(1)]
            : ["", line];
      return {
        colourName: parseTextCell(name, field.parts?.colourName ?? Infinity, "colourName"),
        picture: address,
      };
    });
  },
};

const record = (item: unknown) => (item && typeof item === "object" ? item : {}) as Record<string, unknown>;
const lines = (cell: string) =>
  cell
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
/** 'left | right' as one line of a list cell; the right part alone when there is no separator. */
const splitPair = (line: string): [string, string] => {
  const split = line.lastIndexOf(SEPARATOR);
  return split >= 0 ? [line.slice(0, split).trim(), line.slice(split + SEPARATOR.length).trim()] : ["", line];
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

/** One picture a line: 'Alt text | address'. */
const pictures: CellCodec<CaptionedPicture[], CaptionedPicture[]> = {
  empty: () => [],
  read: (raw) =>
    (Array.isArray(raw) ? raw : []).flatMap((item: unknown) => {
      const value = record(item);
      return typeof value.picture === "string" && value.picture
        ? [
            {
              picture: value.picture,
              alt: typeof value.alt === "string" ? value.alt : "",
              caption: nonEmptyText(value.caption),
              altFr: nonEmptyText(value.altFr),
              captionFr: nonEmptyText(value.captionFr),
            },
          ]
        : [];
    }),
  toForm: (value) =>
    value.map((item) => ({ picture: item.picture, alt: item.alt, caption: item.caption ?? "", altFr: item.altFr ?? "", captionFr: item.captionFr ?? "" })),
  write: (value, how) => value.map((item) => `${item.alt}${SEPARATOR}${how.pictureAddress(item.picture)}`).join("\n") || null,
  parse: (cell, field) => {
    const found = lines(cell);
    if (field.limit !== undefined && found.length > field.limit) throw new CellError(field.messages!.tooMany!);
    return found.map((line) => {
      const [alt, picture] = splitPair(line);
      return { picture, alt, caption: null, altFr: null, captionFr: null };
    });
  },
};

/** One link a line: 'Name | address'. */
const links: CellCodec<NamedLink[], NamedLink[]> = {
  empty: () => [],
  read: (raw) =>
    (Array.isArray(raw) ? raw : []).flatMap((item: unknown) => {
      const value = record(item);
      return typeof value.href === "string" && value.href
        ? [{ label: typeof value.label === "string" ? value.label : "", href: value.href }]
        : [];
    }),
  toForm: (value) => value.map((item) => ({ ...item })),
  write: (value) => value.map((item) => `${item.label}${SEPARATOR}${item.href}`).join("\n") || null,
  parse: (cell, field) => {
    const found = lines(cell);
    if (field.limit !== undefined && found.length > field.limit) throw new CellError(field.messages!.tooMany!);
    return found.map((line) => {
      const [label, href] = splitPair(line);
      return { label, href };
    });
  },
};

/** One name a line; what each names (a product's id) is the importer's to find. */
const references: CellCodec<Reference[], Reference[]> = {
  empty: () => [],
  read: (raw) =>
    (Array.isArray(raw) ? raw : []).flatMap((item: unknown) => {
      const value = record(item);
      const id = typeof value.id === "number" && Number.isInteger(value.id) ? value.id : null;
      const label = typeof value.label === "string" && value.label ? value.label : null;
      return id !== null || label ? [{ id, label }] : [];
    }),
  toForm: (value) => value.map((item) => ({ id: item.id === null ? "" : String(item.id), label: item.label ?? "" })),
  write: (value) => value.map((item) => item.label ?? `#${item.id}`).join("\n") || null,
  parse: (cell, field) => {
    const found = lines(cell);
    if (field.limit !== undefined && found.length > field.limit) throw new CellError(field.messages!.tooMany!);
    return found.map((label) => ({ id: null, label }));
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
