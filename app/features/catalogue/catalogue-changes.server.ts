import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { databaseHandle, type DatabaseHandle } from "~/platform/db/client.server";
import { logger } from "~/platform/log/logger.server";
import type { Invalidation } from "~/platform/cache/read-cache.server";

/*
 * What a write to the catalogue touched, told to every process serving the site.
 *
 * Cached reads and pages name what they show with tags: `product:<id>` for each product they
 * show, `lists` when they depend on which products are published and in what order (lists,
 * searches, sizes, the featured collection, the sitemap), `uploads` for which files are public.
 * A write says which products it touched and whether it may have changed lists; categories
 * change names on every card and page, so a category change takes everything.
 *
 * The process that wrote drops its own entries at once; the others hear of it through
 * PostgreSQL's NOTIFY on the same database (PGlite has one process, so it needs no channel).
 * A process whose listening connection drops forgets everything once it is back, since it may
 * have missed changes meanwhile; cached entries also expire within seconds whatever happens.
 */

export type CatalogueChange =
  | { everything: true }
  /** What another part of the site touched, named by its own tags (the site's content: decision 048). */
  | { tags: readonly string[] }
  | {
      /** The products written (created, edited, published, moved, deleted, restored). */
      products: readonly number[];
      /** Whether the change may alter which products lists show or their order. */
      lists: boolean;
    };

export const LISTS_TAG = "lists";
export const UPLOADS_TAG = "uploads";
export const productTag = (id: number) => `product:${id}`;

/** The tags a change invalidates. */
export function changeTags(change: CatalogueChange): Invalidation {
  if ("everything" in change) return "*";
  if ("tags" in change) return change.tags;
  return [...change.products.map(productTag), UPLOADS_TAG, ...(change.lists ? [LISTS_TAG] : [])];
}

const CHANNEL = "catalogue_changed";
/** NOTIFY payloads must stay under 8000 bytes; a bigger change is sent as "everything". */
const MAX_PAYLOAD = 7_000;
const PROCESS_ID = randomUUID();

type Apply = (tags: Invalidation) => void;
const appliers = new Set<Apply>();

/** Registers what this process does when the catalogue changes (drop its cached entries). */
export function onCatalogueChange(apply: Apply): () => void {
  appliers.add(apply);
  return () => appliers.delete(apply);
}

function applyLocally(tags: Invalidation) {
  for (const apply of appliers) apply(tags);
}

/**
 * Applies a change here and tells the other processes. Call it after the write committed, once
 * per write (a bulk edit or an import batch is one change, not one per row).
 */
export async function announceCatalogueChange(change: CatalogueChange): Promise<void> {
  const tags = changeTags(change);
  applyLocally(tags);
  const handle = databaseHandle();
  if (handle?.driver !== "postgres") return;
  let payload = JSON.stringify({ from: PROCESS_ID, tags });
  if (payload.length > MAX_PAYLOAD) payload = JSON.stringify({ from: PROCESS_ID, tags: "*" });
  try {
    await handle.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
  } catch (error) {
    // The write stands; other processes see it when their entries expire, within seconds.
    logger.error({ err: error }, "could not tell other processes about a catalogue change");
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
 * Starts hearing other processes' changes on a PostgreSQL server; returns a function that stops.
 * With PGlite there is only this process, and nothing to hear.
 */
export async function listenForCatalogueChanges(handle: DatabaseHandle): Promise<() => Promise<void>> {
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
