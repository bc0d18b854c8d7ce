import { en } from "../../app/content/messages/messages.en";
import { zh } from "../../app/content/messages/messages.zh";
import { ADMIN } from "./admin-fixtures";
import { ownAddress, signedInAt } from "./admin-helpers";
import { expect, test } from "./console-guard";

/*
 * Each private page is sent only the texts it shows: the sign-in page stays small, and moving
 * between the admin's sections in the browser (no page load) brings each section's texts, so
 * nothing shows a raw key or reports a missing text (the console guard fails on that). Moving
 * through the sections' tabs runs at both widths (@layout): the tabs wrap on a phone, and a phone
 * shows texts a desktop does not (the labels on the cards); the pages' size is one answer.
 */

/**
 * A message key as it would show if its text were missing (`products.filter.status`); not the
 * start of an e-mail address such as a test account's `categories.desktop@example.ca`.
 */
const RAW_KEY =
  /\b(?:auth|admin|products|categories|users|activity|editor|enquiries|images|import|common)\.[a-z][A-Za-z]*(?:\.[A-Za-z]+)*\b(?![\w.-]*@)/;

test("the sign-in pages are under 25 KB of HTML in either language", async ({ request }) => {
  for (const path of ["/auth", "/auth?mode=register", "/auth/forgot-password"]) {
    for (const language of ["en", "zh"]) {
      const response = await request.get(path, {
        headers: { Cookie: `admin_lang=${language}`, "Accept-Encoding": "identity" },
      });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(
        language === "zh" ? zh["auth.signIn.title"].slice(0, 2) : "Staff area",
      );
      expect(Buffer.byteLength(html), `${path} in ${language}`).toBeLessThan(25 * 1024);
      // Neither the other language's texts nor the admin's are in the page.
      expect(html).not.toContain(en["import.sheet.title"]);
      expect(html).not.toContain(zh["import.sheet.title"]);
    }
  }
});

test("moving between the admin's sections without a page load shows each section's texts", { tag: "@layout" }, async ({
  page,
  context,
  baseURL,
}) => {
  await ownAddress(page);
  await signedInAt(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  // This browser's choice of Chinese, which leaves the account's own language as it is.
  await context.addCookies([{ name: "admin_lang", value: "zh", url: baseURL! }]);
  await page.reload();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const main = page.locator("main");
  const tabs = page.getByRole("navigation", { name: zh["admin.sections"] });
  const sections = [
    { tab: zh["admin.tab.import"], url: /\/admin\/import$/, heading: zh["import.title"] },
    { tab: zh["admin.tab.enquiries"], url: /\/admin\/enquiries$/, heading: zh["enquiries.title"] },
    { tab: zh["admin.tab.users"], url: /\/admin\/users$/, heading: zh["users.title"] },
    { tab: zh["admin.tab.activity"], url: /\/admin\/activity$/, heading: zh["activity.title"] },
    { tab: zh["admin.tab.products"], url: /\/admin$/, heading: zh["admin.tab.products"] },
  ];
  // Each page load would start the count again; one count through every tab shows that none happened.
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  for (const section of sections) {
    // A tab's name may go on ('客户咨询 (2 条新咨询)' when enquiries are waiting).
    await tabs.getByRole("link", { name: new RegExp(`^${section.tab}`) }).click();
    await expect(page).toHaveURL(section.url);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(section.heading);
    expect(await main.innerText(), section.tab).not.toMatch(RAW_KEY);
  }
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
    true,
  );
});
