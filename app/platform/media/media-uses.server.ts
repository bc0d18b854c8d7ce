import type { SQL } from "drizzle-orm";
import type { Queryable, Tx } from "~/platform/db/client.server";

/*
 * Where an uploaded picture is used (decision 065), in the spirit of picture-owners.server.ts: each
 * feature whose records hold pictures registers, once, a source that answers which of its records
 * name a file (with a link to the record's editor), and the query of every file name it holds, so
 * that the library's "unused" and "used by" filters are one query over all of them.
 */

/** One record showing a picture, as the library lists it. */
export interface MediaUse {
  /** The name its source was registered under (the library's "used by" filter). */
  source: string;
  /** The record's name as staff know it (its title). */
  label: string;
  /** Its editor in the admin. */
  href: string;
  /** The field (or part) that shows it: a message key of the admin's catalogues. */
  field: string;
  /** Whether the record is in the Trash (it would show the picture again when restored). */
  trashed: boolean;
  /**
   * What an administrator's delete does to the record (message keys of the admin's catalogues):
   * the picture emptied, dropped from a gallery or a body, the colour's row removed (decision 068).
   */
  effects: string[];
  /** Whether the record cannot lose the picture (a required picture of a live record): the delete is refused. */
  blocks: boolean;
}

/** Who deletes a picture in use: the versions and audit entries of the records changed name them. */
export interface MediaDetacher {
  actor: { id: string; email: string };
  ipHash: string | null;
}

/** What taking a file out of a source's records did. */
export interface MediaDetached {
  /** The records changed (each with a new version where its kind keeps versions). */
  records: { source: string; label: string }[];
  /** Drops the cached pages and reads the changed records showing; called once the delete committed. */
  afterCommit(): Promise<void>;
}

export interface MediaUseSource {
  /** The records naming one of `fileNames` (file names as `pictureFileName` reads them). */
  usesOf(fileNames: readonly string[], database: Queryable): Promise<(MediaUse & { fileName: string })[]>;
  /**
   * A query whose one column, `name`, lists the file name of every picture value its records
   * hold, drafts and the Trash included, none null (`pictureFileName` of each value).
   */
  fileNamesInUse(): SQL;
  /** A query of the file names held by records whose name contains `words` (lower case), for the search. */
  fileNamesOfRecordsMatching?(words: string): SQL;
  /**
   * Takes the files named `fileNames` out of its records inside the delete's transaction (decision
   * 068): a single picture emptied, a gallery's item dropped, a body's image node removed, a
   * colour's row removed; each record changed gets a new version and an audit entry. Called only
   * once no use `blocks`. A source whose records another source's detach changes has none.
   */
  detach?(fileNames: readonly string[], tx: Tx, by: MediaDetacher): Promise<MediaDetached>;
}

const sources = new Map<string, MediaUseSource>();

/** Registers (or replaces) the source called `name`. */
export function registerMediaUses(name: string, source: MediaUseSource) {
  sources.set(name, source);
}

/** The names of the registered sources, in the order they were registered. */
export const mediaUseSourceNames = () => [...sources.keys()];

export const mediaUseSource = (name: string) => sources.get(name);

/** Every use of the files named `fileNames`, in the sources' order. */
export async function mediaUsesOf(
  fileNames: readonly string[],
  database: Queryable,
): Promise<(MediaUse & { fileName: string })[]> {
  if (fileNames.length === 0) return [];
  const found: (MediaUse & { fileName: string })[] = [];
  // One after another: a caller inside a transaction runs one query at a time.
  for (const source of sources.values()) found.push(...(await source.usesOf(fileNames, database)));
  return found;
}

/** Takes the files out of every source's records, in the sources' order, inside `tx`. */
export async function detachMediaUses(fileNames: readonly string[], tx: Tx, by: MediaDetacher): Promise<MediaDetached> {
  const records: MediaDetached["records"] = [];
  const after: (() => Promise<void>)[] = [];
  for (const source of sources.values()) {
    const detached = await source.detach?.(fileNames, tx, by);
    if (!detached) continue;
    records.push(...detached.records);
    after.push(detached.afterCommit);
  }
  return {
    records,
    afterCommit: async () => {
      for (const run of after) await run();
    },
  };
}
