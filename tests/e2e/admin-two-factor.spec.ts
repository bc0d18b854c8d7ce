import { expect, test } from "@playwright/test";
import { STAFF_ACCOUNTS } from "./admin-fixtures";
import { totp, wrongTotp } from "./totp";
import {
  axeViolations,
  ownAddress,
  setUpTwoFactor,
  signInWithPassword,
  signOut,
} from "./two-factor-steps";

/*
 * Two-factor sign-in as staff use it at 390 and 1440 px: set up from their own account page
 * (the key read from the page, the code computed here as an app would), then signing in with
 * an app's code and with a backup code. Each width has an account of its own.
 */

test.beforeEach(async ({ page }) => ownAddress(page));

test("sets up two-factor, then signs in with an app's code and with a backup code", async ({
  page,
}, testInfo) => {
  // Eight pages through axe besides the journey: more than the default 30 s on a busy machine.
  test.slow();
  const account = testInfo.project.name.startsWith("phone")
    ? STAFF_ACCOUNTS.twoFactorPhone
    : STAFF_ACCOUNTS.twoFactorDesktop;

  await signInWithPassword(page, account.email, account.password);
  await expect(page).toHaveURL(/\/admin$/);
  // The address in the header leads to the person's own settings.
  await page.getByRole("link", { name: account.email }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const twoFactor = page.getByRole("region", { name: "Two-factor authentication" });
  await expect(twoFactor.getByText("Off", { exact: true })).toBeVisible();
  expect(await axeViolations(page), "account, two-factor off").toEqual([]);

  // A wrong password is refused before anything is shown.
  await twoFactor.getByLabel("Your password").fill("not-my-password");
  await twoFactor.getByRole("button", { name: "Set up two-factor authentication" }).click();
  await expect(twoFactor.getByText("That password is not right.")).toBeVisible();

  let key = "";
  const setup = await setUpTwoFactor(page, account.password, async () => {
    expect(await axeViolations(page), "account, setting up").toEqual([]);
    // A wrong code first: the page says so and keeps the key and codes on show.
    key = (await page.locator("[data-setup-key]").innerText()).replace(/\s/g, "");
    await page.getByLabel("6-digit code").fill(wrongTotp(key));
    await page.getByRole("button", { name: "Turn on two-factor authentication" }).click();
    await expect(page.getByText("That code is not right. Please try again.")).toBeVisible();
    await expect(page.getByLabel("6-digit code")).toHaveAttribute("aria-invalid", "true");
    // The keyboard is back in the field, ready for the next code.
    await expect(page.getByLabel("6-digit code")).toBeFocused();
    await expect(page.locator("[data-backup-codes] li")).toHaveCount(10);
  });
  expect(setup.key).toBe(key);
  await expect(twoFactor.getByText("On", { exact: true })).toBeVisible();
  await expect(twoFactor.getByText("10 unused backup codes left")).toBeVisible();
  expect(await axeViolations(page), "account, two-factor on").toEqual([]);
  await signOut(page);

  // Password, then the code the app would show now.
  await signInWithPassword(page, account.email, account.password);
  await expect(page).toHaveURL(/\/auth\/two-factor$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Two-step sign-in");
  await expect(page.getByLabel("6-digit code")).toBeFocused();
  expect(await axeViolations(page), "two-factor step, app").toEqual([]);
  await page.getByLabel("6-digit code").fill(wrongTotp(setup.key));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("That code is not right. Please try again.")).toBeVisible();
  await expect(page.getByLabel("6-digit code")).toBeFocused();
  await page.getByLabel("6-digit code").fill(totp(setup.key));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("link", { name: account.email })).toBeVisible();
  await signOut(page);

  // Password, then a backup code instead; the page first asked for comes back afterwards.
  await page.goto("/admin/activity");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Factivity$/);
  await page.getByLabel("Email").fill(account.email);
  await page.locator("input[name=password]").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/auth\/two-factor\?redirectTo=%2Fadmin%2Factivity$/);
  await page.getByRole("link", { name: "Use a backup code" }).click();
  await expect(page.getByLabel("Backup code")).toBeVisible();
  expect(await axeViolations(page), "two-factor step, backup code").toEqual([]);
  await page.getByLabel("Backup code").fill(setup.backupCodes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  await page.goto("/admin/account");
  await expect(page.getByText("9 unused backup codes left")).toBeVisible();
});

test("the account page in Chinese has no accessibility violations", async ({ page, baseURL }) => {
  // The language chosen by cookie only: the switch would save it with the editor's account,
  // which other tests read in English.
  await page.context().addCookies([{ name: "admin_lang", value: "zh", url: baseURL! }]);
  await page.goto("/auth");
  await page.locator("input[name=email]").fill(STAFF_ACCOUNTS.editor.email);
  await page.locator("input[name=password]").fill(STAFF_ACCOUNTS.editor.password);
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/account");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("我的账号");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  expect(await axeViolations(page), "account in Chinese").toEqual([]);
});
