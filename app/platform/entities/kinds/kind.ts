import type { z } from "zod";
import type { SiteLocale } from "~/platform/i18n/site-locale";
import type { CellCodec } from "../cell-values";
import type { FieldSpec } from "../field-spec";

/*
 * What a field kind is, said in one module per kind (this folder) and registered once (index.ts):
 * how its value is kept, started, put in a form, written into a spreadsheet cell and read back
 * from one (its codec), the form's schema, the message its declaration must name, and how visitors
 * and structured data read the value. Where staff type and read a kind (the editors' controls, the
 * list's cells, the history's views) is the features' (docs/architecture.md, "A new kind of
 * field"). Shared by browser and server.
 */

export interface FieldKindModule<Value = unknown, Parsed = unknown> {
  codec: CellCodec<Value, Parsed>;
  /** The form's schema of a field of this kind: its declared limit, required-ness and messages. */
  schema: (field: FieldSpec) => z.ZodType;
  /** The message a declaration of this kind must name for the form and the import to say it. */
  needs?: "invalid" | "tooMany";
  /** The value as one line of text in a language of the site (a public detail line); null when blank. */
  text?: (value: Value, field: FieldSpec, locale: SiteLocale) => string | null;
  /** The value as schema.org's PropertyValue holds it (its value, and its unit when it has one). */
  structured?: (value: Value, field: FieldSpec) => Record<string, unknown>;
  /**
   * What a form's value of this kind says that a person chose, for telling changes apart: the
   * spare rows a control offers for new entries are left out while they are blank, whatever their
   * switches start as. Without it the form's value is compared as it is.
   */
  formSays?: (formValue: unknown) => unknown;
}

/** A kind's module, its value and its parsed cell typed. */
export const fieldKind = <Value, Parsed>(module: FieldKindModule<Value, Parsed>) => module;
