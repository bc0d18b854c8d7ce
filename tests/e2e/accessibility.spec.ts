import { axe } from "./axe";
import { expect, test } from "@playwright/test";
import { specRoutes } from "./routes";

for (const path of [...specRoutes, "/not-a-page"]) {
  // What axe checks (contrast, targets, landmarks) depends on what each width shows.
  test(`${path} has no axe violations`, { tag: "@layout" }, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const results = await axe(page)
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    const summary = results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
    expect(summary).toEqual([]);
  });
}
