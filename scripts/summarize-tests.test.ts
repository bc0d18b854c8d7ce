import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const script = path.resolve("scripts/summarize-tests.mjs");
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

type Test = { fullName: string; status: "passed" | "failed" | "skipped"; failureMessages?: string[] };
const file = (name: string, status: "passed" | "failed", tests: Test[], message = "") => ({
  name: path.join(process.cwd(), name),
  status,
  message,
  startTime: 0,
  endTime: 1_000,
  assertionResults: tests,
});

/** Runs the summary over a Vitest report, as `npm test -- vitest` does, and gives its closing line. */
function summarize(testResults: ReturnType<typeof file>[], report: { success?: boolean } = {}) {
  const folder = mkdtempSync(path.join(tmpdir(), "summary-"));
  folders.push(folder);
  mkdirSync(path.join(folder, ".tmp"));
  const tests = testResults.flatMap((result) => result.assertionResults);
  const count = (status: string) => tests.filter((test) => test.status === status).length;
  writeFileSync(
    path.join(folder, ".tmp/vitest.json"),
    JSON.stringify({ ...report, numPassedTests: count("passed"), numFailedTests: count("failed"), numPendingTests: count("skipped"), numTodoTests: 0, testResults }),
  );
  const run = spawnSync(process.execPath, [script, "vitest"], { cwd: folder, encoding: "utf8" });
  return { status: run.status, output: run.stdout, last: run.stdout.trim().split("\n").at(-1) };
}

describe("the closing line of npm test", () => {
  it("counts a file whose hook failed and whose tests were skipped as a failure, and names it", () => {
    const { status, output, last } = summarize([
      file("tests/a.test.ts", "passed", [{ fullName: "a works", status: "passed" }]),
      file("tests/b.test.ts", "failed", [
        { fullName: "b's plain check", status: "passed" },
        { fullName: "b's server answers", status: "skipped" },
      ]),
    ]);
    expect(last).toBe("2 passed, 1 failed, 1 skipped");
    expect(output).toContain("tests/b.test.ts: a hook failed; its tests did not run");
    expect(status).toBe(1);
  });

  it("counts a failed test once, not its file as well", () => {
    const { status, last } = summarize([
      file("tests/c.test.ts", "failed", [{ fullName: "c fails", status: "failed", failureMessages: ["expected 1 to be 2"] }]),
    ]);
    expect(last).toBe("0 passed, 1 failed, 0 skipped");
    expect(status).toBe(1);
  });

  it("counts a run Vitest failed outside any test (an unhandled error) as a failure", () => {
    const { status, output, last } = summarize([file("tests/e.test.ts", "passed", [{ fullName: "e works", status: "passed" }])], { success: false });
    expect(last).toBe("1 passed, 1 failed, 0 skipped");
    expect(output).toContain("vitest: the run failed outside any test");
    expect(status).toBe(1);
  });

  it("passes a run where every file passed", () => {
    const { status, last } = summarize([file("tests/d.test.ts", "passed", [{ fullName: "d works", status: "passed" }])], { success: true });
    expect(last).toBe("1 passed, 0 failed, 0 skipped");
    expect(status).toBe(0);
  });
});
