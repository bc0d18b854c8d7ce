import { axe } from "./axe";
import { expect, test, type Page } from "@playwright/test";
import { en } from "../../app/content/messages/messages.en";
import { zh } from "../../app/content/messages/messages.zh";
import { ADMIN, STAFF_ACCOUNTS } from "./admin-fixtures";
import { axeViolations, ownAddress, toastSaying } from "./admin-helpers";
import { test as guarded } from "./console-guard";

/*
 * The sign-in page and the admin's front door, as staff use them at 1440 and 390 px: the two
 * modes, the forms' messages, signing in and coming back to the page first asked for, and
 * signing out for good. What the server answers (messages, redirects, access, the activity log)
 * is checked at desktop width; the sign-in form's use and the axe checks (@layout), whose
 * results depend on what is drawn at the width, at both.
 */

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

const octet = () => 1 + Math.floor(Math.random() * 254);

test.describe("sign-in page", () => {
  // Each test signs in from an address of its own, so the per-address limit counts one test's tries.
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` });
  });

  test("toggles between login and registration with a link", { tag: "@layout" }, async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Administrator login");
    await page.getByRole("link", { name: "No account yet? Register" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Register administrator account");
    await expect(page.getByRole("button", { name: "Register" })).toBeVisible();
    await page.getByRole("link", { name: "Already registered? Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Administrator login");
  });

  test("checks both forms in the browser and names what is wrong", { tag: "@layout" }, async ({ page }) => {
    await page.goto("/auth");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await expect(page.getByLabel("Email")).toBeFocused();
    await page.getByLabel("Email").fill("owner@example.ca");
    await page.getByLabel("Password").fill("short");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();

    await page.getByRole("link", { name: "No account yet? Register" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Register administrator account");
    await page.getByLabel("Email").fill("not-an-address");
    await page.getByLabel("Password").fill("seven77");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  });

  test("refuses a common password at registration, with the server's message under the field", async ({ page }) => {
    await page.goto("/auth?mode=register");
    await page.getByLabel("Email").fill("someone.new@example.ca");
    await page.getByLabel("Password").fill("password123");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText("This password is too common")).toBeVisible();
  });

  test("says the same for a wrong password and an unknown address", async ({ page }) => {
    await page.goto("/auth");
    await signIn(page, ADMIN.email, "not-the-password");
    const alert = page.getByRole("alert").filter({ hasText: "Incorrect email or password" });
    await expect(alert).toBeVisible();
    await page.goto("/auth");
    await signIn(page, "nobody-here@example.ca", "not-the-password");
    await expect(page.getByRole("alert").filter({ hasText: "Incorrect email or password" })).toBeVisible();
  });

  test("signs in, returns to the page first asked for, and signs out for good", async ({ page }) => {
    await page.goto("/admin/activity");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Factivity$/);
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/activity$/);
    await expect(page.getByText(`Signed in as ${ADMIN.email}`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Activity" })).toHaveAttribute("aria-current", "page");

    // Signed in, the sign-in page sends the visitor on.
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/admin$/);

    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goBack();
    await expect(page.getByText(`Signed in as ${ADMIN.email}`)).toHaveCount(0);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("signs in without JavaScript", async ({ browser }, testInfo) => {
    const context = await browser.newContext({
      ...testInfo.project.use,
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` },
    });
    const page = await context.newPage();
    await page.goto("/auth");
    await signIn(page, ADMIN.email, "not-the-password");
    await expect(page.getByRole("alert")).toHaveText("Incorrect email or password");
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText(`Signed in as ${ADMIN.email}`)).toBeVisible();
    await context.close();
  });

  test("the sign-in page and every admin tab have no accessibility violations", { tag: "@layout" }, async ({ page }) => {
    // Seven pages through axe: more than the default 30 s on a busy machine.
    test.slow();
    for (const path of ["/auth", "/auth?mode=register"]) {
      await page.goto(path);
      expect(await axeViolations(page), path).toEqual([]);
    }
    await page.goto("/auth");
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    for (const path of ["/admin", "/admin/import", "/admin/enquiries", "/admin/users", "/admin/activity"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await axeViolations(page), path).toEqual([]);
    }
  });

  test("a pending account sees only the waiting page, with no accessibility violations", { tag: "@layout" }, async ({ page }) => {
    await page.goto("/auth");
    await signIn(page, STAFF_ACCOUNTS.pending.email, STAFF_ACCOUNTS.pending.password);
    await expect(page).toHaveURL(/\/admin\/pending$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your access awaits approval");
    await expect(page.getByRole("navigation", { name: "Admin sections" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Sign out", exact: true })).toBeVisible();
    const results = await axe(page)
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    for (const path of ["/admin", "/admin/users", "/admin/activity", "/admin/import"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/admin\/pending$/);
    }
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("the activity tab lists sign-ins and failed sign-ins, newest first, filtered by action", async ({ page }) => {
    // A failed sign-in on an address of its own: failures on the administrator's account are few
    // in this suite, since five in a quarter of an hour hold the account back.
    const stranger = `stranger-${Date.now()}-${octet()}@example.ca`;
    await page.goto("/auth");
    await signIn(page, stranger, "a-wrong-password-here");
    await expect(page.getByRole("alert")).toBeVisible();
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole("link", { name: "Activity" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Activity");
    const firstRow = page.getByRole("row").nth(1);
    await expect(firstRow).toContainText("Sign-in");
    await expect(firstRow).toContainText(ADMIN.email);
    // The filter applies itself on change only once the page's script runs.
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await page.getByLabel("Action").selectOption({ label: "Failed sign-in" });
    await expect(page).toHaveURL(/action=sign-in-failed/);
    await expect(page.getByRole("row").filter({ hasText: stranger })).toContainText("Failed sign-in");
    await expect(page.getByRole("cell", { name: "Sign-in", exact: true })).toHaveCount(0);
  });
});

/**
 * Requests of the page that were aborted, and where: a page that starts a second navigation while
 * its first still runs cancels the first one's requests ('signal is aborted without reason').
 */
function recordAbortedRequests() {
  const aborted: string[] = [];
  (window as unknown as { abortedRequests: string[] }).abortedRequests = aborted;
  const fetchOnce = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const signal = init?.signal ?? request?.signal;
    const url = request ? request.url : String(input);
    signal?.addEventListener("abort", () => aborted.push(new URL(url, location.href).pathname));
    return fetchOnce(input, init);
  };
}

guarded.describe("signing in with scripts", () => {
  // Here an aborted navigation is the page racing itself, never a test moving on.
  guarded.use({ allowAbortedNavigations: false });

  for (const { locale, signIn: signInLabel, toast, signedInAs } of [
    { locale: "en", signIn: "Sign in", toast: en["auth.toast.loggedIn"], signedInAs: "Signed in as" },
    { locale: "zh", signIn: zh["auth.action.signIn"], toast: zh["auth.toast.loggedIn"], signedInAs: "当前登录" },
  ]) {
    guarded(`says it is signed in, goes on in one navigation, and the toast leaves with the sign-in page (${locale})`, async ({ page, context, baseURL }) => {
      await ownAddress(page);
      await context.addCookies([{ name: "admin_lang", value: locale, url: baseURL! }]);
      await page.addInitScript(recordAbortedRequests);
      // The page asked for answers slowly, so the toast is there to be seen on the way.
      let answer!: () => void;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      await page.route(/\/admin\/activity\.data/, async (route) => {
        await answered;
        await route.continue();
      });
      await page.goto("/auth?redirectTo=%2Fadmin%2Factivity");
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      await page.locator("input[name=email]").fill(ADMIN.email);
      await page.locator("input[name=password]").fill(ADMIN.password);
      await page.getByRole("button", { name: signInLabel, exact: true }).click();
      await expect(toastSaying(page, toast)).toBeVisible();
      answer();

      await expect(page).toHaveURL(/\/admin\/activity$/);
      await expect(page.getByText(`${signedInAs}`).first()).toBeVisible();
      // Its news is over once the page it announced is there: nothing covers the header.
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 2_000 });
      expect(await page.evaluate(() => (window as unknown as { abortedRequests: string[] }).abortedRequests)).toEqual([]);
    });
  }
});
