import { expect, test, type Page } from "@playwright/test";
import { ADMIN, STAFF_ACCOUNTS } from "./admin-fixtures";
import { ownAddress, signIn } from "./admin-helpers";

/*
 * The admin's shell around what is not an ordinary page: a page the person's role does not open,
 * an address that leads nowhere, each said inside the admin in the person's language, with the
 * browser tab's title in that language too; and the activity log read on a phone. The refusals
 * are what the server answers, the same at every width; the activity log's cards and columns are
 * the layout, at both widths (@layout).
 */

const editor = STAFF_ACCOUNTS.editor;

/** Signs the editor in; `chinese` picks the admin's language for this browser only (the cookie the switch sets). */
async function editorIn(page: Page, baseURL: string | undefined, chinese: boolean) {
  if (chinese) {
    await page
      .context()
      .addCookies([{ name: "admin_lang", value: "zh", url: baseURL ?? "http://127.0.0.1" }]);
  }
  await ownAddress(page);
  await page.goto("/auth");
  await page.locator("input[name=email]").fill(editor.email);
  await page.locator("input[name=password]").fill(editor.password);
  await page.locator("input[name=password]").press("Enter");
  await expect(page).toHaveURL(/\/admin$/);
}

test("a page the role does not open says so inside the admin, in English", async ({
  page,
  baseURL,
}) => {
  await editorIn(page, baseURL, false);
  const refused = await page.goto("/admin/users");
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "This page is not open to your account",
  );
  await expect(page.getByText("Only administrators manage users.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin sections" })).toBeVisible();
  await expect(page.getByText("Unexpected Application Error")).toHaveCount(0);
  await expect(page).toHaveTitle(
    "This page is not open to your account | Cedarline Flooring admin",
  );

  const missing = await page.goto("/admin/no-such-page");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page does not exist");
  await expect(page.getByRole("navigation", { name: "Admin sections" })).toBeVisible();
  await page.getByRole("link", { name: "Go to products" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page).toHaveTitle("Products | Cedarline Flooring admin");
});

test("a page the role does not open says so inside the admin, in Chinese", async ({
  page,
  baseURL,
}) => {
  await editorIn(page, baseURL, true);
  await expect(page).toHaveTitle("产品 | Cedarline Flooring 管理后台");
  const refused = await page.goto("/admin/users");
  expect(refused?.status()).toBe(403);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("您的账户无权打开此页面");
  await expect(page.getByText("只有管理员可以管理用户。")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "后台栏目" })).toBeVisible();
  await expect(page.getByText("Unexpected Application Error")).toHaveCount(0);
  await expect(page).toHaveTitle("您的账户无权打开此页面 | Cedarline Flooring 管理后台");

  const missing = await page.goto("/admin/products/no-such-thing/really");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("此页面不存在");
  await page.getByRole("link", { name: "前往产品" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto("/admin/activity");
  await expect(page).toHaveTitle("操作记录 | Cedarline Flooring 管理后台");
});

test("the activity log shows every part of an entry at once, as cards on a phone", { tag: "@layout" }, async ({
  page,
}, testInfo) => {
  await ownAddress(page);
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/activity?action=sign-in");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Activity");
  // Other tests sign in at the same time; the filter keeps this person's sign-ins alone.
  const me = await page
    .getByLabel("Person")
    .locator("option", { hasText: ADMIN.email })
    .getAttribute("value");
  await page.goto(`/admin/activity?action=sign-in&person=${me}`);
  const newest = page.locator("main tbody tr").first();
  // The newest sign-in is this one: who, what and when, none of it scrolled out of sight.
  await expect(newest.getByText(ADMIN.email)).toBeInViewport({ ratio: 1 });
  await expect(newest.getByText("Sign-in", { exact: true })).toBeInViewport({ ratio: 1 });
  await expect(newest.locator("time")).toBeInViewport({ ratio: 1 });
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(sideways).toBeLessThanOrEqual(0);
  if (testInfo.project.name.startsWith("phone")) {
    // Each part is named on the card, since a phone has no column heads in sight.
    await expect(newest.getByText("Who", { exact: true })).toBeVisible();
    await expect(page.locator("main thead")).not.toBeInViewport();
  } else {
    await expect(page.getByRole("columnheader", { name: "Target" })).toBeVisible();
  }
});
