import { expect, test } from "@playwright/test";
import { STAFF_ACCOUNTS } from "./admin-fixtures";
import { axeViolations, ownAddress, setUpTwoFactor, signInWithPassword } from "./two-factor-steps";

/*
 * 'Two-factor for everyone', switched on by an administrator and obeyed by an editor without it.
 * While it is on, every staff member without two-factor is sent to their account page, so this
 * file runs alone, after every other test (the *-alone projects of playwright.config.ts), and
 * switches the rule off again before it ends. What it checks is an access rule, the same at
 * every width, so it runs at desktop width only (desktop-alone). By itself:
 * `npx playwright test tests/e2e/admin-require-two-factor.alone.spec.ts --no-deps --workers=1`.
 */

// A step that cannot happen fails at once, leaving time to switch the rule off again.
test.use({ actionTimeout: 10_000 });

const octet = () => 1 + Math.floor(Math.random() * 254);

test("an administrator requires two-factor of everyone, and an editor without it is sent to set it up", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  const admin = testInfo.project.name.startsWith("phone")
    ? STAFF_ACCOUNTS.requirePhone
    : STAFF_ACCOUNTS.requireDesktop;
  await ownAddress(page);
  await signInWithPassword(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/account");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const everyone = page.getByRole("region", { name: "Two-factor for everyone" });
  await expect(everyone.getByText("Not required", { exact: true })).toBeVisible();

  // Without two-factor of their own, an administrator cannot require it of the others.
  await everyone.getByRole("button", { name: "Require for everyone" }).click();
  await expect(everyone.getByRole("alert")).toHaveText(
    "Set up two-factor authentication for your own account first.",
  );
  await setUpTwoFactor(page, admin.password);

  try {
    await everyone.getByRole("button", { name: "Require for everyone" }).click();
    await expect(everyone.getByRole("status")).toHaveText(
      "Two-factor authentication is now required for every staff member.",
    );
    await expect(everyone.getByText("Required for everyone", { exact: true })).toBeVisible();
    expect(await axeViolations(page), "account, rule on").toEqual([]);

    // The editor has no two-factor: the admin sends them to their account page, which says why.
    const editorContext = await browser.newContext({
      ...testInfo.project.use,
      extraHTTPHeaders: { "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` },
    });
    const editor = await editorContext.newPage();
    await signInWithPassword(editor, STAFF_ACCOUNTS.editor.email, STAFF_ACCOUNTS.editor.password);
    await expect(editor).toHaveURL(/\/admin\/account$/);
    await expect(
      editor.getByText(
        "An administrator requires two-factor authentication for every staff member. Set it up here to continue to the admin.",
      ),
    ).toBeVisible();
    // The other tabs lead back here; the rule for everyone is not theirs to change.
    await editor.getByRole("link", { name: "Activity" }).click();
    await expect(editor).toHaveURL(/\/admin\/account$/);
    await expect(editor.getByRole("region", { name: "Two-factor for everyone" })).toHaveCount(0);
    expect(await axeViolations(editor), "account, set-up required").toEqual([]);
    await editorContext.close();

    await everyone.getByRole("button", { name: "Stop requiring" }).click();
    await expect(everyone.getByRole("status")).toHaveText(
      "Two-factor authentication is no longer required.",
    );
    await expect(everyone.getByText("Not required", { exact: true })).toBeVisible();
  } finally {
    // Whatever happened above, no other test may find the rule on.
    const off = await page.request.post("/admin/account", {
      form: { intent: "require", required: "off" },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(off.status()).toBe(200);
  }
});
