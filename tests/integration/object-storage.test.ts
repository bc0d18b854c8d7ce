import { existsSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { GetObjectCommand } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type S3TestServer } from "../fixtures/s3-server";
import { variantPrefix } from "~/platform/media/media-variants.server";
import { Browser } from "../support/test-browser";
import { cleanUpServers, randomTestPort, requireBuild, emptyDataDir, scratchPostgresDatabase, seededDataDir, startServer, waitForHealth } from "../support/test-server-process";

/*
 * Uploads in an S3-compatible bucket (STORAGE_URL), over real HTTP against two built server
 * processes and a real S3-compatible server (s3rver), all on 127.0.0.1: a picture uploaded
 * through one process is kept in the bucket with its variants, never on that process's disk, and
 * served by the other; published, its variants are copied to the bucket's public area and read
 * there by anyone (MEDIA_PUBLIC_URL); a draft's picture is only ever behind signed links.
 *
 * With TEST_DATABASE_URL the two processes share a PostgreSQL database, as a real deployment
 * does; without it each has its own embedded one, and only what does not depend on the catalogue
 * is asked of the second.
 */

const ADMIN = { email: "owner@example.ca", password: "walnut-ferry-lantern-42" };
const SECRET = randomBytes(32).toString("base64url");
const shared = Boolean(process.env.TEST_DATABASE_URL);

let s3: S3TestServer;
let publicUrl: string;
let dropDatabase: (() => Promise<void>) | undefined;
const processes: { origin: string; dataDir: string }[] = [];
let admin: Browser;

beforeAll(async () => {
  requireBuild();
  s3 = await startS3Server();
  publicUrl = `${s3.endpoint}/${s3.bucket}/.public`;
  let databaseUrl: string | undefined;
  if (shared) {
    const database = await scratchPostgresDatabase("storage");
    databaseUrl = database.url;
    dropDatabase = database.drop;
  }
  for (let index = 0; index < 2; index += 1) {
    let port = randomTestPort();
    while (processes.some((other) => other.origin.endsWith(`:${port}`))) port = randomTestPort();
    const origin = `http://127.0.0.1:${port}`;
    // On a PostgreSQL server the folder holds no database.
    const dataDir = databaseUrl ? emptyDataDir() : seededDataDir();
    startServer({
      PORT: String(port),
      PUBLIC_URL: origin,
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      SESSION_SECRET: SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      MEDIA_PUBLIC_URL: publicUrl,
      ...s3.env(),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    processes.push({ origin, dataDir });
    // One at a time: on a shared database the first one migrates.
    await waitForHealth(origin);
  }
  admin = new Browser(processes[0]!.origin);
  expect((await admin.signIn(ADMIN.email, ADMIN.password)).status).toBe(303);
}, 180_000);

afterAll(async () => {
  cleanUpServers();
  await dropDatabase?.();
  await s3?.stop();
});

async function waitFor<T>(what: string, check: () => Promise<T | false>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result !== false) return result;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function upload(width: number, height: number): Promise<{ key: string; url: string }> {
  const photo = await sharp({ create: { width, height, channels: 3, background: "#7a5230" } }).jpeg().toBuffer();
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "oak.jpg");
  const origin = processes[0]!.origin;
  const response = await fetch(`${origin}/api/admin/images`, {
    method: "POST",
    headers: { origin, cookie: [...admin.cookies].map(([name, value]) => `${name}=${value}`).join("; ") },
    body: form,
  });
  const answer = (await response.json()) as { success: boolean; key: string; url: string };
  expect(answer.success).toBe(true);
  return { key: answer.key, url: answer.url };
}

const objectBytes = async (key: string) =>
  Buffer.from(await (await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))).Body!.transformToByteArray());
const variantsOf = async (area: ".variants" | ".public", key: string) => s3.keys(`${area}/${variantPrefix(key)}`);
const onDisk = (dataDir: string, ...parts: string[]) => existsSync(path.join(dataDir, ...parts));

async function apiProducts(origin: string) {
  const listed = (await (await fetch(`${origin}/api/products`)).json()) as { data?: unknown[] } | unknown[];
  return (Array.isArray(listed) ? listed : (listed.data ?? [])) as { id: number; title: string; picture: string | null }[];
}

describe("uploads in an S3-compatible bucket", () => {
  it("keeps an upload and its variants in the bucket, where the other process serves them from", async () => {
    const { key, url } = await upload(2000, 1500);
    expect(await s3.keys("uploads/")).toContain(key);
    // Every variant, made in the background after the upload, lands in the shared area.
    const variants = await waitFor("the upload's ten variants", async () => {
      const found = await variantsOf(".variants", key);
      return found.length === 10 ? found : false;
    });
    expect(variants.map((name) => name.split("-").at(-1)).sort()).toEqual(
      ["1280.avif", "1280.webp", "1920.avif", "1920.webp", "320.avif", "320.webp", "640.avif", "640.webp", "960.avif", "960.webp"],
    );

    // The signed preview link, asked of the other process: the variant the bucket holds.
    const other = processes[1]!;
    const served = await fetch(`${other.origin}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const body = Buffer.from(await served.arrayBuffer());
    expect(body.equals(await objectBytes(variants.find((name) => name.endsWith("-640.webp"))!))).toBe(true);

    // Nothing of it on either process's disk.
    for (const { dataDir } of processes) {
      expect(onDisk(dataDir, "uploads")).toBe(false);
      expect(onDisk(dataDir, "cache", "media")).toBe(false);
    }
  }, 120_000);

  it("keeps a draft's picture behind signed links, and copies a published one to the public area until it is unpublished", async () => {
    const origin = processes[0]!.origin;
    const { key, url } = await upload(1000, 750);
    const title = `Bucket oak ${randomBytes(4).toString("hex")}`;
    const draft = await admin.request("/admin/products/new", { form: { title, picture: key, displayOrder: "0" } });
    expect(draft.status).toBe(303);
    // Drawn for staff as a draft (the list resolves its picture): signed links only, nothing public.
    const list = await (await admin.request(`/admin?q=${encodeURIComponent(title)}`)).text();
    const edit = [...list.matchAll(/<a [^>]*>/g)].map(([tag]) => tag).find((tag) => tag.includes(title) && tag.includes('href="/admin/products/'));
    const id = Number(/href="\/admin\/products\/(\d+)"/.exec(edit ?? "")?.[1]);
    expect(id).toBeGreaterThan(0);
    const unsigned = `/media/${key}?w=640&f=webp`;
    for (const { origin: any } of processes) {
      expect((await fetch(`${any}${unsigned}`)).status).toBe(404);
      expect((await fetch(`${any}${url}`)).status).toBe(200);
    }
    expect(await variantsOf(".public", key)).toEqual([]);
    expect(await s3.keys(".published/")).not.toContain(`.published/${key}`);

    // Published: our own /media serves it to anyone, and a public page's use copies it.
    expect((await admin.request("/admin?index", { form: { intent: "publish", ids: String(id), confirmed: "1" } })).status).toBeLessThan(400);
    expect((await fetch(`${origin}${unsigned}`)).status).toBe(200);
    const listed = (await apiProducts(origin)).find((product) => product.title === title);
    expect(listed?.picture).toBeTruthy();
    await waitFor("the public copies", async () => (await s3.keys(".published/")).includes(`.published/${key}`));
    const copies = await variantsOf(".public", key);
    expect(copies.map((name) => name.split("-").at(-1)).sort()).toEqual(["320.avif", "320.webp", "640.avif", "640.webp", "960.avif", "960.webp"]);
    const copyUrl = `${publicUrl}/${copies.find((name) => name.endsWith("-640.avif"))!.slice(".public/".length)}`;
    const copy = await fetch(copyUrl);
    expect(copy.status).toBe(200);
    expect(copy.headers.get("content-type")).toBe("image/avif");
    expect(copy.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    if (shared) expect((await fetch(`${processes[1]!.origin}${unsigned}`)).status).toBe(200);
    // From then on, the API (and the pages) name the bucket's copy instead of /media.
    const named = await waitFor("the API to name the public copy", async () => {
      const picture = (await apiProducts(origin)).find((product) => product.title === title)?.picture;
      return picture?.startsWith(`${publicUrl}/`) ? picture : false;
    }, 30_000);
    expect((await fetch(named)).status).toBe(200);

    // Unpublished: the copies are taken down, /media refuses it again, signed links still work.
    expect((await admin.request("/admin?index", { form: { intent: "unpublish", ids: String(id), confirmed: "1" } })).status).toBeLessThan(400);
    await waitFor("the copies to be taken down", async () => (await variantsOf(".public", key)).length === 0 && !(await s3.keys(".published/")).includes(`.published/${key}`), 60_000);
    expect((await fetch(copyUrl)).status).toBe(404);
    expect((await fetch(`${origin}${unsigned}`)).status).toBe(404);
    expect((await fetch(`${processes[1]!.origin}${url}`)).status).toBe(200);
  }, 180_000);
});
