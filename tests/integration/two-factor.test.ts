import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/platform/db/client.server";
import { createAuth } from "~/features/auth/auth.server";
import { hotp, totp, wrongTotp } from "../e2e/totp";
import { cleanUpServers, randomTestPort, requireBuild, seededDataDir, startServer, waitForHealth } from "../support/test-server-process";
import { Browser as SiteBrowser } from "../support/test-browser";

/*
 * Two-factor sign-in and the account page, over real HTTP against the built server: turning it on
 * needs a correct code, sign-in then asks for one, an app's code (computed here) and a backup code
 * (once) get in, wrong codes are limited, turning it off, changing the password, and the rule that
 * requires two-factor of every staff member.
 */

const PASSWORD = "quartz-meadow-lantern-61";

const accounts = {
  admin: { email: "chief@example.ca", role: "admin" },
  setUp: { email: "setup.editor@example.ca", role: "editor" },
  codes: { email: "codes.editor@example.ca", role: "editor" },
  limits: { email: "limits.editor@example.ca", role: "editor" },
  backup: { email: "backup.editor@example.ca", role: "editor" },
  off: { email: "off.editor@example.ca", role: "editor" },
  once: { email: "once.editor@example.ca", role: "editor" },
  password: { email: "password.editor@example.ca", role: "editor" },
  plain: { email: "plain.editor@example.ca", role: "editor" },
  other: { email: "other.editor@example.ca", role: "editor" },
} as const;

let origin = "";

beforeAll(async () => {
  requireBuild();
  // The accounts exist before the server starts, verified, as an administrator would have approved them.
  const dataDir = seededDataDir();
  const handle = await openDatabase({ dataDir });
  try {
    await handle.migrate();
    const auth = createAuth({
      db: handle.db,
      secret: "two-factor-tests-secret-0123456789abcdef",
      baseURL: "http://127.0.0.1",
    });
    for (const account of Object.values(accounts)) {
      await auth.api.createUser({
        body: {
          email: account.email,
          password: PASSWORD,
          name: account.email.split("@")[0]!,
          role: account.role,
          data: { emailVerified: true },
        },
      });
    }
  } finally {
    await handle.close();
  }
  const port = randomTestPort();
  origin = `http://127.0.0.1:${port}`;
  // TRUST_PROXY lets each browser below name its own address, so per-address limits stay per test.
  startServer({
    PORT: String(port),
    PUBLIC_URL: origin,
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    TRUST_PROXY: "loopback",
  });
  await waitForHealth(origin);
}, 120_000);

afterAll(cleanUpServers);

const octet = () => 1 + Math.floor(Math.random() * 254);

/** A browser from an address of its own, which also answers the code step and the account page. */
class Browser extends SiteBrowser {
  constructor() {
    super(origin, `10.${octet()}.${octet()}.${octet()}`);
  }

  override signIn(email: string, password = PASSWORD, redirectTo = "/admin") {
    return this.request("/auth", { form: { intent: "signIn", email, password, redirectTo } });
  }

  code(code: string, method: "app" | "backup" = "app", redirectTo = "/admin") {
    return this.request("/auth/two-factor", { form: { method, code, redirectTo } });
  }

  account(form: Record<string, string>) {
    return this.request("/admin/account", { form });
  }
}

/** The page as a person sees it: without the scripts (which carry the whole catalogue). */
const visible = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");
const alertText = (html: string) => /role="alert"[^>]*>([^<]*)</.exec(html)?.[1] ?? null;
const fieldError = (html: string, id: string) =>
  new RegExp(`id="${id}-error"[^>]*>([^<]*)<`).exec(html)?.[1] ?? null;
const statusText = (html: string) => /role="status"[^>]*>([^<]*)</.exec(html)?.[1] ?? null;

interface Setup {
  key: string;
  token: string;
  backupCodes: string[];
}

function setupOf(html: string): Setup {
  const key = /data-setup-key="([A-Z2-7]+)"/.exec(html)?.[1];
  const token = /name="setupToken" value="([^"]+)"/.exec(html)?.[1];
  const backupCodes = [...html.matchAll(/<li class="[^"]*">([A-Z0-9-]{11})<\/li>/g)].map(
    (match) => match[1]!,
  );
  if (!key || !token) throw new Error("no set-up on the page");
  return { key, token, backupCodes };
}

/** Signs in (password only) and turns two-factor on from the account page. */
async function signInAndEnable(browser: Browser, email: string): Promise<Setup> {
  expect((await browser.signIn(email)).headers.get("location")).toBe("/admin");
  const started = await browser.account({ intent: "two-factor-start", password: PASSWORD });
  expect(started.status).toBe(200);
  const setup = setupOf(await started.text());
  const finished = await browser.account({
    intent: "two-factor-finish",
    code: totp(setup.key),
    setupToken: setup.token,
  });
  expect(finished.status).toBe(303);
  expect(finished.headers.get("location")).toBe("/admin/account?done=two-factor-on");
  return setup;
}

/** Password, then an app's code: signed in. */
async function signInWithCode(browser: Browser, email: string, key: string, code = totp(key)) {
  expect((await browser.signIn(email)).headers.get("location")).toBe("/auth/two-factor");
  const answer = await browser.code(code);
  expect(answer.status).toBe(303);
  expect(answer.headers.get("location")).toBe("/admin");
}

describe("two-factor sign-in", () => {
  it("checks the RFC 6238 test vector with the tests' own code generator", () => {
    // RFC 6238 appendix B: SHA-1, key "12345678901234567890", T = 59 s, 8 digits.
    expect(hotp(Buffer.from("12345678901234567890"), Math.floor(59 / 30), 8)).toBe("94287082");
  });

  it("turns two-factor on only with the password and then a correct code from the app", async () => {
    const browser = new Browser();
    expect((await browser.signIn(accounts.setUp.email)).status).toBe(303);
    const page = await browser.request("/admin/account");
    expect(page.status).toBe(200);
    const html = visible(await page.text());
    expect(html).toContain("Your account");
    expect(html).toContain("Set up two-factor authentication");
    // Editors do not see the rule for everyone.
    expect(html).not.toContain("Two-factor for everyone");

    const wrongPassword = await browser.account({
      intent: "two-factor-start",
      password: "not-my-password",
    });
    expect(wrongPassword.status).toBe(400);
    expect(fieldError(await wrongPassword.text(), "start-password")).toBe(
      "That password is not right.",
    );

    const started = await browser.account({ intent: "two-factor-start", password: PASSWORD });
    expect(started.status).toBe(200);
    const startedHtml = await started.text();
    const setup = setupOf(startedHtml);
    expect(setup.key).toMatch(/^[A-Z2-7]{52}$/);
    expect(setup.backupCodes).toHaveLength(10);
    expect(startedHtml).toMatch(/<svg[^>]*role="img"[^>]*aria-label="QR code/);

    // Nothing is on until a code from the app confirms the key.
    expect(visible(await (await browser.request("/admin/account")).text())).toContain(">Off<");
    const wrong = await browser.account({
      intent: "two-factor-finish",
      code: wrongTotp(setup.key),
      setupToken: setup.token,
    });
    expect(wrong.status).toBe(400);
    const wrongHtml = await wrong.text();
    expect(fieldError(wrongHtml, "setup-code")).toBe("That code is not right. Please try again.");
    // The same key and codes are shown again to try once more.
    expect(setupOf(wrongHtml)).toEqual(setup);
    const forged = await browser.account({
      intent: "two-factor-finish",
      code: totp(setup.key),
      setupToken: `${Date.now()}.forged`,
    });
    expect(forged.status).toBe(400);
    expect(alertText(await forged.text())).toBe(
      "This set-up took too long or was replaced. Please start again.",
    );

    const finished = await browser.account({
      intent: "two-factor-finish",
      code: totp(setup.key),
      setupToken: setup.token,
    });
    expect(finished.status).toBe(303);
    expect(finished.headers.get("location")).toBe("/admin/account?done=two-factor-on");
    // Turning it on replaced the session: the new cookie came back and the person stays signed in.
    expect(
      finished.headers
        .getSetCookie()
        .some((cookie) => cookie.startsWith("cedarline.session_token=")),
    ).toBe(true);
    const after = visible(
      await (await browser.request("/admin/account?done=two-factor-on")).text(),
    );
    expect(statusText(after)).toBe(
      "Two-factor authentication is on. Your next sign-in will ask for a code.",
    );
    expect(after).toContain(">On<");
    expect(after).toContain("10 unused backup codes left");
  }, 60_000);

  it("asks for the code after the password, and a code computed from the key signs in to the page first asked for", async () => {
    const setup = await signInAndEnable(new Browser(), accounts.codes.email);
    const browser = new Browser();
    const password = await browser.signIn(accounts.codes.email, PASSWORD, "/admin/activity");
    expect(password.status).toBe(303);
    expect(password.headers.get("location")).toBe(
      "/auth/two-factor?redirectTo=%2Fadmin%2Factivity",
    );
    // The password alone opens nothing: no session yet, only the code step's cookie.
    expect(browser.cookies.has("cedarline.session_token")).toBe(false);
    expect(browser.cookies.has("cedarline.two_factor")).toBe(true);
    expect((await browser.request("/admin")).headers.get("location")).toBe("/auth");
    const step = await browser.request("/auth/two-factor?redirectTo=%2Fadmin%2Factivity");
    expect(step.status).toBe(200);
    expect(visible(await step.text())).toContain(
      "Enter the 6-digit code from your authenticator app",
    );

    const wrong = await browser.code(wrongTotp(setup.key), "app", "/admin/activity");
    expect(wrong.status).toBe(400);
    expect(fieldError(await wrong.text(), "two-factor-code")).toBe(
      "That code is not right. Please try again.",
    );
    const right = await browser.code(
      totp(setup.key).replace(/(\d{3})/, "$1 "),
      "app",
      "/admin/activity",
    );
    expect(right.status).toBe(303);
    expect(right.headers.get("location")).toBe("/admin/activity");
    expect((await browser.request("/admin/activity")).status).toBe(200);

    // Without a password step under way the code page sends the visitor to sign in.
    const stranger = await new Browser().request("/auth/two-factor");
    expect(stranger.headers.get("location")).toBe("/auth");
  }, 60_000);

  it("takes each backup code once, and renewed codes replace the old ones", async () => {
    const owner = new Browser();
    const setup = await signInAndEnable(owner, accounts.backup.email);
    const [first, second] = setup.backupCodes;
    // Ten different codes, in two groups of five, with nothing to mistake for something else.
    expect(new Set(setup.backupCodes).size).toBe(10);
    for (const code of setup.backupCodes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);

    const browser = new Browser();
    expect((await browser.signIn(accounts.backup.email)).headers.get("location")).toBe(
      "/auth/two-factor",
    );
    expect(
      visible(await (await browser.request("/auth/two-factor?method=backup")).text()),
    ).toContain("Each code works once");
    const used = await browser.code(` ${first!} `, "backup");
    expect(used.status).toBe(303);
    expect(used.headers.get("location")).toBe("/admin");
    expect(visible(await (await browser.request("/admin/account")).text())).toContain(
      "9 unused backup codes left",
    );
    await browser.request("/auth/sign-out", { form: {} });

    expect((await browser.signIn(accounts.backup.email)).headers.get("location")).toBe(
      "/auth/two-factor",
    );
    const again = await browser.code(first!, "backup");
    expect(again.status).toBe(400);
    expect(fieldError(await again.text(), "two-factor-code")).toBe(
      "That backup code is not right, or it has already been used.",
    );
    // Typed from paper: small letters, no hyphen, spaces anywhere, and still the same code.
    const typed = second!.toLowerCase().replace("-", " ").replace(/^(..)/, "$1 ");
    expect((await browser.code(typed, "backup")).status).toBe(303);

    // Renewing needs the password, shows ten new codes once, and the old ones stop working.
    expect(
      (await browser.account({ intent: "backup-codes", password: "not-my-password" })).status,
    ).toBe(400);
    const renewed = await browser.account({ intent: "backup-codes", password: PASSWORD });
    expect(renewed.status).toBe(200);
    const fresh = [
      ...(await renewed.text()).matchAll(/<li class="[^"]*">([A-Z0-9-]{11})<\/li>/g),
    ].map((m) => m[1]!);
    expect(fresh).toHaveLength(10);
    await browser.request("/auth/sign-out", { form: {} });
    await browser.signIn(accounts.backup.email);
    expect((await browser.code(setup.backupCodes[2]!, "backup")).status).toBe(400);
    expect((await browser.code(fresh[0]!, "backup")).status).toBe(303);
    const log = visible(
      await (await browser.request("/admin/activity?action=backup-codes-renewed")).text(),
    );
    expect(log).toContain(accounts.backup.email);
  }, 60_000);

  it("limits wrong codes per sign-in, then per account with the wait, whatever the address", async () => {
    const setup = await signInAndEnable(new Browser(), accounts.limits.email);
    const browser = new Browser();
    await browser.signIn(accounts.limits.email);
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await browser.code(wrongTotp(setup.key))).status).toBe(400);
    // Five codes per password step: the sixth goes back to the password, with a message.
    const sixth = await browser.code(wrongTotp(setup.key));
    expect(sixth.status).toBe(303);
    expect(sixth.headers.get("location")).toBe("/auth?twoFactor=tooManyCodes");
    expect(browser.cookies.has("cedarline.two_factor")).toBe(false);
    expect(visible(await (await browser.request("/auth?twoFactor=tooManyCodes")).text())).toContain(
      "Too many wrong codes. Please sign in again.",
    );

    // Ten wrong codes on the account in a quarter of an hour, from any address: then the wait.
    const elsewhere = new Browser();
    await elsewhere.signIn(accounts.limits.email);
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await elsewhere.code(wrongTotp(setup.key))).status).toBe(400);
    const held = await elsewhere.code(totp(setup.key));
    expect(held.status).toBe(429);
    expect(alertText(await held.text())).toMatch(
      /^Too many attempts\. Please try again in 1[45] min\.$/,
    );
    expect(elsewhere.cookies.has("cedarline.session_token")).toBe(false);
    // The code page says so at once, too.
    expect(alertText(await (await elsewhere.request("/auth/two-factor")).text())).toMatch(
      /Too many attempts/,
    );
  }, 60_000);

  it("takes an app's code for one sign-in only: the same code again is refused, the next one works", async () => {
    const setup = await signInAndEnable(new Browser(), accounts.once.email);
    const code = totp(setup.key);
    await signInWithCode(new Browser(), accounts.once.email, setup.key, code);

    // Someone who saw the code typed, with the password, inside the 90 s the code stays valid.
    const replay = new Browser();
    expect((await replay.signIn(accounts.once.email)).headers.get("location")).toBe("/auth/two-factor");
    const refused = await replay.code(code);
    expect(refused.status).toBe(400);
    expect(fieldError(await refused.text(), "two-factor-code")).toBe("That code is not right. Please try again.");
    expect(replay.cookies.has("cedarline.session_token")).toBe(false);

    // The app's next code (accepted ahead of time for clock drift) signs in.
    const next = await replay.code(totp(setup.key, Date.now() + 30_000));
    expect(next.status).toBe(303);
    expect(next.headers.get("location")).toBe("/admin");
  }, 60_000);

  it("turns two-factor off with the password, and sign-in asks for the password only again", async () => {
    const owner = new Browser();
    const setup = await signInAndEnable(owner, accounts.off.email);
    const browser = new Browser();
    await signInWithCode(browser, accounts.off.email, setup.key);
    const refused = await browser.account({
      intent: "two-factor-disable",
      password: "not-my-password",
    });
    expect(refused.status).toBe(400);
    expect(fieldError(await refused.text(), "disable-password")).toBe(
      "That password is not right.",
    );
    const off = await browser.account({ intent: "two-factor-disable", password: PASSWORD });
    expect(off.status).toBe(303);
    expect(off.headers.get("location")).toBe("/admin/account?done=two-factor-off");
    // Turning it off replaced the session; the person is still signed in.
    const page = await browser.request("/admin/account?done=two-factor-off");
    expect(page.status).toBe(200);
    expect(statusText(await page.text())).toBe("Two-factor authentication is off.");
    await browser.request("/auth/sign-out", { form: {} });
    expect((await browser.signIn(accounts.off.email)).headers.get("location")).toBe("/admin");
  }, 60_000);
});

describe("the account page", () => {
  it("changes the password: current one checked, common ones refused, other devices signed out, this one kept", async () => {
    const other = new Browser();
    expect((await other.signIn(accounts.password.email)).status).toBe(303);
    const browser = new Browser();
    expect((await browser.signIn(accounts.password.email)).status).toBe(303);
    const change = (currentPassword: string, newPassword: string, confirmPassword = newPassword) =>
      browser.account({ intent: "change-password", currentPassword, newPassword, confirmPassword });

    const wrong = await change("not-my-password", "cedar-harbour-violet-93");
    expect(wrong.status).toBe(400);
    expect(fieldError(await wrong.text(), "current-password")).toBe("That password is not right.");
    const common = await change(PASSWORD, "password123");
    expect(common.status).toBe(400);
    expect(fieldError(await common.text(), "new-password")).toBe("This password is too common");
    const own = await change(PASSWORD, "password.editor2024");
    expect(own.status).toBe(400);
    const mismatch = await change(PASSWORD, "cedar-harbour-violet-93", "cedar-harbour-violet-39");
    expect(mismatch.status).toBe(400);
    expect(fieldError(await mismatch.text(), "confirm-password")).toBe(
      "Passwords don&#x27;t match",
    );

    const changed = await change(PASSWORD, "cedar-harbour-violet-93");
    expect(changed.status).toBe(303);
    expect(changed.headers.get("location")).toBe("/admin/account?done=password");
    // The session was replaced and its new cookie kept this browser signed in.
    const page = await browser.request("/admin/account?done=password");
    expect(page.status).toBe(200);
    expect(statusText(await page.text())).toBe(
      "Your password is changed. Every other device has been signed out.",
    );
    const log = visible(
      await (await browser.request("/admin/activity?action=password-changed")).text(),
    );
    expect(log).toContain(accounts.password.email);
    expect((await other.request("/admin")).headers.get("location")).toBe("/auth");
    expect(
      (await new Browser().signIn(accounts.password.email, "cedar-harbour-violet-93")).headers.get(
        "location",
      ),
    ).toBe("/admin");
  }, 60_000);

  it("lets only administrators require two-factor for everyone, and then sends staff without it to set it up", async () => {
    const editor = new Browser();
    await editor.signIn(accounts.plain.email);
    const byEditor = await editor.account({ intent: "require", required: "on" });
    expect(byEditor.status).toBe(403);

    const admin = new Browser();
    await admin.signIn(accounts.admin.email);
    expect(visible(await (await admin.request("/admin/account")).text())).toContain(
      "Two-factor for everyone",
    );
    const withoutOwn = await admin.account({ intent: "require", required: "on" });
    expect(withoutOwn.status).toBe(409);
    expect(alertText(await withoutOwn.text())).toBe(
      "Set up two-factor authentication for your own account first.",
    );
    expect((await editor.request("/admin")).status).toBe(200);

    const started = await admin.account({ intent: "two-factor-start", password: PASSWORD });
    const setup = setupOf(await started.text());
    expect(
      (
        await admin.account({
          intent: "two-factor-finish",
          code: totp(setup.key),
          setupToken: setup.token,
        })
      ).status,
    ).toBe(303);
    try {
      const on = await admin.account({ intent: "require", required: "on" });
      expect(on.status).toBe(200);
      expect(statusText(await on.text())).toBe(
        "Two-factor authentication is now required for every staff member.",
      );

      // The editor without two-factor: every admin page sends them to their account page...
      for (const target of ["/admin", "/admin/activity", "/admin/enquiries"]) {
        const answer = await editor.request(target);
        expect(answer.status, target).toBe(303);
        expect(answer.headers.get("location"), target).toBe("/admin/account");
      }
      // ...which says why, and lets them set it up; language and sign-out still work.
      const page = await editor.request("/admin/account");
      expect(page.status).toBe(200);
      expect(visible(await page.text())).toContain(
        "An administrator requires two-factor authentication for every staff member.",
      );
      const language = await editor.request("/auth/language", {
        form: { locale: "zh", redirectTo: "/admin/account" },
      });
      expect(language.status).toBe(303);
      expect(language.headers.get("location")).toBe("/admin/account");
      // The administrator, who has it, works on; nobody may turn theirs off while it is required.
      expect((await admin.request("/admin/activity")).status).toBe(200);
      const disable = await admin.account({ intent: "two-factor-disable", password: PASSWORD });
      expect(disable.status).toBe(409);
      // The activity log shows the changes.
      const log = visible(await (await admin.request("/admin/activity")).text());
      expect(log).toContain("Two-factor requirement changed");
      expect(log).toContain("Two-factor enabled");

      // Once the editor sets it up, the admin opens again.
      const own = await editor.account({ intent: "two-factor-start", password: PASSWORD });
      const editorSetup = setupOf(await own.text());
      expect(
        (
          await editor.account({
            intent: "two-factor-finish",
            code: totp(editorSetup.key),
            setupToken: editorSetup.token,
          })
        ).status,
      ).toBe(303);
      expect((await editor.request("/admin")).status).toBe(200);
      expect((await editor.request("/auth/sign-out", { form: {} })).headers.get("location")).toBe(
        "/auth",
      );
    } finally {
      const off = await admin.account({ intent: "require", required: "off" });
      expect(off.status).toBe(200);
    }
    // Off again: staff without two-factor work as before.
    const otherEditor = new Browser();
    await otherEditor.signIn(accounts.other.email);
    expect((await otherEditor.request("/admin")).status).toBe(200);
  }, 90_000);
});
