import { expect, type Page } from "@playwright/test";
import { totp } from "./totp";

/* Steps the two-factor journeys share: an address of one's own, signing in, setting it up, axe. */

const octet = () => 1 + Math.floor(Math.random() * 254);

/** Every test speaks from an address of its own, so per-address limits count one test's tries. */
export async function ownAddress(page: Page) {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` });
}

/** The password step of signing in, from /auth. */
export async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.locator("input[name=password]").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

/** The admin's accessibility check, waiting for fades and colour transitions to end. */
export { axeViolations } from "./admin-helpers";

export interface TwoFactorSetup {
  /** The key as the page shows it for typing into an app, spaces removed. */
  key: string;
  backupCodes: string[];
}

/**
 * On /admin/account: confirms the password, reads the key and the backup codes the page shows,
 * and turns two-factor on with a code computed from the key, as an authenticator app would.
 */
export async function setUpTwoFactor(
  page: Page,
  password: string,
  check?: (stage: "setup") => Promise<void>,
): Promise<TwoFactorSetup> {
  const twoFactor = page.getByRole("region", { name: "Two-factor authentication" });
  await twoFactor.getByLabel("Your password").fill(password);
  await twoFactor.getByRole("button", { name: "Set up two-factor authentication" }).click();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  const key = (await page.locator("[data-setup-key]").innerText()).replace(/\s/g, "");
  expect(key).toMatch(/^[A-Z2-7]{52}$/);
  const backupCodes = await page.locator("[data-backup-codes] li").allInnerTexts();
  expect(backupCodes).toHaveLength(10);
  await check?.("setup");
  await page.getByLabel("6-digit code").fill(totp(key));
  await page.getByRole("button", { name: "Turn on two-factor authentication" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Two-factor authentication is on" }),
  ).toBeVisible();
  return { key, backupCodes };
}
