import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_PAGES, fixtureName, readPageText } from "../support/page-texts";
import { cleanUpServers, startSeededSite } from "../support/test-server-process";

/*
 * A fresh install reads its news, projects, gallery, slides and company details from the database,
 * seeded from the modules that held them before; every page they make must read exactly as the
 * site's pages read before (tests/fixtures/shipped-pages), old numeric addresses included.
 */

let origin: string;
beforeAll(async () => {
  origin = await startSeededSite();
});
afterAll(cleanUpServers);

const fixtures = path.resolve("tests/fixtures/shipped-pages");

describe("a fresh install's content pages", () => {
  it.each(CONTENT_PAGES)("%s reads as the shipped page did", async (page) => {
    const shipped = readFileSync(path.join(fixtures, fixtureName(page)), "utf8");
    // The structured data now also says when an article was last changed, and the page's language.
    expect(await readPageText(origin, page, ["dateModified", "inLanguage"])).toBe(shipped);
  });
});
