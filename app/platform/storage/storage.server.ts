import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "~/platform/config/env.server";
import { isSafeStorageKey, type UploadStorage } from "./upload-storage";
import { s3Client, s3Storage } from "~/platform/storage/storage-s3.server";

export { isMissingFile, isSafeStorageKey, type StoredFile, type UploadStorage } from "./upload-storage";

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
        // No file there: nothing at the path, a file where a folder would be, a name too long.
        if (["ENOENT", "ENOTDIR", "ENAMETOOLONG"].includes((error as NodeJS.ErrnoException).code ?? "")) return null;
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
      // Only the folder the prefix names is walked (a prefix "a/b/c" is in "a/b/"), not all of storage.
      const folder = prefix.includes("/") ? prefix.slice(0, prefix.lastIndexOf("/")) : "";
      if (folder !== "" && !isSafeStorageKey(folder)) return;
      const start = folder === "" ? base : path.join(base, folder);
      let entries;
      try {
        entries = await readdir(start, { recursive: true, withFileTypes: true });
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "ENOENT" || code === "ENOTDIR") return;
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

/**
 * Where uploads' derived files live when they are in a bucket, shared by every process: resized
 * variants, and, with MEDIA_PUBLIC_URL, public copies of published pictures' variants with the
 * list of pictures that have them.
 */
export interface SharedMediaCache {
  /** Variants of every upload: `<2 hex>/<24 hex of the key>/<version>-<width>.<format>`. */
  variants: UploadStorage;
  public?: {
    /** Copies of published pictures' variants, laid out as `variants`, readable by anyone. */
    copies: UploadStorage;
    /** One small file per upload key whose copies are complete, naming their version. */
    published: UploadStorage;
    /** The address `copies` is read from: `<url>/<2 hex>/<24 hex>/<version>-<width>.<format>`. */
    url: string;
  };
}

/** A folder on this machine (local disk) or a bucket's shared areas. */
export type MediaCache = string | SharedMediaCache;

let current: { uploads: UploadStorage; media: MediaCache } | undefined;

function configured() {
  if (current) return current;
  const settings = env();
  const location = settings.STORAGE_URL;
  if (!location) {
    current = {
      uploads: localStorage(path.resolve(settings.DATA_DIR, "uploads")),
      media: path.resolve(settings.DATA_DIR, "cache", "media"),
    };
    return current;
  }
  const connection = s3Client(location, {
    accessKeyId: settings.S3_ACCESS_KEY_ID,
    secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
  });
  const area = (name: string) => s3Storage({ connection, prefix: `${location.prefix}${name}` });
  current = {
    uploads: area(""),
    media: {
      variants: area(".variants/"),
      ...(settings.MEDIA_PUBLIC_URL
        ? { public: { copies: area(".public/"), published: area(".published/"), url: settings.MEDIA_PUBLIC_URL } }
        : {}),
    },
  };
  return current;
}

/** The site's uploads: DATA_DIR/uploads, or the bucket STORAGE_URL names. */
export function uploads(): UploadStorage {
  return configured().uploads;
}

/** Where resized variants are kept between requests: DATA_DIR/cache/media, or the bucket's shared areas. */
export function mediaCacheDir(): MediaCache {
  return configured().media;
}
