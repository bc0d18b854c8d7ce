import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { HeadObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3RVER_CREDENTIALS, startS3Server, type S3TestServer } from "../../../tests/fixtures/s3-server";
import { s3Client, s3Storage } from "./storage-s3.server";
import { parseStorageUrl } from "./storage-url.server";
import { isMissingFile, localStorage, type UploadStorage } from "./storage.server";

/*
 * Both drivers of the uploads storage pass the same contract: local disk, and a real
 * S3-compatible server (s3rver on 127.0.0.1) through the AWS SDK.
 */

let root: string;
let s3: S3TestServer;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "storage-test-"));
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
  await rm(root, { recursive: true, force: true });
});

interface Driver {
  name: string;
  /** A new, empty storage. */
  make(): UploadStorage;
  /** Puts something under a hidden name beside the files, as a half-written file or the site's own areas are. */
  plantHidden(storage: UploadStorage, name: string): Promise<void>;
}

const folders = new WeakMap<UploadStorage, string>();
const drivers: Driver[] = [
  {
    name: "local disk",
    make() {
      const folder = path.join(root, randomBytes(4).toString("hex"));
      const storage = localStorage(folder);
      folders.set(storage, folder);
      return storage;
    },
    async plantHidden(storage, name) {
      const file = path.join(folders.get(storage)!, name);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, "hidden");
    },
  },
  {
    name: "an S3-compatible bucket",
    make() {
      // Each storage in a folder of its own inside the one bucket; two objects a listing page, so listings page.
      const folder = `${randomBytes(4).toString("hex")}/`;
      const storage = s3Storage({
        connection: s3Client(parseStorageUrl(s3.storageUrl()), S3RVER_CREDENTIALS),
        prefix: folder,
        pageSize: 2,
      });
      folders.set(storage, folder);
      return storage;
    },
    async plantHidden(storage, name) {
      await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: `${folders.get(storage)!}${name}`, Body: "hidden" }));
    },
  },
];

const bytes = (text: string) => new TextEncoder().encode(text);
async function listed(storage: UploadStorage, prefix?: string) {
  const found: { key: string; size: number }[] = [];
  for await (const entry of storage.list(prefix)) found.push(entry);
  return found.sort((a, b) => a.key.localeCompare(b.key));
}

describe.each(drivers)("uploads storage on $name", (driver) => {
  it("stores a whole file and gives it back, with its size and a short version", async () => {
    const storage = driver.make();
    const stored = await storage.write("uploads/2025/01/oak.jpg", bytes("oak picture"));
    expect(stored.size).toBe(11);
    expect(stored.version).toMatch(/^[0-9a-f]{10}$/);
    expect(stored.modifiedMs).toBeGreaterThan(Date.now() - 60_000);
    expect(await storage.stat("uploads/2025/01/oak.jpg")).toEqual(stored);
    expect((await storage.read("uploads/2025/01/oak.jpg")).toString()).toBe("oak picture");
  });

  it("gives a new version when a file is replaced under the same key", async () => {
    const storage = driver.make();
    const first = await storage.write("floor.png", bytes("first"));
    const second = await storage.write("floor.png", bytes("second, longer"));
    expect(second.version).not.toBe(first.version);
    expect((await storage.stat("floor.png"))?.version).toBe(second.version);
    expect((await storage.read("floor.png")).toString()).toBe("second, longer");
  });

  it("tells a missing file from a failed read, and removes files whether or not they exist", async () => {
    const storage = driver.make();
    expect(await storage.stat("uploads/none.jpg")).toBeNull();
    const missing = await storage.read("uploads/none.jpg").catch((error: unknown) => error);
    expect(isMissingFile(missing)).toBe(true);
    await storage.write("uploads/gone.jpg", bytes("x"));
    await storage.remove("uploads/gone.jpg");
    await storage.remove("uploads/gone.jpg");
    expect(await storage.stat("uploads/gone.jpg")).toBeNull();
    expect(isMissingFile(await storage.read("uploads/gone.jpg").catch((error: unknown) => error))).toBe(true);
    expect(isMissingFile(new Error("connection refused"))).toBe(false);
  });

  it("refuses keys that are not plain relative paths, before storage is touched", async () => {
    const storage = driver.make();
    for (const key of ["../outside.jpg", "a/../../b.jpg", ".variants/x.webp", "a//b.jpg", "/abs.jpg", "back\\slash.jpg", ""]) {
      expect(await storage.stat(key)).toBeNull();
      await expect(storage.read(key)).rejects.toThrow("unsafe storage key");
      await expect(storage.write(key, bytes("x"))).rejects.toThrow("unsafe storage key");
      await expect(storage.remove(key)).rejects.toThrow("unsafe storage key");
    }
  });

  it("keeps keys with spaces and accented letters as they are", async () => {
    const storage = driver.make();
    const key = "boards/chêne naturel/Planche 01 (été).jpg";
    await storage.write(key, bytes("chêne"));
    expect((await storage.read(key)).toString()).toBe("chêne");
    expect(await listed(storage, "boards/")).toEqual([{ key, size: 6 }]);
  });

  it("lists the files under a prefix, all of them across pages, never hidden names", async () => {
    const storage = driver.make();
    for (let index = 0; index < 5; index += 1) await storage.write(`uploads/2025/0${index}/f${index}.jpg`, bytes("x".repeat(index + 1)));
    await storage.write("imports/2025/01/sheet.csv", bytes("a,b"));
    await driver.plantHidden(storage, "uploads/2025/00/.f0.jpg.1a2b3c.tmp");
    await driver.plantHidden(storage, ".variants/ab/abcdef/1234567890-320.webp");

    expect((await listed(storage, "uploads/")).map((entry) => [entry.key, entry.size])).toEqual([
      ["uploads/2025/00/f0.jpg", 1],
      ["uploads/2025/01/f1.jpg", 2],
      ["uploads/2025/02/f2.jpg", 3],
      ["uploads/2025/03/f3.jpg", 4],
      ["uploads/2025/04/f4.jpg", 5],
    ]);
    expect((await listed(storage, "uploads/2025/0")).length).toBe(5);
    expect((await listed(storage, "uploads/2025/03/")).map((entry) => entry.key)).toEqual(["uploads/2025/03/f3.jpg"]);
    expect((await listed(storage)).length).toBe(6);
    expect(await listed(storage, "nothing/")).toEqual([]);
  });
});

// A bucket's PUT replaces an object whole by the API's own contract (S3 and the services that
// copy it); s3rver, which stands in for one here, rewrites its file in place, so the test runs
// on the driver that makes the guarantee itself.
describe("uploads storage on local disk", () => {
  it("never shows a reader half a file while it is replaced", async () => {
    const storage = drivers[0]!.make();
    const a = Buffer.alloc(512 * 1024, "a");
    const b = Buffer.alloc(768 * 1024, "b");
    await storage.write("big.jpg", a);
    const reads: Promise<Buffer>[] = [];
    const writes: Promise<unknown>[] = [];
    for (let round = 0; round < 6; round += 1) {
      writes.push(storage.write("big.jpg", round % 2 ? a : b));
      reads.push(storage.read("big.jpg"), storage.read("big.jpg"));
    }
    await Promise.all(writes);
    for (const read of await Promise.all(reads)) expect(read.equals(a) || read.equals(b)).toBe(true);
  });
});

describe("uploads storage in a bucket", () => {
  const connection = () => s3Client(parseStorageUrl(s3.storageUrl()), S3RVER_CREDENTIALS);

  it("says what each object is, for whoever reads it straight from the bucket", async () => {
    const storage = s3Storage({ connection: connection(), prefix: "types/" });
    await storage.write("uploads/a.jpg", bytes("x"));
    await storage.write("ab/cd/1234567890-640.avif", bytes("x"), { cacheControl: "public, max-age=60" });
    const head = (key: string) => s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `types/${key}` }));
    expect((await head("uploads/a.jpg")).ContentType).toBe("image/jpeg");
    const variant = await head("ab/cd/1234567890-640.avif");
    expect(variant.ContentType).toBe("image/avif");
    expect(variant.CacheControl).toBe("public, max-age=60");
  });

  it("takes its version from the ETag: the same bytes stored again keep it", async () => {
    const storage = s3Storage({ connection: connection(), prefix: "etag/" });
    const first = await storage.write("same.jpg", bytes("same bytes"));
    const again = await storage.write("same.jpg", bytes("same bytes"));
    expect(again.version).toBe(first.version);
  });

  it("fails, rather than finding nothing, when the bucket does not exist or does not answer", async () => {
    const wrongBucket = s3Storage({ connection: s3Client(parseStorageUrl(s3.storageUrl().replace(s3.bucket, "no-such-bucket")), S3RVER_CREDENTIALS) });
    await expect(wrongBucket.stat("uploads/a.jpg")).rejects.toThrow('The bucket "no-such-bucket" does not exist');
    const wrongRead = await wrongBucket.read("uploads/a.jpg").catch((error: unknown) => error);
    expect(isMissingFile(wrongRead)).toBe(false);

    // A port nothing listens on: the server stopped.
    const stopped = await startS3Server();
    const url = stopped.storageUrl();
    await stopped.stop();
    const away = s3Storage({ connection: s3Client(parseStorageUrl(url), S3RVER_CREDENTIALS) });
    await expect(away.stat("uploads/a.jpg")).rejects.toThrow();
    const failed = await away.read("uploads/a.jpg").catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(isMissingFile(failed)).toBe(false);
  });
});

describe("STORAGE_URL", () => {
  it("names a bucket, a folder in it and the service's address, region and addressing", () => {
    expect(parseStorageUrl("s3://site-media")).toEqual({ bucket: "site-media", prefix: "" });
    expect(
      parseStorageUrl("s3://site.media/cedarline/prod/?endpoint=http://127.0.0.1:9000/&region=ca-central-1&forcePathStyle=false"),
    ).toEqual({
      bucket: "site.media",
      prefix: "cedarline/prod/",
      endpoint: "http://127.0.0.1:9000",
      region: "ca-central-1",
      forcePathStyle: false,
    });
    expect(parseStorageUrl(`s3://b12?endpoint=${encodeURIComponent("https://s3.example.net")}`).endpoint).toBe("https://s3.example.net");
  });

  it("refuses what is not one, saying what to write", () => {
    const refusal = (value: string) => {
      try {
        parseStorageUrl(value);
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error(`${value} was accepted`);
    };
    expect(refusal("https://bucket.example.net")).toMatch(/s3:\/\/bucket\?endpoint=/);
    expect(refusal("s3://")).toMatch(/is not a bucket name/);
    expect(refusal("s3://My_Bucket")).toMatch(/"My_Bucket" is not a bucket name/);
    expect(refusal("s3://key:secret@bucket")).toMatch(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(refusal("s3://bucket?endpoint=ftp://x")).toMatch(/endpoint must be an http:\/\/ or https:\/\/ address/);
    expect(refusal("s3://bucket?endpoint=not a url")).toMatch(/endpoint must be/);
    expect(refusal("s3://bucket?regoin=x")).toMatch(/unknown option "regoin"/);
    expect(refusal("s3://bucket?forcePathStyle=yes")).toMatch(/forcePathStyle must be true or false/);
    expect(refusal("s3://bucket/../up")).toMatch(/not a usable folder/);
    expect(refusal("s3://bucket/.hidden")).toMatch(/not a usable folder/);
  });
});
