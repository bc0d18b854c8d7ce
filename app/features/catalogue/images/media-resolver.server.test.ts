import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3RVER_CREDENTIALS, startS3Server, type S3TestServer } from "../../../../tests/fixtures/s3-server";
import { imagePathCandidates, isPublishedUpload, resolveImage } from "./media-resolver.server";
import { largeImageUrl, mediaSrcSet, mediaUrl } from "~/platform/media/media-source";
import { copiesSettled } from "./media-public.server";
import { variantPrefix } from "~/platform/media/media-variants.server";
import { deriveMediaKey, verifyMediaSignature } from "~/platform/media/media-signing.server";
import { s3Client, s3Storage } from "~/platform/storage/storage-s3.server";
import { parseStorageUrl } from "~/platform/storage/storage-url.server";
import { localStorage, type SharedMediaCache } from "~/platform/storage/storage.server";

const signingKey = deriveMediaKey("a-session-secret-of-at-least-thirty-two-characters");
let root: string;
let storage: ReturnType<typeof localStorage>;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "resolver-test-"));
  storage = localStorage(root);
  await mkdir(path.join(root, "oak"), { recursive: true });
  const picture = await sharp({ create: { width: 1000, height: 750, channels: 3, background: "#b08050" } })
    .jpeg()
    .toBuffer();
  await writeFile(path.join(root, "oak", "natural 01.jpg"), picture);
  await writeFile(path.join(root, "walnut.jpg"), picture);
  await writeFile(path.join(root, "broken.jpg"), "not a picture");
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe("image path candidates", () => {
  it("follow the specification's order: storage URL part, decoded value, without 'products/', last segment", () => {
    expect(
      imagePathCandidates("https://x.example.co/storage/v1/object/public/products/oak/natural%2001.jpg?token=1"),
    ).toEqual([
      "oak/natural 01.jpg",
      "natural 01.jpg",
    ]);
    expect(imagePathCandidates("products/oak/natural%2001.jpg")).toEqual([
      "products/oak/natural 01.jpg",
      "oak/natural 01.jpg",
      "natural 01.jpg",
    ]);
    expect(imagePathCandidates("swatch/nature")).toEqual(["swatch/nature", "nature"]);
  });

  it("never offer a path that climbs out of storage", () => {
    for (const candidate of [
      ...imagePathCandidates("../../etc/passwd"),
      ...imagePathCandidates("products/%2e%2e/secret.jpg"),
      ...imagePathCandidates("/oak/.hidden.jpg"),
    ]) {
      expect(candidate.split("/")).not.toContain("..");
      expect(candidate.split("/").some((segment) => segment.startsWith("."))).toBe(false);
    }
  });
});

describe("resolving a stored picture value", () => {
  it("gives no image for empty values and the placeholder path", async () => {
    for (const value of [null, undefined, "", "   ", "/placeholder.svg"]) {
      expect(await resolveImage(value, { access: "public", storage })).toBeNull();
    }
  });

  it("uses a generated image for a manifest key, also behind a 'products/' prefix", async () => {
    expect(await resolveImage("swatch/nature", { access: "public", storage })).toEqual({
      kind: "generated",
      key: "swatch/nature",
    });
    expect(await resolveImage("products/swatch/silver", { access: "public", storage })).toEqual({
      kind: "generated",
      key: "swatch/silver",
    });
  });

  it("finds an uploaded file by any of its names, with its size and a content version", async () => {
    for (const value of [
      "oak/natural 01.jpg",
      "products/oak/natural%2001.jpg",
      "https://x.example.co/storage/v1/object/public/products/oak/natural%2001.jpg",
    ]) {
      const source = await resolveImage(value, { access: "public", storage });
      expect(source).toMatchObject({ kind: "media", path: "oak/natural 01.jpg", width: 1000, height: 750 });
      expect(source && "v" in source && source.v).toMatch(/^[0-9a-f]{10}$/);
      expect(source && "sig" in source ? source.sig : undefined).toBeUndefined();
    }
    // The last segment of an outside URL names an uploaded copy when there is one.
    expect(await resolveImage("https://cdn.example.com/images/walnut.jpg", { access: "public", storage })).toMatchObject({
      kind: "media",
      path: "walnut.jpg",
    });
  });

  it("uses an http(s) original as it is when nothing in storage matches, and nothing otherwise", async () => {
    expect(await resolveImage("https://cdn.example.com/floors/maple.jpg", { access: "public", storage })).toEqual({
      kind: "remote",
      url: "https://cdn.example.com/floors/maple.jpg",
    });
    expect(await resolveImage("missing/file.jpg", { access: "public", storage })).toBeNull();
    expect(await resolveImage("ftp://example.com/a.jpg", { access: "public", storage })).toBeNull();
    // A file that is not a picture is no image.
    expect(await resolveImage("broken.jpg", { access: "public", storage })).toBeNull();
  });

  it("signs links for one hour when the product is not public", async () => {
    const now = Date.UTC(2026, 10, 22, 12);
    const source = await resolveImage("walnut.jpg", { access: "signed", storage, signingKey, now });
    if (source?.kind !== "media") throw new Error("expected an uploaded image");
    expect(source.exp).toBe(now / 1000 + 3600);
    expect(verifyMediaSignature(signingKey, "walnut.jpg", String(source.exp), source.sig!, now)).toBe("valid");
    const url = new URL(mediaUrl(source, 640, "webp"), "http://site.test");
    expect(url.pathname).toBe("/media/walnut.jpg");
    expect(url.searchParams.get("sig")).toBe(source.sig);
    expect(url.searchParams.get("exp")).toBe(String(source.exp));
  });

  it("offers AVIF and WebP at the widths the original can fill", async () => {
    const source = await resolveImage("oak/natural 01.jpg", { access: "public", storage });
    if (source?.kind !== "media") throw new Error("expected an uploaded image");
    expect(mediaSrcSet(source, "avif")).toBe(
      `/media/oak/natural%2001.jpg?w=320&f=avif&v=${source.v} 320w, /media/oak/natural%2001.jpg?w=640&f=avif&v=${source.v} 640w, /media/oak/natural%2001.jpg?w=960&f=avif&v=${source.v} 960w`,
    );
    expect(largeImageUrl(source, "https://www.example.ca")).toBe(
      `https://www.example.ca/media/oak/natural%2001.jpg?w=960&f=webp&v=${source.v}`,
    );
  });
});

describe("published uploads", () => {
  it("are files that a published product's stored value resolves to", async () => {
    const values = ["https://x.example.co/storage/v1/object/public/products/oak/natural%2001.jpg", "products/walnut.jpg"];
    const listValues = async (name: string) => values.filter((value) => value.includes(name) || decodeURIComponent(value).includes(name));
    expect(await isPublishedUpload("oak/natural 01.jpg", listValues)).toBe(true);
    expect(await isPublishedUpload("walnut.jpg", listValues)).toBe(true);
    expect(await isPublishedUpload("draft.jpg", listValues)).toBe(false);
    expect(await isPublishedUpload("other/walnut.jpg", listValues)).toBe(false);
  });
});

describe("resolving a picture kept in a bucket with a public address (MEDIA_PUBLIC_URL)", () => {
  let s3: S3TestServer;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3?.stop());

  it("gives public pictures the public address once their copies are there, and drafts' only signed links", async () => {
    const connection = s3Client(parseStorageUrl(s3.storageUrl()), S3RVER_CREDENTIALS);
    const area = (name: string) => s3Storage({ connection, prefix: name });
    const bucketStorage = area("");
    const url = `${s3.endpoint}/${s3.bucket}/.public`;
    const media: SharedMediaCache = {
      variants: area(".variants/"),
      public: { copies: area(".public/"), published: area(".published/"), url },
    };
    const picture = await sharp({ create: { width: 700, height: 500, channels: 3, background: "#a07040" } }).jpeg().toBuffer();
    const [published, draft] = ["uploads/2025/07/published0000000000000001.jpg", "uploads/2025/07/draft0000000000000000001.jpg"];
    await bucketStorage.write(published, picture);
    await bucketStorage.write(draft, picture);
    const options = { storage: bucketStorage, media, signingKey, isPublished: async (key: string) => key === published };

    // At first, our own /media address, while the copies are written.
    const first = await resolveImage(published, { access: "public", ...options });
    expect(first).toMatchObject({ kind: "media", path: published, width: 700, height: 500 });
    expect(first && "publicBase" in first).toBe(false);
    await copiesSettled();
    const later = await resolveImage(published, { access: "public", ...options });
    if (later?.kind !== "media") throw new Error("expected an uploaded image");
    expect((later as { publicBase?: string }).publicBase).toBe(`${url}/${variantPrefix(published).slice(0, -1)}`);
    const copy = await fetch(`${(later as { publicBase?: string }).publicBase}/${later.v}-640.webp`);
    expect(copy.status).toBe(200);
    expect(copy.headers.get("content-type")).toBe("image/webp");

    // A draft's picture: a signed link, and nothing of it in the public area, however often resolved.
    for (let round = 0; round < 2; round += 1) {
      const signed = await resolveImage(draft, { access: "signed", ...options });
      expect(signed).toMatchObject({ kind: "media", path: draft });
      expect(signed && "sig" in signed && signed.sig).toBeTruthy();
      expect(signed && "publicBase" in signed).toBe(false);
      await copiesSettled();
    }
    expect((await s3.keys(".public/")).some((key) => key.includes(variantPrefix(draft)))).toBe(false);
    expect(await s3.keys(".published/")).toEqual([`.published/${published}`]);
  });
});
