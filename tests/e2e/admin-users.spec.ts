import { axe } from "./axe";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN } from "./admin-fixtures";
import { freshAddress, ownAddress, personIn, registerAndVerify, signedInAt, signIn, toastSaying } from "./admin-helpers";

/*
 * The Users tab as an administrator uses it at 1440 and 390 px, and what the people on the other
 * end see: a new registration approved into the admin, access taken away at once, and the rules
 * that keep the company from locking itself out. On a phone the list is a column of cards: the
 * approval from a card and the axe checks of the list run at both widths (@layout); what a change
 * does to the person's access, and what the server refuses, at desktop width.
 */

const row = (page: Page, email: string) => page.locator("tbody tr", { hasText: email });
const PASSWORD = "quiet-harbour-linden-84";

async function openUsers(page: Page) {
  await ownAddress(page);
  await signedInAt(page, ADMIN.email, ADMIN.password, "/admin/users");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

test("a registration is verified by e-mail, waits for approval, and gets in once approved", { tag: "@layout" }, async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  const email = freshAddress("newcomer");
  const person = await personIn(browser, baseURL);
  await registerAndVerify(person.page, email, PASSWORD);

  await signIn(person.page, email, PASSWORD);
  await expect(person.page).toHaveURL(/\/admin\/pending$/);
  await expect(person.page.getByRole("heading", { level: 1 })).toHaveText("Your access awaits approval");
  await expect(person.page.getByRole("link", { name: "Products" })).toHaveCount(0);
  // Direct requests for admin pages are refused too.
  await person.page.goto("/admin/activity");
  await expect(person.page).toHaveURL(/\/admin\/pending$/);

  await openUsers(page);
  const entry = row(page, email);
  await expect(entry).toContainText("Pending");
  await entry.getByRole("button", { name: "Approve as editor" }).click();
  await expect(toastSaying(page, `${email} approved as Editor`)).toBeVisible();
  await expect(entry.getByRole("combobox")).toHaveValue("editor");

  await person.page.goto("/admin");
  await expect(person.page).toHaveURL(/\/admin$/);
  await expect(person.page.getByRole("link", { name: "Products" })).toBeVisible();
  await expect(person.page.getByRole("link", { name: "Users" })).toHaveCount(0);
  await person.context.close();

  await page.goto(`/admin/activity?action=registered`);
  await expect(page.locator("tbody tr", { hasText: email }).first()).toContainText("Registered");
  await page.goto(`/admin/activity?action=account-approved`);
  await expect(page.locator("tbody tr", { hasText: email }).first()).toContainText(ADMIN.email);
});

test("disabling, enabling, ending sessions, changing the role and deleting take effect at once", async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const email = freshAddress("staff");
  const person = await personIn(browser, baseURL);
  await registerAndVerify(person.page, email, PASSWORD);
  await openUsers(page);
  await row(page, email).getByRole("button", { name: "Approve as editor" }).click();
  await expect(toastSaying(page, "approved as Editor")).toBeVisible();

  await signIn(person.page, email, PASSWORD);
  await expect(person.page).toHaveURL(/\/admin$/);

  // Disabled: the next request finds no session, and signing in says why.
  await page.reload();
  // A click before the page's script runs would post the whole page and toast only once it is back.
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await row(page, email).getByRole("button", { name: "Disable" }).click();
  await expect(toastSaying(page, `${email} is disabled; their sessions have ended`)).toBeVisible();
  await expect(row(page, email)).toContainText("Disabled");
  await person.page.goto("/admin/activity");
  await expect(person.page).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Factivity$/);
  await signIn(person.page, email, PASSWORD);
  await expect(person.page.getByRole("alert").filter({ hasText: "This account has been disabled" })).toBeVisible();

  await row(page, email).getByRole("button", { name: "Enable" }).click();
  await expect(toastSaying(page, `${email} can sign in again`)).toBeVisible();
  await signIn(person.page, email, PASSWORD);
  await expect(person.page).toHaveURL(/\/admin$/);

  // Ending sessions signs the person out everywhere.
  await page.reload();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await row(page, email).getByRole("button", { name: "End sessions" }).click();
  await expect(toastSaying(page, `${email} is signed out everywhere`)).toBeVisible();
  await person.page.goto("/admin");
  await expect(person.page).toHaveURL(/\/auth$/);

  // A new role applies at the person's next request.
  await signIn(person.page, email, PASSWORD);
  await expect(person.page).toHaveURL(/\/admin$/);
  await row(page, email).getByRole("combobox").selectOption("admin");
  await row(page, email).getByRole("button", { name: "Save role" }).click();
  await expect(toastSaying(page, `${email} is now Administrator`)).toBeVisible();
  await person.page.goto("/admin/users");
  await expect(person.page.getByRole("heading", { level: 1 })).toHaveText("Users");
  await row(page, email).getByRole("combobox").selectOption("editor");
  await row(page, email).getByRole("button", { name: "Save role" }).click();
  await expect(toastSaying(page, `${email} is now Editor`)).toBeVisible();
  const refused = await person.page.goto("/admin/users");
  expect(refused?.status()).toBe(403);

  // Deleting asks first.
  await row(page, email).getByText("Delete", { exact: true }).click();
  await expect(row(page, email).getByText(`Delete ${email} for good?`)).toBeVisible();
  await row(page, email).getByRole("button", { name: "Yes, delete" }).click();
  await expect(toastSaying(page, `${email} deleted`)).toBeVisible();
  await expect(row(page, email)).toHaveCount(0);
  await person.page.goto("/admin");
  await expect(person.page).toHaveURL(/\/auth$/);
  await person.context.close();

  for (const [action, label] of [
    ["account-disabled", "Account disabled"],
    ["account-enabled", "Account enabled"],
    ["sessions-ended", "Sessions ended"],
    ["role-changed", "Role changed"],
    ["account-deleted", "Account deleted"],
  ] as const) {
    await page.goto(`/admin/activity?action=${action}`);
    await expect(page.locator("tbody tr", { hasText: email }).first()).toContainText(label);
  }
});

test("an administrator cannot change their own account, and the server refuses it when asked directly", async ({ page, baseURL }) => {
  await openUsers(page);
  const mine = row(page, ADMIN.email);
  await expect(mine).toContainText("You");
  await expect(mine.getByRole("combobox")).toHaveCount(0);
  await expect(mine.getByRole("button")).toHaveCount(0);
  await expect(page.getByText("Your own role and access are changed by another administrator.")).toBeVisible();

  const myId = await page.evaluate(async () => {
    const response = await fetch("/admin/users.data");
    return (await response.text()).match(/"me","([^"]+)"/)?.[1] ?? null;
  });
  expect(myId).toBeTruthy();
  for (const intent of ["set-role", "disable", "delete"]) {
    const response = await page.request.post("/admin/users", {
      form: { intent, userId: myId!, role: "editor" },
      headers: { Origin: baseURL! },
    });
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain("You cannot change your own account here");
  }
  await page.reload();
  await expect(row(page, ADMIN.email)).toContainText("Administrator");
});

test("the users tab works without JavaScript and says a refused change on the page", async ({ browser, baseURL }, testInfo) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, ...testInfo.project.use });
  const page = await context.newPage();
  await ownAddress(page);
  await signedInAt(page, ADMIN.email, ADMIN.password, "/admin/users");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Users");
  await expect(row(page, "waiting@example.ca")).toContainText("Pending");
  // A refused change is said on the page itself.
  await row(page, "deputy@example.ca").getByRole("combobox").selectOption("admin");
  await row(page, "deputy@example.ca").getByRole("button", { name: "Save role" }).click();
  await expect(page.getByRole("alert")).toHaveText("Nothing changed: the account is already like that");
  await context.close();
});

test("the users tab has no accessibility violations", { tag: "@layout" }, async ({ page }) => {
  // Other tests keep registering accounts, so the list is long by now and axe takes its time.
  test.setTimeout(90_000);
  await openUsers(page);
  const results = await axe(page).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(" ")}`)).toEqual([]);
  await row(page, "waiting@example.ca").getByText("Delete", { exact: true }).click();
  const open = await axe(page).analyze();
  expect(open.violations.map((violation) => violation.id)).toEqual([]);
});
