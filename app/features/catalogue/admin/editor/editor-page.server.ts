import { type RequestContext } from "~/platform/http/request-context";
import { data } from "react-router";
import { product as productEntity } from "~/features/catalogue/product.entity";
import { actorOf } from "~/platform/audit/actor.server";
import { resolveImage } from "~/features/catalogue/images/media-resolver.server";
import { largeImageUrl } from "~/platform/media/media-source";
import { MAX_UPLOAD_FORM_BYTES } from "~/platform/media/media-upload-checks.server";
import {
  emptyProductFields,
  type ProductColourImage,
  type ProductFields,
} from "~/features/catalogue/product-snapshot";
import { formValuesOf } from "~/platform/entities/records";
import { readForm } from "~/platform/http/read-form.server";
import { parseId } from "~/platform/http/search-params";
import { requireRole } from "~/features/auth/require-role.server";
import {
  countCatalogue,
  homePageProducts,
  listAdminCategories,
  positionInCatalogue,
} from "~/features/catalogue/admin/list/admin-products.server";
import { HOME_FEATURED_COUNT } from "~/features/catalogue/catalogue.server";
import { getEditorProduct, listProductVersions } from "~/features/catalogue/product-store.server";
import { restoreFromForm } from "./editor-restore.server";
import { productRequests, type ProductRequests } from "./product-requests";
import { saveFromForm } from "./editor-save.server";
import { discardOnceSaved } from "~/platform/autosave/working-copies.server";
import { PRODUCT_COPIES } from "./product-working-copies.server";

export { editorSearchParams, type EditorQuery, type EditorTab } from "./editor-query";
export type { EditorActionData } from "./editor-save.server";

/*
 * What the two editor routes (`/admin/products/new` and `/admin/products/:id`) share: the data the
 * editor opens with, and the action, which saves (editor-save.server.ts) or restores a version
 * (editor-restore.server.ts).
 */

/** Without JavaScript the form posts its pictures too (one file of at most 20 MB and the fields). */
const MAX_EDITOR_FORM_BYTES = MAX_UPLOAD_FORM_BYTES;

/** Versions the history lists (the newest). */
const HISTORY_LENGTH = 30;

/** The form's fields as a declared field's codec shows its value: strings, 'on' for a switch that is on. */
type FormFields = {
  [K in keyof ProductFields]: ProductFields[K] extends readonly ProductColourImage[]
    ? { imageUrl: string; altText: string }[]
    : string;
};

/** A snapshot as the form's fields hold it: strings, 'on' for a switch that is on. */
function formDefaults(
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
    requests: null as ProductRequests | null,
  };
}

/** A product in the editor; `reader` (their role and language) for the leads that asked for it. */
export async function editProductData(id: number, reader?: Parameters<typeof productRequests>[1]) {
  const product = await getEditorProduct(id);
  if (!product) throw data("Product not found", { status: 404, statusText: "Not Found" });
  const [categories, versions, picture, colours, where, requests] = await Promise.all([
    listAdminCategories(),
    listProductVersions(id, HISTORY_LENGTH),
    signedImage(product.snapshot.picture),
    Promise.all(
      product.snapshot.images.map(
        async (image) => [image.imageUrl, await signedImage(image.imageUrl)] as const,
      ),
    ),
    placement(id),
    reader ? productRequests(id, reader) : null,
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
    requests,
  };
}

export type EditorData =
  Awaited<ReturnType<typeof editProductData>> | Awaited<ReturnType<typeof newProductData>>;

/** The editor's action: save the form (create or update), or restore a kept version. */
export async function productEditorAction(
  request: Request,
  context: RequestContext,
  id: number | null,
) {
  const { user } = requireRole(request, context, productEntity.access);
  const write = actorOf({ user }, context);
  const form = await readForm(request, MAX_EDITOR_FORM_BYTES);
  if (form.get("intent") === "restore") return restoreFromForm(form, id, write);
  return discardOnceSaved(await saveFromForm(form, id, write), { userId: user.id, kind: PRODUCT_COPIES, entry: id === null ? "new" : String(id) });
}

/** The editor's route id from the URL, or the 404 page. */
export function editorProductId(raw: string | undefined): number {
  const id = parseId(raw);
  if (id === null) throw data("Product not found", { status: 404, statusText: "Not Found" });
  return id;
}
