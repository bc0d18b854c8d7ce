import { messagesFor, resolveLocale } from "~/platform/i18n/locale.server";
import { actorOf } from "~/platform/audit/actor.server";
import { csvFileName, enquiryCsv } from "~/features/enquiries/admin/enquiries-csv.server";
import { enquiryFilterOf, enquiryListParams } from "~/features/enquiries/admin/enquiry-list-params.server";
import { withSearchParams } from "~/platform/http/search-params";
import { requireRole } from "~/features/auth/require-role.server";
import { enquiry } from "~/features/enquiries/enquiry.entity";
import { countAdminEnquiries, eachAdminEnquiryBatch, recordEnquiriesExport } from "~/features/enquiries/admin/admin-enquiries.server";
import { linesByEnquiry } from "~/features/enquiries/admin/enquiry-lines.server";
import type { AdminHandle } from "~/ui/admin/admin-handle";
import { enquiriesSection } from "./admin-section";
import type { Route } from "./+types/enquiries-csv";

export const handle = { ...enquiriesSection, title: "enquiries.title" } satisfies AdminHandle;

/*
 * GET /admin/enquiries.csv?<the list's filter>: every enquiry the Enquiries tab's filter matches
 * (all pages), newest first, as a CSV download in the admin's language. Read and sent in batches,
 * so a long history never sits in memory whole. The export is recorded in the audit log.
 */
export const loader = withSearchParams(enquiryListParams, async ({ request, context }: Route.LoaderArgs, params) => {
  const { user } = requireRole(request, context, enquiry.access);
  const locale = resolveLocale(request, user.locale as string | null | undefined);
  const filter = enquiryFilterOf(params);
  const rows = await countAdminEnquiries(filter);
  const { actor, ipHash } = actorOf({ user }, context);
  await recordEnquiriesExport(actor, filter, rows, ipHash);

  const csv = enquiryCsv(messagesFor(locale), locale);
  const encoder = new TextEncoder();
  const batches = eachAdminEnquiryBatch(filter);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csv.head()));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(csv.rows(next.value, await linesByEnquiry(next.value.map((row) => row.id)))));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csvFileName()}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
});
