import { describe, expect, it } from "vitest";
import { currentRequestId, inRequestScope } from "./logger.server";

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("request ids in logs", () => {
  it("names the request on everything its handling runs, across awaits, and nothing else", async () => {
    expect(currentRequestId()).toBeUndefined();
    const seen: (string | undefined)[] = [];
    let finished!: Promise<void>;
    const scope = inRequestScope("req-1", () => {
      finished = (async () => {
        seen.push(currentRequestId());
        await tick();
        seen.push(currentRequestId());
      })();
    });
    // Another request's handling, interleaved, has its own.
    inRequestScope("req-2", () => seen.push(currentRequestId()));
    await finished;
    expect(seen).toEqual(["req-1", "req-2", "req-1"]);
    expect(currentRequestId()).toBeUndefined();
    scope.ended();
  });

  it("stops naming a request once it has ended, in work it set going that outlives it", async () => {
    // A timer or poll started by a request (a job runner it woke) keeps the request's async context.
    let whileOpen!: Promise<string | undefined>;
    const open = inRequestScope("req-3", () => {
      whileOpen = new Promise((resolve) => setTimeout(() => resolve(currentRequestId()), 5));
    });
    expect(await whileOpen).toBe("req-3");
    open.ended();

    let afterEnd!: Promise<string | undefined>;
    const ended = inRequestScope("req-4", () => {
      afterEnd = new Promise((resolve) => setTimeout(() => resolve(currentRequestId()), 5));
    });
    ended.ended();
    expect(await afterEnd).toBeUndefined();
  });
});
