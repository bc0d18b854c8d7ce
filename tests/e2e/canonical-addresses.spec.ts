import { expect, test } from "@playwright/test";

/*
 * An address typed or linked with capitals or percent-encoded letters lands on the page's own
 * address (decision 034): the visitor sees the page, and the address bar shows its one spelling.
 */

test("a public page typed with capitals opens at its own address, its filters kept", async ({
  page,
  baseURL,
}) => {
  const response = await page.goto("/Products?q=oak");
  // Sent on by the server, before any script of the page runs.
  expect(response?.request().redirectedFrom()?.url()).toBe(`${baseURL}/Products?q=oak`);
  expect(response?.url()).toBe(`${baseURL}/products?q=oak`);
  await expect(page).toHaveURL(`${baseURL}/products?q=oak`);
  await expect(page.locator("h1")).toHaveCount(1);
});

for (const [locale, heading] of [
  ["en-CA", "Administrator login"],
  ["zh-CN", "管理员登录"],
] as const) {
  test.describe(`the sign-in page in ${locale}`, () => {
    test.use({ locale });

    test("typed as /AUTH, /%61uth or /Auth/, opens at /auth as a private page", async ({
      page,
      baseURL,
    }, testInfo) => {
      for (const spelling of ["/AUTH", "/%61uth", "/Auth/"]) {
        const response = await page.goto(spelling);
        await expect(page).toHaveURL(new RegExp(`^${baseURL}/auth/?$`));
        expect(response?.headers()["cache-control"]).toBe("private, no-store");
        expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
        await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      }
      await page.screenshot({
        path: `.tmp/screenshots/canonical-auth-${locale}-${testInfo.project.name}.png`,
        fullPage: true,
      });
    });
  });
}
