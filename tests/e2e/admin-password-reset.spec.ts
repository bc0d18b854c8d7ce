import { axe } from "./axe";
import type { Browser, Page, TestInfo } from "@playwright/test";
import { expect, test } from "./console-guard";
import { linkIn, waitForMail } from "./mailbox";

/*
 * 'Forgot password?' as a person uses it, at 1440 and 390 px, with and without JavaScript: ask
 * for a link, read the mail the site sent through SMTP, choose a new password, sign in with it.
 * Every test works on an account it registers itself, never on the shared fixtures' accounts.
 * The journey through the forms, with their messages, focus and axe checks, runs at both widths
 * (@layout); what the server alone answers (no script, unknown address, dead link, limit) at one.
 */

// A refused form answers 400 (429 past a limit), a dead link 404: the browser reports them in the console.
test.use({ allowedConsoleErrors: [/status of (400|404|429)/] });

const octet = () => 1 + Math.floor(Math.random() * 254);
const ownAddress = () => `10.${octet()}.${octet()}.${octet()}`;
const freshEmail = (label: string) =>
  `reset-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.ca`;

const OLD_PASSWORD = "juniper-canoe-harbour-64";
const NEW_PASSWORD = "cedar-shingle-morning-81";
const EXPIRED = "This link has expired or was already used. Please ask for a new one.";

async function violations(page: Page) {
  const result = await axe(page)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Registers `email` and follows the verification link, so the account can sign in (as pending). */
async function registerVerified(page: Page, email: string) {
  await page.goto("/auth?mode=register");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(OLD_PASSWORD);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(
    page.getByText("Registered: check your mailbox to verify your address").first(),
  ).toBeVisible();
  const verification = await waitForMail(email, (mail) => mail.subject.startsWith("Verify"));
  await page.goto(linkIn(verification, "/auth/verify-email"));
  await expect(page).toHaveURL(/\/auth\?verified=1$/);
}

/** The reset link most recently mailed to `email`. */
async function resetLink(email: string) {
  return linkIn(
    await waitForMail(email, (mail) => mail.subject.startsWith("Reset")),
    "/auth/reset-password",
  );
}

async function withoutJavaScript(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({
    ...testInfo.project.use,
    javaScriptEnabled: false,
    extraHTTPHeaders: { "X-Forwarded-For": ownAddress() },
  });
  return { context, page: await context.newPage() };
}

test.describe("forgotten password", () => {
  // Each test asks from an address of its own, so the per-address limits count one test's tries.
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": ownAddress() });
  });

  test("a link by e-mail sets a new password once; the old one stops working", { tag: "@layout" }, async ({ page }) => {
    test.slow();
    const email = freshEmail("js");
    await registerVerified(page, email);

    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reset your password");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    expect(await violations(page), "request form").toEqual([]);
    // Checked in the browser first, with the message under the field.
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByLabel("Email")).toBeFocused();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "If an account exists for that address, a reset link is on its way.",
    );
    expect(await violations(page), "request sent").toEqual([]);

    const link = await resetLink(email);
    // Whatever the page loads or sends, its Referer never repeats the token.
    const referers: Promise<string | undefined>[] = [];
    page.on("request", (request) =>
      referers.push(request.headerValue("referer").then((value) => value ?? undefined)),
    );
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    expect(await violations(page), "new-password form").toEqual([]);
    const save = page.getByRole("button", { name: "Save new password" });
    await save.click();
    await expect(page.getByText("Password is required")).toBeVisible();
    await page.getByLabel(/^New password/).fill("seven77");
    await page.getByLabel("Confirm password").fill("something else");
    await save.click();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    // Long enough, but on the list every guesser tries first: the server's message, under the field.
    await page.getByLabel(/^New password/).fill("password123");
    await page.getByLabel("Confirm password").fill("password123");
    await save.click();
    await expect(page.getByText("This password is too common")).toBeVisible();

    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm password").fill(NEW_PASSWORD);
    await save.click();
    await expect(page).toHaveURL(/\/auth\?reset=1$/);
    const sent = (await Promise.all(referers)).filter(Boolean);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((referer) => referer!.includes("token"))).toEqual([]);
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: "Your password has been changed. Sign in with the new one." }),
    ).toBeVisible();
    expect(await violations(page), "sign-in after reset").toEqual([]);

    await signIn(page, email, OLD_PASSWORD);
    await expect(
      page.getByRole("alert").filter({ hasText: "Incorrect email or password" }),
    ).toBeVisible();
    await signIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/admin\/pending$/);

    // The link was good for one use.
    await page.goto(link);
    await expect(page.getByRole("alert")).toHaveText(EXPIRED);
    expect(await violations(page), "used link").toEqual([]);
    await page.getByRole("link", { name: "Request a new link" }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  });

  test("works without JavaScript, from a page whose Referer names only the site", async ({
    browser,
  }, testInfo) => {
    test.slow();
    const { context, page } = await withoutJavaScript(browser, testInfo);
    const email = freshEmail("nojs");
    await registerVerified(page, email);
    await page.goto("/auth/forgot-password");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "If an account exists for that address, a reset link is on its way.",
    );

    const link = await resetLink(email);
    const response = await page.goto(link);
    expect(response?.headers()["referrer-policy"]).toBe("strict-origin");
    // Without JavaScript the server checks the form and names what is wrong under the field.
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm password").fill(`${NEW_PASSWORD}x`);
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    // The address no longer shows the token; the form still carries it.
    expect(new URL(page.url()).search).toBe("");
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page).toHaveURL(/\/auth\?reset=1$/);
    await signIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/admin\/pending$/);
    await context.close();
  });

  test("answers an unknown address exactly like a known one", async ({ page }) => {
    await page.goto("/auth/forgot-password");
    await page.getByLabel("Email").fill(`nobody-${Date.now()}@example.ca`);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "If an account exists for that address, a reset link is on its way.",
    );
    await page.getByRole("link", { name: "Back to sign-in" }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("a made-up or mangled link says so and offers a new one", async ({ page }) => {
    const response = await page.goto("/auth/reset-password?token=not-a-real-token");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
    await expect(page.getByRole("alert")).toHaveText(EXPIRED);
    await expect(page.getByLabel(/^New password/)).toHaveCount(0);
    expect(await violations(page), "dead link").toEqual([]);
    await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
      "href",
      "/auth/forgot-password",
    );
  });

  test("says how long to wait once an address has asked too often", async ({ page }) => {
    await page.goto("/auth/forgot-password");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    // Five requests an hour from one address; the sixth is refused with the wait.
    for (let index = 0; index < 6; index++) {
      await page.goto("/auth/forgot-password");
      await page.getByLabel("Email").fill(`nobody-${index}-${Date.now()}@example.ca`);
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page.getByRole(index < 5 ? "status" : "alert")).toBeVisible();
    }
    await expect(page.getByRole("alert")).toHaveText(
      /^Too many attempts\. Please try again in (60|59) min\.$/,
    );
    await expect(page.getByLabel("Email")).toHaveValue(/^nobody-5-/);
  });
});
