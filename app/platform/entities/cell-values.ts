import type { MessageKey, PlainMessageKey } from "~/platform/i18n/i18n";
import type { OpeningHours } from "~/platform/text/opening-hours";

/*
 * What the field kinds' codecs share (one module per kind in app/platform/entities/kinds/): the values a declared field
 * keeps, a spreadsheet cell's value and its refusals, the codec's shape, and the cleaning every
 * text cell goes through.
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
 * Something of the site a field names (another record, an article it relates to): its id
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
  : F extends { kind: "number" | "position" }
    ? number
    : F extends { kind: "decimal" }
    ? number | null
    : F extends { kind: "boolean" }
      ? boolean
      : F extends { kind: "treeNode" }
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

export const YES = new Set(["yes", "y", "true", "1", "on", "x", "是", "真", "对"].map(headerKey));
export const NO = new Set(["no", "n", "false", "0", "off", "否", "假", "不"].map(headerKey));

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
 * - `number`: a whole number; `decimal`: a measure with its unit ('2.5 mm');
 * - `position`: a record's place in its list (a whole number); `boolean`: yes or no;
 * - `treeNode`: a place in a tree of records, named by its path, slug or id;
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
  | "decimal"
  | "position"
  | "boolean"
  | "treeNode"
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
export interface Field {
  kind: FieldKind;
  label: PlainMessageKey;
  limit?: number;
  scale?: number;
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

/** What a document holds in an object's place, read as an object (nothing when it holds none). */
export const record = (item: unknown) => (item && typeof item === "object" ? item : {}) as Record<string, unknown>;

export const nonEmptyText = (raw: unknown) => (typeof raw === "string" && raw !== "" ? raw : null);
export const blankText = (field: Field) => (field.required || field.blank === "empty" ? "" : null);
