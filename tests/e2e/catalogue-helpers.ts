import { readFileSync } from "node:fs";
import { expect, test as base } from "@playwright/test";
import { fixturesFile, type CatalogueFixtures } from "./fixtures/catalogue-file";

/** Fails a test on any console error or uncaught page error, except the ones it expects. */
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; failOnConsoleErrors: void }>({
  allowedConsoleErrors: [[], { option: true }],
  failOnConsoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        if (allowedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
        errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use();
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The products the fixture script added before the server started (see playwright.config.ts). */
export function catalogueFixtures(): CatalogueFixtures & { dataDir: string } {
  const dataDir = process.env.E2E_DATA_DIR ?? ".tmp/e2e-data";
  return { ...(JSON.parse(readFileSync(fixturesFile(dataDir), "utf8")) as CatalogueFixtures), dataDir };
}

export interface ApiProduct {
  id: number;
  title: string;
  size: string | null;
  category_id: number | null;
  product_categories: { id: number; name: string } | null;
}
