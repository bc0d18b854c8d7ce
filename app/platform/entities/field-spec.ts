import type { MessageKey, PlainMessageKey } from "~/platform/i18n/i18n";
import type { SiteLocale } from "~/platform/i18n/site-locale";
import type { FieldKind } from "./cell-values";

/*
 * What a declared field says of itself (app/platform/entities/define.ts declares entities of
 * them): each field kind's module (kinds/) reads it to keep, check, show and exchange the value.
 * Shared by browser and server.
 */

/** A measure's unit: millimetres, square feet, square metres. */
export type MeasureUnit = "mm" | "sqft" | "m2";

export interface FieldSpec<Group extends string = string> {
  /** The field's name, as its message key says it in either language. */
  label: PlainMessageKey;
  /** What the editor says under it, when anything. */
  hint?: PlainMessageKey;
  kind: FieldKind;
  /**
   * The most it may hold: characters for text, multiline and picture; digits for number and
   * position, and before the point for decimal; items for the kinds that hold a list. None for
   * boolean and treeNode.
   */
  limit?: number;
  /** For decimal: the unit it is measured in, written after it wherever it shows. */
  unit?: MeasureUnit;
  /** For decimal: the most digits after the point (two when not said). */
  scale?: number;
  /** For colourImages: the most characters of each item's picture and of its colour's name. */
  parts?: { picture: number; colourName: number };
  /** For pictures, links and references: the most characters of each item's parts. */
  itemLimit?: number;
  /** Whether a record without it is refused. */
  required: boolean;
  /** The editor's tab or the form's part that shows it. */
  group: Group;
  /** Spreadsheet column headings taken to mean this field (compared without case and spaces); the first is the export's. */
  headers: { en: readonly string[]; zh: readonly string[] };
  /**
   * For optional text, `empty`: a blank value is kept as '' rather than null. For an optional
   * number, `zero`: nought means 'not given' (an area), so the editor shows it blank, not as 0.
   */
  blank?: "empty" | "zero";
  /**
   * For text: `commaList`, words a person types apart by commas, kept as 'a, b, c'
   * (app/platform/entities/form-schema.ts); `slug`, an address word ('a-b-2'); `link`, an http(s)
   * address or a path of the site; `email`, an e-mail address.
   */
  format?: "commaList" | "slug" | "link" | "email";
  /** For choice: the words it may be, when the declaration knows them (otherwise the server checks). */
  options?: readonly string[];
  /** For choice: how the admin names each of `options` in its languages (the stored word otherwise). */
  optionLabels?: Readonly<Record<string, PlainMessageKey>>;
  /** For references: what kind of record an item may name, as the feature's picker calls it. */
  refersTo?: string;
  /**
   * What the form and the import say when a value breaks a rule: `required` and `tooLong` for
   * text, `invalid` for a number or a reference (required there), `tooMany` for colourImages
   * (required there), `pictureRequired` and `pictureTooLong` and `colourNameTooLong` for each
   * colour picture.
   */
  messages?: {
    required?: MessageKey;
    tooLong?: MessageKey;
    invalid?: MessageKey;
    tooMany?: MessageKey;
    pictureRequired?: MessageKey;
    pictureTooLong?: MessageKey;
    colourNameTooLong?: MessageKey;
    /** For pictures: each picture's alt text is required, and its caption has a limit. */
    altRequired?: MessageKey;
    captionTooLong?: MessageKey;
    /** For links and references: each item's name is required; for links, its address must be allowed. */
    labelRequired?: MessageKey;
    linkInvalid?: MessageKey;
    /** For opening hours: a time that is not one, a day closing before it opens, a day not in the calendar or given twice. */
    timeInvalid?: MessageKey;
    closesBeforeOpens?: MessageKey;
    dateInvalid?: MessageKey;
    dateTwice?: MessageKey;
  };
  /** Whether a change to it can change what the public lists show or their order (when published). */
  inLists?: boolean;
  /** Staff see it; visitors never do: public reads leave it out of every page's data and markup. */
  staffOnly?: boolean;
  /**
   * For a French text: the key of the English field it translates. The French site shows the
   * English where it is blank; the editor shows the two side by side and says when the French is
   * missing (decision 049).
   */
  translates?: string;
  /**
   * For a text search engines show of the page: `title` (the words its <title> starts with) or
   * `description` (its meta description). The editor counts the result beside it and previews it,
   * in the field's language; such a field is never cut as it is typed (its limit is a message).
   */
  seo?: "title" | "description";
  /**
   * What visitors see of it, where a public read follows the declaration (a record's page):
   * `page`, the page reads it; or a detail line, labelled in the site's languages, written by its
   * kind (or by `show`), and the structured-data property it fills (`additionalProperty` names it
   * by its label). Left out, visitors never get it.
   */
  visitors?: "page" | VisitorLine;
}

/** A field's line on a public page, and in the page's structured data. */
export interface VisitorLine {
  label: Readonly<Record<SiteLocale, string>>;
  /** schema.org's property of the thing the page shows (`color`, `size`), or `additionalProperty`. */
  property: string;
  /** The name of the way the feature's public read writes the value, when not as its kind writes it. */
  show?: string;
}
