import { type RequestContext } from "~/platform/http/request-context";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "react-router";
import { z } from "zod";
import { product as productEntity } from "~/features/catalogue/product.entity";
import { productFormSchema } from "~/features/catalogue/admin/editor/product-form-schema";
import type { MessageKey } from "~/platform/i18n/i18n";
import { actorOf } from "~/platform/audit/actor.server";
import { resolveImage } from "~/features/catalogue/images/media-resolver.server";
import { largeImageUrl } from "~/platform/media/media-source";
import { hasUnexpectedShape } from "~/platform/http/form-lists.server";
import { type UploadOptions } from "~/platform/media/media-upload.server";
import { imageFieldValue, takeUploadedImages } from "~/platform/media/media-upload-form.server";
import { MAX_UPLOAD_FORM_BYTES } from "~/platform/media/media-upload-checks.server";
import { productUploadOwner } from "~/features/catalogue/images/product-upload-owner";
import { logger } from "~/platform/log/logger.server";
import {
  emptyProductFields,
  type ProductColourImage,
  type ProductFields,
  type ProductSnapshot,
} from "~/features/catalogue/product-snapshot";
import { formValuesOf } from "~/platform/entities/records";
import { readForm, type PostedForm } from "~/platform/http/read-form.server";
import { parseId, urlText } from "~/platform/http/search-params";
import { requireRole } from "~/features/auth/require-role.server";
import {
  countCatalogue,
  homePageProducts,
  listAdminCategories,
  positionInCatalogue,
} from "~/features/catalogue/admin/list/admin-products.server";
import { HOME_FEATURED_COUNT } from "~/features/catalogue/catalogue.server";
import { moveProduct } from "~/features/catalogue/product-changes.server";
import { catalogueChanged } from "~/features/catalogue/public/public-catalogue.server";
import {
  createProduct,
  getEditorProduct,
  listProductVersions,
  restoreProductVersion,
  updateProduct,
  type EditorProduct,
  type ProductInput,
  type SaveResult,
} from "~/features/catalogue/admin/editor/product-store.server";

/*
 * What the two editor routes (`/admin/products/new` and `/admin/products/:id`) share: the data the
 * editor opens with, and the action that saves (or restores a version). Saving redirects to the
 * list with `?saved=created|updated`, which the list turns into the toast.
 */

/** Without JavaScript the form posts its pictures too (one file of at most 20 MB and the fields). */
const MAX_EDITOR_FORM_BYTES = MAX_UPLOAD_FORM_BYTES;

/** Versions the history lists (the newest). */
const HISTORY_LENGTH = 30;

export const editorTabs = ["basic", "seo", "images", "french", "history"] as const;
export type EditorTab = (typeof editorTabs)[number];

/** `?tab=`, `?restored=` and the history's `?from=&to=`, as the editor's links write them. */
export const editorSearchParams = z.object({
  tab: urlText(20)
    .optional()
    .transform((value): EditorTab =>
      (editorTabs as readonly string[]).includes(value ?? "") ? (value as EditorTab) : "basic",
    ),
  restored: urlText(12)
    .optional()
    .transform((value) => parseId(value)),
  from: urlText(12)
    .optional()
    .transform((value) => parseId(value)),
  to: urlText(12)
    .optional()
    .transform((value) => parseId(value)),
});
export type EditorQuery = z.output<typeof editorSearchParams>;

/** The form's fields as a declared field's codec shows its value: strings, 'on' for a switch that is on. */
type FormFields = {
  [K in keyof ProductFields]: ProductFields[K] extends readonly ProductColourImage[]
    ? { imageUrl: string; altText: string }[]
    : string;
};

/** A snapshot as the form's fields hold it: strings, 'on' for a switch that is on. */
export function formDefaults(
  snapshot: ProductFields,
  version: number | null,
  position: number | null = null,
) {
  const fields = formValuesOf(productEntity, snapshot) as FormFields;
  return {
    ...fields,
    position: position === null ? "" : String(position),
    positionWas: position === null ? "" : String(position),
    version: version === null ? "" : String(version),
    overwriteVersion: "",
  };
}

export type FormDefaults = ReturnType<typeof formDefaults>;

const emptyProduct: ProductFields = emptyProductFields();

/** Pictures of drafts go out only through signed links: the editor shows them all that way. */
const signedImage = (value: string | null) => resolveImage(value, { access: "signed" });

/** Where products stand: the catalogue's length and what the home page's collection shows now. */
async function placement(id: number | null) {
  const [position, size, home] = await Promise.all([
    id === null ? null : positionInCatalogue(id),
    countCatalogue(),
    homePageProducts(),
  ]);
  return {
    position: position?.position ?? null,
    catalogueSize: size,
    homePage: home,
    homePageCount: HOME_FEATURED_COUNT,
  };
}

export async function newProductData() {
  return {
    mode: "create" as const,
    placement: await placement(null),
    id: null,
    version: null,
    updatedAt: null,
    savedBy: null,
    defaults: formDefaults(emptyProduct, null),
    categories: await listAdminCategories(),
    pictureUrl: null,
    imagePreviews: {} as Record<string, string>,
    history: [],
  };
}

export async function editProductData(id: number) {
  const product = await getEditorProduct(id);
  if (!product) throw data("Product not found", { status: 404, statusText: "Not Found" });
  const [categories, versions, picture, colours, where] = await Promise.all([
    listAdminCategories(),
    listProductVersions(id, HISTORY_LENGTH),
    signedImage(product.snapshot.picture),
    Promise.all(
      product.snapshot.images.map(
        async (image) => [image.imageUrl, await signedImage(image.imageUrl)] as const,
      ),
    ),
    placement(id),
  ]);
  return {
    mode: "edit" as const,
    placement: where,
    id,
    version: product.version,
    updatedAt: product.updatedAt.toISOString(),
    savedBy: product.savedBy,
    defaults: formDefaults(product.snapshot, product.version, where.position),
    categories,
    pictureUrl: picture ? largeImageUrl(picture) : null,
    imagePreviews: Object.fromEntries(
      colours.flatMap(([value, source]) => (source ? [[value, largeImageUrl(source)]] : [])),
    ),
    history: versions.map((row) => ({
      version: row.version,
      actorEmail: row.actorEmail,
      createdAt: row.createdAt.toISOString(),
      snapshot: row.snapshot,
    })),
  };
}

export type EditorData =
  Awaited<ReturnType<typeof editProductData>> | Awaited<ReturnType<typeof newProductData>>;

export interface ConflictData {
  version: number;
  savedBy: string | null;
  savedAt: string;
  theirs: ProductSnapshot;
  mine: ProductSnapshot;
}

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

/** The editor's action: save the form (create or update), or restore a kept version. */
export async function productEditorAction(
  request: Request,
  context: RequestContext,
  id: number | null,
) {
  const { user } = requireRole(request, context, productEntity.access);
  const write = actorOf({ user }, context);
  const form = await readForm(request, MAX_EDITOR_FORM_BYTES);

  if (form.get("intent") === "restore") {
    const restored = parseId(form.get("restoreVersion")?.toString());
    const expected = parseId(form.get("version")?.toString());
    if (id === null || restored === null || expected === null) {
      return data<EditorActionData>(
        { kind: "restore", message: "editor.error.versionMissing" },
        { status: 400 },
      );
    }
    const result = await restoreProductVersion(id, restored, expected, write);
    if (result.ok) return redirect(`/admin/products/${id}?tab=history&restored=${restored}`, 303);
    const message: MessageKey =
      result.reason === "conflict"
        ? "editor.conflict.title"
        : result.reason === "not-found"
          ? "editor.error.notFound"
          : "editor.error.versionMissing";
    return data<EditorActionData>(
      { kind: "restore", message },
      { status: result.reason === "conflict" ? 409 : 404 },
    );
  }

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

/** The editor's route id from the URL, or the 404 page. */
export function editorProductId(raw: string | undefined): number {
  const id = parseId(raw);
  if (id === null) throw data("Product not found", { status: 404, statusText: "Not Found" });
  return id;
}
