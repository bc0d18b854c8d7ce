import { and, eq, isNull } from "drizzle-orm";
import { db } from "~/platform/db/client.server";
import { products } from "~/platform/db/schema";
import { translate, type Locale, type MessageKey } from "~/platform/i18n/i18n";
import { messagesFor, resolveLocale } from "~/platform/i18n/locale.server";
import { actorOf } from "~/platform/audit/actor.server";
import { acceptImageUpload } from "~/platform/media/media-upload.server";
import { MAX_UPLOAD_FORM_BYTES } from "~/platform/media/media-upload-checks.server";
import { productUploadOwner } from "~/features/catalogue/images/product-upload-owner";
import { readLimitedForm } from "~/platform/http/read-form.server";
import { parseId } from "~/platform/http/search-params";
import { requireRole } from "~/features/auth/require-role.server";
import { product } from "~/features/catalogue/product.entity";
import type { Route } from "./+types/api-admin-images";

/*
 * POST /api/admin/images (the specification's call 13): multipart `file` and, when editing,
 * `product_id`. For those who may edit products: every picture field of the admin's editors,
 * the rich-text picture panel and the Media screen's uploads send each file here. Answers JSON
 * `{success, url, error}`: on success also `key` (the value
 * to keep in a picture field), `width` and `height`; `url` is a signed preview link. `error` is
 * in the person's admin language. Like all of /api/admin, never stored (server/admin-area.ts). Decision: docs/decisions/015-image-uploads.md.
 */
export const formFields = ["file", "product_id"];

function failure(locale: Locale, error: MessageKey, status: number) {
  return Response.json(
    { success: false, url: null, error: translate(messagesFor(locale), error, undefined, locale) },
    { status },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = requireRole(request, context, product.access);
  const locale = resolveLocale(request, session.user.locale as string | null | undefined);
  const form = await readLimitedForm(request, MAX_UPLOAD_FORM_BYTES);
  if (form === "too large") return failure(locale, "images.error.tooLarge", 413);
  if (form === "not a form") return failure(locale, "images.error.noFile", 400);

  let productId: number | null = null;
  const rawProductId = form.get("product_id");
  if (rawProductId !== null && rawProductId !== "") {
    productId = typeof rawProductId === "string" ? parseId(rawProductId) : null;
    const [found] = productId
      ? await db()
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.id, productId), isNull(products.deletedAt)))
          .limit(1)
      : [];
    if (!found) return failure(locale, "images.error.productNotFound", 404);
  }

  const result = await acceptImageUpload(form.get("file"), {
    audit: {
      ...actorOf(session, context),
      owner: productUploadOwner(productId),
    },
  });
  if (!result.ok) return failure(locale, result.error, result.status);
  return Response.json({
    success: true,
    url: result.url,
    key: result.key,
    width: result.width,
    height: result.height,
    error: null,
  });
}

export function loader({ request, context }: Route.LoaderArgs) {
  requireRole(request, context, product.access);
  return Response.json(
    { success: false, url: null, error: "Use POST." },
    { status: 405, headers: { Allow: "POST" } },
  );
}
