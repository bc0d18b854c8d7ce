// Adds up every runner of `npm test` into the one closing line CI reads, after a report of each
// phase's wall time and the ten slowest test files. Arguments: the phases that were asked for
// (none: all of them), so that a runner that was not asked for is not missed.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

const asked = process.argv.slice(2);
const wants = (phase) => asked.length === 0 || asked.includes(phase);

let passed = 0;
let failed = 0;
let skipped = 0;
/** Test files by how long they took: Vitest's wall time per file, Playwright's time summed over widths. */
const files = [];
/** What failed, with the first line of why, printed last so that the tail of a CI log names it. */
const failures = [];
const firstLine = (text) => stripVTControlCharacters(String(text ?? "")).split("\n").map((line) => line.trim()).find(Boolean) ?? "";

const checks = existsSync(".tmp/checks.txt") ? readFileSync(".tmp/checks.txt", "utf8").trim().split("\n") : [];
for (const line of checks.filter(Boolean)) {
  if (line.endsWith(" passed")) passed++;
  else {
    failed++;
    failures.push(line);
  }
}

let vitest = null;
if (existsSync(".tmp/vitest.json")) {
  vitest = JSON.parse(readFileSync(".tmp/vitest.json", "utf8"));
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
  // A file that fails without a failed test (it did not load, or a beforeAll/afterAll hook threw
  // and its tests were skipped) has no failure to count; it must still fail the run.
  let filesFailedWithoutTest = 0;
  for (const file of vitest.testResults) {
    const name = path.relative(process.cwd(), file.name);
    if (file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed")) {
      filesFailedWithoutTest++;
      failures.push(`${name}: ${firstLine(file.message) || "a hook failed; its tests did not run (the error is in Vitest's output above)"}`);
    }
    for (const test of file.assertionResults) {
      if (test.status === "failed") failures.push(`${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    files.push({ runner: "vitest", name, seconds: (file.endTime - file.startTime) / 1000, tests: file.assertionResults.length });
  }
  failed += filesFailedWithoutTest;
  // Vitest also fails a run for what belongs to no test (an unhandled error or rejection).
  if (vitest.success === false && vitest.numFailedTests === 0 && filesFailedWithoutTest === 0) {
    failures.push("vitest: the run failed outside any test (an unhandled error; see Vitest's output above)");
    failed++;
  }
} else if (wants("vitest")) {
  console.log("vitest wrote no report");
  failed++;
}

const buildPassed = checks.includes("build passed") || !wants("build");
if (existsSync(".tmp/playwright.json") && buildPassed) {
  const { stats, errors, suites } = JSON.parse(readFileSync(".tmp/playwright.json", "utf8"));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected + (errors?.length ?? 0);
  for (const error of errors ?? []) failures.push(`playwright: ${firstLine(error.message)}`);
  skipped += stats.skipped;
  const perFile = new Map();
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const entry = perFile.get(file) ?? { seconds: 0, tests: 0 };
        entry.tests++;
        for (const result of test.results) entry.seconds += result.duration / 1000;
        if (test.status === "unexpected") {
          const last = test.results.at(-1);
          failures.push(`[${test.projectName}] tests/e2e/${file}:${spec.line} › ${spec.title}: ${firstLine(last?.error?.message)}`);
        }
        perFile.set(file, entry);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of suites ?? []) walk(suite, suite.file);
  for (const [name, entry] of perFile) files.push({ runner: "playwright", name: `tests/e2e/${name}`, ...entry });
} else if (buildPassed && wants("playwright")) {
  console.log("playwright wrote no report");
  failed++;
}

const phases = existsSync(".tmp/phases.txt")
  ? readFileSync(".tmp/phases.txt", "utf8")
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [name, seconds] = line.split(" ");
        return { name, seconds: Number(seconds) };
      })
  : [];

const clock = (seconds) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, "0")}`;
if (phases.length > 0) {
  console.log("\nWall time per phase (budget for the whole run: 20 min with installs, 12 min without)");
  for (const phase of phases) console.log(`  ${phase.name.padEnd(16)} ${clock(phase.seconds).padStart(6)}`);
  // Side by side, Vitest and Playwright count once, as the time both took together.
  const together = phases.some((phase) => phase.name === "vitest+playwright");
  const counted = phases.filter((phase) => !together || (phase.name !== "vitest" && phase.name !== "playwright"));
  console.log(`  ${"total".padEnd(16)} ${clock(counted.reduce((sum, phase) => sum + phase.seconds, 0)).padStart(6)}`);
}
if (vitest) {
  // Tests on the PostgreSQL server run in the same files as their PGlite twins; their share is the
  // summed time of the tests named for it.
  let onServer = 0;
  let total = 0;
  for (const file of vitest.testResults) {
    for (const test of file.assertionResults) {
      const seconds = (test.duration ?? 0) / 1000;
      total += seconds;
      if (/PostgreSQL/.test(test.fullName)) onServer += seconds;
    }
  }
  console.log(`  Vitest test time: ${clock(total)} summed, of which ${clock(onServer)} in tests named for the PostgreSQL server`);
}
if (files.length > 0) {
  console.log("\nTen slowest test files (Playwright: summed over both widths)");
  for (const file of [...files].sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
    console.log(`  ${file.seconds.toFixed(1).padStart(7)} s  ${String(file.tests).padStart(3)} tests  ${file.name}`);
  }
}
writeFileSync(".tmp/timings.json", JSON.stringify({ phases, files }, null, 2));

if (failures.length > 0) {
  console.log("\nFailed");
  for (const failure of failures) console.log(`  ${failure.slice(0, 300)}`);
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
