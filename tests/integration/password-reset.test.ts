import { randomInt } from "node:crypto";
import net from "node:net";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { pgliteExtensions } from "~/platform/db/client.server";
import { startTestSmtpServer, type TestSmtpServer } from "../support/test-smtp-server";
import {
  cleanUpAllServers,
  cleanUpServers,
  randomTestPort,
  requireBuild,
  seededDataDir,
  startServer,
  untilNothingQueued,
  waitForHealth,
} from "../support/test-server-process";
import { Browser as SiteBrowser } from "../support/test-browser";

/*
 * 'Forgot password?' over real HTTP against the built server, with the mail going through a real
 * SMTP server: the same answer for known and unknown addresses, links that work once and die
 * with a newer one or after an hour, the limits, sessions ended by a reset, and the audit log.
 */

beforeAll(() => {
  requireBuild();
});

let smtp: TestSmtpServer | undefined;
afterEach(async () => {
  cleanUpServers();
  if (smtp !== shared?.smtp) await smtp?.close();
  smtp = undefined;
});
afterAll(async () => {
  cleanUpAllServers();
  await shared?.smtp.close();
});

/**
 * One site and its mail server for the tests that neither stop it nor ask for more links for the
 * administrator than the per-account limit leaves them: each test reads the mail sent while it ran.
 */
let shared: { origin: string; smtp: TestSmtpServer } | undefined;
async function sharedSite() {
  if (!shared) {
    const mail = await startTestSmtpServer();
    const { origin } = await startSite({ smtpPort: mail.port, shared: true });
    shared = { origin, smtp: mail };
  } else {
    await untilNothingQueued(shared.origin);
    shared.smtp.received.splice(0);
  }
  smtp = shared.smtp;
  return shared;
}

const ADMIN = { email: "owner@example.ca", password: "walnut-ferry-lantern-42" };
const NEW_PASSWORD = "cedar-shingle-morning-81";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let addresses = randomInt(0, 200) * 250;
/** A client address no other browser of this run uses. */
const freshAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

/** A browser from a client address of its own, which also asks for and uses reset links. */
class Browser extends SiteBrowser {
  constructor(origin: string, address = freshAddress()) {
    super(origin, address);
  }

  askForReset(email: string) {
    return this.request("/auth/forgot-password", { form: { email } });
  }

  reset(token: string, password: string, confirmPassword = password) {
    return this.request("/auth/reset-password", { form: { token, password, confirmPassword } });
  }
}

/** The text of the first element with the given role, as a person reading the page sees it. */
const roleText = (html: string, role: "status" | "alert") =>
  new RegExp(`role="${role}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? null;
const decode = (text: string | null) =>
  text?.replaceAll("&#x27;", "'").replaceAll("&quot;", '"') ?? null;

async function startSite(
  options: { dataDir?: string; port?: number; smtpPort?: number; shared?: boolean } = {},
) {
  const port = options.port ?? randomTestPort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? seededDataDir();
  if (!options.smtpPort) smtp = await startTestSmtpServer();
  const server = startServer(
    {
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${options.smtpPort ?? smtp!.port}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Each browser names its own address, so the per-address limits count one browser's tries.
      TRUST_PROXY: "loopback",
      LOG_LEVEL: "error",
    },
    { shared: options.shared },
  );
  await waitForHealth(origin);
  return { origin, port, dataDir, server };
}

/** The reset links mailed to `to`, oldest first, once `count` have arrived. */
async function resetLinks(to: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  const links = () =>
    (smtp?.received ?? [])
      .filter((mail) => mail.to.includes(to))
      .flatMap(
        (mail) => /https?:\/\/\S+(\/auth\/reset-password\?token=[\w-]+)/.exec(mail.text)?.[1] ?? [],
      );
  while (links().length < count && Date.now() < deadline) await sleep(100);
  expect(links()).toHaveLength(count);
  return links();
}

const tokenOf = (link: string) => new URL(link, "http://x").searchParams.get("token")!;

/** Stops the site and opens its embedded database (one process at a time may hold it). */
async function withDatabase<T>(
  site: Awaited<ReturnType<typeof startSite>>,
  work: (db: PGlite) => Promise<T>,
) {
  site.server.child.kill("SIGTERM");
  expect(await site.server.exited).toBe(0);
  const db = await PGlite.create(path.join(site.dataDir, "pglite"), { extensions: pgliteExtensions });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

describe("asking for a reset link", () => {
  it("answers a known and an unknown address alike, and mails only the known one", async () => {
    const { origin } = await sharedSite();
    const known = await new Browser(origin).askForReset(ADMIN.email);
    const unknown = await new Browser(origin).askForReset("nobody-here@example.ca");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    const [knownText, unknownText] = [
      roleText(await known.text(), "status"),
      roleText(await unknown.text(), "status"),
    ];
    expect(knownText).toBe("If an account exists for that address, a reset link is on its way.");
    expect(unknownText).toBe(knownText);

    const [link] = await resetLinks(ADMIN.email, 1);
    expect(link).toMatch(/^\/auth\/reset-password\?token=[\w-]{24}$/);
    // Nothing more is on its way.
    await untilNothingQueued(origin);
    expect(smtp!.received.map((mail) => mail.to)).toEqual([[ADMIN.email]]);
    expect(smtp!.received[0]?.headers.get("subject")).toBe(
      "Reset your Cedarline Flooring admin password",
    );
  }, 90_000);

  it("answers at once while the mail server hangs: the mail is queued, never sent inline", async () => {
    // A mail server that accepts connections and never says a word: an inline send would wait here.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const { origin } = await startSite({ smtpPort: (silent.address() as net.AddressInfo).port });
      const timed = async (email: string) => {
        const started = performance.now();
        const response = await new Browser(origin).askForReset(email);
        return {
          status: response.status,
          text: roleText(await response.text(), "status"),
          ms: performance.now() - started,
        };
      };
      // Warm the page once, so neither timing below pays for the first render.
      await timed("warm-up@example.ca");
      const known = await timed(ADMIN.email);
      const unknown = await timed("nobody-here@example.ca");
      expect(known.status).toBe(200);
      expect(unknown).toMatchObject({ status: known.status, text: known.text });
      expect(known.ms).toBeLessThan(2_000);
      expect(unknown.ms).toBeLessThan(2_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 90_000);

  it("refuses a sixth request from one address and a fourth for one account, with the wait", async () => {
    const { origin } = await startSite();
    const one = new Browser(origin);
    const fromOneAddress: number[] = [];
    for (let index = 1; index <= 6; index++)
      fromOneAddress.push((await one.askForReset(`person${index}@example.ca`)).status);
    expect(fromOneAddress).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await one.askForReset("someone-else@example.ca");
    expect(decode(roleText(await refused.text(), "alert"))).toMatch(
      /^Too many attempts\. Please try again in (60|59) min\.$/,
    );

    // Per account, from a new address each time: known and unknown addresses are held back alike.
    for (const email of [ADMIN.email, "nobody-here@example.ca"]) {
      const statuses: number[] = [];
      for (let index = 0; index < 4; index++)
        statuses.push((await new Browser(origin).askForReset(email)).status);
      expect(statuses, email).toEqual([200, 200, 200, 429]);
    }
    await resetLinks(ADMIN.email, 3);
  }, 90_000);
});

describe("choosing a new password with the link", () => {
  it("works once, ends every session, kills the older link and is recorded", async () => {
    const site = await startSite();
    const { origin } = site;
    const signedIn = new Browser(origin);
    expect((await signedIn.signIn(ADMIN.email, ADMIN.password)).status).toBe(303);
    expect((await signedIn.request("/admin")).status).toBe(200);

    const person = new Browser(origin);
    await person.askForReset(ADMIN.email);
    await person.askForReset(ADMIN.email);
    const [older, newer] = (await resetLinks(ADMIN.email, 2)).map(tokenOf) as [string, string];

    const page = await person.request(`/auth/reset-password?token=${newer}`);
    expect(page.status).toBe(200);
    // The token never travels on in a Referer: only the origin does.
    expect(page.headers.get("referrer-policy")).toBe("strict-origin");
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain(`<input type="hidden" name="token" value="${newer}"/>`);
    expect(html).toMatch(/<form[^>]*action="\/auth\/reset-password"/);

    const mismatch = await person.reset(newer, NEW_PASSWORD, "something-else-entirely");
    expect(mismatch.status).toBe(400);
    expect(decode(await mismatch.text())).toContain("Passwords don't match");
    const short = await person.reset(newer, "seven77");
    expect(await short.text()).toContain("Password must be at least 8 characters");
    const common = await person.reset(newer, "password123");
    expect(common.status).toBe(400);
    expect(await common.text()).toContain("This password is too common");
    const ownAddress = await person.reset(newer, "owner2024!");
    expect(await ownAddress.text()).toContain("This password is too common");

    const done = await person.reset(newer, NEW_PASSWORD);
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/auth?reset=1");
    expect(roleText(await (await person.request("/auth?reset=1")).text(), "status")).toBe(
      "Your password has been changed. Sign in with the new one.",
    );

    // The session from before the reset is over.
    expect((await signedIn.request("/admin")).headers.get("location")).toBe("/auth");
    // Used once, the link is dead; so is the older one, unused.
    for (const token of [newer, older]) {
      const again = await person.reset(token, "another-fresh-password-93");
      expect(again.status, token).toBe(400);
      expect(roleText(await again.text(), "alert")).toBe(
        "This link has expired or was already used. Please ask for a new one.",
      );
      const reopened = await person.request(`/auth/reset-password?token=${token}`);
      expect(reopened.status).toBe(404);
      expect(await reopened.text()).toContain('href="/auth/forgot-password"');
    }

    expect((await new Browser(origin).signIn(ADMIN.email, ADMIN.password)).status).toBe(400);
    expect((await new Browser(origin).signIn(ADMIN.email, NEW_PASSWORD)).status).toBe(303);

    const entries = await withDatabase(
      site,
      async (db) =>
        (
          await db.query<{ action: string; actor_email: string | null; target: string | null }>(
            "select action, actor_email, target from audit_log where action like 'password-reset%' order by id",
          )
        ).rows,
    );
    expect(entries).toEqual([
      { action: "password-reset-requested", actor_email: null, target: ADMIN.email },
      { action: "password-reset-requested", actor_email: null, target: ADMIN.email },
      { action: "password-reset", actor_email: ADMIN.email, target: null },
    ]);
  }, 90_000);

  it("refuses a link older than an hour", async () => {
    const site = await startSite();
    await new Browser(site.origin).askForReset(ADMIN.email);
    const [token] = (await resetLinks(ADMIN.email, 1)).map(tokenOf) as [string];
    expect(
      (await new Browser(site.origin).request(`/auth/reset-password?token=${token}`)).status,
    ).toBe(200);

    // An hour and a minute pass.
    await withDatabase(site, (db) =>
      db.query(
        "update verification set created_at = created_at - interval '61 minutes', expires_at = expires_at - interval '61 minutes' where identifier like 'reset-password:%'",
      ),
    );
    const { origin } = await startSite({
      dataDir: site.dataDir,
      port: site.port,
      smtpPort: smtp!.port,
    });
    const browser = new Browser(origin);
    const page = await browser.request(`/auth/reset-password?token=${token}`);
    expect(page.status).toBe(404);
    expect(roleText(await page.text(), "alert")).toBe(
      "This link has expired or was already used. Please ask for a new one.",
    );
    expect((await browser.reset(token, NEW_PASSWORD)).status).toBe(400);
    expect((await browser.signIn(ADMIN.email, ADMIN.password)).status).toBe(303);
  }, 90_000);

  it("refuses the eleventh new password from one address within the hour", async () => {
    const { origin } = await sharedSite();
    const browser = new Browser(origin);
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++)
      statuses.push((await browser.reset(`not-a-real-token-${index}`, NEW_PASSWORD)).status);
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
    const refused = await browser.reset("not-a-real-token", NEW_PASSWORD);
    expect(decode(roleText(await refused.text(), "alert"))).toMatch(
      /^Too many attempts\. Please try again in (60|59) min\.$/,
    );
  }, 90_000);
});
