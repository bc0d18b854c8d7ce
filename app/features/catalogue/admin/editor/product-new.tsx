import { product } from "~/features/catalogue/product.entity";
import { ProductEditor } from "~/features/catalogue/admin/editor/product-editor";
import { productFormFields } from "~/features/catalogue/admin/editor/product-form-schema";
import { editorSearchParams, newProductData, productEditorAction } from "~/features/catalogue/admin/editor/editor-page.server";
import { withSearchParams } from "~/platform/http/search-params";
import { requireRole } from "~/features/auth/require-role.server";
import type { AdminHandle } from "~/ui/admin/admin-handle";
import { productsSection } from "~/features/catalogue/admin/admin-section";
import { editorAutosave } from "~/platform/autosave/working-copies.server";
import { PRODUCT_COPIES } from "./product-working-copies.server";
import type { Route } from "./+types/product-new";

export const handle = { ...productsSection, title: "editor.title.new" } satisfies AdminHandle;

/** `/admin/products/new`: the editor with no product given, which creates one. */

export const loader = withSearchParams(editorSearchParams, async ({ request, context }: Route.LoaderArgs, query) => {
  const { user } = requireRole(request, context, product.access);
  return { editor: await newProductData(), query, autosave: await editorAutosave(request, user.id, PRODUCT_COPIES, null, null) };
});

export const formFields = productFormFields;

export async function action({ request, context }: Route.ActionArgs) {
  return productEditorAction(request, context, null);
}

export default function NewProductPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductEditor key={`new-${loaderData.autosave.copy?.fields ? "copy" : ""}`} data={loaderData.editor} actionData={actionData} query={loaderData.query} autosave={loaderData.autosave} />;
}
