import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3RVER_CREDENTIALS, startS3Server, type S3TestServer } from "../../../../tests/fixtures/s3-server";
import { announceCatalogueChange } from "../catalogue-changes.server";
import {
  copiesSettled,
  publicCopiesBase,
  publishCopies,
  PUBLIC_COPY_CACHE_CONTROL,
  watchPublishedCopies,
  withdrawUnpublished,
} from "./media-public.server";
import { variantPrefix } from "~/platform/media/media-variants.server";
import { s3Client, s3Storage } from "~/platform/storage/storage-s3.server";
import { parseStorageUrl } from "~/platform/storage/storage-url.server";
import type { SharedMediaCache, UploadStorage } from "~/platform/storage/storage.server";

/*
 * Published pictures' variants copied to the bucket's public area, against a real S3-compatible
 * server: written once a picture is resolved as public, read by anyone at the address pages give,
 * and taken down once no published product shows the picture.
 */

let s3: S3TestServer;
let picture: Buffer;
beforeAll(async () => {
  s3 = await startS3Server();
  picture = await sharp({ create: { width: 1000, height: 750, channels: 3, background: "#9c6b3c" } }).jpeg().toBuffer();
});
afterAll(() => s3?.stop());

function site(): { folder: string; storage: UploadStorage; cache: SharedMediaCache & { public: NonNullable<SharedMediaCache["public"]> } } {
  const folder = randomBytes(4).toString("hex");
  const connection = s3Client(parseStorageUrl(s3.storageUrl(folder)), S3RVER_CREDENTIALS);
  const area = (name: string) => s3Storage({ connection, prefix: `${folder}/${name}` });
  return {
    folder,
    storage: area(""),
    cache: {
      variants: area(".variants/"),
      public: { copies: area(".public/"), published: area(".published/"), url: `${s3.endpoint}/${s3.bucket}/${folder}/.public` },
    },
  };
}

const newKey = () => `uploads/2025/06/${randomBytes(12).toString("hex")}.jpg`;

describe("public copies of published pictures", () => {
  it("are written after the first public use, then pages get their address, which anyone can read", async () => {
    const { folder, storage, cache } = site();
    const key = newKey();
    const file = await storage.write(key, picture);
    const published = new Set([key]);
    const ask = () => publicCopiesBase({ cache, storage, key, file, width: 1000, isPublished: async (name) => published.has(name) });

    expect(await ask()).toBeNull();
    await copiesSettled();
    const base = await ask();
    expect(base).toBe(`${cache.public.url}/${variantPrefix(key)}`.replace(/\/$/, ""));

    // Widths up to the picture's own (1000 px: 320, 640, 960), in both formats.
    const copies = (await s3.keys(`${folder}/.public/`)).map((name) => name.split("/").at(-1));
    expect(copies.sort()).toEqual(
      ["320.avif", "320.webp", "640.avif", "640.webp", "960.avif", "960.webp"].map((name) => `${file.version}-${name}`),
    );
    const response = await fetch(`${base}/${file.version}-640.avif`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/avif");
    expect(response.headers.get("cache-control")).toBe(PUBLIC_COPY_CACHE_CONTROL);
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(640);
  });

  it("are not written again by a process that finds another's complete", async () => {
    const { storage, cache } = site();
    const key = newKey();
    const file = await storage.write(key, picture);
    const isPublished = async () => true;
    await publicCopiesBase({ cache, storage, key, file, width: 400, isPublished });
    await copiesSettled();
    let writes = 0;
    const copies = { ...cache.public.copies, write: (...args: Parameters<UploadStorage["write"]>) => ((writes += 1), cache.public.copies.write(...args)) };
    await publishCopies({ cache: { ...cache, public: { ...cache.public, copies } }, storage, key, file, width: 400, isPublished });
    expect(writes).toBe(0);
  });

  it("are never left behind for a picture unpublished while they were written", async () => {
    const { folder, storage, cache } = site();
    const key = newKey();
    const file = await storage.write(key, picture);
    let checks = 0;
    // Unpublished by the time the copies are done: the check after writing them finds it out.
    const isPublished = async () => (checks += 1) === 0;
    expect(await publicCopiesBase({ cache, storage, key, file, width: 1000, isPublished })).toBeNull();
    await copiesSettled();
    expect(checks).toBe(1);
    expect(await s3.keys(`${folder}/.public/`)).toEqual([]);
    expect(await s3.keys(`${folder}/.published/`)).toEqual([]);
  });

  it("are taken down for pictures no published product shows, and kept for the others", async () => {
    const { folder, storage, cache } = site();
    const [stays, goes] = [newKey(), newKey()];
    const published = new Set([stays, goes]);
    const isPublished = async (name: string) => published.has(name);
    for (const key of [stays, goes]) {
      const file = await storage.write(key, picture);
      await publicCopiesBase({ cache, storage, key, file, width: 400, isPublished });
    }
    await copiesSettled();
    expect(await s3.keys(`${folder}/.published/`)).toEqual([stays, goes].map((key) => `${folder}/.published/${key}`).sort());

    published.delete(goes);
    expect(await withdrawUnpublished(cache, isPublished)).toEqual([goes]);
    const left = await s3.keys(`${folder}/.public/`);
    expect(left.length).toBe(2);
    expect(left.every((name) => name.includes(variantPrefix(stays)))).toBe(true);
    expect(await s3.keys(`${folder}/.published/`)).toEqual([`${folder}/.published/${stays}`]);
    // The private variants stay: drafts' signed links still use them.
    expect((await s3.keys(`${folder}/.variants/`)).filter((name) => name.includes(variantPrefix(goes)))).toHaveLength(2);
  });

  it("are checked again after every catalogue change", async () => {
    const { folder, storage, cache } = site();
    const key = newKey();
    const published = new Set([key]);
    const isPublished = async (name: string) => published.has(name);
    const file = await storage.write(key, picture);
    await publicCopiesBase({ cache, storage, key, file, width: 400, isPublished });
    await copiesSettled();
    const watch = watchPublishedCopies(cache, isPublished, { delayMs: 10, intervalMs: 10 })!;
    try {
      published.delete(key);
      await announceCatalogueChange({ products: [1], lists: true });
      const deadline = Date.now() + 10_000;
      while ((await s3.keys(`${folder}/`)).some((name) => /\/\.(published|public)\//.test(name)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await s3.keys(`${folder}/.published/`)).toEqual([]);
      expect(await s3.keys(`${folder}/.public/`)).toEqual([]);
    } finally {
      watch.stop();
    }
  });

  it("of many pictures asked for at once are written two pictures at a time", async () => {
    const { folder, storage, cache } = site();
    // Every copy waits until two pictures have started theirs: with more at a time allowed, more
    // would start meanwhile; with fewer, none would ever finish.
    const started = new Set<string>();
    const finished = new Set<string>();
    let most = 0;
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const { copies, published } = cache.public;
    const counted = {
      ...cache,
      public: {
        ...cache.public,
        copies: {
          ...copies,
          async write(...args: Parameters<UploadStorage["write"]>) {
            started.add(args[0].split("/").slice(0, 2).join("/"));
            most = Math.max(most, started.size - finished.size);
            if (started.size >= 2) open();
            await gate;
            return copies.write(...args);
          },
        },
        published: {
          ...published,
          async write(...args: Parameters<UploadStorage["write"]>) {
            const written = await published.write(...args);
            finished.add(variantPrefix(args[0]).slice(0, -1));
            return written;
          },
        },
      },
    };
    const keys = Array.from({ length: 5 }, newKey);
    for (const key of keys) {
      const file = await storage.write(key, picture);
      expect(await publicCopiesBase({ cache: counted, storage, key, file, width: 320, isPublished: async () => true })).toBeNull();
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      copiesSettled(),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error("the copies never finished")), 20_000))),
    ]).finally(() => clearTimeout(timer));
    expect(most).toBe(2);
    expect(started.size).toBe(5);
    expect((await s3.keys(`${folder}/.published/`)).length).toBe(5);
  });

  it("are not made where there is no public area", async () => {
    const { folder, storage, cache } = site();
    const key = newKey();
    const file = await storage.write(key, picture);
    const isPublished = async () => true;
    expect(await publicCopiesBase({ cache: { variants: cache.variants }, storage, key, file, width: 400, isPublished })).toBeNull();
    expect(await publicCopiesBase({ cache: "/tmp/local-cache", storage, key, file, width: 400, isPublished })).toBeNull();
    await copiesSettled();
    expect(await s3.keys(`${folder}/.public/`)).toEqual([]);
  });
});
