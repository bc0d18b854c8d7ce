import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { acceptImageUpload } from "./media-upload.server";
import { isPlainFileName, sniffImageFormat } from "./media-upload-checks.server";
import { file, noisyJpeg, refused, uploadStorage } from "../../../tests/support/upload-fixtures";

/*
 * Every upload is hostile until proven otherwise: each file below is made here, byte by byte or
 * with sharp, and each refusal must leave the storage empty. Uploads that pass are in
 * media-upload-accepted.server.test.ts.
 */

const { options, storedFiles } = uploadStorage();

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
