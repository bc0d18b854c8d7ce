import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser } from "../support/test-browser";
import { cleanUpServers, randomTestPort, requireBuild, seededDataDir, startServer, waitForHealth } from "../support/test-server-process";

/*
 * Who may see an uploaded picture, over real HTTP against the built server: its public URL (with
 * its content version, cached for a year) answers while a published product uses the file, and
 * 404 once none does (unpublished or in the Trash), at once on the process that made the change;
 * a signed link for staff keeps working.
 */

const ADMIN = { email: "owner@example.ca", password: "walnut-ferry-lantern-42" };

let origin: string;
let admin: Browser;

beforeAll(async () => {
  requireBuild();
  const port = randomTestPort();
  origin = `http://127.0.0.1:${port}`;
  startServer({ PORT: String(port), PUBLIC_URL: origin, LOG_LEVEL: "warn", DATA_DIR: seededDataDir(), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  await waitForHealth(origin);
  admin = new Browser(origin);
  expect((await admin.signIn(ADMIN.email, ADMIN.password)).status).toBe(303);
}, 120_000);

afterAll(cleanUpServers);

async function uploadPicture(): Promise<{ key: string; signedUrl: string }> {
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#7a5230" } }).jpeg().toBuffer();
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "oak.jpg");
  const response = await fetch(`${origin}/api/admin/images`, {
    method: "POST",
    headers: { origin, cookie: [...admin.cookies].map(([name, value]) => `${name}=${value}`).join("; ") },
    body: form,
  });
  const answer = (await response.json()) as { success: boolean; key: string; url: string };
  expect(answer.success).toBe(true);
  return { key: answer.key, signedUrl: answer.url };
}

async function apiProducts() {
  const listed = (await (await fetch(`${origin}/api/products`)).json()) as { data?: unknown[] } | unknown[];
  return (Array.isArray(listed) ? listed : (listed.data ?? [])) as { id: number; title: string; picture: string | null }[];
}
const titleOf = async (id: number) => (await apiProducts()).find((product) => product.id === id)!.title;
const pictureUrlOf = async (id: number) => (await apiProducts()).find((product) => product.id === id)!.picture!;

/** Creates a published product with the picture; its id and the public picture URL the API gives. */
async function publishedProductWith(picture: string): Promise<{ id: number; pictureUrl: string }> {
  const title = `Ownership oak ${randomBytes(4).toString("hex")}`;
  const saved = await admin.request("/admin/products/new", { form: { title, picture, isPublished: "on", displayOrder: "0" } });
  expect(saved.status).toBe(303);
  const row = (await apiProducts()).find((product) => product.title === title);
  expect(row?.picture).toMatch(/\/media\/uploads\/.+[?&]v=/);
  return { id: row!.id, pictureUrl: row!.picture! };
}

// Bulk changes ask first (decision 036); a script sends the confirmation with the change.
const change = (intent: string, id: number) => admin.request("/admin?index", { form: { intent, ids: String(id), confirmed: "1" } });

describe("public picture URLs follow their products", () => {
  it("are refused once no published product uses the file, while signed links keep working", async () => {
    const { key, signedUrl } = await uploadPicture();
    const first = await publishedProductWith(key);
    const url = first.pictureUrl;

    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

    expect((await change("unpublish", first.id)).status).toBeLessThan(400);
    const refused = await fetch(url);
    expect(refused.status).toBe(404);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    // Staff's signed links are not about publishing.
    expect((await fetch(`${origin}${signedUrl}`)).status).toBe(200);

    // Published again, then moved to the Trash: refused again.
    expect((await change("publish", first.id)).status).toBeLessThan(400);
    expect((await fetch(url)).status).toBe(200);
    expect((await change("trash", first.id)).status).toBeLessThan(400);
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(`${origin}${signedUrl}`)).status).toBe(200);
  });

  it("keep answering while another published product uses the same file", async () => {
    const { key } = await uploadPicture();
    const first = await publishedProductWith(key);
    const second = await publishedProductWith(key);
    expect((await change("unpublish", first.id)).status).toBeLessThan(400);
    expect((await fetch(first.pictureUrl)).status).toBe(200);
    expect((await change("trash", second.id)).status).toBeLessThan(400);
    expect((await fetch(first.pictureUrl)).status).toBe(404);
  });

  it("change with the picture: a replaced picture gets a new URL and the old one is refused", async () => {
    const { key } = await uploadPicture();
    const { key: replacement } = await uploadPicture();
    const product = await publishedProductWith(key);
    const title = await titleOf(product.id);
    const saved = await admin.request(`/admin/products/${product.id}`, {
      form: { title, picture: replacement, isPublished: "on", displayOrder: "0", version: "1" },
    });
    expect(saved.status).toBe(303);
    const now = await pictureUrlOf(product.id);
    expect(new URL(now).pathname).toBe(`/media/${replacement}`);
    expect((await fetch(now)).status).toBe(200);
    expect((await fetch(product.pictureUrl)).status).toBe(404);
  });
});

describe("pictures of the site's content", () => {
  const unsigned = (key: string) => `${origin}/media/${key}?w=640&f=webp`;

  it("are public while a published entry names them, as its picture or in its body", async () => {
    const main = await uploadPicture();
    const inline = await uploadPicture();
    const slug = `ownership-${randomBytes(4).toString("hex")}`;
    const body = {
      type: "doc",
      content: [
        { type: "paragraph", content: [{ type: "text", text: "Sweep, then wipe." }] },
        { type: "image", attrs: { src: inline.key, alt: "A swept oak board" } },
      ],
    };
    const created = await admin.request("/admin/content/news/new", {
      form: { title: `Ownership ${slug}`, slug, excerpt: "Caring for oak.", category: "Guide", date: "2026-11-01", picture: main.key, pictureAlt: "Oak", body: JSON.stringify(body) },
    });
    expect(created.status).toBe(303);
    const editor = created.headers.get("location")!.replace(/\?.*$/, "");

    // A draft's files are not acknowledged without a signed link.
    for (const key of [main.key, inline.key]) expect((await fetch(unsigned(key))).status).toBe(404);

    expect((await admin.request(editor, { form: { intent: "publish" } })).status).toBe(200);
    const page = await (await fetch(`${origin}/news/${slug}`)).text();
    for (const key of [main.key, inline.key]) {
      expect(page).toContain(`/media/${key}?`);
      const served = await fetch(unsigned(key));
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
    }

    expect((await admin.request(editor, { form: { intent: "unpublish" } })).status).toBe(200);
    for (const key of [main.key, inline.key]) expect((await fetch(unsigned(key))).status).toBe(404);
    expect((await fetch(`${origin}${inline.signedUrl}`)).status).toBe(200);
  });
});
