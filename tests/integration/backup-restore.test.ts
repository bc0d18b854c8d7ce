import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/platform/db/client.server";
import { pictureOfDatabase, pictureOfStorage, schemaTableNames } from "../support/backup-test-site";
import { localStorage } from "~/platform/storage/storage.server";
import { Browser } from "../support/test-browser";
import { formTokenFilledIn } from "../support/form-token";
import { cleanUpServers, randomTestPort, requireBuild, scratchDataDir, scratchPostgresDatabase, startServer, waitForHealth } from "../support/test-server-process";

/*
 * `npm run backup` and `npm run restore` as an operator runs them, on the built site: a site on the
 * embedded database gets products with uploaded pictures, enquiries and accounts over HTTP; the
 * backup is refused while the site runs and made once it has stopped; it restores into a fresh
 * data directory and into a fresh PostgreSQL database with every row and every file the same; and
 * the restored site starts on it, with the administrator still signed in and the pictures served.
 */

const ADMIN = { email: "owner@example.ca", password: "walnut-ferry-lantern-42" };
const serverUrl = process.env.TEST_DATABASE_URL;
const dirs: string[] = [];
const drops: (() => Promise<void>)[] = [];

function scratch(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "site-backup-cli-"));
  dirs.push(dir);
  return dir;
}

/** Runs `npm run <script>` as npm would (tsx), with only the given environment. */
function npmRun(script: "backup" | "restore", env: Record<string, string>, ...args: string[]) {
  return spawnSync(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "warn", ...env },
    encoding: "utf8",
    timeout: 180_000,
  });
}

beforeAll(() => {
  requireBuild();
});

afterAll(async () => {
  cleanUpServers();
  for (const drop of drops.splice(0)) await drop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function uploadPicture(origin: string, admin: Browser, colour: string): Promise<string> {
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } }).jpeg().toBuffer();
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "floor.jpg");
  const answer = (await (await admin.request("/api/admin/images", { multipart: form })).json()) as { success: boolean; key: string };
  expect(answer.success).toBe(true);
  return answer.key;
}

/** Some of everything, as visitors and staff make it. */
async function fillSite(origin: string, admin: Browser, dataDir: string) {
  for (const [title, colour] of [
    ["Backup Walnut", "#5b3a21"],
    ["Backup Ash", "#d8c7a6"],
  ] as const) {
    const key = await uploadPicture(origin, admin, colour);
    const saved = await admin.request("/admin/products/new", { form: { title, picture: key, isPublished: "on", displayOrder: "0" } });
    expect(saved.status).toBe(303);
  }
  // The form refuses what is sent faster than a person types: a token signed with the secret the
  // site made on its first start, dated as a person's would be.
  const formToken = await formTokenFilledIn(readFileSync(path.join(dataDir, "session-secret"), "utf8").trim());
  for (const name of ["Backup Lead One", "Backup Lead Two"]) {
    const body = new URLSearchParams({
      formToken,
      website: "",
      name,
      email: "lead@example.com",
      phone: "",
      company: "Restored Homes",
      interestedIn: "residential",
      service: "consultation",
      message: "Please call me about wide plank oak for two floors.",
    });
    expect(await (await fetch(`${origin}/api/enquiries`, { method: "POST", body })).json()).toEqual({ status: "sent" });
  }
  const registered = await new Browser(origin).request("/auth", {
    form: { intent: "register", email: "new.editor@example.ca", password: "copper-meadow-violin-17" },
  });
  expect(registered.status).toBeLessThan(400);
}

async function pictureOf(database: { dataDir: string } | { databaseUrl: string }, dataDir: string) {
  const handle = await openDatabase(database);
  try {
    return { database: await pictureOfDatabase(handle.db), files: await pictureOfStorage(localStorage(path.join(dataDir, "uploads"))) };
  } finally {
    await handle.close();
  }
}

describe("npm run backup and npm run restore", () => {
  it("take a site on the embedded database to a fresh data directory and a fresh PostgreSQL database, and the site runs on them", async () => {
    const sourceDir = scratchDataDir();
    const port = randomTestPort();
    const origin = `http://127.0.0.1:${port}`;
    const site = startServer({ PORT: String(port), PUBLIC_URL: origin, LOG_LEVEL: "warn", DATA_DIR: sourceDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    await waitForHealth(origin);
    const admin = new Browser(origin);
    expect((await admin.signIn(ADMIN.email, ADMIN.password)).status).toBe(303);
    await fillSite(origin, admin, sourceDir);

    const backups = scratch();
    const refused = npmRun("backup", { DATA_DIR: sourceDir }, backups);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`The site is running on the embedded database in ${path.join(sourceDir, "pglite")} (process ${site.child.pid})`);
    expect(readdirSync(backups)).toEqual([]);

    site.child.kill("SIGTERM");
    expect(await site.exited).toBe(0);
    const made = npmRun("backup", { DATA_DIR: sourceDir }, backups);
    expect(made.stderr).toBe("");
    expect(made.status).toBe(0);
    const [backupName] = readdirSync(backups);
    expect(backupName).toMatch(/^site-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
    const backup = path.join(backups, backupName!);
    expect(made.stdout).toContain(`Backup written: ${backup}`);

    const original = await pictureOf({ dataDir: sourceDir }, sourceDir);
    expect(Object.keys(original.database.tables).filter((name) => name.startsWith("public.")).map((name) => name.slice(7)).sort()).toEqual(schemaTableNames());
    for (const table of ["products", "product_versions", "enquiries", "user", "account", "session", "outgoing_mail", "jobs", "audit_log"]) {
      expect(original.database.tables[`public.${table}`]!.length, table).toBeGreaterThan(0);
    }
    expect(original.files.size).toBe(2);

    const targets: { database: { dataDir: string } | { databaseUrl: string }; dataDir: string; env: Record<string, string> }[] = [];
    const freshDir = scratchDataDir();
    targets.push({ database: { dataDir: freshDir }, dataDir: freshDir, env: { DATA_DIR: freshDir } });
    if (serverUrl) {
      const database = await scratchPostgresDatabase("backup");
      drops.push(database.drop);
      const dataDir = scratchDataDir();
      targets.push({ database: { databaseUrl: database.url }, dataDir, env: { DATA_DIR: dataDir, DATABASE_URL: database.url } });
    }
    for (const target of targets) {
      const restored = npmRun("restore", target.env, backup);
      expect(restored.stderr).toBe("");
      expect(restored.status).toBe(0);
      expect(restored.stdout).toContain("Restored. Start the site as usual.");
      const picture = await pictureOf(target.database, target.dataDir);
      if ("databaseUrl" in target.database) {
        // On a server every process reads the session secret from the database: the one row a restore adds.
        const metaRows = picture.database.tables["public.app_meta"]!;
        const secretRow = metaRows.find((row) => row.includes('"session_secret"'));
        expect(secretRow).toContain(readFileSync(path.join(sourceDir, "session-secret"), "utf8").trim());
        picture.database.tables["public.app_meta"] = metaRows.filter((row) => row !== secretRow);
      }
      expect(Object.keys(picture.database.tables)).toEqual(Object.keys(original.database.tables));
      for (const name of Object.keys(original.database.tables)) expect(picture.database.tables[name], name).toEqual(original.database.tables[name]);
      expect(picture.database.sequences).toEqual(original.database.sequences);
      expect([...picture.files.keys()]).toEqual([...original.files.keys()]);
      for (const [key, data] of original.files) expect(picture.files.get(key)!.equals(data), key).toBe(true);

      const again = npmRun("restore", target.env, backup);
      expect(again.status).toBe(1);
      expect(again.stderr).toContain("The target installation is not empty");
    }

    // The site starts on the last restored installation: the same sessions, the same pictures.
    const target = targets[targets.length - 1]!;
    const restoredPort = randomTestPort();
    const restoredOrigin = `http://127.0.0.1:${restoredPort}`;
    startServer({ PORT: String(restoredPort), PUBLIC_URL: restoredOrigin, LOG_LEVEL: "warn", ...target.env });
    await waitForHealth(restoredOrigin);
    const returning = new Browser(restoredOrigin);
    returning.cookies = new Map(admin.cookies);
    const enquiries = await returning.request("/admin/enquiries");
    expect(enquiries.status).toBe(200);
    expect(await enquiries.text()).toContain("Backup Lead Two");
    const listed = (await (await fetch(`${restoredOrigin}/api/products`)).json()) as { data?: { title: string; picture: string | null }[] };
    const walnut = (listed.data ?? (listed as unknown as { title: string; picture: string | null }[])).find((product) => product.title === "Backup Walnut");
    expect(walnut?.picture).toMatch(/\/media\/uploads\/.+[?&]v=/);
    const picture = await fetch(walnut!.picture!.replace(origin, restoredOrigin));
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toMatch(/^image\//);
  }, 600_000);
});
