import { stringify } from "csv-stringify/sync";
import { data } from "react-router";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { actorOf } from "~/platform/audit/actor.server";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { env } from "~/platform/config/env.server";
import { db } from "~/platform/db/client.server";
import { contentEntries } from "~/platform/db/schema";
import { codecOf } from "~/platform/entities/cells";
import { translate } from "~/platform/i18n/i18n";
import { messagesFor, resolveLocale } from "~/platform/i18n/locale.server";
import { withSearchParams } from "~/platform/http/search-params";
import { requireRole } from "~/features/auth/require-role.server";
import { pictureForExport } from "~/features/catalogue/admin/export/catalogue-export.server";
import { kindSpec, isSingleton, kindOfSegment } from "../content-kinds";
import { entryOf } from "../content-store.server";
import { contentListParams } from "./content-list.server";
import type { AdminHandle } from "~/ui/admin/admin-handle";
import { contentSection, kindTab } from "./admin-section";
import type { Route } from "./+types/content-export";

export const handle = { ...contentSection, title: "content.title", tab: kindTab } satisfies AdminHandle;

/*
 * GET /admin/content/{kind}/export.csv: every entry of a kind (the Trash apart), every declared
 * field under its first heading in the admin's language, each cell written by its kind's codec
 * (rich text as its words, lists one item a line), and whether it is published. Cells a
 * spreadsheet would run as formulas are prefixed with an apostrophe, as the other exports do.
 */

export const loader = withSearchParams(contentListParams, async ({ request, context, params }: Route.LoaderArgs) => {
  const kind = kindOfSegment(params.kind);
  if (!kind || isSingleton(kind)) throw data(null, { status: 404 });
  const session = requireRole(request, context, kindSpec(kind).entity.access);
  const locale = resolveLocale(request, session.user.locale as string | null | undefined);
  const messages = messagesFor(locale);
  const entity = kindSpec(kind).entity;
  const order = kindSpec(kind).order;
  const rows = await db()
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, kind), sql`${contentEntries.deletedAt} is null`))
    .orderBy(...(order.by === "field" ? [desc(sql`${contentEntries.data}->>${order.field}`)] : []), asc(contentEntries.position), asc(contentEntries.id));
  const how = {
    yesNo: (value: boolean) => translate(messages, value ? "common.yes" : "common.no", {}, locale),
    pictureAddress: (value: string | null) => pictureForExport(value, env().PUBLIC_URL),
  };
  const header = ["#", ...entity.fields.map((field) => field.headers[locale][0] ?? field.key), translate(messages, "content.column.state")];
  const body = rows.map((row) => {
    const entry = entryOf(kind, row);
    const record = entry.record as Record<string, unknown>;
    return [
      entry.id,
      ...entity.fields.map((field) => codecOf(field).write(record[field.key], how)),
      translate(messages, entry.isPublished ? "content.state.published" : "content.state.draft"),
    ];
  });
  await recordAudit({ action: "content-exported", ...actorOf(session, context), target: `${rows.length} ${kind}`, detail: { kind, rows: rows.length } });
  const csv = stringify([header, ...body], { bom: true, escape_formulas: true, record_delimiter: "\r\n", quoted_match: /\n/ });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${kindSpec(kind).segment}-${new Date().toISOString().slice(0, 10)}.csv"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
});
