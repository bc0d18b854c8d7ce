import { stringify } from "csv-stringify/sync";
import { isMessageKey, translate, type MessageKey } from "~/platform/i18n/i18n";
import { messagesFor, resolveLocale } from "~/platform/i18n/locale.server";
import { itemMessageText } from "~/features/imports/item-message";
import { parseId } from "~/platform/http/search-params";
import { requireRole } from "~/features/auth/require-role.server";
import { job as jobEntity } from "~/features/imports/job.entity";
import { findJob, listJobItemErrors } from "~/platform/jobs/jobs.server";
import type { AdminHandle } from "~/ui/admin/admin-handle";
import { importSection } from "~/features/imports/admin-section";
import type { Route } from "./+types/import-errors-csv";

export const handle = { ...importSection, title: "import.job.title" } satisfies AdminHandle;

/*
 * GET /admin/import/jobs/:id/errors.csv: an import's problems with single items (a picture that
 * could not be taken, a product page that could not be read), one row each, in the admin's
 * language, to fix at the supplier or by hand. Formulas are neutralised and the file opens in
 * Excel as the Enquiries export does (decision 016).
 */

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = requireRole(request, context, jobEntity.access);
  const id = parseId(params.id);
  const job = id === null ? null : await findJob(id);
  if (!job) return new Response("There is no such import.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const locale = resolveLocale(request, user.locale as string | null | undefined);
  const messages = messagesFor(locale);
  const say = (key: MessageKey) => translate(messages, key, {}, locale);
  const rows = (await listJobItemErrors(job.id, { limit: 100_000 })).map((row) => [
    row.item,
    itemMessageText(row.message, (key, values) => translate(messages, key, values as never, locale), (key): key is MessageKey => isMessageKey(messages, key)),
  ]);
  const body = stringify([[say("import.errors.item"), say("import.errors.problem")], ...rows], {
    bom: true,
    escape_formulas: true,
    record_delimiter: "windows",
    quote_record_delimiter: true,
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="import-${job.id}-problems.csv"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
