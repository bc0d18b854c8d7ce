/*
 * What every place uploads can live answers to (local disk, an S3-compatible bucket), and the rules
 * for the keys they are stored under.
 */

export interface StoredFile {
  size: number;
  modifiedMs: number;
  /** Short content version (hex): from size and modification time on disk, from the ETag in a bucket. */
  version: string;
}

/** How a stored file is described to whoever fetches it straight from a bucket (ignored on disk). */
interface WriteOptions {
  contentType?: string;
  cacheControl?: string;
}

/**
 * Where uploaded files live: local disk (`localStorage`) or an S3-compatible bucket
 * (`s3Storage`), chosen by STORAGE_URL (docs/decisions/029-object-storage.md).
 */
export interface UploadStorage {
  stat(key: string): Promise<StoredFile | null>;
  /** The whole file; a missing one rejects with an error `isMissingFile` recognises, anything else is a read error. */
  read(key: string): Promise<Buffer>;
  /** Stores a whole file under `key`: readers see the old file or the new one, never half of it. */
  write(key: string, data: Uint8Array, options?: WriteOptions): Promise<StoredFile>;
  /** Deletes the file under `key`, if there is one. */
  remove(key: string): Promise<void>;
  /** Every stored file whose key starts with `prefix` (all with none), in no particular order. */
  list(prefix?: string): AsyncIterable<{ key: string; size: number }>;
}

/** The error a storage's `read` rejects with when there is no file under the key. */
export class MissingFileError extends Error {
  readonly code = "ENOENT";
  constructor(key: string) {
    super(`no stored file under ${JSON.stringify(key)}`);
    this.name = "MissingFileError";
  }
}

/** Whether a storage error means "no such file" rather than a failure to read one. */
export function isMissingFile(error: unknown): boolean {
  return error instanceof MissingFileError || (error as NodeJS.ErrnoException | null)?.code === "ENOENT";
}

/**
 * A storage key is a relative path of plain segments: no '..', no empty or hidden segments, no
 * backslashes or control characters. Anything else is refused before the disk is touched. What
 * the site keeps beside the uploads in a bucket lives under hidden names (`.variants/`,
 * `.public/`, `.published/`), so no upload key can ever name it.
 */
export function isSafeStorageKey(key: string) {
  if (key.length === 0 || key.length > 512) return false;
  if (key.includes("\\") || [...key].some((char) => char.charCodeAt(0) < 32 || char === "\u007f"))
    return false;
  return key.split("/").every((segment) => segment !== "" && !segment.startsWith("."));
}
