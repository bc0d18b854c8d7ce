import { existsSync } from "node:fs";
import autocannon from "autocannon";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { startS3Server, type S3TestServer } from "../fixtures/s3-server";
import { lapseJobLeases } from "../support/job-leases";
import { startTestSmtpServer, type TestSmtpServer } from "../support/test-smtp-server";
import { Browser } from "../support/test-browser";
import { startNginx, type RunningNginx } from "../support/test-nginx";
import { agedFormToken, emptyDataDir, randomTestPort, requireBuild, scratchPostgresDatabase, startServer, untilNothingQueued } from "../support/test-server-process";

/*
 * Production as docs/deploy/ describes it, all on 127.0.0.1: a PostgreSQL server, two site
 * processes sharing it, and nginx in front with the reference configuration (TLS, load balancing,
 * micro-cache). Whatever process answers, visitors and staff get the same site, and a process
 * that stops (gracefully or killed) loses nothing (decision 032).
 */

const ADMIN = { email: "owner@example.ca", password: "walnut-ferry-lantern-42" };

interface SiteProcess {
  port: number;
  /** Its own folder, as on a machine of its own: what the processes share is in the database and the bucket. */
  dataDir: string;
  origin: string;
  server: ReturnType<typeof startServer>;
}

let database: { url: string; drop(): Promise<void> } | undefined;
let smtp: TestSmtpServer | undefined;
let s3: S3TestServer | undefined;
let nginx: RunningNginx | undefined;
const processes: SiteProcess[] = [];
let env: Record<string, string> = {};
let publicOrigin = "";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(check: () => Promise<T | false> | T | false, withinMs: number, what: string): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await check();
    if (value !== false) return value;
    if (Date.now() > deadline) throw new Error(`not seen within ${withinMs} ms: ${what}`);
    await sleep(100);
  }
}

async function ready(origin: string) {
  await until(
    () => fetch(`${origin}/readyz`).then((response) => response.status === 200, () => false),
    90_000,
    `${origin} ready`,
  );
}

/** Starts (or starts again) the site process in slot `index` on its own port. */
async function startProcess(index: number, wait = true): Promise<SiteProcess> {
  const port = processes[index]?.port ?? randomTestPort() + index * 400;
  // Empty, as on a new machine: the site's database is the shared one.
  const dataDir = processes[index]?.dataDir ?? emptyDataDir();
  const origin = `http://127.0.0.1:${port}`;
  const server = startServer({ ...env, PORT: String(port), DATA_DIR: dataDir });
  processes[index] = { port, dataDir, origin, server };
  if (wait) await ready(origin);
  return processes[index];
}

async function stopGracefully(index: number) {
  const { server } = processes[index]!;
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
}

async function kill(index: number) {
  const { server } = processes[index]!;
  server.child.kill("SIGKILL");
  await server.exited;
}

/**
 * A browser talking to one process directly, as nginx would forward it: the site then knows the
 * address the visitor used (the public one), and a form from that page is from its own origin.
 */
function browserOn(site: SiteProcess) {
  const browser = new Browser(site.origin);
  const { host, protocol } = new URL(publicOrigin);
  browser.headers = { "X-Forwarded-Host": host, "X-Forwarded-Proto": protocol.replace(":", "") };
  return browser;
}

async function signedIn(site: SiteProcess) {
  const staff = browserOn(site);
  const response = await staff.request("/auth", { form: { intent: "signIn", ...ADMIN, redirectTo: "/admin" }, origin: publicOrigin });
  expect(response.status).toBe(303);
  return staff;
}

/** Rows from the shared database, as the site stored them. */
async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: database!.url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

function enquiry(token: string, label: string) {
  return new URLSearchParams({
    formToken: token,
    website: "",
    name: label,
    email: `${label.toLowerCase().replace(/\s+/g, "-")}@example.com`,
    phone: "",
    company: "Scaled Homes",
    interestedIn: "residential",
    service: "consultation",
    message: `${label}: please call me back about oak flooring.`,
  });
}

beforeAll(async () => {
  requireBuild();
  if (!process.env.TEST_DATABASE_URL) return;
  // nginx presents a self-signed certificate for 127.0.0.1.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
  database = await scratchPostgresDatabase("scale");
  smtp = await startTestSmtpServer();
  s3 = await startS3Server();
  const httpsPort = randomTestPort() + 800;
  publicOrigin = `https://127.0.0.1:${httpsPort}`;
  env = {
    DATABASE_URL: database.url,
    ...s3.env(),
    PUBLIC_URL: publicOrigin,
    TRUST_PROXY: "loopback",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_TO: "sales@cedarlineflooring.ca",
    LOG_LEVEL: "warn",
  };
  // Both start at once on an empty database: one migrates and seeds while the other waits.
  processes.length = 0;
  await Promise.all([startProcess(0), startProcess(1)]);
  nginx = await startNginx({ upstreams: processes.map((site) => site.port), httpPort: httpsPort + 1, httpsPort });
}, 180_000);

afterAll(async () => {
  for (const site of processes) if (site.server.child.exitCode === null) site.server.child.kill("SIGKILL");
  await Promise.all(processes.map((site) => site.server.exited));
  await nginx?.stop();
  await smtp?.close();
  await s3?.stop();
  await database?.drop();
  delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("two processes behind nginx on one PostgreSQL server", () => {
  it("serves the site over TLS through nginx, sends plain HTTP there, and builds assets from disk", async () => {
    const redirect = await fetch(`http://127.0.0.1:${nginx!.httpPort}/about`, { redirect: "manual" });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get("location")).toBe("https://127.0.0.1/about");

    const home = await fetch(`${publicOrigin}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain("Cedarline");
    const script = /"(\/assets\/[^"]+\.(?:js|css))"/.exec(html)?.[1];
    expect(script).toMatch(/^\/assets\//);
    const asset = await fetch(`${publicOrigin}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

    // The processes started together: one seeded the catalogue, once.
    const [{ n } = { n: "0" }] = await query<{ n: string }>("select count(*) as n from products");
    const titles = await query<{ title: string; copies: string }>(
      "select title, count(*) as copies from products group by title having count(*) > 1",
    );
    expect(Number(n)).toBeGreaterThan(0);
    expect(titles).toEqual([]);
    // And agreed on one secret, kept in the database.
    expect(await query("select key from app_meta where key = 'session_secret'")).toHaveLength(1);
  });

  it("keeps a session made through one process through the other, and signs it out everywhere", async () => {
    const [first, second] = processes;
    const staff = await signedIn(first!);
    const onSecond = browserOn(second!);
    for (const [name, value] of staff.cookies) onSecond.cookies.set(name, value);
    const admin = await onSecond.request("/admin");
    expect(admin.status).toBe(200);
    expect(await admin.text()).toContain("Products");

    const signOut = await onSecond.request("/auth/sign-out", { form: {}, origin: publicOrigin });
    expect(signOut.status).toBe(303);
    // The cookie the first process gave is no good there either, now.
    const stale = browserOn(first!);
    for (const [name, value] of staff.cookies) stale.cookies.set(name, value);
    const afterwards = await stale.request("/admin");
    expect(afterwards.status).toBe(303);
    expect(afterwards.headers.get("location")).toMatch(/^\/auth\b/);
  });

  it("counts failed sign-ins on one account across both processes", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const site = processes[attempt % 2]!;
      const response = await browserOn(site).request("/auth", {
        form: { intent: "signIn", email: "nobody-here@example.ca", password: "not-the-password-123", redirectTo: "/admin" },
        origin: publicOrigin,
      });
      statuses.push(response.status);
    }
    // Five wrong passwords, alternating processes; the sixth is refused for the account.
    expect(statuses.slice(0, 5).every((status) => status === 400 || status === 401)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it("shows an admin save made through one process at once on the other", async () => {
    const [first, second] = processes;
    const [product] = await query<{ id: number }>("select id from products where is_published and deleted_at is null order by id limit 1");
    const page = () => fetch(`${second!.origin}/products/${product!.id}`);
    expect((await page()).status).toBe(200);
    expect((await page()).status).toBe(200);
    const staff = await signedIn(first!);
    const unpublished = await staff.request("/admin?index", { form: { intent: "unpublish", ids: String(product!.id), confirmed: "1" }, origin: publicOrigin });
    expect(await unpublished.text()).toContain("Updated: 1 product");
    await until(async () => (await page()).status === 404, 1_000, "the other process to drop its cached page");
    await staff.request("/admin?index", { form: { intent: "publish", ids: String(product!.id), confirmed: "1" }, origin: publicOrigin });
    await until(async () => (await page()).status === 200, 1_000, "published again");
  });

  it("serves a picture uploaded through one process from the other, out of the bucket", async () => {
    const [first, second] = processes;
    const staff = await signedIn(first!);
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#6b4a2b" } }).jpeg().toBuffer();
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "walnut.jpg");
    const response = await staff.request("/api/admin/images", { multipart: form, origin: publicOrigin });
    const answer = (await response.json()) as { success: boolean; key: string; url: string };
    expect(answer.success).toBe(true);
    expect(await s3!.keys("uploads/")).toContain(answer.key);
    const served = await fetch(`${second!.origin}${answer.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toMatch(/^image\/(webp|avif)$/);
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(100);
    // Neither process kept it on its own disk.
    for (const site of processes) expect(existsSync(`${site.dataDir}/uploads/${answer.key}`)).toBe(false);
  });

  it("stores and delivers once every enquiry a visitor was told was sent while a process was killed", async () => {
    // Signed with the secret the processes share, dated as a form a person took a while over.
    const [secret] = await query<{ value: string }>("select value from app_meta where key = 'session_secret'");
    const token = await agedFormToken(publicOrigin, secret!.value);
    const sent: string[] = [];
    const refused: string[] = [];
    const post = async (label: string) => {
      const response = await fetch(`${publicOrigin}/api/enquiries?from=/contact`, {
        method: "POST",
        body: enquiry(token, label),
        headers: { "X-Forwarded-For": `198.51.100.${sent.length + refused.length + 1}` },
      }).catch(() => null);
      // The process may be killed while the answer's body is on its way: no answer either.
      const answer = response ? await response.text().catch(() => null) : null;
      if (!response || answer === null) {
        refused.push(`${label}: no answer`);
        return;
      }
      if (response.status === 200 && answer.includes('"sent"')) sent.push(label);
      else refused.push(`${label}: ${response.status} ${answer.slice(0, 200)}`);
    };
    const labels = Array.from({ length: 40 }, (_, index) => `Killed Lead ${index + 1}`);
    // Four visitors at a time; the first process is killed when a third of them are in.
    const queue = [...labels];
    const workers = Array.from({ length: 4 }, async () => {
      for (let label = queue.shift(); label; label = queue.shift()) await post(label);
    });
    await until(() => sent.length + refused.length >= 12 || false, 30_000, "a third of the enquiries");
    const killed = processes[0]!.server.child.pid!;
    await kill(0);
    // The enquiries whose delivery the killed process was in the middle of: decision 010 allows
    // one of these to go out twice (the mail server took it, the row was not yet updated).
    const inFlight = await query<{ name: string }>(
      "select e.name from jobs j join enquiries e on j.singleton_key = 'deliver-enquiry:' || e.id where j.state = 'running' and j.lease_owner like $1",
      [`%:${killed}:%`],
    );
    // What it held lapses as it would 30 s after its last renewal: the database is put in that state rather than waited for.
    await lapseJobLeases({ databaseUrl: database!.url }, { pid: killed });
    await Promise.all(workers);
    await startProcess(0);

    // Every one the visitor was told was sent is stored once; the others are at most stored once.
    const stored = await query<{ name: string; copies: string }>(
      "select name, count(*) as copies from enquiries where name like 'Killed Lead %' group by name",
    );
    const copies = new Map(stored.map((row) => [row.name, Number(row.copies)]));
    for (const label of sent) expect(copies.get(label), label).toBe(1);
    expect([...copies.values()].every((count) => count === 1)).toBe(true);
    expect(sent.length, refused.join("\n")).toBeGreaterThanOrEqual(labels.length - 4);

    // Every stored one is delivered, whichever process sends it (a job held by the killed process
    // is taken up when its claim lapses); only one the killed process was sending may come twice.
    const names = () => smtp!.received.map((mail) => /^Name: (.+)$/m.exec(mail.text)?.[1]).filter((name) => name?.startsWith("Killed Lead "));
    await until(() => names().length >= copies.size || false, 90_000, "every stored enquiry delivered");
    // Nothing more is on its way: no delivery is queued or under way.
    await untilNothingQueued(processes[1]!.origin);
    expect([...new Set(names())].sort()).toEqual([...copies.keys()].sort());
    const twice = names().filter((name, index, all) => all.indexOf(name) !== index);
    const sending = new Set(inFlight.map((row) => row.name));
    for (const name of twice) expect(sending.has(name!), `${name} delivered twice, not in flight at the kill`).toBe(true);
    expect(names().length).toBeLessThanOrEqual(copies.size + sending.size);
  }, 180_000);

  it("finishes an import whose process was killed with -9 on the other process, every row once", async () => {
    const rows = 300;
    const csv = ["Title,Size,Published", ...Array.from({ length: rows }, (_, row) => `Scaled Plank ${row + 1},${row + 1}mm,No`)].join("\n");
    const staff = await signedIn(processes[0]!);
    const body = new FormData();
    body.set("intent", "upload");
    body.set("file", new File([csv], "planks.csv"));
    const uploaded = await staff.request("/admin/import/spreadsheet", { multipart: body, origin: publicOrigin });
    expect(uploaded.status).toBe(303);
    const dryRun = Number(/\/admin\/import\/jobs\/(\d+)/.exec(uploaded.headers.get("location") ?? "")?.[1]);
    await until(async () => (await query<{ state: string }>("select state from jobs where id = $1", [dryRun]))[0]?.state === "done", 60_000, "the dry run");
    const queued = await staff.request("/admin/import/spreadsheet", { form: { intent: "run", job: String(dryRun) }, origin: publicOrigin });
    expect(queued.status).toBe(303);
    const job = Number(/\/admin\/import\/jobs\/(\d+)/.exec(queued.headers.get("location") ?? "")?.[1]);

    // Killed once some rows are written, whichever process took the job.
    const owner = await until(async () => {
      const [row] = await query<{ lease_owner: string | null; done: number }>(
        "select lease_owner, (select count(*) from job_items where job_id = jobs.id)::int as done from jobs where id = $1",
        [job],
      );
      return row?.lease_owner && row.done >= 20 && row.done < rows ? row.lease_owner : false;
    }, 60_000, "the import under way");
    const pid = Number(owner.split(":")[1]);
    const holder = processes.findIndex((site) => site.server.child.pid === pid);
    expect(holder).toBeGreaterThanOrEqual(0);
    await kill(holder);
    // Its claim lapses as it would 30 s after its last renewal: the database is put in that state rather than waited for.
    await lapseJobLeases({ databaseUrl: database!.url }, { jobId: job, pid });

    // The other process takes it up, the claim having lapsed, and goes on where it was.
    const [finished] = await until(async () => {
      const found = await query<{ state: string; lease_owner: string | null }>("select state, lease_owner from jobs where id = $1", [job]);
      return found[0]?.state === "done" ? found : false;
    }, 120_000, "the import finished");
    expect(finished).toMatchObject({ state: "done" });
    const titles = await query<{ title: string; copies: number }>(
      "select title, count(*)::int as copies from products where title like 'Scaled Plank %' group by title",
    );
    expect(titles).toHaveLength(rows);
    expect(titles.every((row) => row.copies === 1)).toBe(true);
    await startProcess(holder);
  }, 240_000);

  it("answers every request while both processes are restarted one after the other under steady load", async () => {
    const [product] = await query<{ id: number }>("select id from products where is_published and deleted_at is null order by id limit 1");
    const load = autocannon({
      url: publicOrigin,
      connections: 16,
      // At most; stopped once both processes have been replaced and have served a while.
      duration: 100,
      requests: [{ path: "/" }, { path: "/products" }, { path: `/products/${product!.id}` }],
      // A cookie takes every request past nginx's micro-cache (and the site's page cache) to a
      // process: a stale cached page must not hide a request that found no process.
      headers: { cookie: "visitor=steady-load" },
    });
    let answered = 0;
    load.on("response", () => answered++);
    await until(() => answered >= 300 || false, 30_000, "the load under way");
    // One after the other, the next stopped as soon as the first is ready again.
    for (const index of [0, 1]) {
      await stopGracefully(index);
      await startProcess(index);
    }
    // The new processes serve a while before the load stops.
    const restarted = answered;
    await until(() => answered >= restarted + 300 || false, 30_000, "the load served by the new processes");
    load.stop();
    const result = await load;
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(result["2xx"]).toBeGreaterThan(500);
  }, 120_000);
});
