import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import { db as defaultDb, type Database } from "~/platform/db/client.server";
import { auditLog, user } from "~/platform/db/schema";

import type { AuditAction } from "~/platform/audit/audit-actions";

export type { AuditAction };

export interface AuditEntry {
  action: AuditAction;
  actor?: { id: string; email: string } | null;
  target?: string | null;
  detail?: Record<string, unknown> | null;
  /** Keyed hash of the request's address (see `clientKeyFor`). */
  ipHash?: string | null;
}

const auditRow = (entry: AuditEntry) => ({
  action: entry.action,
  actorId: entry.actor?.id ?? null,
  actorEmail: entry.actor?.email ?? null,
  target: entry.target ?? null,
  detail: entry.detail ?? null,
  ipHash: entry.ipHash ?? null,
});

/** Records one entry; pass the transaction when the change it describes is written in one. */
export async function recordAudit(entry: AuditEntry, database: Pick<Database, "insert"> = defaultDb()) {
  await database.insert(auditLog).values(auditRow(entry));
}

/**
 * The detail of the newest `action` entry for each of `ids`, the id read from the detail's
 * `idKey` (what a record was like when it went to the Trash, so that a restore puts it back so).
 */
export async function latestAuditDetails(
  action: AuditAction,
  idKey: string,
  ids: readonly number[],
  database: Pick<Database, "select"> = defaultDb(),
): Promise<Map<number, Record<string, unknown>>> {
  const latest = new Map<number, Record<string, unknown>>();
  if (ids.length === 0) return latest;
  const rows = await database
    .select({ detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), inArray(sql<number>`(${auditLog.detail}->>${idKey})::int`, [...ids])))
    .orderBy(asc(auditLog.id));
  // Oldest first: the newest entry of each id is the one kept.
  for (const { detail } of rows) {
    const values = (detail ?? {}) as Record<string, unknown>;
    if (typeof values[idKey] === "number") latest.set(values[idKey], values);
  }
  return latest;
}

/**
 * Records several entries, in their order, in one statement (up to 1,000): each is the entry
 * `recordAudit` would record (a batch of an import's records, one entry each).
 */
export async function recordAudits(entries: readonly AuditEntry[], database: Pick<Database, "insert"> = defaultDb()) {
  // In slices, so a long list stays within the bind-parameter limit.
  for (let start = 0; start < entries.length; start += 1000) {
    await database.insert(auditLog).values(entries.slice(start, start + 1000).map(auditRow));
  }
}

const AUDIT_PAGE_SIZE = 50;

type AuditRow = typeof auditLog.$inferSelect;

/**
 * Entries newest first, filtered by person and action, a page at a time; `actions` limits the log
 * to what the reader may see (`auditActionsFor`).
 */
export async function listAudit(
  filter: {
    actorId?: string | null;
    action?: AuditAction | null;
    actions?: readonly AuditAction[];
    page?: number;
  },
  database: Database = defaultDb(),
): Promise<{ rows: AuditRow[]; total: number; page: number; pageCount: number }> {
  const conditions: SQL[] = [];
  if (filter.actions) conditions.push(inArray(auditLog.action, [...filter.actions]));
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  const where = conditions.length ? and(...conditions) : undefined;
  const [totals] = await database.select({ total: count() }).from(auditLog).where(where);
  const total = totals?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const page = Math.min(Math.max(1, filter.page ?? 1), pageCount);
  const rows = await database
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return { rows, total, page, pageCount };
}

/** Everyone who appears in the log as having acted (in `actions`, when given), for the filter by person. */
export async function auditPeople(
  actions?: readonly AuditAction[],
  database: Database = defaultDb(),
): Promise<{ id: string; email: string }[]> {
  const rows = await database
    .selectDistinct({ id: auditLog.actorId, email: auditLog.actorEmail })
    .from(auditLog)
    .where(
      and(
        isNotNull(auditLog.actorId),
        isNotNull(auditLog.actorEmail),
        actions ? inArray(auditLog.action, [...actions]) : undefined,
      ),
    )
    .orderBy(asc(auditLog.actorEmail));
  const seen = new Set<string>();
  return rows.flatMap((row) => (row.id && row.email && !seen.has(row.id) && seen.add(row.id) ? [{ id: row.id, email: row.email }] : []));
}

/** The current address of each account id given (ids of deleted accounts are absent). */
export async function accountEmails(
  ids: string[],
  database: Database = defaultDb(),
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await database
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(inArray(user.id, ids));
  return new Map(rows.map((row) => [row.id, row.email]));
}
