import { z } from "zod";
import { category } from "~/features/catalogue/category.entity";
import type { MessageKey } from "~/platform/i18n/i18n";
import { cleanText } from "~/platform/entities/cells";
import { fieldSchema } from "~/platform/entities/form-schema";

// Our Content-Security-Policy forbids eval; without this zod probes `new Function`.
z.config({ jitless: true });

/*
 * The Categories page's forms, each checked by Conform in the browser and by the route's action
 * with the same schema (decision 005). Fields arrive as posted strings; messages are message keys.
 * Whether a slug is free, a parent can hold the category and so on is the model's to say: its
 * refusals come back under the same fields. The name and the parent are the declaration's own
 * schemas (app/features/catalogue/category.entity.ts, `fieldSchema`); the slug adds its pattern and
 * is required only when editing.
 */

const message = (key: MessageKey) => key;

export const CATEGORY_NAME_MAX = category.field.name.limit;
/** What a slug may be (the model makes slugs from names by the same rule). */
export const CATEGORY_SLUG_MAX = category.field.slug.limit;
export const CATEGORY_SLUG_PATTERN = /^(?=[a-z0-9-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The declared name: required, and as long as the declaration allows. */
const name = fieldSchema(category.field.name);
/** The name on the French site: blank shows the English one. */
const nameFr = fieldSchema(category.field.nameFr);

const slugText = z
  .string()
  .optional()
  .transform((value) => cleanText(value).toLowerCase())
  .pipe(
    z
      .string()
      .max(CATEGORY_SLUG_MAX, message("categories.validation.slugTooLong"))
      .refine((value) => value === "" || CATEGORY_SLUG_PATTERN.test(value), message("categories.validation.slugInvalid")),
  );

const id = (invalid: MessageKey) =>
  z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim())
    .pipe(z.string().regex(/^\d{1,9}$/, message(invalid)))
    .transform(Number);

/** A parent chosen from the list; blank is the top level. */
const parentId = fieldSchema(category.field.parentId);

export const createCategorySchema = z.object({
  intent: z.literal("create"),
  name,
  nameFr,
  /** Blank: made from the name (the declaration's slug is not required). */
  slug: slugText.transform((value) => value || null),
  parentId,
});

export const editCategorySchema = z.object({
  intent: z.literal("edit"),
  id: id("categories.error.notFound"),
  name,
  nameFr,
  slug: slugText.pipe(z.string().min(1, message("categories.validation.slugRequired"))),
  parentId,
});

export const deleteCategorySchema = z
  .object({
    intent: z.literal("delete"),
    id: id("categories.error.notFound"),
    products: z.enum(["move", "uncategorise"], message("categories.validation.productsChoice")),
    targetId: z
      .string()
      .optional()
      .transform((value) => (value ?? "").trim()),
  })
  .superRefine((value, context) => {
    if (value.products === "move" && !/^\d{1,9}$/.test(value.targetId)) {
      context.addIssue({ code: "custom", path: ["targetId"], message: message("categories.validation.targetRequired") });
    }
  })
  .transform(({ targetId, ...value }) => ({ ...value, targetId: value.products === "move" ? Number(targetId) : null }));

export const moveCategorySchema = z.object({
  intent: z.literal("move"),
  id: id("categories.error.notFound"),
  direction: z.enum(["up", "down"], message("categories.error.invalid")),
});

/** Every name the page's forms post, for the action's `formFields` (tests/support/route-surface.ts). */
export const categoryFormFields = ["intent", "id", "name", "nameFr", "slug", "parentId", "products", "targetId", "direction"];
