import { z } from "zod";
import { product } from "~/features/catalogue/product.entity";
import { formShape, wholeNumber } from "~/platform/entities/form-schema";
import type { MessageKey } from "~/platform/i18n/i18n";

/*
 * The product editor's form, checked by Conform in the browser and by the route's action with the
 * same schema (decision 005). Every declared field's schema comes from the product's declaration
 * (app/features/catalogue/product.entity.ts: kind, limit, required-ness, messages) through
 * `formShape`; what is written here is what the editor's form adds of its own: where the product
 * stands in the list and which version the editor opened.
 */

const message = (key: MessageKey) => key;

export const productFormSchema = z.object({
  ...formShape(product),
  /**
   * Where the product stands in the whole list (1 = first), as staff see and type it; blank puts a
   * new product at the end. The stored display order is posted as it was and changes only by a move.
   */
  position: wholeNumber("editor.validation.positionInvalid", null).refine(
    (value) => value === null || value >= 1,
    message("editor.validation.positionInvalid"),
  ),
  /** The position the editor was opened at: the product moves only when the typed one differs. */
  positionWas: wholeNumber("editor.validation.positionInvalid", null),
  /** The version the editor was opened at: a save is refused when the product moved on since. */
  version: wholeNumber("editor.validation.versionInvalid", null),
  /** 'Keep my changes' after a conflict: the newer version the person has seen and overrides. */
  overwriteVersion: wholeNumber("editor.validation.versionInvalid", null),
});

/** Every name the form posts, for the action's `formFields` (tests/support/route-surface.ts). */
export const productFormFields = [
  ...Object.keys(productFormSchema.shape).filter((name) => name !== "images"),
  "images[0].imageUrl",
  "images[0].altText",
  // Pictures posted as files without JavaScript (app/features/media/image-upload-field.tsx).
  "pictureFile",
  "pictureRemove",
  "images[0].imageUrlFile",
  "images[0].imageUrlRemove",
  "imagesFile",
  "__intent__",
  "intent",
  // 'Save and close' (app/features/catalogue/admin/editor/product-editor.tsx).
  "close",
];
