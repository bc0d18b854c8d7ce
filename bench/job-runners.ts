/*
 * The site's job runner (decision 024) beside pg-boss 12 and graphile-worker 0.18 on one
 * PostgreSQL server (decision 056): `BENCH_JOBS` jobs (2,000) that do nothing, queued at once, then
 * two workers of each (two pools, as two processes would have), four jobs at a time each. It
 * prints, for each: how long queueing took, how long until every job had run, jobs per second, and
 * how many jobs ran more than once or never.
 *
 * The libraries are not the project's dependencies; install them beside it first:
 *   npm --prefix .tmp/job-libraries install pg-boss@12 graphile-worker@0.18
 *   npx tsx bench/job-runners.ts
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { openDatabase } from "~/platform/db/client.server";
import { enqueueJob } from "~/platform/jobs/jobs.server";
import { startJobRunner } from "~/platform/jobs/job-runner.server";
import { postgresServer, scratchDatabase } from "./postgres";
import { ROOT } from "./server";
import { formatTable } from "./table";

const JOBS = Math.min(Math.max(Number(process.env.BENCH_JOBS ?? 2000), 10), 20_000);
const WORKERS = 2;
const CONCURRENCY = 4;
const LIBRARIES = path.join(ROOT, ".tmp", "job-libraries", "node_modules");
const quiet = { info() {}, warn() {}, error() {} };

interface Outcome {
  runner: string;
  queueMs: number;
  runMs: number;
  twice: number;
  never: number;
}

/** Counts each job's runs until every job has run once (or two minutes pass), then a second more for late repeats. */
function counter() {
  const runs = new Map<number, number>();
  let resolveAll!: () => void;
  const all = new Promise<void>((resolve) => (resolveAll = resolve));
  return {
    ran(n: number) {
      runs.set(n, (runs.get(n) ?? 0) + 1);
      if (runs.size === JOBS) resolveAll();
    },
    async finished(started: number) {
      await Promise.race([all, new Promise((resolve) => setTimeout(resolve, 120_000))]);
      const runMs = performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const twice = [...runs.values()].filter((count) => count > 1).length;
      return { runMs, twice, never: JOBS - runs.size };
    },
  };
}

const library = (name: string) => import(pathToFileURL(path.join(LIBRARIES, name, "dist", "index.js")).href);

async function ours(url: string): Promise<Outcome> {
  const handles = await Promise.all(Array.from({ length: WORKERS }, () => openDatabase({ databaseUrl: url })));
  await handles[0]!.migrate();
  const count = counter();
  const queued = performance.now();
  for (let n = 0; n < JOBS; n++) await enqueueJob({ kind: "noop", payload: { n } }, handles[0]!.db);
  const queueMs = performance.now() - queued;
  const started = performance.now();
  const runners = handles.map((handle) =>
    startJobRunner({
      database: handle.db,
      concurrency: CONCURRENCY,
      logger: quiet,
      handlers: { noop: async ({ job }) => count.ran((job.payload as { n: number }).n) },
    }),
  );
  const result = await count.finished(started);
  await Promise.all(runners.map((runner) => runner.stop()));
  await Promise.all(handles.map((handle) => handle.close()));
  return { runner: "ours (jobs table, SKIP LOCKED, leases)", queueMs, ...result };
}

async function pgBoss(url: string): Promise<Outcome> {
  const { PgBoss } = await library("pg-boss");
  const bosses = Array.from({ length: WORKERS }, () => new PgBoss({ connectionString: url, max: 5 }));
  for (const boss of bosses) boss.on("error", () => {});
  await bosses[0].start();
  await bosses[0].createQueue("noop");
  for (const boss of bosses.slice(1)) await boss.start();
  const count = counter();
  const queued = performance.now();
  for (let start = 0; start < JOBS; start += 500)
    await bosses[0].insert("noop", Array.from({ length: Math.min(500, JOBS - start) }, (_, i) => ({ data: { n: start + i } })));
  const queueMs = performance.now() - queued;
  const started = performance.now();
  for (const boss of bosses)
    await boss.work("noop", { batchSize: CONCURRENCY, pollingIntervalSeconds: 0.5, burstWhenBatchFull: true }, async (jobs: { data: { n: number } }[]) => {
      for (const job of jobs) count.ran(job.data.n);
    });
  const result = await count.finished(started);
  await Promise.all(bosses.map((boss) => boss.stop({ graceful: false, wait: true })));
  return { runner: "pg-boss 12", queueMs, ...result };
}

async function graphileWorker(url: string): Promise<Outcome> {
  const { makeWorkerUtils, run } = await library("graphile-worker");
  const utils = await makeWorkerUtils({ connectionString: url });
  await utils.migrate();
  const count = counter();
  const queued = performance.now();
  for (let start = 0; start < JOBS; start += 500)
    await utils.addJobs(Array.from({ length: Math.min(500, JOBS - start) }, (_, i) => ({ identifier: "noop", payload: { n: start + i } })));
  const queueMs = performance.now() - queued;
  const started = performance.now();
  const runners = await Promise.all(
    Array.from({ length: WORKERS }, () =>
      run({
        connectionString: url,
        concurrency: CONCURRENCY,
        noHandleSignals: true,
        pollInterval: 500,
        logger: new (class {
          scope() {
            return this;
          }
          debug() {}
          info() {}
          warn() {}
          error() {}
        })(),
        taskList: { noop: async (payload: { n: number }) => count.ran(payload.n) },
      }),
    ),
  );
  const result = await count.finished(started);
  await Promise.all(runners.map((runner: { stop(): Promise<void> }) => runner.stop()));
  await utils.release();
  return { runner: "graphile-worker 0.18", queueMs, ...result };
}

const server = await postgresServer();
const outcomes: Outcome[] = [];
try {
  for (const [name, measure] of [
    ["ours", ours],
    ["pgboss", pgBoss],
    ["graphile", graphileWorker],
  ] as const) {
    const database = await scratchDatabase(server.url, `jobs_${name}`);
    try {
      outcomes.push(await measure(database.url));
    } catch (error) {
      console.log(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await database.drop();
    }
  }
} finally {
  await server.stop();
}
console.log(
  formatTable(
    ["runner", "queue ms", "run ms", "jobs/s", "ran twice", "never ran"],
    outcomes.map((o) => [o.runner, Math.round(o.queueMs), Math.round(o.runMs), Math.round((JOBS - o.never) / (o.runMs / 1000)), o.twice, o.never]),
  ),
);
console.log(`(${JOBS} jobs doing nothing, ${WORKERS} workers of ${CONCURRENCY} jobs each, one PostgreSQL server on 127.0.0.1.)`);
process.exit(0);
