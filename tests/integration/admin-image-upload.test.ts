import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser } from "../support/test-browser";
import { cleanUpServers, randomTestPort, requireBuild, seededDataDir, startServer, waitForHealth } from "../support/test-server-process";

/*
 * POST /api/admin/images over real HTTP against the built server: a phone photo is stored
 * upright and without EXIF under a generated key, its signed link serves the resized variants,
 * hostile files are refused with their reason (in the person's language) and leave nothing on
 * disk, and each upload is in the activity log.
 */

const ADMIN = { email: "owner@example.ca", password: "walnut-ferry-lantern-42" };

let origin: string;
let dataDir: string;
let admin: Browser;

interface Answer {
  success: boolean;
  url: string | null;
  key?: string;
  width?: number;
  height?: number;
  error: string | null;
}

/** Posts a multipart form as the signed-in browser would (its cookies, this site's Origin). */
async function upload(form: FormData, browser = admin) {
  const response = await fetch(`${origin}/api/admin/images`, {
    method: "POST",
    headers: {
      origin,
      "Accept-Language": "en-CA",
      cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    },
    body: form,
  });
  return { response, answer: (await response.json()) as Answer };
}

const formWith = (file: Blob, name: string, extra: Record<string, string> = {}) => {
  const form = new FormData();
  form.set("file", file, name);
  for (const [key, value] of Object.entries(extra)) form.set(key, value);
  return form;
};

async function storedUploads(): Promise<string[]> {
  const root = path.join(dataDir, "uploads");
  if (!existsSync(root)) return [];
  return (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

beforeAll(async () => {
  requireBuild();
  const port = randomTestPort();
  origin = `http://127.0.0.1:${port}`;
  dataDir = seededDataDir();
  startServer({
    PORT: String(port),
    PUBLIC_URL: origin,
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  await waitForHealth(origin);
  admin = new Browser(origin);
  expect((await admin.signIn(ADMIN.email, ADMIN.password)).status).toBe(303);
}, 120_000);

afterAll(cleanUpServers);

describe("image uploads over HTTP", () => {
  it("stores a phone photo upright and without EXIF, and its signed link serves every variant", async () => {
    // 1600 × 900 as the sensor saw it, left half red; EXIF says 'turn 90° clockwise to show'.
    const left = await sharp({
      create: { width: 800, height: 900, channels: 3, background: "#ff0000" },
    })
      .png()
      .toBuffer();
    const photo = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: "#0000ff" },
    })
      .composite([{ input: left, left: 0, top: 0 }])
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: "private owner", Make: "PhoneMaker" } })
      .jpeg({ quality: 90 })
      .toBuffer();

    const { response, answer } = await upload(
      formWith(new Blob([photo], { type: "image/jpeg" }), "IMG_0042.JPG", { product_id: "1" }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(answer).toMatchObject({ success: true, error: null, width: 900, height: 1600 });
    expect(answer.key).toMatch(/^uploads\/\d{4}\/\d{2}\/[0-9a-f]{24}\.jpg$/);
    expect(await storedUploads()).toEqual([answer.key]);

    const stored = await readFile(path.join(dataDir, "uploads", answer.key!));
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height]).toEqual([900, 1600]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from("private owner"))).toBe(false);
    const { data } = await sharp(stored)
      .extract({ left: 450, top: 200, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([data[0]! > 200, data[2]! < 60]).toEqual([true, true]);

    // The answer's url is a signed variant; the same signature serves every width and format.
    const preview = await fetch(`${origin}${answer.url}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await preview.arrayBuffer())).metadata()).width).toBe(640);
    const signed = new URL(answer.url!, origin);
    for (const [width, format] of [
      [320, "avif"],
      [960, "webp"],
    ] as const) {
      signed.searchParams.set("w", String(width));
      signed.searchParams.set("f", format);
      const variant = await fetch(signed);
      expect(variant.status, `${width} ${format}`).toBe(200);
      expect(variant.headers.get("content-type")).toBe(`image/${format}`);
      expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(
        Math.min(width, 900),
      ); // never enlarged
    }
    // Not on any published product yet: without the signature it is not acknowledged, and an
    // altered signature is refused.
    expect((await fetch(`${origin}/media/${answer.key}?w=320&f=webp`)).status).toBe(404);
    signed.searchParams.set("sig", "x".repeat(43));
    expect((await fetch(signed)).status).toBe(403);

    // The activity log names who uploaded what, for which product.
    const log = await (await admin.request("/admin/activity?action=image-uploaded")).text();
    expect(log).toContain("Image uploaded");
    expect(log).toContain("#1");
  }, 60_000);

  it("refuses hostile files with their reason, and stores none of them", async () => {
    const before = await storedUploads();
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const cases: [FormData, number, string][] = [
      [
        formWith(
          new Blob(["<html><script>alert(1)</script></html>"], { type: "image/jpeg" }),
          "photo.jpg",
        ),
        415,
        "Only image files can be uploaded",
      ],
      [
        formWith(
          new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], {
            type: "image/svg+xml",
          }),
          "x.svg",
        ),
        415,
        "Only image files can be uploaded",
      ],
      [
        formWith(new Blob([tiny], { type: "image/png" }), "../../x.png"),
        400,
        "The file name must not contain a folder path",
      ],
      [formWith(new Blob([], { type: "image/png" }), "empty.png"), 400, "The file is empty"],
      [
        formWith(new Blob([tiny], { type: "image/png" }), "ok.png", { product_id: "999999" }),
        404,
        "This product no longer exists",
      ],
      [
        formWith(new Blob([tiny], { type: "image/png" }), "ok.png", { product_id: "1 OR 1=1" }),
        404,
        "This product no longer exists",
      ],
    ];
    for (const [form, status, error] of cases) {
      const { response, answer } = await upload(form);
      expect({ status: response.status, answer }).toEqual({
        status,
        answer: { success: false, url: null, error },
      });
    }

    // 25 MB: refused from its Content-Length, before the body is read.
    const big = new Uint8Array(25 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const { response, answer } = await upload(
      formWith(new Blob([big], { type: "image/jpeg" }), "big.jpg"),
    );
    expect(response.status).toBe(413);
    expect(answer).toEqual({ success: false, url: null, error: "The file is larger than 20 MB" });

    // An empty form, as the access matrix sends it.
    const empty = await admin.request("/api/admin/images", { form: {} });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      success: false,
      url: null,
      error: "Choose an image file to upload",
    });

    expect(await storedUploads()).toEqual(before);
  }, 60_000);

  it("answers in the person's admin language", async () => {
    const chinese = new Browser(origin);
    chinese.cookies = new Map(admin.cookies);
    chinese.cookies.set("admin_lang", "zh");
    const { response, answer } = await upload(
      formWith(new Blob(["%PDF-1.7"], { type: "application/pdf" }), "a.pdf"),
      chinese,
    );
    expect(response.status).toBe(415);
    expect(answer.error).toBe("只能上传图片文件");
  });

  it("answers GET with 405, and strangers with 401", async () => {
    const get = await admin.request("/api/admin/images");
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    const stranger = await fetch(`${origin}/api/admin/images`, {
      method: "POST",
      headers: { origin },
      body: new FormData(),
    });
    expect(stranger.status).toBe(401);
  });
});
