import { product } from "~/admin/entities/product";
import { ProductEditor } from "~/components/admin/product-editor";
import { productFormFields } from "~/components/admin/product-form-schema";
import { editorSearchParams, newProductData, productEditorAction } from "~/lib/product-editor.server";
import { withSearchParams } from "~/lib/search-params";
import { requireRole } from "~/lib/session.server";
import type { Route } from "./+types/product-new";

/** `/admin/products/new`: the editor with no product given, which creates one. */

export const loader = withSearchParams(editorSearchParams, async ({ request, context }: Route.LoaderArgs, query) => {
  requireRole(request, context, product.access);
  return { editor: await newProductData(), query };
});

export const formFields = productFormFields;

export async function action({ request, context }: Route.ActionArgs) {
  return productEditorAction(request, context, null);
}

export default function NewProductPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductEditor key="new" data={loaderData.editor} actionData={actionData} query={loaderData.query} />;
}
