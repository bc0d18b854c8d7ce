// Adds up every runner of `npm test` into the one closing line CI reads.
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;

const checks = existsSync(".tmp/checks.txt") ? readFileSync(".tmp/checks.txt", "utf8").trim().split("\n") : [];
for (const line of checks.filter(Boolean)) {
  if (line.endsWith(" passed")) passed++;
  else failed++;
}

if (existsSync(".tmp/vitest.json")) {
  const report = JSON.parse(readFileSync(".tmp/vitest.json", "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  // A file that fails to load has no tests to count; it must still fail the run.
  failed += report.testResults.filter((file) => file.status === "failed" && file.assertionResults.length === 0).length;
} else {
  console.log("vitest wrote no report");
  failed++;
}

const buildPassed = checks.includes("build passed");
if (existsSync(".tmp/playwright.json") && buildPassed) {
  const { stats, errors } = JSON.parse(readFileSync(".tmp/playwright.json", "utf8"));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected + (errors?.length ?? 0);
  skipped += stats.skipped;
} else if (buildPassed) {
  console.log("playwright wrote no report");
  failed++;
}

console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
