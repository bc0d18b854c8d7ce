import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { randomBytes } from "node:crypto";
import { PutObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3RVER_CREDENTIALS, startS3Server, type S3TestServer } from "../../../tests/fixtures/s3-server";
import {
  dropMediaVariants,
  mediaVariant,
  OriginalUnavailableError,
  removeFormerLayoutVariants,
  UnreadableImageError,
  variantFolder,
  variantPrefix,
} from "./media-variants.server";
import { s3Client, s3Storage } from "../storage/storage-s3.server";
import { parseStorageUrl } from "../storage/storage-url.server";
import { isMissingFile, localStorage, type SharedMediaCache, type UploadStorage } from "../storage/storage.server";

let root: string;
let cacheDir: string;
const storage = () => localStorage(path.join(root, "uploads"));

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "variants-test-"));
  cacheDir = path.join(root, "cache");
  await import("node:fs/promises").then((fs) => fs.mkdir(path.join(root, "uploads"), { recursive: true }));
  const original = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#8a6326" } })
    .png()
    .toBuffer();
  await writeFile(path.join(root, "uploads", "floor.png"), original);
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe("resized variants of uploaded pictures", () => {
  it("are encoded as AVIF and WebP at the asked width, never enlarged, and kept on disk", async () => {
    const file = (await storage().stat("floor.png"))!;
    const avif = await mediaVariant({ storage: storage(), cacheDir, key: "floor.png", file, width: 640, format: "avif" });
    const avifMeta = await sharp(avif).metadata();
    expect(avifMeta.format).toBe("heif");
    expect(avifMeta.width).toBe(640);
    expect(avifMeta.height).toBe(480);

    const webp = await mediaVariant({ storage: storage(), cacheDir, key: "floor.png", file, width: 1920, format: "webp" });
    const webpMeta = await sharp(webp).metadata();
    expect(webpMeta.format).toBe("webp");
    expect(webpMeta.width).toBe(1600);

    const cached = await readdir(variantFolder(cacheDir, "floor.png"));
    expect(cached.sort()).toEqual([`${file.version}-1920.webp`, `${file.version}-640.avif`]);
  });

  it("serve the disk copy on the next request, and a new copy once the original changes", async () => {
    const file = (await storage().stat("floor.png"))!;
    const first = await mediaVariant({ storage: storage(), cacheDir, key: "floor.png", file, width: 320, format: "webp" });
    await writeFile(path.join(root, "uploads", "floor.png"), "no longer read for this version");
    const again = await mediaVariant({ storage: storage(), cacheDir, key: "floor.png", file, width: 320, format: "webp" });
    expect(again.equals(first)).toBe(true);

    const replacement = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#222" } }).png().toBuffer();
    await writeFile(path.join(root, "uploads", "floor.png"), replacement);
    const changed = (await storage().stat("floor.png"))!;
    expect(changed.version).not.toBe(file.version);
    const fresh = await mediaVariant({ storage: storage(), cacheDir, key: "floor.png", file: changed, width: 320, format: "webp" });
    expect((await sharp(fresh).metadata()).height).toBe(320);
    // The replaced version's copies are dropped once the new version has one.
    expect(await readdir(variantFolder(cacheDir, "floor.png"))).toEqual([`${changed.version}-320.webp`]);
  });

  it("made together read and decode their file once", async () => {
    const original = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: "#7a5230" } })
      .jpeg()
      .toBuffer();
    await writeFile(path.join(root, "uploads", "shared.jpg"), original);
    const base = storage();
    let reads = 0;
    const counting = { ...base, read: (key: string) => ((reads += 1), base.read(key)) };
    const file = (await base.stat("shared.jpg"))!;
    const made = await Promise.all(
      ([[320, "avif"], [960, "webp"], [1920, "avif"], [1920, "webp"]] as const).map(([width, format]) =>
        mediaVariant({ storage: counting, cacheDir, key: "shared.jpg", file, width, format }),
      ),
    );
    expect(reads).toBe(1);
    expect((await Promise.all(made.map((image) => sharp(image).metadata()))).map((meta) => [meta.width, meta.height])).toEqual([
      [320, 240],
      [960, 720],
      [1920, 1440],
      [1920, 1440],
    ]);
    // Made later, a variant still comes from the same decode while it is kept.
    await mediaVariant({ storage: counting, cacheDir, key: "shared.jpg", file, width: 640, format: "webp" });
    expect(reads).toBe(1);
    await dropMediaVariants(cacheDir, "shared.jpg");
  });

  it("are dropped with their file, and the former layout's copies are cleared away", async () => {
    const original = await sharp({ create: { width: 500, height: 300, channels: 3, background: "#654" } }).jpeg().toBuffer();
    await writeFile(path.join(root, "uploads", "gone.jpg"), original);
    const file = (await storage().stat("gone.jpg"))!;
    await mediaVariant({ storage: storage(), cacheDir, key: "gone.jpg", file, width: 320, format: "avif" });
    await dropMediaVariants(cacheDir, "gone.jpg");
    await expect(readdir(variantFolder(cacheDir, "gone.jpg"))).rejects.toThrow();
    expect(await readdir(variantFolder(cacheDir, "floor.png"))).toHaveLength(1);

    await mkdir(path.join(cacheDir, "ab"), { recursive: true });
    await writeFile(path.join(cacheDir, "ab", "ab0123456789abcdef012345-640.avif"), "old");
    expect(await removeFormerLayoutVariants(cacheDir)).toBe(1);
    expect(await readdir(path.join(cacheDir, "ab"))).toEqual([]);
    expect(await readdir(variantFolder(cacheDir, "floor.png"))).toHaveLength(1);
  });

  it("tell a missing original from one that is no picture", async () => {
    await writeFile(path.join(root, "uploads", "notes.jpg"), "not a picture");
    const notes = (await storage().stat("notes.jpg"))!;
    const unreadable = await mediaVariant({ storage: storage(), cacheDir, key: "notes.jpg", file: notes, width: 320, format: "webp" }).catch(
      (error: unknown) => error,
    );
    expect(unreadable).toBeInstanceOf(UnreadableImageError);
    const missing = await mediaVariant({
      storage: storage(),
      cacheDir,
      key: "vanished.jpg",
      file: { ...notes, version: "0123456789" },
      width: 320,
      format: "webp",
    }).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(OriginalUnavailableError);
    expect(isMissingFile((missing as OriginalUnavailableError).cause)).toBe(true);
  });

  it("refuse storage keys that leave the uploads folder", async () => {
    expect(await storage().stat("../outside.png")).toBeNull();
    expect(await storage().stat(".hidden/file.png")).toBeNull();
    await expect(storage().read("a/../../b.png")).rejects.toThrow("unsafe storage key");
  });
});

describe("resized variants in a bucket", () => {
  let s3: S3TestServer;
  let original: Buffer;
  beforeAll(async () => {
    s3 = await startS3Server();
    original = await sharp({ create: { width: 1300, height: 975, channels: 3, background: "#6b4a2b" } }).jpeg().toBuffer();
  });
  afterAll(() => s3?.stop());

  /** The bucket as one server process sees it: its own client, the uploads and the shared areas. */
  function process(folder: string): { storage: UploadStorage; cache: SharedMediaCache } {
    const connection = s3Client(parseStorageUrl(s3.storageUrl(folder)), S3RVER_CREDENTIALS);
    const area = (name: string) => s3Storage({ connection, prefix: `${folder}/${name}` });
    return {
      storage: area(""),
      cache: {
        variants: area(".variants/"),
        public: { copies: area(".public/"), published: area(".published/"), url: `${s3.endpoint}/${s3.bucket}/${folder}/.public` },
      },
    };
  }
  const counting = (storage: UploadStorage) => {
    const counted = { reads: 0, storage: { ...storage, read: (key: string) => ((counted.reads += 1), storage.read(key)) } };
    return counted;
  };

  it("are kept in the bucket's variants area, where another process finds them without reading the original", async () => {
    const folder = randomBytes(4).toString("hex");
    const first = process(folder);
    const key = "uploads/2025/01/aaaaaaaaaaaaaaaaaaaaaaaa.jpg";
    const file = await first.storage.write(key, original);
    const made = await mediaVariant({ storage: first.storage, cacheDir: first.cache, key, file, width: 640, format: "avif" });
    expect((await sharp(made).metadata()).width).toBe(640);
    expect(await s3.keys(`${folder}/`)).toEqual([`${folder}/.variants/${variantPrefix(key)}${file.version}-640.avif`, `${folder}/${key}`]);

    // What the bucket holds is what another process serves: no decode, no read of the original.
    const variantKey = `${folder}/.variants/${variantPrefix(key)}${file.version}-640.avif`;
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: variantKey, Body: "kept in the bucket" }));
    const second = process(folder);
    const reading = counting(second.storage);
    const found = await mediaVariant({ storage: reading.storage, cacheDir: second.cache, key, file, width: 640, format: "avif" });
    expect(found.toString()).toBe("kept in the bucket");
    expect(reading.reads).toBe(0);
    // Not the uploads: listing them never shows the variants.
    const listed: string[] = [];
    for await (const entry of second.storage.list()) listed.push(entry.key);
    expect(listed).toEqual([key]);
  });

  it("of a replaced file are made again, and the older version's go", async () => {
    const folder = randomBytes(4).toString("hex");
    const { storage, cache } = process(folder);
    const key = "uploads/2025/01/bbbbbbbbbbbbbbbbbbbbbbbb.jpg";
    const before = await storage.write(key, original);
    await mediaVariant({ storage, cacheDir: cache, key, file: before, width: 320, format: "webp" });
    const after = await storage.write(key, await sharp(original).resize(400).jpeg().toBuffer());
    expect(after.version).not.toBe(before.version);
    await mediaVariant({ storage, cacheDir: cache, key, file: after, width: 320, format: "webp" });
    expect(await s3.keys(`${folder}/.variants/`)).toEqual([`${folder}/.variants/${variantPrefix(key)}${after.version}-320.webp`]);
  });

  it("are dropped with their file, public copies and all, leaving other files' alone", async () => {
    const folder = randomBytes(4).toString("hex");
    const { storage, cache } = process(folder);
    const gone = "uploads/2025/01/cccccccccccccccccccccccc.jpg";
    const kept = "uploads/2025/01/dddddddddddddddddddddddd.jpg";
    for (const key of [gone, kept]) {
      const file = await storage.write(key, original);
      const body = await mediaVariant({ storage, cacheDir: cache, key, file, width: 320, format: "webp" });
      await cache.public!.copies.write(`${variantPrefix(key)}${file.version}-320.webp`, body);
      await cache.public!.published.write(key, new TextEncoder().encode(JSON.stringify({ version: file.version, widths: [320] })));
    }
    await storage.remove(gone);
    await dropMediaVariants(cache, gone);
    const left = await s3.keys(`${folder}/`);
    expect(left.filter((name) => name.includes(variantPrefix(gone)) || name.endsWith(gone))).toEqual([]);
    expect(left.filter((name) => name.includes(variantPrefix(kept)) || name.endsWith(kept))).toHaveLength(4);
    expect(await removeFormerLayoutVariants(cache)).toBe(0);
  });

  it("answer a failing bucket with the bucket's error, not as a picture that cannot be read", async () => {
    const folder = randomBytes(4).toString("hex");
    const { storage, cache } = process(folder);
    const key = "uploads/2025/01/eeeeeeeeeeeeeeeeeeeeeeee.jpg";
    const file = await storage.write(key, original);
    const failing: UploadStorage = { ...storage, read: () => Promise.reject(new Error("socket hang up")) };
    const error = await mediaVariant({ storage: failing, cacheDir: cache, key, file, width: 960, format: "webp" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OriginalUnavailableError);
    expect(isMissingFile((error as OriginalUnavailableError).cause)).toBe(false);
  });
});
