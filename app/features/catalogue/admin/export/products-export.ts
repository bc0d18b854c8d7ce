import { requestUrl } from "~/platform/http/request-url";
import { product } from "~/features/catalogue/product.entity";
import { env } from "~/platform/config/env.server";
import { messagesFor, resolveLocale } from "~/platform/i18n/locale.server";
import { actorOf } from "~/platform/audit/actor.server";
import { catalogueExport, type ExportFormat } from "~/features/catalogue/admin/export/catalogue-export.server";
import { productListParams } from "~/features/catalogue/admin/list/product-list-params.server";
import { withSearchParams } from "~/platform/http/search-params";
import { requireRole } from "~/features/auth/require-role.server";
import { eachExportBatch, listAdminProducts } from "~/features/catalogue/admin/list/admin-products.server";
import { recordAudit } from "~/platform/audit/audit-log.server";
import type { AdminHandle } from "~/ui/admin/admin-handle";
import { productsSection } from "~/features/catalogue/admin/admin-section";
import type { Route } from "./+types/products-export";

export const handle = { ...productsSection, title: "admin.tab.products" } satisfies AdminHandle;

/*
 * GET /admin/products.csv and /admin/products.xlsx, with the Products tab's filter: every product
 * the list shows (all its pages, or the Trash), every field, as a download in the admin's language
 * (app/features/catalogue/admin/export/catalogue-export.server.ts). Each export is recorded in the audit log.
 */

export const loader = withSearchParams(productListParams, async ({ request, context }: Route.LoaderArgs, params) => {
  const { user } = requireRole(request, context, product.access);
  const format: ExportFormat = requestUrl(request).pathname.endsWith(".xlsx") ? "xlsx" : "csv";
  const locale = resolveLocale(request, user.locale as string | null | undefined);
  const filter = { ...params, frenchMissing: params.french, coverageUnknown: params.coverage, trash: params.view };
  const { total } = await listAdminProducts({ ...filter, page: 1 });
  await recordAudit({
    action: "products-exported",
    ...actorOf({ user }, context),
    target: `${total} products`,
    detail: { format, rows: total, filter: { q: params.q, category: params.category, state: params.state, featured: params.featured, french: params.french, coverage: params.coverage, trash: params.view } },
  });
  const file = catalogueExport(format, eachExportBatch(filter), { messages: messagesFor(locale), locale, publicUrl: env().PUBLIC_URL });
  const body = file.body instanceof ReadableStream ? file.body : await file.body;
  return new Response(body as BodyInit, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
});
