import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dropMediaVariants, mediaVariant, removeFormerLayoutVariants, variantFolder } from "./media-variants.server";
import { localStorage } from "./storage.server";

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

  it("refuse storage keys that leave the uploads folder", async () => {
    expect(await storage().stat("../outside.png")).toBeNull();
    expect(await storage().stat(".hidden/file.png")).toBeNull();
    await expect(storage().read("a/../../b.png")).rejects.toThrow("unsafe storage key");
  });
});
