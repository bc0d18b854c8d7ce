import { product } from "~/features/catalogue/product.entity";
import { ProductEditor } from "~/features/catalogue/admin/editor/product-editor";
import { onlyDropsSavedNotice } from "~/ui/admin/saved-notice";
import { productFormFields } from "~/features/catalogue/admin/editor/product-form-schema";
import { editorProductId, editorSearchParams, editProductData, productEditorAction } from "~/features/catalogue/admin/editor/editor-page.server";
import { withSearchParams } from "~/platform/http/search-params";
import { requireRole } from "~/features/auth/require-role.server";
import { privateMessages } from "~/features/auth/private-page.server";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { AdminHandle } from "~/ui/admin/admin-handle";
import { productsSection } from "~/features/catalogue/admin/admin-section";
import { editorAutosave } from "~/platform/autosave/working-copies.server";
import { saysNothingNew } from "~/ui/admin/unsaved-changes";
import { PRODUCT_COPIES } from "./product-working-copies.server";
import type { Route } from "./+types/product-edit";

export const handle = { ...productsSection, title: "editor.title.edit" } satisfies AdminHandle;

/** `/admin/products/:id`: the editor with a product given, which updates it, keeps and restores its versions. */

export const loader = withSearchParams(editorSearchParams, async ({ request, context, params }: Route.LoaderArgs, query) => {
  const { user } = requireRole(request, context, product.access);
  const reader = { role: user.role as string | null | undefined, locale: privateMessages(request, context).locale };
  const editor = await editProductData(editorProductId(params.id), reader);
  const autosave = await editorAutosave(request, user.id, PRODUCT_COPIES, editor.id, editor.version, {
    sameAsStored: (fields) => saysNothingNew(product, fields, editor.defaults),
  });
  return { editor, query, autosave };
});

export const formFields = [...productFormFields, "restoreVersion"];

/** Taking `?saved=` out of the address after the toast said it reloads nothing. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return onlyDropsSavedNotice(args) ? false : args.defaultShouldRevalidate;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  requireRole(request, context, product.access);
  return productEditorAction(request, context, editorProductId(params.id));
}

export default function EditProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { editor, query, autosave } = loaderData;
  // A restore, or opening the saved version after a conflict, starts the form afresh.
  return <ProductEditor key={`${editor.id}-${editor.version}-${autosave.copy?.fields ? "copy" : ""}`} data={editor} actionData={actionData} query={query} autosave={autosave} />;
}
