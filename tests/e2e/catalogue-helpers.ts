import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect } from "./console-guard";
import { fixturesFile, type CatalogueFixtures } from "./fixtures/catalogue-file";

export { expect, test } from "./console-guard";

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

/** Searches the product list with its search box and waits for the results of that search. */
export async function searchProducts(page: Page, text: string) {
  const search = page.getByRole("search");
  await search.getByRole("searchbox", { name: "Search products" }).fill(text);
  await search.getByRole("button", { name: "Search" }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(text);
  await expect(page.getByRole("heading", { level: 2, name: `Results for “${text}”` })).toBeVisible();
}
