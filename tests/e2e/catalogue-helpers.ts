import { readFileSync } from "node:fs";
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
