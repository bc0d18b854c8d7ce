import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseTarget } from "~/platform/db/client.server";
import { createAuth } from "~/features/auth/auth.server";
import { totp } from "../e2e/totp";
import { Browser } from "../support/test-browser";
import {
  cleanUpServers,
  randomTestPort,
  requireBuild,
  scratchDataDir,
  scratchPostgresDatabase,
  startServer,
  waitForHealth,
} from "../support/test-server-process";

/*
 * The per-account limits hold when the attempts arrive together: wrong passwords at sign-in (5 per
 * account in 15 minutes), wrong two-factor codes (10) and wrong passwords on the account page (5),
 * each sent at once over connections of their own from separate loopback addresses, so that the
 * per-address limits (the server reads the socket's address: no TRUST_PROXY) never step in. On
 * the embedded database within one process, and on PostgreSQL across two processes.
 */

const PASSWORD = "juniper-harbour-lantern-83";
const accounts = {
  signIn: "concurrent.sign-in@example.ca",
  codes: "concurrent.codes@example.ca",
  page: "concurrent.page@example.ca",
} as const;

beforeAll(() => {
  requireBuild();
});

/** Verified editors, made before the servers start, as an administrator would have approved them. */
async function createAccounts(target: DatabaseTarget) {
  const handle = await openDatabase(target);
  try {
    await handle.migrate();
    const auth = createAuth({
      db: handle.db,
      secret: "account-limits-tests-secret-0123456789abcdef",
      baseURL: "http://127.0.0.1",
    });
    for (const email of Object.values(accounts)) {
      await auth.api.createUser({
        body: {
          email,
          password: PASSWORD,
          name: email.split("@")[0]!,
          role: "editor",
          data: { emailVerified: true },
        },
      });
    }
  } finally {
    await handle.close();
  }
}

async function startSites(count: number, env: Record<string, string>) {
  const origins: string[] = [];
  for (let index = 0; index < count; index++) {
    const port = randomTestPort() + index * 400;
    const origin = `http://127.0.0.1:${port}`;
    startServer({ PORT: String(port), PUBLIC_URL: origin, LOG_LEVEL: "warn", ...env });
    origins.push(origin);
  }
  await Promise.all(origins.map((origin) => waitForHealth(origin)));
  return origins;
}

let lastOctet = 0;
const browsers: Browser[] = [];
afterAll(() => Promise.all(browsers.map((browser) => browser.close())));

/** A browser with an address of its own (127.0.3.1, 127.0.3.2…) on one of the processes. */
function browserOn(origins: string[], index: number, from?: Browser) {
  const address = `127.0.${3 + Math.floor(lastOctet / 250)}.${1 + (lastOctet % 250)}`;
  lastOctet++;
  const browser = new Browser(origins[index % origins.length]!).connectFrom(address);
  if (from) browser.cookies = new Map(from.cookies);
  browsers.push(browser);
  return browser;
}

/** A form posted from a page of the process it goes to. */
const post = (browser: Browser, path: string, form: Record<string, string>) =>
  browser.request(path, { form });

const count = (statuses: number[], status: number) =>
  statuses.filter((value) => value === status).length;

const signIn = (browser: Browser, origins: string[], email: string, password: string) =>
  post(browser, "/auth", { intent: "signIn", email, password, redirectTo: "/admin" });

/** `n` different codes, none of which the app shows now or a step either side. */
function wrongCodes(key: string, n: number): string[] {
  const near = new Set([-1, 0, 1].map((step) => totp(key, Date.now() + step * 30_000)));
  const codes: string[] = [];
  for (let value = 100_000; codes.length < n; value += 37_117) {
    const code = String(value % 1_000_000).padStart(6, "0");
    if (!near.has(code) && !codes.includes(code)) codes.push(code);
  }
  return codes;
}

const alertText = (html: string) => /role="alert"[^>]*>([^<]*)</.exec(html)?.[1] ?? null;

async function wrongSignInsAtOnce(origins: string[]) {
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      signIn(browserOn(origins, index), origins, accounts.signIn, `not-the-password-${index}`),
    ),
  );
  const statuses = answers.map((answer) => answer.status);
  // Five are checked (and wrong); every other one is refused before its password is looked at.
  expect(count(statuses, 400)).toBe(5);
  expect(count(statuses, 429)).toBe(15);
  // The right password now waits like any other.
  const owner = await signIn(browserOn(origins, 1), origins, accounts.signIn, PASSWORD);
  expect(owner.status).toBe(429);
  expect(alertText(await owner.text())).toMatch(
    /Too many attempts\. Please try again in \d+ min\./,
  );
}

/** Turns two-factor on for `email` from the account page; the app's key. */
async function enableTwoFactor(origins: string[], email: string): Promise<string> {
  const browser = browserOn(origins, 0);
  expect((await signIn(browser, origins, email, PASSWORD)).headers.get("location")).toBe("/admin");
  const started = await post(browser, "/admin/account", {
    intent: "two-factor-start",
    password: PASSWORD,
  });
  const html = await started.text();
  const key = /data-setup-key="([A-Z2-7]+)"/.exec(html)?.[1];
  const token = /name="setupToken" value="([^"]+)"/.exec(html)?.[1];
  if (!key || !token) throw new Error("no set-up on the page");
  const finished = await post(browser, "/admin/account", {
    intent: "two-factor-finish",
    code: totp(key),
    setupToken: token,
  });
  expect(finished.headers.get("location")).toBe("/admin/account?done=two-factor-on");
  return key;
}

/** A browser past the password step of `email`, waiting for its code. */
async function atCodeStep(origins: string[], email: string, index: number) {
  const browser = browserOn(origins, index);
  const answer = await signIn(browser, origins, email, PASSWORD);
  expect(answer.headers.get("location")).toBe("/auth/two-factor");
  return browser;
}

async function wrongCodesAtOnce(origins: string[]) {
  const key = await enableTwoFactor(origins, accounts.codes);
  // Twenty password steps, one code each: better-auth's own five codes per step never end one. One
  // after the other: signing in together, more than five would wait as failures might (see below).
  const steps: Browser[] = [];
  for (let index = 0; index < 20; index++)
    steps.push(await atCodeStep(origins, accounts.codes, index));
  const codes = wrongCodes(key, steps.length);
  const answers = await Promise.all(
    steps.map((browser, index) =>
      post(browser, "/auth/two-factor", {
        method: "app",
        code: codes[index]!,
        redirectTo: "/admin",
      }),
    ),
  );
  const statuses = answers.map((answer) => answer.status);
  // At most ten codes are checked (each answered 'wrong'); the others are refused before theirs is looked at.
  expect(count(statuses, 400)).toBeLessThanOrEqual(10);
  expect(count(statuses, 400) + count(statuses, 429)).toBe(20);
  // The right code now waits too.
  const owner = await atCodeStep(origins, accounts.codes, 1);
  const held = await post(owner, "/auth/two-factor", {
    method: "app",
    code: totp(key),
    redirectTo: "/admin",
  });
  expect(held.status).toBe(429);
  expect(alertText(await held.text())).toMatch(/Too many attempts\. Please try again in \d+ min\./);
}

async function wrongAccountPasswordsAtOnce(origins: string[]) {
  const signedIn = browserOn(origins, 0);
  expect((await signIn(signedIn, origins, accounts.page, PASSWORD)).headers.get("location")).toBe(
    "/admin",
  );
  const confirm = (browser: Browser, password: string) =>
    post(browser, "/admin/account", { intent: "two-factor-start", password });
  const answers = await Promise.all(
    Array.from({ length: 15 }, (_, index) =>
      confirm(browserOn(origins, index, signedIn), `not-the-password-${index}`),
    ),
  );
  const statuses = answers.map((answer) => answer.status);
  expect(count(statuses, 400)).toBe(5);
  expect(count(statuses, 429)).toBe(10);
  const owner = await confirm(browserOn(origins, 1, signedIn), PASSWORD);
  expect(owner.status).toBe(429);
}

/** The three limits, each with requests arriving together, against the sites `origins` gives. */
function limitCases(origins: () => string[]) {
  it(
    "checks no more than five wrong passwords of one account at sign-in",
    () => wrongSignInsAtOnce(origins()),
    60_000,
  );
  it(
    "checks no more than ten wrong two-factor codes of one account",
    () => wrongCodesAtOnce(origins()),
    60_000,
  );
  it(
    "checks no more than five wrong passwords on the account page",
    () => wrongAccountPasswordsAtOnce(origins()),
    60_000,
  );
}

describe("per-account limits under simultaneous requests, embedded database", () => {
  let origins: string[] = [];
  beforeAll(async () => {
    const dataDir = scratchDataDir();
    await createAccounts({ dataDir });
    origins = await startSites(1, { DATA_DIR: dataDir });
  }, 120_000);
  afterAll(cleanUpServers);

  limitCases(() => origins);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "per-account limits under simultaneous requests, two processes on PostgreSQL",
  () => {
    let origins: string[] = [];
    let database: Awaited<ReturnType<typeof scratchPostgresDatabase>> | undefined;
    beforeAll(async () => {
      database = await scratchPostgresDatabase("account_limits");
      await createAccounts({ databaseUrl: database.url });
      origins = await startSites(2, {
        DATABASE_URL: database.url,
        SESSION_SECRET: "a-shared-secret-for-both-processes-0123456789",
      });
    }, 120_000);
    afterAll(async () => {
      cleanUpServers();
      await database?.drop();
    });

    limitCases(() => origins);
  },
);
