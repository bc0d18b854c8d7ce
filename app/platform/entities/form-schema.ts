import type { z } from "zod";
import type { FieldValue } from "./cell-values";
import type { FieldSpec } from "./field-spec";
import { fieldKinds } from "./kinds";

export { checkbox, optionalText, requiredText, wholeNumber } from "./kinds/form-parts";

/*
 * An entity's form, from its declaration: one zod schema per declared field, chosen by the field's
 * kind (its module in kinds/), with the declared limit, required-ness and messages. Fields arrive as the strings a form
 * posts (Conform's automatic coercion is off, so what each kind accepts is written here once);
 * messages are message keys. Text loses control characters (PostgreSQL refuses NUL) and
 * surrounding spaces; blank optional text is null unless the field keeps blanks as ''. The same
 * schema checks the form in the browser, the form on the server and each row of a spreadsheet
 * import (decisions 005, 022 and 040). Shared by browser and server.
 */

/** What a declared field is posted as: a string, or for colour pictures a list of pairs. */
export type FormInputOf<F> = F extends { kind: "colourImages" }
  ? { imageUrl?: string; altText?: string }[] | undefined
  : F extends { kind: "pictures" }
    ? { picture?: string; alt?: string; caption?: string; altFr?: string; captionFr?: string }[] | undefined
    : F extends { kind: "links" }
      ? { label?: string; href?: string }[] | undefined
      : F extends { kind: "references" }
        ? { id?: string; label?: string }[] | undefined
        : F extends { kind: "openingHours" }
          ? unknown
          : string | undefined;

/** A declared field's schema: what the form posts in, the field's value out. */
export type FieldSchema<F> = z.ZodType<FieldValue<F>, FormInputOf<F>>;

/** The schema of one declared field, its kind's module's. */
export function fieldSchema<const F extends FieldSpec>(field: F): FieldSchema<F> {
  return fieldKinds[field.kind].schema(field) as unknown as FieldSchema<F>;
}

/** Every declared field's schema by key: the shape of the entity's form, before what the form adds of its own. */
export function formShape<const Fields extends { readonly [key: string]: FieldSpec }>(entity: {
  field: Fields;
}): { [K in keyof Fields]: FieldSchema<Fields[K]> } {
  return Object.fromEntries(Object.entries(entity.field).map(([key, field]) => [key, fieldSchema(field)])) as unknown as {
    [K in keyof Fields]: FieldSchema<Fields[K]>;
  };
}
