import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll } from "vitest";
import type { UploadResult } from "../../app/platform/media/media-upload.server";
import { deriveMediaKey } from "../../app/platform/media/media-signing.server";
import { localStorage } from "../../app/platform/storage/storage.server";
import type { UploadStorage } from "../../app/platform/storage/upload-storage";

/*
 * What the upload tests share: a storage on disk emptied after each test, the options an upload
 * is made with, the files they send (made here byte by byte or with sharp) and what came of
 * uploading them.
 */

export const signingKey = deriveMediaKey("a-session-secret-of-at-least-thirty-two-characters");

/**
 * A fresh storage under the system's temporary folder for the calling test file: made before its
 * tests, emptied after each one and removed at the end. Uploads are made as on 23 November 2026.
 */
export function uploadStorage() {
  let root = "";
  let storage: UploadStorage;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "upload-test-"));
    storage = localStorage(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));
  afterAll(() => rm(root, { recursive: true, force: true }));

  return {
    /** What acceptImageUpload and the form helpers are given. */
    options: () => ({ storage, signingKey, now: new Date("2026-11-23T12:00:00Z") }),
    /** The bytes stored under `key`. */
    read: (key: string) => storage.read(key),
    /** Every file under the storage root, hidden ones (half-written files) included. */
    async storedFiles(): Promise<string[]> {
      try {
        return (await readdir(root, { recursive: true, withFileTypes: true }))
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
      } catch {
        return [];
      }
    },
  };
}

/** A photo-like JPEG: noise compresses badly, so half the file cuts through image data. */
export const noisyJpeg = (width = 800, height = 600) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

export const file = (bytes: Uint8Array | string, name: string, type = "") =>
  new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type });

export function refused(result: UploadResult) {
  if (result.ok) throw new Error(`expected a refusal, got ${result.key}`);
  return { error: result.error, status: result.status };
}

export function accepted(result: UploadResult) {
  if (!result.ok) throw new Error(`expected the upload to be accepted, got ${result.error}`);
  return result;
}
