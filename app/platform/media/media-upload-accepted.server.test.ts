import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { acceptImageUpload } from "./media-upload.server";
import { MAX_IMAGE_BYTES } from "./media-upload-checks.server";
import { imageFieldValue, takeUploadedImage, takeUploadedImages } from "./media-upload-form.server";
import { verifyMediaSignature } from "./media-signing.server";
import { accepted, file, noisyJpeg, refused, signingKey, uploadStorage } from "../../../tests/support/upload-fixtures";

/*
 * Uploads that pass every check: what is stored, under which key, with which signed link; and
 * the same through forms posted without JavaScript. The refusals are in media-upload.server.test.ts.
 */

const { options, read, storedFiles } = uploadStorage();

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

    const stored = await read(result.key);
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
    expect((await sharp(await read(transparent.key)).metadata()).hasAlpha).toBe(true);
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
    const stored = await sharp(await read(gif.key)).metadata();
    expect(stored.pages ?? 1).toBe(1);
    const { data } = await sharp(await read(gif.key))
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
    kept.set("picture", "uploads/oak.jpg");
    kept.set("pictureFile", new File([], ""));
    expect(await imageFieldValue(kept, "picture", options())).toEqual({
      ok: true,
      value: "uploads/oak.jpg",
      uploaded: false,
    });

    const removed = new FormData();
    removed.set("picture", "uploads/oak.jpg");
    removed.set("pictureRemove", "1");
    expect(await imageFieldValue(removed, "picture", options())).toEqual({
      ok: true,
      value: null,
      uploaded: false,
    });

    const replaced = new FormData();
    replaced.set("picture", "uploads/oak.jpg");
    replaced.set("pictureFile", file(await photo(), "new.jpg", "image/jpeg"));
    const result = await imageFieldValue(replaced, "picture", options());
    expect(result).toMatchObject({
      ok: true,
      uploaded: true,
      value: expect.stringMatching(/^uploads\/.+\.jpg$/),
    });

    const refusedFile = new FormData();
    refusedFile.set("picture", "uploads/oak.jpg");
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
