import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { mediaVariant } from "~/platform/media/media-variants.server";
import { localStorage, type UploadStorage } from "~/platform/storage/storage.server";

/**
 * Uploaded pictures on local disk in a folder of their own, for tests of what keeps or removes
 * them: `upload(key)` stores a picture with one resized variant made, as a visitor's request would.
 */
export async function testUploads(prefix: string) {
  const root = await mkdtemp(path.join(os.tmpdir(), prefix));
  const storage: UploadStorage = localStorage(path.join(root, "uploads"));
  const cacheDir = path.join(root, "cache");
  const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#8a6326" } }).jpeg().toBuffer();
  return {
    storage,
    cacheDir,
    async upload(key: string) {
      const file = await storage.write(key, picture);
      await mediaVariant({ storage, cacheDir, key, file, width: 320, format: "webp" });
      return key;
    },
    stored: async (key: string) => (await storage.stat(key)) !== null,
    dispose: () => rm(root, { recursive: true, force: true }),
  };
}
