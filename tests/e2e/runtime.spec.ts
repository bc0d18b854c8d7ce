import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";

/*
 * The browser tests' runner and the site they test run the project's own Node.js (decision 054):
 * the release pinned in package.json.
 */

const pinned = (JSON.parse(readFileSync("package.json", "utf8")) as { dependencies: Record<string, string> }).dependencies.node!;

test("the test worker and the site under test run the project's Node.js", async ({ request }) => {
  expect(process.version).toBe(`v${pinned}`);
  // The site's metrics (open to this machine) name the runtime of the process that answers.
  const metrics = await (await request.get("/metrics")).text();
  expect(/^nodejs_version_info\{version="(v[\d.]+)"/m.exec(metrics)?.[1]).toBe(`v${pinned}`);
});
