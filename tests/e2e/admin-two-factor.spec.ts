import { readFile } from "node:fs/promises";
import { expect, test, type Download, type Page } from "@playwright/test";
import { en } from "../../app/content/messages/messages.en";
import { zh } from "../../app/content/messages/messages.zh";
import { STAFF_ACCOUNTS } from "./admin-fixtures";
import { toastSaying } from "./admin-helpers";
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
 * an app's code and with a backup code. Each width has an account of its own. The journey runs
 * at both widths (@layout): a phone opens the key in the app from a button a desktop does not
 * show, and the forms and axe checks are of what each width draws. The Chinese account page's
 * axe check adds the translated texts to what the journey checks, so it runs at desktop width.
 */

test.beforeEach(async ({ page }) => ownAddress(page));

/** The browser's print dialog cannot be driven: `print()` records what the page asked to print. */
function recordPrinting() {
  window.print = () => {
    (window as unknown as { printed: string | null }).printed =
      document.documentElement.getAttribute("data-printing");
  };
}

const downloaded = async (download: Download) => readFile(await download.path(), "utf8");

/**
 * The backup codes on show, with 'Copy', 'Download' and 'Print' (in the page's language): each
 * gives the codes, and printing shows the codes alone.
 */
async function checkBackupCodeSheet(page: Page, email: string, messages: typeof en | typeof zh) {
  const codes = await page.locator("[data-backup-codes] li").allInnerTexts();
  expect(codes).toHaveLength(10);
  await expect(page.getByText(messages["admin.account.backupCodes.typing"])).toBeVisible();

  await page.getByRole("button", { name: messages["admin.account.backupCodes.copy"], exact: true }).click();
  await expect(toastSaying(page, messages["admin.account.backupCodes.copied"])).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join("\n"));

  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: messages["admin.account.backupCodes.download"], exact: true }).click(),
  ]);
  expect(file.suggestedFilename()).toBe("cedarline-backup-codes.txt");
  const text = await downloaded(file);
  expect(text).toContain(email);
  for (const code of codes) expect(text).toContain(`\n${code}\n`);
  expect(text).toContain(messages["admin.account.backupCodes.fileNote"]);

  await page.getByRole("button", { name: messages["admin.account.backupCodes.print"], exact: true }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: string | null }).printed)).toBe("backup-codes");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
  await expect(page.locator("[data-backup-codes]")).toBeVisible();
  await page.emulateMedia({ media: "screen" });
  await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
  await expect(page.locator("html[data-printing]")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

test("sets up two-factor, then signs in with an app's code and with a backup code", { tag: "@layout" }, async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(recordPrinting);
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

    // A phone cannot scan its own screen: it opens the same key in the app from a button.
    const openInApp = page.getByRole("link", { name: "Open in authenticator app" });
    if (testInfo.project.name.startsWith("phone")) {
      await expect(openInApp).toBeVisible();
      const href = new URL((await openInApp.getAttribute("href"))!);
      expect(href.protocol).toBe("otpauth:");
      expect(href.searchParams.get("secret")).toBe(key);
      expect(href.host).toBe("totp");
      expect(decodeURIComponent(href.pathname)).toBe(`/Cedarline Flooring:${account.email}`);
    } else {
      await expect(openInApp).toBeHidden();
    }
    await checkBackupCodeSheet(page, account.email, en);
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
  // Typed from paper: small letters, a space for the hyphen.
  await page.getByLabel("Backup code").fill(setup.backupCodes[0]!.toLowerCase().replace("-", " "));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  await page.goto("/admin/account");
  await expect(page.getByText("9 unused backup codes left")).toBeVisible();

  // Renewed in Chinese, the new codes come with the same three ways to keep them.
  await context.addCookies([{ name: "admin_lang", value: "zh", url: baseURL! }]);
  await page.goto("/admin/account");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.locator("#renew-password").fill(account.password);
  await page.getByRole("button", { name: zh["admin.account.twoFactor.renew"] }).click();
  await expect(page.getByText(zh["admin.account.twoFactor.renewed"])).toBeVisible();
  await checkBackupCodeSheet(page, account.email, zh);
  await context.clearCookies({ name: "admin_lang" });
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
