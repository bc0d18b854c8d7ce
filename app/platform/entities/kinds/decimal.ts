import { z } from "zod";
import type { SiteLocale } from "~/platform/i18n/site-locale";
import { CellError } from "../cell-values";
import type { FieldSpec, MeasureUnit } from "../field-spec";
import { message, need } from "./form-parts";
import { fieldKind } from "./kind";

/*
 * A measure (a wear layer's millimetres, a box's square feet): a number of at most the declared
 * digits before the point and `scale` after it, never below nought, typed with a point or a comma
 * ('2.5', '2,5'). Blank is null, refused when the field is required. Shown with its unit, in the
 * reader's way of writing numbers ('2.5 mm', '2,5 mm').
 */

/** How each language writes a unit after a number (a no-break space between them). */
const UNIT_WORDS: Record<MeasureUnit, Record<SiteLocale, string>> = {
  mm: { en: "mm", fr: "mm" },
  sqft: { en: "sq ft", fr: "pi²" },
  m2: { en: "m²", fr: "m²" },
};

/** UN/CEFACT's code of each unit, as schema.org's `unitCode` takes it. */
const UNIT_CODES: Record<MeasureUnit, string> = { mm: "MMT", sqft: "FTK", m2: "MTK" };

const pattern = (field: FieldSpec) => new RegExp(`^\\d{1,${field.limit ?? 7}}(?:[.,]\\d{1,${field.scale ?? 2}})?$`);

/** A measure as typed (spaces and a leading '+' aside, a comma for the point), or null when blank; undefined when it is not one. */
function readMeasure(typed: string, field: FieldSpec): number | null | undefined {
  const value = typed.trim().replace(/^\+/, "").replace(/\s+/g, "");
  if (value === "") return null;
  return pattern(field).test(value) ? Number(value.replace(",", ".")) : undefined;
}

/** A measure in a language of the site, with its unit: '2.5 mm', '2,5 mm'. */
export function measureText(value: number, field: Pick<FieldSpec, "unit" | "scale">, locale: SiteLocale): string {
  const number = new Intl.NumberFormat(locale === "fr" ? "fr-CA" : "en-CA", { maximumFractionDigits: field.scale ?? 2 }).format(value);
  return field.unit ? `${number}\u00a0${UNIT_WORDS[field.unit][locale]}` : number;
}

export const decimal = fieldKind<number | null, number | null>({
  codec: {
    empty: () => null,
    read: (raw) => {
      // A numeric column comes back as its text.
      const value = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
      return typeof value === "number" && Number.isFinite(value) ? value : null;
    },
    toForm: (value) => (value === null ? "" : String(value)),
    write: (value) => value,
    parse: (cell, field) => {
      const value = readMeasure(cell, field as FieldSpec);
      if (value === undefined) throw new CellError(field.messages!.invalid!);
      return value;
    },
  },
  schema: (field) => {
    const invalid = message(need(field, "invalid"));
    return z
      .string()
      .optional()
      .transform((typed, context) => {
        const value = readMeasure(typed ?? "", field);
        if (value === undefined || (value === null && field.required)) {
          context.addIssue({ code: "custom", message: value === null ? message(field.messages?.required ?? invalid) : invalid });
          return z.NEVER;
        }
        return value;
      });
  },
  needs: "invalid",
  text: (value, field, locale) => (value === null ? null : measureText(value, field, locale)),
  structured: (value, field) => ({
    value,
    ...(field.unit ? { unitCode: UNIT_CODES[field.unit], unitText: UNIT_WORDS[field.unit].en } : {}),
  }),
});
