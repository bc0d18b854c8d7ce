import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Browser } from "../support/test-browser";
import {
  cleanUpAllServers,
  cleanUpServers,
  emptyDataDir,
  randomTestPort,
  requireBuild,
  scratchPostgresDatabase,
  startServer,
  waitForHealth,
} from "../support/test-server-process";

/*
 * Who gets into the admin, over real HTTP against the built server: sign-in answers, session
 * cookies, sign-out, cross-origin refusals, throttling shared by several processes, and the
 * first administrator created from a one-time link.
 */

beforeAll(() => {
  requireBuild();
});
afterEach(cleanUpServers);
afterAll(cleanUpAllServers);

const ADMIN = { email: "owner@example.ca", password: "walnut-ferry-lantern-42" };

/** The text of the page's alert, as a person reading the refused sign-in sees it. */
const alertText = (html: string) => /role="alert"[^>]*>([^<]*)</.exec(html)?.[1] ?? null;

async function startSite(env: Record<string, string> = {}, options: { shared?: boolean } = {}) {
  const port = randomTestPort();
  const origin = `http://127.0.0.1:${port}`;
  const server = startServer({ PORT: String(port), PUBLIC_URL: origin, LOG_LEVEL: "warn", ...env }, options);
  await waitForHealth(origin);
  return { origin, server };
}

/**
 * The site with its administrator, shared by the tests that only sign in and out of it: each
 * browser has its own session, and no test makes the account's failed sign-ins reach the limit.
 */
let withAdministrator: Promise<{ origin: string }> | undefined;
const siteWithAdministrator = () =>
  (withAdministrator ??= startSite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, { shared: true }));

describe("admin access", () => {
  it("signs in, keeps the session in a strict cookie, and signs out for good", async () => {
    const { origin } = await siteWithAdministrator();
    const browser = new Browser(origin);

    const anonymous = await browser.request("/admin/activity");
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get("location")).toBe("/auth?redirectTo=%2Fadmin%2Factivity");
    const page = await browser.request("/auth");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    expect(await page.text()).toContain("Administrator login");

    const signedIn = await browser.signIn(ADMIN.email, ADMIN.password);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("location")).toBe("/admin");
    const cookie = signedIn.headers.getSetCookie().find((value) => value.startsWith("cedarline.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=43200/);
    expect(cookie).not.toMatch(/Secure/i);

    const admin = await browser.request("/admin");
    expect(admin.status).toBe(200);
    // The address links to the person's own settings.
    expect(await admin.text()).toMatch(new RegExp(`Signed in as <a [^>]*href="/admin/account"[^>]*>${ADMIN.email}</a>`));
    // Signed in, the sign-in page sends the visitor on to the admin.
    expect((await browser.request("/auth")).headers.get("location")).toBe("/admin");

    const cookies = new Map(browser.cookies);
    const out = await browser.request("/auth/sign-out", { form: {} });
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/auth");
    expect((await browser.request("/admin")).status).toBe(303);
    // The old cookie is worth nothing now.
    browser.cookies = cookies;
    expect((await browser.request("/admin")).headers.get("location")).toBe("/auth");
  }, 90_000);

  it("answers an unknown address and a wrong password alike", async () => {
    const { origin } = await siteWithAdministrator();
    const wrong = await new Browser(origin).signIn(ADMIN.email, "not-the-password");
    const unknown = await new Browser(origin).signIn("nobody@example.ca", "not-the-password");
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(wrong.status);
    const [wrongText, unknownText] = [alertText(await wrong.text()), alertText(await unknown.text())];
    expect(wrongText).toBe("Incorrect email or password");
    expect(unknownText).toBe(wrongText);
  }, 90_000);

  it("refuses state-changing requests from another origin and changes nothing", async () => {
    const { origin } = await siteWithAdministrator();
    const browser = new Browser(origin);
    expect((await browser.signIn(ADMIN.email, ADMIN.password)).status).toBe(303);
    const forged = await browser.request("/auth/sign-out", { form: {}, origin: "https://evil.example" });
    expect(forged.status).toBe(403);
    expect((await browser.request("/admin")).status).toBe(200);
    // Nor through another spelling of the address, which the router would take for the same page.
    for (const spelling of ["/AUTH/SIGN-OUT", "/Auth/Sign-Out", "/%61uth/sign-out", "/auth/Sign-Out"]) {
      const respelled = await browser.request(spelling, { form: {}, origin: "https://evil.example" });
      expect(respelled.status, spelling).toBe(400);
      expect((await browser.request("/admin")).status, spelling).toBe(200);
    }
    const forgedSignIn = await new Browser(origin).request("/auth", {
      form: { intent: "signIn", email: ADMIN.email, password: ADMIN.password },
      origin: "https://evil.example",
    });
    expect(forgedSignIn.status).toBe(403);
    expect(forgedSignIn.headers.getSetCookie()).toEqual([]);
  }, 90_000);

  it("prints a one-time link that creates the first administrator when none is configured", async () => {
    // A new site, started for the first time.
    const { origin, server } = await startSite({ DATA_DIR: emptyDataDir() });
    // The line is written before the server listens, but its pipe may deliver it after the health check.
    const printed = () => server.output().stdout.split("\n").find((entry) => entry.includes("setupUrl"));
    for (const deadline = Date.now() + 10_000; !printed() && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 50));
    const line = printed();
    const setupUrl = (JSON.parse(line ?? "{}") as { setupUrl?: string }).setupUrl ?? "";
    expect(setupUrl).toMatch(new RegExp(`^${origin}/auth/setup\\?token=`));
    const path = setupUrl.slice(origin.length);
    const browser = new Browser(origin);
    const page = await browser.request(path);
    expect(page.status).toBe(200);
    // The token in the address never leaves in a Referer.
    expect(page.headers.get("referrer-policy")).toBe("strict-origin");
    expect((await browser.request("/auth/setup?token=wrong")).status).toBe(404);

    const weak = await browser.request(path, { form: { email: ADMIN.email, password: "password1", confirmPassword: "password1" } });
    expect(weak.status).toBe(400);
    const created = await browser.request(path, {
      form: { email: ADMIN.email, password: ADMIN.password, confirmPassword: ADMIN.password },
    });
    expect(created.status).toBe(303);
    expect((await browser.request(path)).status).toBe(404);
    expect((await browser.signIn(ADMIN.email, ADMIN.password)).status).toBe(303);
    expect((await browser.request("/admin")).status).toBe(200);
  }, 90_000);

  it("registers a pending account that sees only the waiting page", async () => {
    const { origin } = await siteWithAdministrator();
    const browser = new Browser(origin);
    const registered = await browser.request("/auth", {
      form: { intent: "register", email: "new.staff@example.ca", password: "oak-plank-harbour-7" },
    });
    expect(registered.status).toBe(200);
    expect(await registered.text()).toContain("check your mailbox");
    // Before the address is verified there is no session at all.
    const early = await browser.signIn("new.staff@example.ca", "oak-plank-harbour-7");
    expect(early.status).toBe(403);
    expect(alertText(await early.text())).toContain("verify your email address");
  }, 90_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("admin sign-in throttle across processes", () => {
  it("counts failed sign-ins on one account across two processes on one PostgreSQL server", async () => {
    const database = await scratchPostgresDatabase("throttle");
    try {
      const env = {
        DATABASE_URL: database.url,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SESSION_SECRET: "a-shared-secret-for-both-processes-0123456789",
      };
      const first = await startSite(env);
      const second = await startSite(env);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        const site = attempt % 2 === 0 ? first : second;
        statuses.push((await new Browser(site.origin).signIn(ADMIN.email, `wrong-${attempt}`)).status);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
      // The owner with the right password is held back too, until the window passes.
      const owner = await new Browser(second.origin).signIn(ADMIN.email, ADMIN.password);
      expect(owner.status).toBe(429);
      expect(alertText(await owner.text())).toMatch(/Too many attempts\. Please try again in \d+ min\./);
    } finally {
      cleanUpServers();
      await database.drop();
    }
  }, 120_000);
});
