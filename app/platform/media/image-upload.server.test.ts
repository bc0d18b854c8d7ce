import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  acceptImageUpload,
  imageFieldValue,
  isPlainFileName,
  MAX_IMAGE_BYTES,
  sniffImageFormat,
  takeUploadedImage,
  takeUploadedImages,
  type UploadResult,
} from "./image-upload.server";
import { deriveMediaKey, verifyMediaSignature } from "./media-signing.server";
import { localStorage } from "../storage/storage.server";

/*
 * Every upload is hostile until proven otherwise: each file below is made here, byte by byte or
 * with sharp, and each refusal must leave the storage empty.
 */

const signingKey = deriveMediaKey("a-session-secret-of-at-least-thirty-two-characters");
let root: string;
let storage: ReturnType<typeof localStorage>;
const options = () => ({ storage, signingKey, now: new Date("2026-11-23T12:00:00Z") });

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "upload-test-"));
  storage = localStorage(root);
});
afterEach(() => rm(root, { recursive: true, force: true }));
afterAll(() => rm(root, { recursive: true, force: true }));

/** Every file under the storage root, hidden ones (half-written files) included. */
async function storedFiles(): Promise<string[]> {
  try {
    return (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

function crc32(bytes: Buffer) {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header that declares 30000 × 30000 pixels, followed by a few bytes of data. */
function hugePngHeader() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(4096))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A photo-like JPEG: noise compresses badly, so half the file cuts through image data. */
const noisyJpeg = (width = 800, height = 600) =>
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

const file = (bytes: Uint8Array | string, name: string, type = "") =>
  new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type });

function refused(result: UploadResult) {
  if (result.ok) throw new Error(`expected a refusal, got ${result.key}`);
  return { error: result.error, status: result.status };
}

function accepted(result: UploadResult) {
  if (!result.ok) throw new Error(`expected the upload to be accepted, got ${result.error}`);
  return result;
}

describe("hostile uploads", () => {
  const cases: [string, () => Promise<File> | File, { error: string; status: number }][] = [
    [
      "an HTML file renamed .jpg and sent as a JPEG",
      () =>
        file(
          "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>",
          "photo.jpg",
          "image/jpeg",
        ),
      { error: "images.error.notImage", status: 415 },
    ],
    [
      "an SVG with a script",
      () =>
        file(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
          "swatch.svg",
          "image/svg+xml",
        ),
      { error: "images.error.notImage", status: 415 },
    ],
    [
      "an SVG sent as a PNG",
      () =>
        file(
          '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
          "swatch.png",
          "image/png",
        ),
      { error: "images.error.notImage", status: 415 },
    ],
    [
      "a PDF",
      () => file("%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF", "brochure.pdf", "application/pdf"),
      { error: "images.error.notImage", status: 415 },
    ],
    [
      "a HEIC photo (an ISO media file that is not AVIF)",
      () =>
        file(
          Buffer.concat([
            Buffer.from([0, 0, 0, 24]),
            Buffer.from("ftypheicmif1heicmiaf"),
            Buffer.alloc(64),
          ]),
          "IMG_0001.heic",
          "image/heic",
        ),
      { error: "images.error.notImage", status: 415 },
    ],
    [
      "a PNG declaring 30000 × 30000 pixels",
      () => file(hugePngHeader(), "huge.png", "image/png"),
      { error: "images.error.tooManyPixels", status: 422 },
    ],
    [
      "a truncated JPEG",
      async () => {
        const whole = await noisyJpeg();
        return file(whole.subarray(0, Math.floor(whole.length / 2)), "cut.jpg", "image/jpeg");
      },
      { error: "images.error.unreadable", status: 422 },
    ],
    [
      "a GIF header followed by a script",
      () => file("GIF89a<script>alert(1)</script>", "x.gif", "image/gif"),
      { error: "images.error.unreadable", status: 422 },
    ],
    [
      "a 25 MB file",
      () => {
        const bytes = Buffer.alloc(25 * 1024 * 1024);
        bytes.set([0xff, 0xd8, 0xff, 0xe0]);
        return file(bytes, "big.jpg", "image/jpeg");
      },
      { error: "images.error.tooLarge", status: 413 },
    ],
    [
      "an empty file",
      () => file(new Uint8Array(0), "empty.png", "image/png"),
      { error: "images.error.empty", status: 400 },
    ],
    [
      "a file with a path in its name",
      async () =>
        file(
          await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
            .png()
            .toBuffer(),
          "../../x.png",
          "image/png",
        ),
      { error: "images.error.badName", status: 400 },
    ],
    [
      "a file with a Windows path in its name",
      async () =>
        file(
          await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
            .png()
            .toBuffer(),
          "..\\..\\x.png",
          "image/png",
        ),
      { error: "images.error.badName", status: 400 },
    ],
  ];

  it.each(cases)(
    "refuses %s, with a clear reason, and stores nothing",
    async (_name, make, expected) => {
      const result = await acceptImageUpload(await make(), options());
      expect(refused(result)).toEqual(expected);
      expect(await storedFiles()).toEqual([]);
    },
  );

  it("refuses a missing file or a text field where the file should be", async () => {
    expect(refused(await acceptImageUpload(null, options()))).toEqual({
      error: "images.error.noFile",
      status: 400,
    });
    expect(refused(await acceptImageUpload("x", options()))).toEqual({
      error: "images.error.noFile",
      status: 400,
    });
  });

  it("reads the type from the bytes alone", () => {
    expect(sniffImageFormat(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe("jpeg");
    expect(sniffImageFormat(Buffer.from("GIF87a...."))).toBe("gif");
    expect(sniffImageFormat(Buffer.from("RIFF\0\0\0\0WEBPVP8 "))).toBe("webp");
    expect(
      sniffImageFormat(
        Buffer.concat([Buffer.from([0, 0, 0, 28]), Buffer.from("ftypmif1\0\0\0\0mif1avifmiaf")]),
      ),
    ).toBe("avif");
    expect(sniffImageFormat(Buffer.from("RIFF\0\0\0\0WAVEfmt "))).toBeNull();
    expect(sniffImageFormat(Buffer.from("<svg"))).toBeNull();
    expect(sniffImageFormat(new Uint8Array(0))).toBeNull();
  });

  it("takes only plain file names", () => {
    expect(isPlainFileName("Oak natural 01.JPG")).toBe(true);
    expect(isPlainFileName("橡木.png")).toBe(true);
    for (const name of [
      "../x.png",
      "a/b.png",
      "a\\b.png",
      "..",
      ".",
      "x\u0000.png",
      "x\n.png",
      "x".repeat(256),
    ]) {
      expect(isPlainFileName(name), name).toBe(false);
    }
  });
});

describe("accepted uploads", () => {
  it("stores a JPEG upright, without EXIF, under a generated key, and links to a signed preview", async () => {
    // 400 × 200, left half red, right half blue, with EXIF saying 'rotate 90° clockwise to show'.
    const left = await sharp({
      create: { width: 200, height: 200, channels: 3, background: "#ff0000" },
    })
      .png()
      .toBuffer();
    const photo = await sharp({
      create: { width: 400, height: 200, channels: 3, background: "#0000ff" },
    })
      .composite([{ input: left, left: 0, top: 0 }])
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: "secret owner", ImageDescription: "home address" } })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).orientation).toBe(6);

    const result = accepted(
      await acceptImageUpload(file(photo, "IMG_1234.jpg", "image/jpeg"), options()),
    );
    expect(result.key).toMatch(/^uploads\/2026\/11\/[0-9a-f]{24}\.jpg$/);
    expect(result.key).not.toContain("IMG_1234");
    expect([result.width, result.height]).toEqual([200, 400]);
    expect(await storedFiles()).toEqual([result.key]);

    const stored = await storage.read(result.key);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("jpeg");
    expect([meta.width, meta.height]).toEqual([200, 400]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from("secret owner"))).toBe(false);
    // Turned clockwise, the red left half is now on top.
    const { data } = await sharp(stored)
      .extract({ left: 100, top: 50, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[2]).toBeLessThan(60);

    const url = new URL(result.url, "http://site.test");
    expect(url.pathname).toBe(`/media/${result.key}`);
    expect(url.searchParams.get("f")).toBe("webp");
    expect(url.searchParams.get("w")).toBe("320");
    const check = verifyMediaSignature(
      signingKey,
      result.key,
      url.searchParams.get("exp"),
      url.searchParams.get("sig"),
    );
    expect(check).toBe("valid");
  });

  it("keeps transparency as PNG and stores opaque images as JPEG, whatever they came as", async () => {
    const clear = await sharp({
      create: {
        width: 64,
        height: 64,
        channels: 4,
        background: { r: 10, g: 20, b: 30, alpha: 0.5 },
      },
    })
      .png()
      .toBuffer();
    const opaque = await sharp({
      create: { width: 64, height: 64, channels: 4, background: { r: 10, g: 20, b: 30, alpha: 1 } },
    })
      .png()
      .toBuffer();
    const transparent = accepted(
      await acceptImageUpload(file(clear, "trim.png", "image/png"), options()),
    );
    expect(transparent.key).toMatch(/\.png$/);
    expect((await sharp(await storage.read(transparent.key)).metadata()).hasAlpha).toBe(true);
    const flat = accepted(
      await acceptImageUpload(file(opaque, "swatch.png", "image/png"), options()),
    );
    expect(flat.key).toMatch(/\.jpg$/);
  });

  it("accepts WebP, AVIF and GIF by their bytes, whatever their name and type say; a GIF's first frame", async () => {
    const base = sharp({ create: { width: 48, height: 32, channels: 3, background: "#8b5a2b" } });
    const webp = await base.clone().webp().toBuffer();
    const avif = await base.clone().avif().toBuffer();
    const red = await sharp({
      create: { width: 48, height: 32, channels: 3, background: "#ff0000" },
    })
      .png()
      .toBuffer();
    const blue = await sharp({
      create: { width: 48, height: 32, channels: 3, background: "#0000ff" },
    })
      .png()
      .toBuffer();
    const animated = await sharp([red, blue], { join: { animated: true } })
      .gif()
      .toBuffer();

    for (const [bytes, name] of [
      [webp, "a.webp"],
      [avif, "b.avif"],
      [webp, "misnamed.txt"],
    ] as const) {
      const result = accepted(await acceptImageUpload(file(bytes, name, "text/plain"), options()));
      expect([result.width, result.height], name).toEqual([48, 32]);
    }
    const gif = accepted(await acceptImageUpload(file(animated, "c.gif", "image/gif"), options()));
    expect([gif.width, gif.height]).toEqual([48, 32]);
    const stored = await sharp(await storage.read(gif.key)).metadata();
    expect(stored.pages ?? 1).toBe(1);
    const { data } = await sharp(await storage.read(gif.key))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
  });

  it("shrinks very large pictures to 4096 px on the long edge", async () => {
    const wide = await sharp({
      create: { width: 6000, height: 1000, channels: 3, background: "#c0a080" },
    })
      .jpeg()
      .toBuffer();
    const result = accepted(await acceptImageUpload(file(wide, "panorama.jpg"), options()));
    expect([result.width, result.height]).toEqual([4096, 683]);
  });

  it("gives two uploads of the same file two keys", async () => {
    const bytes = await noisyJpeg(64, 64);
    const [first, second] = await Promise.all([
      acceptImageUpload(file(bytes, "same.jpg"), options()),
      acceptImageUpload(file(bytes, "same.jpg"), options()),
    ]);
    expect(accepted(first).key).not.toBe(accepted(second).key);
    expect((await storedFiles()).sort()).toEqual(
      [accepted(first).key, accepted(second).key].sort(),
    );
  });

  it("has a limit just above what a phone makes", () => {
    expect(MAX_IMAGE_BYTES).toBe(20 * 1024 * 1024);
  });
});

describe("forms posted without JavaScript", () => {
  const photo = () =>
    sharp({ create: { width: 32, height: 32, channels: 3, background: "#654321" } })
      .jpeg()
      .toBuffer();

  it("take the posted file, or nothing when no file was chosen", async () => {
    const none = new FormData();
    none.set("pictureFile", new File([], "", { type: "application/octet-stream" }));
    expect(await takeUploadedImage(none, "picture", options())).toBeNull();
    expect(await takeUploadedImage(new FormData(), "picture", options())).toBeNull();

    const posted = new FormData();
    posted.set("pictureFile", file(await photo(), "oak.jpg", "image/jpeg"));
    expect(accepted((await takeUploadedImage(posted, "picture", options()))!).key).toMatch(
      /^uploads\//,
    );

    const hostile = new FormData();
    hostile.set("pictureFile", file("<html>", "oak.jpg", "image/jpeg"));
    expect(refused((await takeUploadedImage(hostile, "picture", options()))!).error).toBe(
      "images.error.notImage",
    );
  });

  it("settle a picture field: a new file, 'Remove', or the value it had", async () => {
    const kept = new FormData();
    kept.set("picture", "products/oak.jpg");
    kept.set("pictureFile", new File([], ""));
    expect(await imageFieldValue(kept, "picture", options())).toEqual({
      ok: true,
      value: "products/oak.jpg",
      uploaded: false,
    });

    const removed = new FormData();
    removed.set("picture", "products/oak.jpg");
    removed.set("pictureRemove", "1");
    expect(await imageFieldValue(removed, "picture", options())).toEqual({
      ok: true,
      value: null,
      uploaded: false,
    });

    const replaced = new FormData();
    replaced.set("picture", "products/oak.jpg");
    replaced.set("pictureFile", file(await photo(), "new.jpg", "image/jpeg"));
    const result = await imageFieldValue(replaced, "picture", options());
    expect(result).toMatchObject({
      ok: true,
      uploaded: true,
      value: expect.stringMatching(/^uploads\/.+\.jpg$/),
    });

    const refusedFile = new FormData();
    refusedFile.set("picture", "products/oak.jpg");
    refusedFile.set("pictureFile", file("%PDF-1.4", "new.jpg"));
    expect(await imageFieldValue(refusedFile, "picture", options())).toEqual({
      ok: false,
      error: "images.error.notImage",
      status: 415,
    });
  });

  it("take several files at once, each accepted or refused on its own", async () => {
    const form = new FormData();
    form.append("coloursFile", file(await photo(), "one.jpg"));
    form.append("coloursFile", file("<svg/>", "two.svg"));
    form.append("coloursFile", file(await photo(), "three.jpg"));
    const results = await takeUploadedImages(form, "colours", options());
    expect(results.map((result) => result.ok)).toEqual([true, false, true]);
  });
});
