import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_PAGES, fixtureName, readPageText } from "../support/page-texts";
import { cleanUpServers, randomTestPort, requireBuild, startServer, waitForHealth } from "../support/test-server-process";

/*
 * A fresh install reads its news, projects, gallery, slides and company details from the database,
 * seeded from the modules that held them before; every page they make must read exactly as the
 * site's pages read before (tests/fixtures/shipped-pages), old numeric addresses included.
 */

let origin: string;
beforeAll(async () => {
  requireBuild();
  const port = randomTestPort();
  origin = `http://127.0.0.1:${port}`;
  startServer({ PORT: String(port), PUBLIC_URL: origin, LOG_LEVEL: "warn" });
  await waitForHealth(origin);
});
afterAll(cleanUpServers);

const fixtures = path.resolve("tests/fixtures/shipped-pages");

describe("a fresh install's content pages", () => {
  it.each(CONTENT_PAGES)("%s reads as the shipped page did", async (page) => {
    const shipped = readFileSync(path.join(fixtures, fixtureName(page)), "utf8");
    // The articles' structured data now also says when each was last changed, and in which language.
    expect(await readPageText(origin, page, ["dateModified", "inLanguage"])).toBe(shipped);
  });
});
