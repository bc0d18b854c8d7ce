import type { z } from "zod";
import { productFormSchema } from "~/features/catalogue/admin/editor/product-form-schema";
import { product } from "~/features/catalogue/product.entity";
import type { ProductFields } from "~/features/catalogue/product-snapshot";
import { codecOf } from "~/platform/entities/cells";
import { formValuesOf, sameValue } from "~/platform/entities/records";
import type { MessageKey } from "~/platform/i18n/i18n";

/*
 * A spreadsheet row's product checked as the product editor checks its form: the state the row
 * would give it is put into the form's values (each field's codec `toForm`, as the editor fills its
 * form) and run through the editor's own schema. A state the editor would refuse is refused with
 * the editor's message; one it accepts is stored as the editor would store it (keywords
 * 'a,b' as 'a, b'). A field the editor would store the same for as for its current value keeps
 * the current one, so a row that changes nothing stays unchanged.
 */

type FormSchema = z.ZodType<unknown, unknown>;

/** Whether the editor would store for `current` what it stores for the new `value`. */
function storesSame(field: (typeof product.fields)[number], current: unknown, value: unknown) {
  const schema = productFormSchema.shape[field.key] as FormSchema;
  const result = schema.safeParse(codecOf(field).toForm(current));
  return result.success && sameValue(result.data, value);
}

type EditorCheck = { ok: true; state: ProductFields } | { ok: false; message: MessageKey };

/**
 * The state as the editor would save it over `current` (none for a new product). Its category is
 * the import's to resolve: one still to make (a number below zero) is posted as none, and kept.
 */
export function checkAsEditor(state: ProductFields, current?: ProductFields): EditorCheck {
  const values = formValuesOf(product, {
    ...state,
    categoryId: state.categoryId !== null && state.categoryId < 0 ? null : state.categoryId,
  });
  const result = productFormSchema.safeParse(values);
  if (!result.success) return { ok: false, message: result.error.issues[0]!.message as MessageKey };
  const saved: Record<string, unknown> = {};
  for (const field of product.fields) {
    const value = field.key === "categoryId" ? state.categoryId : result.data[field.key];
    const was = current?.[field.key];
    saved[field.key] = current !== undefined && storesSame(field, was, value) ? was : value;
  }
  return { ok: true, state: saved as ProductFields };
}
