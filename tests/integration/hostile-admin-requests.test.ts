import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import fc from "fast-check";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteExtensions } from "~/platform/db/client.server";
import { startTestSmtpServer, type TestSmtpServer } from "../support/test-smtp-server";
import { rawRequest, type RawAnswer, type SentRequest } from "../support/raw-request";
import { fillPattern, routeSurfaces, type RouteSurface } from "../support/route-surface";
import { Browser } from "../support/test-browser";
import { formTokenFilledIn } from "../support/form-token";
import { cleanUpServers, randomTestPort, requireBuild, scratchDataDir, scratchPostgresDatabase, startServer, waitForHealth } from "../support/test-server-process";

/*
 * Hostile requests at the admin's catalogue management over real HTTP, signed in as an editor
 * and sent from the site's own origin: the products list (its filter and every action), the
 * product editor (save, conflict, restore), the preview, the categories, the enquiries (list,
 * a lead's page with its status, owner and notes, the Leads overview, CSV export) and the image upload. Whatever arrives, the server answers without a 5xx,
 * refuses what it cannot use with a 4xx, and writes nothing: the catalogue, the enquiries and the
 * audit log read the same from the database before and after. The same writes from another origin
 * or without a session are refused. Markup typed into every product and category field comes back
 * escaped in the admin's pages and verbatim in the public JSON.
 *
 * The database is the server's own: with TEST_DATABASE_URL a scratch PostgreSQL database, else the
 * embedded one in DATA_DIR (read from a copy), both read while the server runs.
 */

const ADMIN = { email: "owner@example.ca", password: "walnut-ferry-lantern-42" };
const EDITOR = { email: "catalogue.editor@example.ca", password: "quiet-harbour-linden-84" };
const FOREIGN = "https://attacker.example";
const SECRET = "hostile-admin-requests-secret-0123456789abcdef";

interface Sent extends SentRequest {
  /** Whose cookies go with it (none: anonymous). */
  as?: Browser;
  /** The Origin header of a POST: the site's own unless given; null sends none. */
  origin?: string | null;
}

type Answer = RawAnswer;

let origin = "";
let port = 0;
let env: Record<string, string> = {};
let dataDir = "";
let server: ReturnType<typeof startServer>;

let postgres: { url: string; drop(): Promise<void> } | undefined;
let smtp: TestSmtpServer;
let editor: Browser;
let admin: Browser;
let surfaces: RouteSurface[] = [];

/** What the tests act on: a published product (with its current version), two categories, an enquiry. */
const fixture = { productId: 0, version: 0, categoryId: 0, otherCategoryId: 0, enquiryId: 0 };

function send(request: Sent): Promise<Answer | { dropped: string }> {
  const headers: Record<string, string> = { "accept-language": "en-CA", ...request.headers };
  if (request.as?.cookies.size) headers.cookie = [...request.as.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  if (request.method === "POST" && request.origin !== null) headers.origin = request.origin ?? origin;
  if (request.body !== undefined && !request.chunked) headers["content-length"] ??= String(Buffer.byteLength(request.body));
  return rawRequest({
    port,
    method: request.method,
    path: request.path,
    headers,
    body: request.body,
    chunkBytes: request.chunked ? 64 * 1024 : undefined,
    timeoutMs: 20_000,
  });
}

const describeRequest = (request: Sent) => {
  const body = request.body === undefined ? "" : Buffer.from(request.body).toString("latin1");
  const shown = (text: string) => (text.length > 160 ? `${text.slice(0, 160)}… (${text.length} chars)` : text);
  return `${request.method} ${shown(request.path)}${body ? ` [${request.headers?.["content-type"] ?? "no type"}] ${shown(body)}` : ""}`;
};

/** The answer, or a failure naming the request when the server dropped it or answered 5xx. */
async function answered(request: Sent, failures: string[]): Promise<Answer | null> {
  const outcome = await send(request);
  if ("dropped" in outcome) {
    failures.push(`${describeRequest(request)}: connection dropped (${outcome.dropped})`);
    return null;
  }
  if (outcome.status >= 500) {
    failures.push(`${describeRequest(request)}: answered ${outcome.status} ${outcome.body.slice(0, 200)}`);
    return null;
  }
  return outcome;
}

/** Under /api a refusal says what was wrong in the API's shape: `{ success: false, error: "…" }`. */
function saysWhy(request: Sent, answer: Answer, failures: string[]) {
  if (!request.path.startsWith("/api/") || answer.status < 400 || answer.status === 405) return;
  try {
    const { success, error } = JSON.parse(answer.body) as { success?: unknown; error?: unknown };
    if (success === false && typeof error === "string" && error) return;
  } catch {
    // not JSON: reported below
  }
  failures.push(`${describeRequest(request)}: ${answer.status} without {success:false,error}: ${answer.body.slice(0, 120)}`);
}

/**
 * Sends a request the editor's session should never get a change out of: anything but a 5xx, a
 * dropped connection or a redirect (which is how a save or a restore answers).
 */
async function refusedWrite(request: Sent, failures: string[]) {
  const answer = await answered({ as: editor, ...request }, failures);
  if (!answer) return;
  if (answer.status >= 300 && answer.status < 400) failures.push(`${describeRequest(request)}: ${answer.status} to ${answer.headers.location}`);
  saysWhy(request, answer, failures);
}

// ---------------------------------------------------------------- the database, before and after

const watched = {
  products: "products",
  product_images: "product_images",
  product_versions: "product_versions",
  categories: "product_categories",
  enquiries: "enquiries",
  enquiry_events: "enquiry_events",
  content_entries: "content_entries",
  content_versions: "content_versions",
  // Keyed by its entry: read with that as its id.
  content_changes: "(select entry_id as id, c.* from content_changes c) t",
  media: "media",
  // An export of the enquiries is recorded by design: counted apart (see `exports`).
  audit_log: "audit_log where action <> 'enquiries-exported'",
} as const;

type Snapshot = Record<keyof typeof watched | "exports", string>;

const checksumQuery = (from: string) =>
  `select count(*)::int as n, coalesce(md5(string_agg(t::text, E'\\n' order by t.id)), '') as sum from ${from.replace(/^(\w+)/, "$1 t")}`;

async function readSnapshot(query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>): Promise<Snapshot> {
  const snapshot = {} as Snapshot;
  for (const [name, from] of Object.entries(watched)) {
    const [row] = (await query(checksumQuery(from))).rows;
    snapshot[name as keyof typeof watched] = `${String(row?.n)} rows, ${String(row?.sum)}`;
  }
  const [exports] = (await query("select count(*)::int as n from audit_log where action = 'enquiries-exported'")).rows;
  snapshot.exports = String(exports?.n);
  return snapshot;
}

function launch() {
  server = startServer({ ...env, PORT: String(port), DATA_DIR: dataDir });
  return waitForHealth(origin);
}

/**
 * Counts and checksums of every watched table. The embedded database belongs to the running
 * server (one process at a time may open it): between requests, with the server idle, its files
 * are copied and the copy is opened, as after a crash, and read.
 */
async function snapshot(): Promise<Snapshot> {
  if (postgres) {
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      return await readSnapshot((sql) => client.query(sql));
    } finally {
      await client.end();
    }
  }
  if (server.child.exitCode !== null || server.child.signalCode !== null) {
    throw new Error(`the server has stopped (${server.child.exitCode ?? server.child.signalCode}): ${server.output().stderr.slice(-2000)}`);
  }
  const copy = mkdtempSync(path.join(tmpdir(), "hostile-admin-db-"));
  try {
    cpSync(path.join(dataDir, "pglite"), copy, { recursive: true });
    const db = await PGlite.create(copy, { extensions: pgliteExtensions });
    try {
      return await readSnapshot((sql) => db.query<Record<string, unknown>>(sql));
    } finally {
      await db.close();
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** The last snapshot, while nothing has been sent since: the next test's "before". */
let unchangedSince: Snapshot | undefined;

/** Runs `work`, then says what it changed in the database (nothing, hopefully), exports apart. */
async function changedBy(work: () => Promise<unknown>): Promise<{ changed: string[]; exports: number }> {
  const before = unchangedSince ?? (await snapshot());
  unchangedSince = undefined;
  await work();
  const after = await snapshot();
  unchangedSince = after;
  const changed = (Object.keys(watched) as (keyof typeof watched)[])
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name}: ${before[name]} -> ${after[name]}`);
  return { changed, exports: Number(after.exports) - Number(before.exports) };
}

// ---------------------------------------------------------------- hostile values

/** Form values (URL-encoded as they travel) that are no id, no intent and no useful field. */
const hostileIds = [
  "-1",
  "0",
  "-0",
  "+1",
  "%201",
  "1.0",
  "1e3",
  "0x1",
  "2147483648",
  "9999999999",
  "99999999999999999999999999",
  "1e309",
  "-1e309",
  "NaN",
  "Infinity",
  "..%2F",
  "..%2F..%2Fetc%2Fpasswd",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "%00",
  "1%00",
  "%C0%AF",
  "%ED%A0%80",
  "%FF%FE",
  "%E2%80%AE1",
  "%",
  "%ZZ",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "true",
  "null",
  "undefined",
  "%5B1%5D",
  "%7B%7D",
];

const LONG = "x".repeat(100 * 1024);

/** Everything the fuzzer may put in a field: the hostile ids, long text, random text and bytes. */
const hostileValue = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileIds, "", "x".repeat(300), "%41".repeat(3_000)) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }).map((text) => encodeURIComponent(text)) },
  {
    weight: 2,
    arbitrary: fc.uint8Array({ maxLength: 24 }).map((bytes) => Array.from(bytes, (byte) => `%${byte.toString(16).padStart(2, "0")}`).join("")),
  },
  { weight: 1, arbitrary: fc.integer({ min: -(2 ** 31), max: 2 ** 31 }).map(String) },
  { weight: 1, arbitrary: fc.constant(encodeURIComponent(LONG)) },
);

/** The same in a URL, where 16 kB of request line is the most Node reads. */
const queryValue = hostileValue.filter((value) => value.length < 12_000);

/**
 * A value that cannot name a row the tests have: a whole number small enough to be a real id is
 * replaced by one far past any (still a valid number, so the request reaches the database).
 */
function noRealId(value: string) {
  const decoded = safeDecode(value);
  return /^\s*\+?\d{1,9}\s*$/.test(decoded) && Number(decoded) > 0 && Number(decoded) < 1_000_000 ? "999999999" : value;
}

/** Whether the editor's whole-number fields (display order, versions) would read `value` as a number. */
function readsAsNumber(value: string) {
  return /^(-?\d{1,7})?$/.test(safeDecode(value).trim().replace(/^\+/, ""));
}

/** A version that is never the product's current one, written as the editor's schema reads it. */
function notCurrent(value: string, version: number) {
  const plain = safeDecode(value).trim().replace(/^\+/, "");
  return /^-?\d+$/.test(plain) && Number(plain) === version ? "999999" : value;
}

/** A form value as it travels, decoded; one that cannot be decoded as it is. */
function safeDecode(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A form body of already-encoded pairs; names are encoded here. */
const formBody = (fields: [string, string][]) => fields.map(([name, value]) => `${encodeURIComponent(name)}=${value}`).join("&");
const urlencoded = { "content-type": "application/x-www-form-urlencoded" };

const BODY_INVALID = "The text could not be read. Reload the page and try again.";

const post = (path: string, fields: [string, string][], extra: Partial<Sent> = {}): Sent => ({
  method: "POST",
  path,
  headers: urlencoded,
  body: formBody(fields),
  ...extra,
});

/** The same request as a script sends it: to the route's data address (`/admin/categories.data`). */
function asData(request: Sent): Sent {
  if (request.path.startsWith("/api/")) return request;
  const [pathname, search] = request.path.split("?");
  return { ...request, path: `${pathname}.data${search === undefined ? "" : `?${search}`}` };
}

/** The multipart body of `parts` (a part with `file` is a file), and its content type. */
function multipart(parts: { name: string; value: string | Buffer; file?: { name: string; type: string } }[], boundary = "----hostile-boundary-7d2") {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.file
      ? `form-data; name="${part.name}"; filename="${part.file.name}"\r\nContent-Type: ${part.file.type}`
      : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`), Buffer.from(part.value), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

// ---------------------------------------------------------------- the site

async function verifiedEditor(): Promise<Browser> {
  const browser = new Browser(origin);
  const registered = await browser.request("/auth", { form: { intent: "register", email: EDITOR.email, password: EDITOR.password } });
  expect(registered.status).toBe(200);
  const deadline = Date.now() + 20_000;
  let link: string | undefined;
  while (!link && Date.now() < deadline) {
    const mail = smtp.received.find((item) => item.to.includes(EDITOR.email));
    link = mail && /https?:\/\/\S+(\/auth\/verify-email\?token=\S+)/.exec(mail.text)?.[1];
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!link) throw new Error(`no verification mail for ${EDITOR.email}`);
  expect((await browser.request(link)).status).toBe(303);
  const users = await (await admin.request("/admin/users")).text();
  const userId = /name="userId" value="([^"]+)"/.exec(users.split("<tr").find((row) => row.includes(EDITOR.email)) ?? "")?.[1];
  if (!userId) throw new Error("the editor's account is not listed");
  expect((await admin.request("/admin/users", { form: { intent: "approve", userId, role: "editor" } })).status).toBe(200);
  expect((await browser.signIn(EDITOR.email, EDITOR.password)).status).toBe(303);
  expect((await browser.request("/admin")).status).toBe(200);
  return browser;
}

/** The version the editor opens the product at. */
async function currentVersion(id: number) {
  const html = await (await editor.request(`/admin/products/${id}`)).text();
  const version = /name="version" value="(\d+)"/.exec(html)?.[1];
  if (!version) throw new Error(`no version in the editor of product ${id}`);
  return Number(version);
}

beforeAll(async () => {
  requireBuild();
  surfaces = await routeSurfaces();
  smtp = await startTestSmtpServer();
  port = randomTestPort();
  origin = `http://127.0.0.1:${port}`;
  dataDir = scratchDataDir();
  if (process.env.TEST_DATABASE_URL) postgres = await scratchPostgresDatabase("hostile_admin");
  env = {
    PUBLIC_URL: origin,
    LOG_LEVEL: "warn",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SESSION_SECRET: SECRET,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  };
  await launch();

  admin = new Browser(origin);
  expect((await admin.signIn(ADMIN.email, ADMIN.password)).status).toBe(303);
  editor = await verifiedEditor();

  // An enquiry for the Enquiries tab, sent with a form token over 2 s old, as a person's is.
  const sent = await new Browser(origin).request("/api/enquiries?from=/contact", {
    form: {
      formToken: await formTokenFilledIn(SECRET),
      name: "Hostile Sender",
      email: "hostile.sender@example.com",
      company: "Hostile Floors",
      interestedIn: "both",
      service: "consultation",
      message: "One enquiry for the hostile requests to aim at.",
    },
  });
  expect(sent.status).toBe(200);
  const listed = await (await editor.request("/admin/enquiries")).text();
  fixture.enquiryId = Number(/href="\/admin\/enquiries\/(\d+)"/.exec(listed)?.[1]);
  // Its e-mail goes out in the background: wait until it has, so nothing moves under the checksums.
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && !(await (await editor.request(`/admin/enquiries/${fixture.enquiryId}.data`)).text()).includes('"delivered"')) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const products = (await (await fetch(`${origin}/api/products`)).json()) as { data: { id: number }[] };
  fixture.productId = products.data[0]!.id;
  fixture.version = await currentVersion(fixture.productId);
  const categories = (await (await fetch(`${origin}/api/categories`)).json()) as { data: { id: number }[] };
  expect(categories.data.length).toBeGreaterThanOrEqual(2);
  fixture.categoryId = categories.data[0]!.id;
  fixture.otherCategoryId = categories.data[1]!.id;
  expect(fixture.enquiryId).toBeGreaterThan(0);
}, 120_000);

afterAll(async () => {
  cleanUpServers();
  await smtp?.close();
  await postgres?.drop();
});

// ---------------------------------------------------------------- the writes a session could make

/** A small real picture, as the upload accepts it. */
const picture = () => sharp({ create: { width: 64, height: 48, channels: 3, background: "#8a6a3c" } }).png().toBuffer();

/** One genuine request for every change the catalogue pages can make, as the admin's forms send it. */
async function genuineWrites(): Promise<Sent[]> {
  const { productId: id, version, categoryId, otherCategoryId, enquiryId } = fixture;
  const product: [string, string][] = [
    ["title", "Forged%20oak"],
    ["content", "Forged"],
    ["displayOrder", "0"],
    ["isPublished", "on"],
    ["version", String(version)],
  ];
  const upload = multipart([
    { name: "file", value: await picture(), file: { name: "forged.png", type: "image/png" } },
    { name: "product_id", value: String(id) },
  ]);
  const list = (intent: string, fields: [string, string][] = [["ids", String(id)]]) => post("/admin?index", [["intent", intent], ["confirmed", "1"], ...fields]);
  return [
    ...["trash", "restore", "publish", "unpublish", "feature", "unfeature"].map((intent) => list(intent)),
    list("category", [["ids", String(id)], ["categoryId", String(otherCategoryId)]]),
    list("duplicate", [["id", String(id)]]),
    list("move", [["id", String(id)], ["position", "3"]]),
    post("/admin.data?index", [["intent", "unpublish"], ["ids", String(id)]]),
    post("/admin/products/new", product),
    post("/admin/products/new.data", product),
    post(`/admin/products/${id}`, product),
    post(`/admin/products/${id}`, [["intent", "restore"], ["restoreVersion", "1"], ["version", String(version)]]),
    post("/admin/categories", [["intent", "create"], ["name", "Forged%20category"]]),
    post("/admin/categories", [["intent", "edit"], ["id", String(categoryId)], ["name", "Forged"], ["slug", "forged"], ["parentId", ""]]),
    post("/admin/categories", [["intent", "delete"], ["id", String(categoryId)], ["products", "uncategorise"]]),
    post("/admin/categories", [["intent", "move"], ["id", String(categoryId)], ["direction", "down"]]),
    post("/admin/categories.data", [["intent", "create"], ["name", "Forged%20category"]]),
    post(`/admin/enquiries/${enquiryId}`, [["intent", "state"], ["state", "won"]]),
    post(`/admin/enquiries/${enquiryId}`, [["intent", "owner"], ["owner", "unassigned"]]),
    post(`/admin/enquiries/${enquiryId}`, [["intent", "note"], ["note", "Forged%20note"]]),
    post(`/admin/enquiries/${enquiryId}.data`, [["intent", "note"], ["note", "Forged%20note"]]),
    post(`/admin/enquiries/${enquiryId}`, [["intent", "retry"]]),
    { method: "POST", path: "/api/admin/images", headers: { "content-type": upload.type }, body: upload.body },
    // A published article's draft of changes (article 1 is a seeded one, at version 1).
    post("/admin/content/news/1", [["as", "changes"], ["version", "1"], ["title", "Forged"]]),
    ...["publish-changes", "unschedule-changes", "discard-changes"].map((intent) => post("/admin/content/news/1", [["intent", intent]])),
    post("/admin/content/news/1", [["intent", "schedule-changes"], ["publishAt", "2030-01-01T09:00"]]),
    // A picture of the media library: described, deleted (the first row the upgrade gave a file).
    post("/admin/media/1", [["intent", "describe"], ["descriptionEn", "Forged"], ["descriptionFr", "Forg%C3%A9"]]),
    post("/admin/media/1", [["intent", "delete"], ["confirmed", "1"]]),
    post("/admin/media/1", [["intent", "delete"], ["confirmed", "1"], ["inUse", "detach"]]),
  ];
}

describe("writes from another origin or without a session", () => {
  it("are refused, every one, and change nothing", async () => {
    const writes = await genuineWrites();
    const failures: string[] = [];
    const { changed } = await changedBy(async () => {
      for (const write of writes) {
        // Another origin, with the editor's cookie: an Origin header, the literal "null", or only Sec-Fetch-Site.
        for (const forged of [
          { origin: FOREIGN },
          { origin: "null" },
          { origin: `${origin}.attacker.example` },
          { origin: null, headers: { ...write.headers, "sec-fetch-site": "cross-site" } },
        ] satisfies Partial<Sent>[]) {
          const answer = await answered({ ...write, as: editor, ...forged }, failures);
          if (answer && answer.status !== 403) failures.push(`${describeRequest(write)} from ${forged.origin ?? "cross-site"}: ${answer.status}`);
          if (answer) saysWhy(write, answer, failures);
        }
        // No session, from the site itself: sent to sign in (JSON 401 under /api).
        const anonymous = await answered(write, failures);
        if (!anonymous) continue;
        const toSignIn = anonymous.status === 303 && /^\/auth(\?|$)/.test(anonymous.headers.location ?? "");
        const unauthorised = write.path.startsWith("/api/") && anonymous.status === 401;
        const dataRedirect = write.path.includes(".data") && anonymous.status === 202 && anonymous.body.includes("/auth");
        if (!toSignIn && !unauthorised && !dataRedirect) {
          failures.push(`${describeRequest(write)} without a session: ${anonymous.status} ${anonymous.headers.location ?? ""}`);
        }
        if (unauthorised) saysWhy(write, anonymous, failures);
      }
    });
    expect(failures).toEqual([]);
    expect(changed).toEqual([]);
  }, 120_000);
});

describe("hostile input from a signed-in editor", () => {
  it("refuses unknown intents and ids that are no ids at every action, and changes nothing", async () => {
    const { productId: id, version, categoryId, enquiryId } = fixture;
    const requests: Sent[] = [];
    const intents = ["", "unknown", "DELETE", "trash ", "__proto__", "constructor", "hasOwnProperty", "%00", "%C0%AF", encodeURIComponent(LONG)];
    // Unknown or missing intents.
    for (const intent of intents) {
      requests.push(post("/admin?index", [["intent", intent], ["ids", String(id)]]));
      requests.push(post("/admin/categories", [["intent", intent], ["id", String(categoryId)], ["name", "Renamed"]]));
      requests.push(post(`/admin/enquiries/${enquiryId}`, [["intent", intent]]));
    }
    requests.push(post("/admin?index", [["ids", String(id)]]), post("/admin/categories", [["id", String(categoryId)]]), post(`/admin/enquiries/${enquiryId}`, []));
    // Every action with ids that are not ids: each slot is one field of one form.
    const slots: ((bad: string) => Sent[])[] = [
      ...["trash", "restore", "publish", "unpublish", "feature", "unfeature"].map((intent) => (bad: string) => [post("/admin?index", [["intent", intent], ["ids", bad]])]),
      (bad) => [post("/admin?index", [["intent", "category"], ["ids", bad], ["categoryId", String(categoryId)]])],
      (bad) => [post("/admin?index", [["intent", "category"], ["ids", "999999999"], ["categoryId", bad]])],
      (bad) => [post("/admin?index", [["intent", "duplicate"], ["id", bad]])],
      (bad) => [post("/admin?index", [["intent", "move"], ["id", bad], ["position", "1"]])],
      (bad) => [post("/admin?index", [["intent", "move"], ["id", "999999999"], ["position", bad]])],
      // (The category forms trim their ids: " 1" would name a real one, so such values aim past them.)
      (bad) => [post("/admin/categories", [["intent", "edit"], ["id", noRealId(bad)], ["name", "Renamed"], ["slug", "renamed"]])],
      (bad) => [post("/admin/categories", [["intent", "delete"], ["id", noRealId(bad)], ["products", "uncategorise"]])],
      (bad) => [post("/admin/categories", [["intent", "delete"], ["id", "999999999"], ["products", "move"], ["targetId", bad]])],
      (bad) => [post("/admin/categories", [["intent", "move"], ["id", noRealId(bad)], ["direction", "up"]])],
      (bad) => (bad === "" ? [] : [post("/admin/categories", [["intent", "create"], ["name", "Child"], ["parentId", noRealId(bad)]])]),
      (bad) => [post(`/admin/products/${id}`, [["intent", "restore"], ["restoreVersion", bad], ["version", String(version)]])],
      (bad) => [post(`/admin/products/${id}`, [["intent", "restore"], ["restoreVersion", "1"], ["version", bad]])],
      // A save with a version that is not the product's: a conflict or a refusal, never a write.
      (bad) => [post(`/admin/products/${id}`, [["title", "Changed"], ["version", notCurrent(bad, version)]])],
      (bad) => [post(`/admin/products/${id}`, [["title", "Changed"], ["version", "999999"], ["overwriteVersion", notCurrent(bad, version)]])],
      // A new product with a broken display order or a category that is none is not created.
      (bad) => (readsAsNumber(bad) ? [] : [post("/admin/products/new", [["title", "Created"], ["displayOrder", bad]])]),
      (bad) => (bad === "" ? [] : [post("/admin/products/new", [["title", "Created"], ["categoryId", noRealId(bad)]])]),
      // In the path at most 8 kB: Node drops a request line over its 16 kB header limit before the
      // site sees it, and whether the client reads the 431 or a reset first is a race.
      (bad) =>
        /^[-+]?\d+$|^-0$/.test(bad)
          ? []
          : [
              post(`/admin/products/${bad.slice(0, 8 * 1024)}`, [["title", "Changed"], ["version", String(version)]]),
              post(`/admin/enquiries/${bad.slice(0, 8 * 1024)}`, [["intent", "state"], ["state", "won"]]),
            ],
      // A real picture for a product that is none.
      (bad) => {
        if (bad === "" || noRealId(bad) !== bad) return [];
        const upload = multipart([
          { name: "file", value: smallPicture, file: { name: "oak.png", type: "image/png" } },
          { name: "product_id", value: safeDecode(bad) },
        ]);
        return [{ method: "POST", path: "/api/admin/images", headers: { "content-type": upload.type }, body: upload.body }];
      },
    ];
    // The values named in the brief of these tests go to every slot as a page's form posts them;
    // the rest to a quarter of the slots each, as a script would post them (`.data`).
    const everywhere = ["-1", "0", "99999999999999999999", "NaN", "1e309", "..%2F", "__proto__", "constructor", "%C0%AF", encodeURIComponent(LONG)];
    const smallPicture = await picture();
    for (const bad of everywhere) for (const slot of slots) requests.push(...slot(bad));
    hostileIds
      .filter((bad) => !everywhere.includes(bad))
      .forEach((bad, index) => {
        slots.forEach((slot, number) => {
          if ((number + index) % 4 === 0) requests.push(...slot(bad).map(asData));
        });
      });
    // Path ids that are no ids.
    for (const bad of ["-1", "0", "2147483648", "99999999999999999999", "NaN", "1e309", "..%2F..%2F", "..", "__proto__", "constructor", "%00", "%C0%AF", "%FF", "1;2"]) {
      requests.push(post(`/admin/products/${bad}`, [["title", "Changed"], ["version", String(version)]]));
      requests.push(post(`/admin/products/${bad}`, [["intent", "restore"], ["restoreVersion", "1"], ["version", String(version)]]));
      requests.push(post(`/admin/enquiries/${bad}`, [["intent", "state"], ["state", "won"]]));
      requests.push(post(`/admin/enquiries/${bad}`, [["intent", "note"], ["note", "A%20note"]]));
      requests.push(post(`/admin/enquiries/${bad}`, [["intent", "retry"]]));
    }
    // Arrays of values and prototype keys in the names.
    requests.push(
      post("/admin?index", [["intent", "trash"], ["ids", String(id)], ["ids", "-1"]]),
      post("/admin?index", [["intent", "trash"], ["ids", "-1"], ["ids", String(id)]]),
      post("/admin?index", [["intent", "trash"], ...Array.from({ length: 501 }, (): [string, string] => ["ids", "999999999"])]),
      post("/admin?index", [["intent", "trash"], ["ids[]", String(id)]]),
      post("/admin?index", [["intent", "trash"], ["ids[0]", String(id)]]),
      post("/admin?index", [["intent", "duplicate"], ["id[]", String(id)]]),
      post("/admin?index", [["intent", "duplicate"], ["id", "x"], ["id", String(id)]]),
      post("/admin?index", [["intent[]", "trash"], ["ids", String(id)]]),
      post("/admin?index", [["intent", "delete"], ["ids", String(id)]]),
      post("/admin?index", [["__proto__", "x"], ["constructor", "x"], ["intent", "__proto__"], ["ids", String(id)]]),
      post("/admin/categories", [["intent", "delete"], ["id", "x"], ["id", String(categoryId)], ["products", "uncategorise"]]),
      post("/admin/categories", [["intent", "delete"], ["id[]", String(categoryId)], ["products", "uncategorise"]]),
      post("/admin/categories", [["intent", "create"], ["name", "Proto"], ["parentId", "999999999"], ["__proto__.polluted", "1"], ["constructor.prototype.polluted", "1"]]),
      post(`/admin/enquiries/${enquiryId}`, [["intent[]", "state"], ["state", "won"]]),
      post(`/admin/enquiries/${enquiryId}`, [["intent", "x"], ["intent", "state"], ["state", "won"]]),
      post(`/admin/enquiries/${enquiryId}`, [["intent", "state"], ["intent", "x"], ["state", "won"]]),
      post(`/admin/enquiries/${enquiryId}`, [["intent", "state"], ["state", "won"], ["state", "lost"]]),
      post(`/admin/enquiries/${enquiryId}`, [["intent", "state"], ["state[]", "won"]]),
      post(`/admin/enquiries/${enquiryId}`, [["intent", "note"], ["note", "One"], ["note", "Two"]]),
      post(`/admin/enquiries/${enquiryId}`, [["intent", "note"], ["note[0]", "One"]]),
      post(`/admin/enquiries/${enquiryId}`, [["intent", "note"], ["note.__proto__", "One"]]),
      post(`/admin/enquiries/${enquiryId}`, [["intent", "owner"], ["owner", "unassigned"], ["owner", "x"]]),
      post(`/admin/enquiries/${enquiryId}`, [["intent", "owner"], ["owner[__proto__]", "x"]]),
      ...[
        "__proto__.title",
        "__proto__[title]",
        "constructor.prototype.title",
        "images.__proto__.imageUrl",
        "images[__proto__].imageUrl",
        "images[0].__proto__",
        "images[99999999].imageUrl",
        "images[-1].imageUrl",
        "images[1e309].imageUrl",
        "images[0][0][0][0][0][0][0][0][0][0][0][0].imageUrl",
        "__intent__",
      ].flatMap((name) => [
        post(`/admin/products/${id}`, [["title", "Changed"], ["version", "999999"], [name, "x"]]),
        post("/admin/products/new", [["title", "Created"], ["displayOrder", "x"], [name, "x"]]),
      ]),
      post("/admin/products/new", [["title", "Created"], ["displayOrder", "x"], ...Array.from({ length: 40 }, (_, index): [string, string] => [`images[${index}].imageUrl`, "x"])]),
      post("/admin/products/new", [["title", "Created"], ["displayOrder", "x"], ["__intent__", "%7B%22type%22%3A%22insert%22%2C%22payload%22%3A%7B%22name%22%3A%22__proto__%22%7D%7D"]]),
    );
    // A lead's status, owner and note with values its forms never send: an unknown status or staff
    // member, a note empty or past 2,000 characters.
    for (const bad of [...everywhere, "", "%20%20", "New", "WON", "won%00", "handled", "unknown", "x".repeat(65)]) {
      requests.push(post(`/admin/enquiries/${enquiryId}`, [["intent", "state"], ["state", bad]]));
      requests.push(post(`/admin/enquiries/${enquiryId}`, [["intent", "owner"], ["owner", bad]]));
    }
    for (const note of ["", "%20%20%0A%20", "x".repeat(2_001), "%E6%9C%A8".repeat(2_001), encodeURIComponent(LONG)]) {
      requests.push(post(`/admin/enquiries/${enquiryId}`, [["intent", "note"], ["note", note]]));
      requests.push(asData(post(`/admin/enquiries/${enquiryId}`, [["intent", "note"], ["note", note]])));
    }
    // Every product field 100 kB long, with a version that is not the product's.
    for (const field of ["title", "content", "size", "series", "color", "level", "packing", "displayOrder", "picture", "seoTitle", "seoDescription", "seoKeywords", "categoryId", "images[0].imageUrl", "images[0].altText"]) {
      requests.push(post(`/admin/products/${id}`, [["title", "Changed"], ["version", "999999"], [field, encodeURIComponent(LONG)]]));
      requests.push(post("/admin/products/new", [["title", "Created"], ["displayOrder", "x"], [field, encodeURIComponent(LONG)]]));
    }
    for (const field of ["name", "slug", "parentId"]) {
      requests.push(post("/admin/categories", [["intent", "create"], ["name", "Long"], ["parentId", "999999999"], [field, encodeURIComponent(LONG)]]));
      requests.push(post("/admin/categories", [["intent", "edit"], ["id", "999999999"], ["name", "Long"], ["slug", "long"], [field, encodeURIComponent(LONG)]]));
    }

    const failures: string[] = [];
    const { changed } = await changedBy(async () => {
      for (const request of requests) await refusedWrite(request, failures);
    });
    expect(failures).toEqual([]);
    expect(changed).toEqual([]);
  }, 180_000);

  it("answers bodies of the wrong type, broken or truncated multipart and huge bodies with a 4xx, and changes nothing", async () => {
    const { productId: id, version, categoryId, enquiryId } = fixture;
    const targets: { path: string; fields: [string, string][] }[] = [
      { path: "/admin?index", fields: [["intent", "trash"], ["ids", String(id)]] },
      { path: "/admin/products/new", fields: [["title", "Created"], ["displayOrder", "0"]] },
      { path: `/admin/products/${id}`, fields: [["title", "Changed"], ["version", String(version)]] },
      { path: "/admin/categories", fields: [["intent", "delete"], ["id", String(categoryId)], ["products", "uncategorise"]] },
      { path: `/admin/enquiries/${enquiryId}`, fields: [["intent", "note"], ["note", "Forged"]] },
      { path: "/api/admin/images", fields: [["product_id", String(id)]] },
    ];
    const requests: Sent[] = [];
    for (const { path, fields } of targets) {
      // Past the action's limit: 20 MB with a picture for the editor and the upload, far less for the others.
      const huge = `${formBody(fields)}&pad=${"x".repeat(/^\/(api|admin\/products)\//.test(path) ? 21 * 1024 * 1024 : 1024 * 1024)}`;
      const asJson = JSON.stringify(Object.fromEntries(fields));
      const whole = multipart(fields.map(([name, value]) => ({ name, value })));
      requests.push(
        // The same fields in JSON or plain text are not a form.
        { method: "POST", path, headers: { "content-type": "application/json" }, body: asJson },
        { method: "POST", path, headers: { "content-type": "text/plain" }, body: formBody(fields).replace(/&/g, "\n") },
        { method: "POST", path, headers: { "content-type": "application/xml" }, body: "<form/>" },
        // Multipart without a boundary, with a boundary the body does not use, cut short, or without its end.
        { method: "POST", path, headers: { "content-type": "multipart/form-data" }, body: whole.body },
        { method: "POST", path, headers: { "content-type": "multipart/form-data; boundary=other" }, body: whole.body },
        { method: "POST", path, headers: { "content-type": whole.type }, body: whole.body.subarray(0, Math.floor(whole.body.length / 2)) },
        { method: "POST", path, headers: { "content-type": whole.type }, body: whole.body.subarray(0, whole.body.length - 20) },
        { method: "POST", path, headers: { "content-type": whole.type }, body: "" },
        // Form bodies with invalid UTF-8 and broken percent-encodings in names and values.
        { method: "POST", path, headers: urlencoded, body: "%FF%FE=%C0%AF&intent=%ED%A0%80&%=%&ids=%ZZ" },
        // A huge form, with and without a Content-Length, and a Content-Length that lies.
        { method: "POST", path, headers: urlencoded, body: huge },
        { method: "POST", path, headers: urlencoded, body: huge, chunked: true },
        { method: "POST", path, headers: { ...urlencoded, "content-length": "99999999999" }, body: formBody(fields) },
        // No body at all.
        { method: "POST", path, headers: urlencoded },
      );
    }
    const failures: string[] = [];
    const { changed } = await changedBy(async () => {
      for (const request of requests) {
        const answer = await answered({ as: editor, ...request }, failures);
        if (!answer) continue;
        // A body cut short by a lying Content-Length may be waited for and timed out (408), never saved.
        if (answer.status < 400 || answer.status >= 500) failures.push(`${describeRequest(request)}: ${answer.status}, expected a 4xx`);
        saysWhy(request, answer, failures);
      }
    });
    expect(failures).toEqual([]);
    expect(changed).toEqual([]);
  }, 180_000);

  it("answers hostile query parameters on every catalogue page, and writes only the export's own record", async () => {
    const pages = ["admin", "admin/products/new", "admin/products/:id", "admin/products/:id/preview", "admin/categories", "admin/enquiries", "admin/enquiries/:id", "admin/enquiries/overview", "admin/enquiries.csv"];
    const chosen = surfaces.filter((surface) => pages.includes(surface.pattern));
    // The Products tab is the layout's index: both are `admin`.
    expect([...new Set(chosen.map((surface) => surface.pattern))].sort()).toEqual([...pages].sort());
    const pathValue = (surface: RouteSurface) => ({ id: String(surface.pattern.startsWith("admin/enquiries") ? fixture.enquiryId : fixture.productId) });
    const failures: string[] = [];
    let csvAnswers = 0;
    const get = async (path: string) => {
      const answer = await answered({ method: "GET", path, as: editor }, failures);
      if (answer && path.startsWith("/admin/enquiries.csv") && answer.status === 200) csvAnswers += 1;
      // Only a path's own trailing-slash form is a place a page may send its reader on to.
      const [pathname] = path.split("?");
      if (answer && answer.status >= 300 && answer.status < 400 && !answer.headers.location?.startsWith(`${pathname}/`)) {
        failures.push(`GET ${path.slice(0, 200)}: ${answer.status} to ${answer.headers.location}`);
      }
    };
    const { changed, exports } = await changedBy(async () => {
      for (const surface of chosen) {
        // Every declared parameter with a share of the hostile values (each value goes to several), and
        // 8 kB long: a request line past Node's 16 kB header limit never reaches the site.
        for (const [number, name] of surface.queryParams.entries()) {
          for (const value of [...hostileIds.filter((_, index) => (index + number) % 4 === 0), "x".repeat(8_000)]) {
            await get(`${fillPattern(surface.pattern, pathValue(surface))}?${name}=${value}`);
          }
          await get(`${fillPattern(surface.pattern, pathValue(surface))}?${name}=1&${name}=2&${name}[]=3&${name}[__proto__]=4`);
        }
        await get(`${fillPattern(surface.pattern, pathValue(surface))}?__proto__=1&constructor=2&%FF=%FE`);
        // Path ids that are no ids.
        if (surface.pathParams.length) {
          for (const bad of ["-1", "0", "2147483648", "99999999999999999999", "NaN", "1e309", "..%2F..%2F", "__proto__", "constructor", "%00", "%C0%AF", "%FF"]) {
            await get(fillPattern(surface.pattern, { id: bad }));
          }
        }
      }
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...chosen).chain((surface) =>
            fc.record({
              surface: fc.constant(surface),
              id: fc.oneof(fc.constant(String(fixture.productId)), queryValue),
              query: fc.uniqueArray(fc.tuple(fc.constantFrom(...surface.queryParams, "unknown"), queryValue), { maxLength: 4, selector: ([name]) => name }),
            }),
          ),
          async ({ surface, id, query }) => {
            const search = query.map(([name, value]) => `${name}=${value}`).join("&");
            await get(`${fillPattern(surface.pattern, { id })}${search ? `?${search}` : ""}`);
          },
        ),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 40), seed: Number(process.env.FUZZ_SEED ?? 20261124) },
      );
    });
    expect(failures).toEqual([]);
    expect(changed).toEqual([]);
    // Each export that answered is recorded, and nothing else is.
    expect(exports).toBe(csvAnswers);
  }, 180_000);

  it("answers a list field posted as an object and a body posted as null with a message, not a 500", async () => {
    const failures: string[] = [];
    const base: [string, string][] = [["title", "Listed"], ["slug", "listed-shape"], ["excerpt", "An excerpt."], ["description", "A description."]];
    const shape = "This list was sent in a shape the form never sends";
    for (const [path, field, says] of [
      ["/admin/content/news/new", ["related.id", "1"], shape],
      ["/admin/content/news/new", ["related.label", "x"], shape],
      ["/admin/content/projects/new", ["productsUsed.label", "x"], shape],
      ["/admin/content/projects/new", ["gallery.picture", "x"], shape],
      ["/admin/content/news/new", ["body", "null"], BODY_INVALID],
      ["/admin/content/projects/new", ["details", "null"], BODY_INVALID],
      // A picture from another site is a tracking pixel: only the site's own files are pictures.
      [
        "/admin/content/news/new",
        ["body", JSON.stringify({ type: "doc", content: [{ type: "image", attrs: { src: "https://elsewhere.example/pixel.png", alt: "Pixel" } }, { type: "paragraph", content: [{ type: "text", text: "Text." }] }] })],
        BODY_INVALID,
      ],
    ] as const) {
      const answer = await answered({ as: editor, ...post(path, [...base, [field[0], field[1]]]) }, failures);
      if (!answer) continue;
      if (answer.status !== 400) failures.push(`${path} ${field[0]}: ${answer.status}`);
      if (!answer.body.includes(says)) failures.push(`${path} ${field[0]}: no message`);
    }
    expect(failures).toEqual([]);
  });

  it("answers opening hours in shapes and values the form never sends with a message under them, and keeps the hours", async () => {
    const failures: string[] = [];
    const company: [string, string][] = [
      ["name", "Cedarline Flooring"], ["legalName", "Cedarline Flooring Inc."], ["street", "2150 Dunwin Drive, Unit 7"], ["city", "Mississauga"],
      ["region", "ON"], ["regionName", "Ontario"], ["postalCode", "L5L 5M8"], ["phone", "(905) 555-0174"], ["email", "info@cedarlineflooring.ca"],
      ["enquiryRecipient", "info@cedarlineflooring.ca"],
    ];
    const SHAPE = "This list was sent in a shape the form never sends";
    const monday = (opens: string, closes: string): [string, string][] => [["hours.days[0].open", "on"], ["hours.days[0].opens", opens], ["hours.days[0].closes", closes]];
    for (const [fields, says] of [
      [monday("25:00", "17:00"), "Enter a time as HH:MM, for example 09:00"],
      [monday("9", "17:00"), "Enter a time as HH:MM, for example 09:00"],
      [monday("17:00", "09:00"), "Closing must be later than opening"],
      [[["hours.exceptions[0].date", "9999-12-31"], ["hours.exceptions[0].closed", "on"]], "Enter a date as YYYY-MM-DD"],
      [[["hours.exceptions[0].date", "2026-02-31"], ["hours.exceptions[0].closed", "on"]], "Enter a date as YYYY-MM-DD"],
      [[["hours.exceptions[0].date", "2099-12-25"], ["hours.exceptions[0].closed", "on"], ["hours.exceptions[1].date", "2099-12-25"], ["hours.exceptions[1].closed", "on"]], "This date is already listed"],
      [Array.from({ length: 31 }, (_, day): [string, string] => [`hours.exceptions[${day}].date`, `2099-01-${String(day + 1).padStart(2, "0")}`]).concat(Array.from({ length: 31 }, (_, day): [string, string] => [`hours.exceptions[${day}].closed`, "on"])), "There are too many items"],
      // Shapes no form sends: a message under the whole field.
      [[["hours", "Monday to Friday"]], SHAPE],
      [[["hours.days", "x"]], SHAPE],
      [[["hours.exceptions.date", "2099-12-25"]], SHAPE],
      [[["hours.days[0]", "on"]], SHAPE],
    ] as [[string, string][], string][]) {
      const answer = await answered({ as: admin, ...post("/admin/content/company", [...company, ...fields]) }, failures);
      if (!answer) continue;
      if (answer.status !== 400) failures.push(`${fields[0]![0]}=${fields[0]![1]}: ${answer.status}`);
      if (!answer.body.includes(says)) failures.push(`${fields[0]![0]}=${fields[0]![1]}: no '${says}'`);
    }
    expect(failures).toEqual([]);
    const contact = await (await fetch(`${origin}/contact`)).text();
    expect(contact).toContain("Monday to Friday 9:00–17:30");
  });

  it("answers random values in every declared form field of every action without a 5xx, and changes nothing", async () => {
    const { productId: id, version, enquiryId } = fixture;
    const fieldsOf = (pattern: string) => surfaces.filter((surface) => surface.pattern === pattern).flatMap((surface) => surface.formFields);
    const listFields = fieldsOf("admin");
    const editorFields = fieldsOf("admin/products/:id");
    const categoryFields = fieldsOf("admin/categories");
    const imageFields = fieldsOf("api/admin/images");
    const contentListFields = fieldsOf("admin/content/:kind");
    const contentEditorFields = [...fieldsOf("admin/content/:kind/:id"), "title", "slug", "excerpt", "category", "date", "picture", "pictureAlt", "body", "related[0].id", "related[0].label", "seoTitle",
      // Lists posted as objects, and the other kinds' lists and bodies.
      "related.id", "gallery.picture", "productsUsed.label", "social.href", "details", "publishAt"];
    expect(contentListFields).toEqual(expect.arrayContaining(["intent", "ids", "id", "direction", "order"]));
    expect(contentEditorFields).toEqual(expect.arrayContaining(["intent", "version", "publishAt", "restore"]));
    expect(listFields).toEqual(expect.arrayContaining(["intent", "ids", "id", "categoryId", "position"]));
    expect(editorFields).toEqual(expect.arrayContaining(["title", "version", "restoreVersion", "images[0].imageUrl"]));
    expect(categoryFields).toEqual(expect.arrayContaining(["intent", "id", "name", "slug", "parentId", "products", "targetId", "direction"]));
    expect(imageFields).toEqual(["file", "product_id"]);
    const copyFields = fieldsOf("api/admin/working-copies");
    expect(copyFields).toEqual(expect.arrayContaining(["intent", "kind", "entry", "baseVersion", "fields"]));
    const mediaFields = fieldsOf("admin/media/:id");
    expect(mediaFields).toEqual(expect.arrayContaining(["intent", "descriptionEn", "descriptionFr", "file", "confirmed"]));
    expect(mediaFields).toContain("inUse");

    /** Random values for a set of the fields, each field at most once. */
    const fieldsFrom = (names: string[], extra: string[] = []) =>
      fc.uniqueArray(fc.tuple(fc.constantFrom(...names, ...extra), hostileValue), { minLength: 1, maxLength: 8, selector: ([name]) => name });
    const intentOf = (intents: string[]) => fc.oneof(fc.constantFrom(...intents), hostileValue);

    type Made = Sent;
    const requests: fc.Arbitrary<Made>[] = [
      // The products list: any intent; ids and id never a real product's.
      fc.tuple(intentOf(["trash", "restore", "publish", "unpublish", "feature", "unfeature", "category", "duplicate", "move"]), fieldsFrom(listFields.filter((name) => name !== "intent"), ["ids"]))
        .map(([intent, fields]) =>
          post("/admin?index", [["intent", intent], ...fields.map(([name, value]): [string, string] => [name, name === "ids" || name === "id" ? noRealId(value) : value])]),
        ),
      // The editor of a real product: every field, with a version that is never the product's.
      fc.tuple(fieldsFrom(editorFields), fc.oneof(fc.constant(String(version + 1)), hostileValue), fc.option(fc.constant("restore")))
        .map(([fields, stale, restore]) =>
          post(`/admin/products/${id}`, [
            ...(restore ? ([["intent", restore]] as [string, string][]) : []),
            ...fields.filter(([name]) => name !== "version" && name !== "overwriteVersion" && name !== "intent"),
            ["version", notCurrent(stale, version)],
            ...fields.filter(([name]) => name === "overwriteVersion").map(([name, value]): [string, string] => [name, notCurrent(value, version)]),
          ]),
        ),
      // A new product: every field, with a display order that is not a number.
      fieldsFrom(editorFields).map((fields) => post("/admin/products/new", [...fields.filter(([name]) => name !== "displayOrder"), ["displayOrder", "not-a-number"]])),
      // The categories: any intent; a new one under a parent that does not exist, and ids never a real category's.
      fc.tuple(intentOf(["create", "edit", "delete", "move"]), fieldsFrom(categoryFields.filter((name) => name !== "intent")))
        .map(([intent, fields]) =>
          post("/admin/categories", [
            ["intent", intent],
            ...fields.filter(([name]) => name !== "parentId").map(([name, value]): [string, string] => [name, name === "id" ? noRealId(value) : value]),
            ["parentId", noRealId(fields.find(([name]) => name === "parentId")?.[1] || "999999999") || "999999999"],
            ...(fields.some(([name]) => name === "id") ? [] : ([["id", "999999999"]] as [string, string][])),
          ]),
        ),
      // A kind of the site's content: any intent; ids, an id and an order never a real entry's.
      fc.tuple(intentOf(["publish", "unpublish", "trash", "restore", "move", "order"]), fc.constantFrom("news", "projects", "gallery", "slides", "company", "nope"), fieldsFrom(contentListFields.filter((name) => name !== "intent")))
        .map(([intent, kind, fields]) =>
          post(`/admin/content/${kind}`, [
            ["intent", intent],
            ...fields.map(([name, value]): [string, string] => [name, name === "ids" || name === "id" ? noRealId(value) : name === "order" ? noRealId(value.replace(/,|%2C/gi, "")) : value]),
          ]),
        ),
      // An article's editor and a new project: every field, with a version that is never the entry's
      // and an address that is never one (nothing may be saved, published, scheduled or restored).
      fc.tuple(fieldsFrom(contentEditorFields), fc.constantFrom("news/1", "news/999999999", "projects/new", "news/new"), hostileValue)
        .map(([fields, where, stale]) =>
          post(`/admin/content/${where}`, [
            ...fields.filter(([name]) => name !== "version" && name !== "slug" && name !== "intent" && name !== "restore"),
            ...fields.filter(([name]) => name === "intent").map(([name, value]): [string, string] => [name, ["publish", "unpublish", "schedule", "unschedule", "trash", "restore"].includes(safeDecode(value)) ? "save" : value]),
            // Article 1 is a seeded one, at version 1.
            ["version", notCurrent(stale, 1)],
            ["slug", "Not A Slug!"],
          ]),
        ),
      // A draft of changes' buttons at an article with none, at one that does not exist and at an
      // id of another kind, with any time: nothing to publish, schedule or discard.
      fc.tuple(intentOf(["publish-changes", "schedule-changes", "unschedule-changes", "discard-changes"]), fc.constantFrom("news/1", "news/999999999", "projects/1"), hostileValue)
        .map(([intent, where, at]) => post(`/admin/content/${where}`, [["intent", intent], ["publishAt", at]])),
      // An enquiry: any intent but the real ones on the real enquiry, anything at an id that is none;
      // the real ones with every field of the page's forms, hostile, at an id that is none.
      // (In the path at most what a request line holds: `queryValue`.)
      fc.tuple(intentOf(["state", "owner", "note", "retry"]), queryValue, fieldsFrom(fieldsOf("admin/enquiries/:id").filter((name) => name !== "intent"))).map(([intent, bad, fields]) =>
        ["state", "owner", "note", "retry"].includes(safeDecode(intent))
          ? post(`/admin/enquiries/${noRealId(bad) === bad && bad !== "" ? bad : "999999999"}`, [["intent", intent], ...fields])
          : post(`/admin/enquiries/${enquiryId}`, [["intent", intent], ...fields]),
      ),
      // Autosave: any intent, kind and fields, for an entry that is never one (nor 'new'); no way back.
      fc.tuple(intentOf(["save", "discard"]), fc.oneof(fc.constantFrom("product", "content:news", "content:company", "nope"), hostileValue), hostileValue, fc.oneof(fc.constantFrom("{}", '{"title":["x"]}', '{"isPublished":"on"}', "[]", "null"), hostileValue), fieldsFrom(copyFields.filter((name) => !["intent", "kind", "entry", "fields", "back"].includes(name))))
        .map(([intent, kind, entry, fields, rest]) =>
          post("/api/admin/working-copies", [["intent", intent], ["kind", kind], ["entry", noRealId(entry)], ["fields", encodeURIComponent(safeDecode(fields))], ...rest]),
        ),
      // A picture of the media library that is none: any intent and fields, any id that is no row's.
      fc.tuple(intentOf(["describe", "replace", "delete"]), queryValue, fieldsFrom(mediaFields.filter((name) => name !== "intent")))
        .map(([intent, id, fields]) => post(`/admin/media/${encodeURIComponent(noRealId(safeDecode(id))) || "999999999"}`, [["intent", intent], ...fields])),
      // The library's upload form, posted as a plain form: no file in it.
      fieldsFrom(fieldsOf("admin/media").length ? fieldsOf("admin/media") : ["files"]).map((fields) => post("/admin/media", fields)),
      // The upload: random bytes as the file, under any name and type, for any product.
      fc
        .record({
          bytes: fc.oneof(fc.uint8Array({ maxLength: 256 }), fc.uint8Array({ maxLength: 64 }).map((tail) => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...tail])), fc.uint8Array({ maxLength: 64 }).map((tail) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...tail]))),
          fileName: fc.oneof(fc.constantFrom("oak.jpg", "../../etc/passwd", "a\u0000b.png", "x".repeat(2000), "__proto__"), fc.string({ maxLength: 30 })),
          type: fc.constantFrom("image/jpeg", "image/png", "text/html", "application/octet-stream", "image/svg+xml", ""),
          productId: fc.option(hostileValue.map(safeDecode)),
          asText: fc.boolean(),
        })
        .map(({ bytes, fileName, type, productId, asText }) => {
          const parts: Parameters<typeof multipart>[0] = [
            asText
              ? { name: "file", value: Buffer.from(bytes) }
              : { name: "file", value: Buffer.from(bytes), file: { name: fileName.replace(/["\r\n]/g, "_"), type: type || "application/octet-stream" } },
          ];
          if (productId !== null) parts.push({ name: "product_id", value: productId });
          const body = multipart(parts);
          return { method: "POST", path: "/api/admin/images", headers: { "content-type": body.type }, body: body.body } satisfies Made;
        }),
    ];

    const failures: string[] = [];
    const { changed } = await changedBy(() =>
      fc.assert(
        fc.asyncProperty(fc.oneof(...requests), async (request) => refusedWrite(request, failures)),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 240), seed: Number(process.env.FUZZ_SEED ?? 20261125) },
      ),
    );
    expect(failures).toEqual([]);
    expect(changed).toEqual([]);
  }, 180_000);
});

describe("markup typed into the catalogue", () => {
  /** Markup that runs if a page ever writes it out as it is, with an ampersand and quotes to escape too. */
  const payload = (field: string) => `<script>alert("${field}")</script><img src=x onerror=alert('${field}')>&amp;`;
  const raw = (field: string) => [`<script>alert("${field}")`, `<img src=x onerror`];

  /** The raw markup wherever it appears in a page, named by the field it came from. */
  const unescaped = (html: string, fields: string[]) =>
    fields.filter((field) => raw(field).some((piece) => html.includes(piece)));

  it("comes back escaped in the admin's pages and verbatim in the public JSON", async () => {
    const failures: string[] = [];
    // A category named with it (its slug made from the name), and a subcategory under it.
    const created = await editor.request("/admin/categories", { form: { intent: "create", name: payload("category"), slug: "", parentId: "" } });
    expect(created.status).toBe(200);
    const refusedSlug = await editor.request("/admin/categories", { form: { intent: "create", name: "Slug test", slug: payload("slug"), parentId: "" } });
    expect(refusedSlug.status).toBe(400);
    if (unescaped(await refusedSlug.text(), ["slug"]).length) failures.push("the refused slug is written out raw");
    const tree = (await (await fetch(`${origin}/api/categories`)).json()) as { data: { id: number; name: string; subcategories: unknown[] }[] };
    const category = tree.data.find((row) => row.name === payload("category"));
    expect(category, "the category with markup in its name, verbatim in /api/categories").toBeDefined();
    const sub = await editor.request("/admin/categories", { form: { intent: "create", name: payload("subcategory"), parentId: String(category!.id) } });
    expect(sub.status).toBe(200);

    // A published product with it in every text field and every colour's name.
    const textFields = ["title", "content", "size", "series", "color", "level", "packing", "seoTitle", "seoDescription", "seoKeywords"];
    const form: Record<string, string> = {
      ...Object.fromEntries(textFields.map((field) => [field, payload(field)])),
      categoryId: String(category!.id),
      displayOrder: "0",
      // First in the list, so the list's first page shows it (a new product otherwise goes last).
      position: "1",
      isPublished: "on",
      picture: payload("picture"),
      "images[0].imageUrl": payload("colourPicture"),
      "images[0].altText": payload("colourName"),
    };
    const saved = await editor.request("/admin/products/new", { form });
    expect(saved.status, await saved.clone().text().then((text) => text.slice(0, 300))).toBe(303);
    // A form refused (its title missing) comes back with every other field as typed: escaped too.
    const refused = await editor.request("/admin/products/new", { form: { ...form, title: "" } });
    expect(refused.status).toBe(400);
    const echoed = unescaped(await refused.text(), Object.keys(form).filter((name) => name !== "title"));
    if (echoed.length) failures.push(`the refused product form writes out raw: ${echoed.join(", ")}`);

    const products = (await (await fetch(`${origin}/api/products`)).json()) as { data: Record<string, unknown>[] };
    const product = products.data.find((row) => row.title === payload("title"));
    expect(product, "the product with markup in its title, verbatim in /api/products").toBeDefined();
    for (const field of ["title", "content", "size", "series", "color", "level", "packing"]) {
      if (product![field] !== payload(field)) failures.push(`/api/products ${field}: ${JSON.stringify(product![field])}`);
    }
    expect(product!.product_categories).toEqual({ id: category!.id, name: payload("category") });
    const id = Number(product!.id);
    // No single product's JSON address: it answers the API's 404, not a page.
    const single = await fetch(`${origin}/api/products/${id}`);
    expect(single.status).toBe(404);
    expect(single.headers.get("content-type")).toMatch(/json/);

    const allFields = [...textFields, "picture", "colourPicture", "colourName", "category", "subcategory"];
    for (const page of [
      "/admin",
      `/admin?q=${encodeURIComponent(payload("title").slice(0, 40))}`,
      `/admin/products/${id}`,
      `/admin/products/${id}?tab=seo`,
      `/admin/products/${id}?tab=images`,
      `/admin/products/${id}?tab=history`,
      `/admin/products/${id}/preview`,
      "/admin/categories",
      `/admin/categories?edit=${category!.id}`,
      "/admin/activity",
    ]) {
      const response = await editor.request(page);
      const html = await response.text();
      if (response.status !== 200 && !(page === "/admin/activity" && response.status === 403)) failures.push(`${page}: ${response.status}`);
      const found = unescaped(html, allFields);
      if (found.length) failures.push(`${page} writes out raw: ${found.join(", ")}`);
    }
    // Shown where it belongs, escaped: the title in the list and the editor, the category's name in the tree.
    expect(await (await editor.request("/admin")).text()).toContain("&lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt;");
    expect(await (await editor.request("/admin/categories")).text()).toContain("&lt;script&gt;alert(&quot;category&quot;)&lt;/script&gt;");
    for (const page of [`/products/${id}`, "/products", "/"]) {
      const found = unescaped(await (await fetch(`${origin}${page}`)).text(), allFields);
      if (found.length) failures.push(`${page} writes out raw: ${found.join(", ")}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("new products and categories with random values in every field are saved or refused, never a 5xx", async () => {
    const editorFields = surfaces.filter((surface) => surface.pattern === "admin/products/new").flatMap((surface) => surface.formFields);
    const categoryFields = ["name", "slug", "parentId"];
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc
            .uniqueArray(fc.tuple(fc.constantFrom(...editorFields), hostileValue), { maxLength: 8, selector: ([name]) => name })
            .map((fields) => post("/admin/products/new", [["title", "Random"], ...fields.filter(([name]) => name !== "intent")])),
          fc
            .uniqueArray(fc.tuple(fc.constantFrom(...categoryFields), hostileValue), { maxLength: 3, selector: ([name]) => name })
            .map((fields) => post("/admin/categories", [["intent", "create"], ["name", "Random"], ...fields])),
        ),
        async (request) => {
          const answer = await answered({ as: editor, ...request }, failures);
          if (answer && answer.status >= 300 && answer.status < 400 && !/^\/admin\/products\/\d+\?saved=created$/.test(answer.headers.location ?? "")) {
            failures.push(`${describeRequest(request)}: ${answer.status} to ${answer.headers.location}`);
          }
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 80), seed: Number(process.env.FUZZ_SEED ?? 20261126) },
    );
    expect(failures).toEqual([]);
  }, 120_000);

  it("logged no errors for any of the requests, only warnings", () => {
    const errors = server
      .logLines()
      .map((line) => line as typeof line & { req?: { url: string }; err?: { message: string } })
      .filter((line) => line.level >= 50)
      .map((line) => `${line.msg}: ${line.req?.url ?? ""} ${line.err?.message ?? ""}`);
    expect(errors).toEqual([]);
  });
});
