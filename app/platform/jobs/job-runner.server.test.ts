import { afterEach, beforeAll, afterAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { testDatabases } from "../../../tests/support/test-databases";
import {
  claimJobs,
  enqueueJob,
  findJob,
  listJobItemErrors,
  reportProgress,
  requestCancel,
  type StoredJob,
} from "~/platform/jobs/jobs.server";
import { JobRefused, startJobRunner, type JobHandler, type JobRunner } from "./job-runner.server";

const quiet = { info() {}, warn() {}, error() {} };
const timing = { leaseMs: 800, heartbeatMs: 150, pollMs: 100 };

async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const settled = (db: Database, id: number) =>
  waitFor(async () => {
    const job = await findJob(id, db);
    return job && ["done", "failed", "cancelled"].includes(job.state) ? job : null;
  });

/** A handler that works through `payload.items`, one step each, from its checkpoint on. */
function stepper(seen: string[], { pauseMs = 0 }: { pauseMs?: number } = {}): JobHandler {
  return async ({ job, signal, report, itemError }) => {
    const items = (job.payload as { items: string[] }).items;
    let next = (job.checkpoint as { next?: number } | null)?.next ?? 0;
    for (; next < items.length; next++) {
      signal.throwIfAborted();
      const item = items[next] ?? "";
      if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      if (item.startsWith("bad")) await itemError(item, `${item} cannot be read`);
      else seen.push(item);
      await report({ progress: { done: next + 1, total: items.length }, checkpoint: { next: next + 1 }, currentItem: item });
    }
    return { imported: items.filter((item) => !item.startsWith("bad")).length };
  };
}

describe.each(testDatabases())("background jobs on $name", (target) => {
  let db: Database;
  let dispose: () => Promise<void>;
  const runners: JobRunner[] = [];
  const runner = (handlers: Record<string, JobHandler>, extra: Partial<Parameters<typeof startJobRunner>[0]> = {}) => {
    const started = startJobRunner({ database: db, handlers, timing, logger: quiet, retryDelayMs: () => 100, ...extra });
    runners.push(started);
    return started;
  };

  beforeAll(async () => {
    const handle = await target.create();
    db = handle.db;
    dispose = handle.dispose;
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((started) => started.stop()));
  });
  afterAll(async () => {
    await dispose();
  });

  it("runs a queued job to the end, storing its progress, item errors and result", async () => {
    const seen: string[] = [];
    const { job } = await enqueueJob({ kind: "steps", payload: { items: ["oak", "bad-row", "maple"] } }, db);
    runner({ steps: stepper(seen) });
    const finished = await settled(db, job.id);
    expect(finished.state).toBe("done");
    expect(finished.result).toEqual({ imported: 2 });
    expect(finished.progress).toEqual({ done: 3, total: 3 });
    expect(finished.attempts).toBe(1);
    expect(finished.leaseOwner).toBeNull();
    expect(finished.currentItem).toBeNull();
    expect(seen).toEqual(["oak", "maple"]);
    expect((await listJobItemErrors(job.id, {}, db)).map(({ item, message }) => ({ item, message }))).toEqual([
      { item: "bad-row", message: "bad-row cannot be read" },
    ]);
  });

  it("keeps one queued or running job per singleton key, and takes a new one once it ended", async () => {
    const first = await enqueueJob({ kind: "idle", singletonKey: "bulk-import" }, db);
    const second = await enqueueJob({ kind: "idle", singletonKey: "bulk-import" }, db);
    expect(first.added).toBe(true);
    expect(second).toEqual({ added: false, job: first.job });
    expect(await requestCancel(first.job.id, db)).toBe("cancelled");
    const third = await enqueueJob({ kind: "idle", singletonKey: "bulk-import" }, db);
    expect(third.added).toBe(true);
    expect(third.job.id).not.toBe(first.job.id);
    await requestCancel(third.job.id, db);
  });

  it("tries a failing job again after a pause and fails it when out of attempts", async () => {
    let calls = 0;
    const { job } = await enqueueJob({ kind: "flaky", maxAttempts: 3 }, db);
    runner({
      flaky: async () => {
        calls += 1;
        throw new Error(`supplier answered 503 (try ${calls})`);
      },
    });
    const finished = await settled(db, job.id);
    expect(finished.state).toBe("failed");
    expect(finished.attempts).toBe(3);
    expect(finished.lastError).toBe("supplier answered 503 (try 3)");
    expect(calls).toBe(3);
  });

  it("fails a refused job at once, without trying again", async () => {
    let calls = 0;
    const { job } = await enqueueJob({ kind: "refused", maxAttempts: 3 }, db);
    runner({
      refused: async () => {
        calls += 1;
        throw new JobRefused("import.refused.privateAddress");
      },
    });
    const finished = await settled(db, job.id);
    expect(finished.state).toBe("failed");
    expect(finished.lastError).toBe("import.refused.privateAddress");
    expect(finished.attempts).toBe(1);
    expect(calls).toBe(1);
  });

  it("cancels a queued job at once and a running one at its next step", async () => {
    const queued = await enqueueJob({ kind: "nobody-runs-this" }, db);
    expect(await requestCancel(queued.job.id, db)).toBe("cancelled");
    expect((await findJob(queued.job.id, db))?.state).toBe("cancelled");

    const seen: string[] = [];
    const items = Array.from({ length: 200 }, (_, index) => `floor-${index}`);
    const { job } = await enqueueJob({ kind: "slow", payload: { items } }, db);
    runner({ slow: stepper(seen, { pauseMs: 20 }) });
    await waitFor(async () => ((await findJob(job.id, db))?.progress.done ?? 0) >= 3);
    expect(await requestCancel(job.id, db)).toBe("running");
    const finished = await settled(db, job.id);
    expect(finished.state).toBe("cancelled");
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(seen.length).toBeLessThan(items.length);
    expect(await requestCancel(999_999, db)).toBeNull();
  });

  it("takes up a job whose process stopped renewing it, from its checkpoint, and shuts the first owner out", async () => {
    const items = ["a", "b", "c", "d", "e", "f"];
    const { job } = await enqueueJob({ kind: "resumable", payload: { items } }, db);
    // A process that claimed it, did three items and was killed: its lease runs out untouched.
    const [claimed] = await claimJobs({ kinds: ["resumable"], owner: "killed-process", limit: 1, leaseMs: 300 }, db);
    expect(claimed?.id).toBe(job.id);
    await reportProgress({ id: job.id, owner: "killed-process", report: { checkpoint: { next: 3 }, progress: { done: 3 } } }, db);

    const seen: string[] = [];
    const survivor = runner({ resumable: stepper(seen) });
    const finished = await settled(db, job.id);
    expect(finished.state).toBe("done");
    expect(finished.attempts).toBe(2);
    expect(seen).toEqual(["d", "e", "f"]);
    expect(finished.result).toEqual({ imported: 6 });
    expect(survivor.owner).not.toBe("killed-process");
    // The killed process, were it to wake, no longer holds the job.
    expect(await reportProgress({ id: job.id, owner: "killed-process", report: { progress: { done: 99 } } }, db)).toEqual({
      held: false,
      cancelRequested: false,
    });
    expect((await findJob(job.id, db))?.progress).toEqual({ done: 6, total: 6 });
  });

  it("fails a job that stopped its process more often than its attempts allow", async () => {
    const { job } = await enqueueJob({ kind: "crasher", maxAttempts: 2 }, db);
    for (const owner of ["first", "second"]) {
      await waitFor(async () => (await claimJobs({ kinds: ["crasher"], owner, limit: 1, leaseMs: 200 }, db)).length > 0);
    }
    let ran = false;
    runner({
      crasher: async () => {
        ran = true;
      },
    });
    const finished = await settled(db, job.id);
    expect(finished.state).toBe("failed");
    expect(finished.lastError).toBe("Stopped without finishing 2 times");
    expect(ran).toBe(false);
  });

  it("gives a running job back when its process shuts down, without counting the attempt", async () => {
    const seen: string[] = [];
    const items = Array.from({ length: 100 }, (_, index) => `plank-${index}`);
    const { job } = await enqueueJob({ kind: "long", payload: { items } }, db);
    const first = runner({ long: stepper(seen, { pauseMs: 15 }) });
    await waitFor(async () => ((await findJob(job.id, db))?.progress.done ?? 0) >= 5);
    await first.stop();
    const released = await findJob(job.id, db);
    expect(released?.state).toBe("queued");
    expect(released?.attempts).toBe(0);
    runner({ long: stepper(seen) });
    const finished = await settled(db, job.id);
    expect(finished.state).toBe("done");
    // Every item once: the second process went on from the checkpoint.
    expect(seen).toEqual(items);
  });

  it("runs each of many jobs exactly once with two runners claiming side by side", async () => {
    const runs = new Map<number, number>();
    const count: JobHandler = async ({ job }) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return null;
    };
    const queued: StoredJob[] = [];
    for (let index = 0; index < 24; index++) queued.push((await enqueueJob({ kind: "count" }, db)).job);
    runner({ count }, { concurrency: 3, owner: "process-a" });
    runner({ count }, { concurrency: 3, owner: "process-b" });
    for (const job of queued) await settled(db, job.id);
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual(queued.map((job) => job.id));
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
  });
});
