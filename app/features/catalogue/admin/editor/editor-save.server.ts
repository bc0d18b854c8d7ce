import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "react-router";
import type { AuditedBy } from "~/platform/audit/actor.server";
import type { MessageKey } from "~/platform/i18n/i18n";
import { hasUnexpectedShape } from "~/platform/http/form-lists.server";
import type { PostedForm } from "~/platform/http/read-form.server";
import { logger } from "~/platform/log/logger.server";
import { type UploadOptions } from "~/platform/media/media-upload.server";
import { imageFieldValue, takeUploadedImages } from "~/platform/media/media-upload-form.server";
import { uploadsGone } from "~/platform/media/media-library.server";
import { db } from "~/platform/db/client.server";
import { productUploadOwner } from "~/features/catalogue/images/product-upload-owner";
import { product as productEntity } from "~/features/catalogue/product.entity";
import type { ProductSnapshot } from "~/features/catalogue/product-snapshot";
import { listAdminCategories } from "~/features/catalogue/admin/list/admin-products.server";
import { moveProduct } from "~/features/catalogue/product-changes.server";
import { catalogueChanged } from "~/features/catalogue/public/public-catalogue.server";
import {
  createProduct,
  updateProduct,
  type EditorProduct,
  type ProductInput,
  type SaveResult,
} from "~/features/catalogue/product-store.server";
import { productFormSchema } from "./product-form-schema";
import { editorTabs } from "./editor-query";

/*
 * The editor's 'Save' and 'Save and close': the form (its pictures stored first when it was posted
 * without JavaScript) checked by the form's schema, then a new product created or the product
 * updated over the version it was opened at. A save over someone else's answers with both
 * versions side by side; a saved one redirects to the editor, or to the list with
 * `?saved=created|updated`, which the list turns into the toast.
 */

interface ConflictData {
  version: number;
  savedBy: string | null;
  savedAt: string;
  theirs: ProductSnapshot;
  mine: ProductSnapshot;
}

/** What the editor's action answers when it does not redirect: the form back, or why a restore failed. */
export type EditorActionData =
  | { kind: "form"; result: SubmissionResult<string[]>; conflict?: ConflictData; failure?: string }
  | { kind: "restore"; message: MessageKey };

const conflictOf = (current: EditorProduct, mine: ProductSnapshot): ConflictData => ({
  version: current.version,
  savedBy: current.savedBy,
  savedAt: current.updatedAt.toISOString(),
  theirs: current.snapshot,
  mine,
});

const colourField = /^images\[(\d{1,3})\]\.imageUrl$/;

/**
 * A form posted without JavaScript carries its pictures as files: each is checked and stored, and
 * its key takes the place of the field's value (new colour files become rows at the end). What
 * comes back is the form as text, and the refusals under the fields they concern.
 */
async function withUploads(form: PostedForm, options: UploadOptions) {
  const errors: Record<string, string[]> = {};
  if (!(form instanceof FormData)) return { payload: form as URLSearchParams, errors };
  const payload = new URLSearchParams();
  for (const [name, value] of form.entries())
    if (typeof value === "string") payload.append(name, value);
  const fields = ["picture", ...new Set([...form.keys()].filter((name) => colourField.test(name)))];
  for (const name of fields) {
    const result = await imageFieldValue(form, name, options);
    if (result.ok) payload.set(name, result.value ?? "");
    else errors[name] = [result.error];
  }
  const rows = new Set([...payload.keys()].flatMap((name) => colourField.exec(name)?.[1] ?? []))
    .size;
  let next = rows;
  for (const result of await takeUploadedImages(form, "images", options)) {
    if (result.ok) {
      payload.set(`images[${next}].imageUrl`, result.key);
      payload.set(`images[${next}].altText`, "");
      next += 1;
    } else {
      errors.images = [result.error];
    }
  }
  return { payload, errors };
}

/** Saves the form: creates a product (`id` null) or updates it. */
export async function saveFromForm(form: PostedForm, id: number | null, write: AuditedBy) {
  const uploads = await withUploads(form, { audit: { ...write, owner: productUploadOwner(id) } });
  // A form the editor never posts (a list intent that is not JSON, a name posted twice, colour rows
  // past the limit such as `images[99999999]`) is refused without being sent back: echoed, it
  // breaks the page or takes all the memory there is.
  const unreadable = () =>
    data<EditorActionData>(
      { kind: "form", result: { status: "error", error: { "": ["editor.error.formInvalid"] } } },
      { status: 400 },
    );
  const submission = (() => {
    try {
      return parseWithZod(uploads.payload, {
        schema: productFormSchema,
        disableAutoCoercion: true,
      });
    } catch {
      return null;
    }
  })();
  if (
    !submission ||
    hasUnexpectedShape(submission.payload, { images: productEntity.field.images.limit })
  )
    return unreadable();
  // A picture refused: the form comes back with its message, and every other field as typed.
  if (Object.keys(uploads.errors).length > 0) {
    return data<EditorActionData>(
      { kind: "form", result: submission.reply({ fieldErrors: uploads.errors }) },
      { status: 400 },
    );
  }
  // A list change posted without JavaScript (add, move or delete a colour) answers the form as changed.
  if (submission.status !== "success") {
    return data<EditorActionData>(
      { kind: "form", result: submission.reply() },
      { status: submission.status === "error" ? 400 : 200 },
    );
  }
  const { version, overwriteVersion, position, positionWas, ...input } =
    submission.value satisfies ProductInput & { version: number | null };
  // A picture placed from the library and deleted there meanwhile is named under its field.
  const gone = await uploadsGone(db(), [input.picture ?? "", ...input.images.map((image) => image.imageUrl)]);
  if (gone.size > 0) {
    const fieldErrors: Record<string, string[]> = {};
    if (input.picture && gone.has(input.picture)) fieldErrors.picture = ["images.library.gone"];
    input.images.forEach((image, index) => {
      if (gone.has(image.imageUrl)) fieldErrors[`images[${index}].imageUrl`] = ["images.library.gone"];
    });
    return data<EditorActionData>({ kind: "form", result: submission.reply({ fieldErrors }) }, { status: 400 });
  }
  let result: SaveResult;
  try {
    if (id === null) {
      // A new product goes to the end of the list (a position typed moves it once it exists).
      result = await createProduct({ ...input, displayOrder: "end" }, write);
    } else {
      const expected = overwriteVersion ?? version;
      if (expected === null) {
        return data<EditorActionData>(
          {
            kind: "form",
            result: submission.reply({ formErrors: ["editor.validation.versionInvalid"] }),
          },
          { status: 400 },
        );
      }
      result = await updateProduct(id, expected, input, { ...write, keepDisplayOrder: true });
    }
  } catch (error) {
    // The log keeps the error; staff get a sentence, never the error's own words.
    logger.error({ err: error, productId: id }, "product save failed");
    return data<EditorActionData>(
      { kind: "form", result: submission.reply(), failure: "" },
      { status: 500 },
    );
  }
  if (result.ok) {
    // A new product moves to a position typed; a saved one only when its position was changed.
    const target =
      id === null ? position : position !== null && position !== positionWas ? position : null;
    if (target !== null) {
      const moved = await moveProduct(result.id, target, write);
      if (moved && moved.from !== moved.to)
        await catalogueChanged({ products: [result.id], lists: true });
    }
    const saved = id === null ? "created" : "updated";
    // 'Save' keeps the editor open on what was saved, on the tab it was saved from; 'Save and
    // close' returns to the list.
    const onTab = String(form.get("tab") ?? "");
    const tab = (editorTabs as readonly string[]).includes(onTab) && onTab !== "basic" ? `tab=${onTab}&` : "";
    return redirect(
      form.get("close") === "1"
        ? `/admin?saved=${saved}&product=${result.id}`
        : `/admin/products/${result.id}?${tab}saved=${saved}`,
      303,
    );
  }
  switch (result.reason) {
    case "category-missing":
      return data<EditorActionData>(
        {
          kind: "form",
          result: submission.reply({
            fieldErrors: { categoryId: ["editor.error.categoryMissing"] },
          }),
        },
        { status: 400 },
      );
    case "conflict": {
      const categories = await listAdminCategories();
      const mine: ProductSnapshot = {
        ...input,
        categoryName: categories.find((row) => row.id === input.categoryId)?.name ?? null,
      };
      return data<EditorActionData>(
        { kind: "form", result: submission.reply(), conflict: conflictOf(result.current, mine) },
        { status: 409 },
      );
    }
    default:
      return data<EditorActionData>(
        { kind: "form", result: submission.reply({ formErrors: ["editor.error.notFound"] }) },
        { status: 404 },
      );
  }
}
