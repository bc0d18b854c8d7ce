import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "~/config/env.server";

export interface StoredFile {
  size: number;
  modifiedMs: number;
  /** Short content version from size and modification time. */
  version: string;
}

/** Where uploaded originals live. Only local disk today; a bucket would implement the same. */
export interface UploadStorage {
  stat(key: string): Promise<StoredFile | null>;
  read(key: string): Promise<Buffer>;
  /** Stores a whole file under `key`: readers see the old file or the new one, never half of it. */
  write(key: string, data: Uint8Array): Promise<StoredFile>;
  /** Deletes the file under `key`, if there is one. */
  remove(key: string): Promise<void>;
  /** Every stored file whose key starts with `prefix` (all with none), in no particular order. */
  list(prefix?: string): AsyncIterable<{ key: string; size: number }>;
}

/**
 * A storage key is a relative path of plain segments: no '..', no empty or hidden segments, no
 * backslashes or control characters. Anything else is refused before the disk is touched.
 */
export function isSafeStorageKey(key: string) {
  if (key.length === 0 || key.length > 512) return false;
  if (key.includes("\\") || [...key].some((char) => char.charCodeAt(0) < 32 || char === "\u007f"))
    return false;
  return key.split("/").every((segment) => segment !== "" && !segment.startsWith("."));
}

export function localStorage(root: string): UploadStorage {
  const base = path.resolve(root);
  const resolve = (key: string) => {
    if (!isSafeStorageKey(key)) throw new Error("unsafe storage key");
    const file = path.resolve(base, key);
    if (!file.startsWith(base + path.sep)) throw new Error("unsafe storage key");
    return file;
  };
  const storage: UploadStorage = {
    async stat(key) {
      if (!isSafeStorageKey(key)) return null;
      try {
        const info = await stat(resolve(key));
        if (!info.isFile()) return null;
        const version = createHash("sha256")
          .update(`${key}:${info.size}:${info.mtimeMs}`)
          .digest("hex")
          .slice(0, 10);
        return { size: info.size, modifiedMs: info.mtimeMs, version };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    read: async (key) => readFile(resolve(key)),
    async write(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside its place under a hidden name (never a valid key), then renamed into it.
      const partial = path.join(
        path.dirname(file),
        `.${path.basename(file)}.${randomBytes(6).toString("hex")}.tmp`,
      );
      try {
        await writeFile(partial, data, { flag: "wx" });
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      const stored = await storage.stat(key);
      if (!stored) throw new Error("stored file vanished");
      return stored;
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async *list(prefix = "") {
      let entries;
      try {
        entries = await readdir(base, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
        // Files half-written (hidden names) and anything else that is not a valid key are not uploads.
        if (!isSafeStorageKey(key) || !key.startsWith(prefix)) continue;
        const info = await stat(path.join(entry.parentPath, entry.name)).catch(() => null);
        if (info) yield { key, size: info.size };
      }
    },
  };
  return storage;
}

let current: UploadStorage | undefined;

/** The site's uploads: DATA_DIR/uploads. */
export function uploads(): UploadStorage {
  current ??= localStorage(path.resolve(env().DATA_DIR, "uploads"));
  return current;
}

/** Where resized variants are kept between requests. */
export function mediaCacheDir() {
  return path.resolve(env().DATA_DIR, "cache", "media");
}
