import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { databaseHandle, type DatabaseHandle } from "~/platform/db/client.server";
import { logger } from "~/platform/log/logger.server";
import { invalidatePages } from "./page-cache.server";
import type { Invalidation } from "./read-cache.server";

/*
 * What a write touched, told to every process serving the site.
 *
 * Cached reads and pages name what they show with tags (cache-tags.ts); a write announces the tags
 * it touched, or "*" for everything. The tags are the features' own: this bus only carries them.
 *
 * The process that wrote drops its own entries at once (its stored pages, and whatever the read
 * caches registered with `onInvalidation`); the others hear of it through PostgreSQL's NOTIFY on
 * the same database (PGlite has one process, so it needs no channel). A process whose listening
 * connection drops forgets everything once it is back, since it may have missed changes
 * meanwhile; cached entries also expire within seconds whatever happens (TAGGED_CACHE_SECONDS).
 */

const CHANNEL = "cache_invalidated";
/** NOTIFY payloads must stay under 8000 bytes; a bigger announcement is sent as "everything". */
const MAX_PAYLOAD = 7_000;
const PROCESS_ID = randomUUID();

type Apply = (tags: Invalidation) => void;
const appliers = new Set<Apply>();

/** Registers what this process does when something changes (drop its cached entries); the function it gives stops. */
export function onInvalidation(apply: Apply): () => void {
  appliers.add(apply);
  return () => appliers.delete(apply);
}

function applyLocally(tags: Invalidation) {
  for (const apply of appliers) apply(tags);
  invalidatePages(tags);
}

/**
 * Drops here what shows these tags and tells the other processes. Call it after the write
 * committed, once per write (a bulk edit or an import batch is one announcement, not one per row).
 */
export async function announceInvalidation(tags: Invalidation): Promise<void> {
  applyLocally(tags);
  const handle = databaseHandle();
  if (handle?.driver !== "postgres") return;
  let payload = JSON.stringify({ from: PROCESS_ID, tags });
  if (payload.length > MAX_PAYLOAD) payload = JSON.stringify({ from: PROCESS_ID, tags: "*" });
  try {
    await handle.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
  } catch (error) {
    // The write stands; other processes see it when their entries expire, within seconds.
    logger.error({ err: error }, "could not tell other processes about a change");
  }
}

/** Parses a NOTIFY payload from another process; null for this process's own or a bad one. */
export function readAnnouncement(payload: string | undefined): Invalidation | null {
  if (!payload) return null;
  try {
    const parsed = JSON.parse(payload) as { from?: unknown; tags?: unknown };
    if (parsed.from === PROCESS_ID) return null;
    if (parsed.tags === "*") return "*";
    if (Array.isArray(parsed.tags) && parsed.tags.every((tag) => typeof tag === "string")) return parsed.tags as string[];
  } catch {
    // Not ours: ignored.
  }
  return null;
}

/**
 * Starts hearing other processes' announcements on a PostgreSQL server; returns a function that
 * stops. With PGlite there is only this process, and nothing to hear.
 */
export async function listenForInvalidations(handle: DatabaseHandle): Promise<() => Promise<void>> {
  if (!handle.listen) return async () => {};
  return handle.listen(CHANNEL, {
    onMessage(payload) {
      const tags = readAnnouncement(payload);
      if (tags) applyLocally(tags);
    },
    // Changes may have been missed while the connection was down.
    onReconnect() {
      applyLocally("*");
    },
  });
}
