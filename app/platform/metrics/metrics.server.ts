import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { databaseHandle } from "~/platform/db/client.server";
import { jobQueueState } from "~/platform/metrics/metrics-store.server";
import { logger } from "../log/logger.server";

/*
 * The process's metrics, in a registry of its own (decision 031): nothing a library registers in
 * prom-client's global one is exposed by accident. Counters move as requests are answered; what
 * lives in the database (the job queue, and what features register with `databaseReading`) and the
 * connection pool is read when scraped.
 */

export const metricsRegistry = new Registry();

// The process's own: CPU, memory, heap, event loop delay, open handles, garbage collection.
collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];

export const httpRequests = new Counter({
  name: "http_requests_total",
  help: "Requests answered, by method, route pattern and status (aborted: the client left first).",
  labelNames: ["method", "route", "status"] as const,
  registers,
});

export const httpRequestDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time from a request's arrival until its response ended, by method and route pattern.",
  labelNames: ["method", "route"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

const pageCacheOutcomes = ["hit", "stale", "miss"] as const;

export const pageCacheLookups = new Counter({
  name: "page_cache_lookups_total",
  help: "Cacheable pages asked for: hit (a stored page), stale (a stored page past its lifetime while another request renders it), miss (rendered).",
  labelNames: ["outcome"] as const,
  registers,
});
for (const outcome of pageCacheOutcomes) pageCacheLookups.inc({ outcome }, 0);

/** What a scrape reads from the database, by name: the job queue's and what features registered. */
const readings = new Map<string, () => Promise<unknown>>();
type DatabaseState = Map<string, unknown>;

/** Several gauges read one scrape's state: one read per second at most, shared. */
const READ_REUSE_MS = 1_000;
let lastRead: { at: number; state: Promise<DatabaseState | null> } | undefined;
let readFailing = false;

/**
 * Registers a read of the database that a scrape makes, with the others (at most one a second,
 * shared by every gauge that shows it, and `db_up` 0 when any fails). Answers the scrape's value
 * of it, or null when the database did not answer. A feature's gauges read theirs through it.
 */
export function databaseReading<T>(name: string, read: () => Promise<T>): () => Promise<T | null> {
  readings.set(name, read);
  return async () => {
    const state = await databaseState();
    return state ? (state.get(name) as T) : null;
  };
}

const jobQueue = databaseReading("jobs", () => jobQueueState());

function databaseState(now = Date.now()): Promise<DatabaseState | null> {
  if (lastRead && now - lastRead.at < READ_REUSE_MS) return lastRead.state;
  const state = (async () => {
    try {
      const read = await Promise.all([...readings].map(async ([name, reading]) => [name, await reading()] as const));
      readFailing = false;
      return new Map(read);
    } catch (error) {
      // Said once per outage: a scrape every few seconds would otherwise repeat it.
      if (!readFailing) logger.warn({ err: (error as Error).message }, "metrics could not read the database");
      readFailing = true;
      return null;
    }
  })();
  lastRead = { at: now, state };
  return state;
}

/** Job kinds a runner of this process handles, or seen in the queue: their gauges stay, at zero, when none waits. */
const jobKinds = new Set<string>();

/**
 * Names the kinds of job a runner handles (platform/jobs/job-runner.server.ts), so their gauges
 * read zero from the first scrape, not only once a scrape has happened to see one of them waiting.
 */
export function noteJobKinds(kinds: Iterable<string>) {
  for (const kind of kinds) jobKinds.add(kind);
}
const activeJobStates = ["queued", "running"] as const;

new Gauge({
  name: "db_up",
  help: "Whether the database answered this scrape's reads (1) or not (0).",
  registers,
  aggregator: "min",
  async collect() {
    this.set((await databaseState()) ? 1 : 0);
  },
});

new Gauge({
  name: "background_jobs",
  help: "Background jobs waiting (queued, due or not yet) or running, by kind.",
  labelNames: ["kind", "state"] as const,
  registers,
  // Every process reads the same table: added up, they would count each job once per process.
  aggregator: "max",
  async collect() {
    const jobs = await jobQueue();
    this.reset();
    if (!jobs) return;
    for (const row of jobs) jobKinds.add(row.kind);
    for (const kind of jobKinds) for (const jobState of activeJobStates) this.set({ kind, state: jobState }, 0);
    for (const row of jobs) this.set({ kind: row.kind, state: row.state }, row.count);
  },
});

new Gauge({
  name: "background_job_oldest_age_seconds",
  help: "Age of the oldest job waiting or running, by kind and state, since it was queued.",
  labelNames: ["kind", "state"] as const,
  registers,
  aggregator: "max",
  async collect() {
    const jobs = await jobQueue();
    this.reset();
    for (const row of jobs ?? []) this.set({ kind: row.kind, state: row.state }, row.oldestAgeSeconds);
  },
});

new Gauge({
  name: "background_job_longest_due_seconds",
  help: "How long the job that has been due longest has waited for a runner, by kind (0: none waiting).",
  labelNames: ["kind"] as const,
  registers,
  aggregator: "max",
  async collect() {
    const jobs = await jobQueue();
    this.reset();
    if (!jobs) return;
    for (const kind of jobKinds) this.set({ kind }, 0);
    for (const row of jobs) {
      if (row.state === "queued") this.set({ kind: row.kind }, row.longestDueSeconds ?? 0);
    }
  },
});

/** The connection pool of a PostgreSQL server (drizzle keeps it as `$client`); PGlite has none. */
interface PoolLike {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
}

function connectionPool(): PoolLike | null {
  const client = (databaseHandle()?.db as { $client?: Partial<PoolLike> } | undefined)?.$client;
  if (!client || typeof client.totalCount !== "number" || typeof client.idleCount !== "number" || typeof client.waitingCount !== "number") {
    return null;
  }
  return client as PoolLike;
}

new Gauge({
  name: "db_pool_connections",
  help: "Connections of the PostgreSQL pool, idle or in use (none with the embedded database).",
  labelNames: ["pool", "state"] as const,
  registers,
  collect() {
    const pool = connectionPool();
    this.reset();
    if (!pool) return;
    this.set({ pool: "main", state: "idle" }, pool.idleCount);
    this.set({ pool: "main", state: "in_use" }, pool.totalCount - pool.idleCount);
  },
});

new Gauge({
  name: "db_pool_waiting_requests",
  help: "Queries waiting for a free connection of the PostgreSQL pool.",
  labelNames: ["pool"] as const,
  registers,
  collect() {
    const pool = connectionPool();
    this.reset();
    if (pool) this.set({ pool: "main" }, pool.waitingCount);
  },
});

new Gauge({
  name: "db_pool_max_connections",
  help: "The most connections the PostgreSQL pool opens.",
  labelNames: ["pool"] as const,
  registers,
  collect() {
    const pool = connectionPool();
    this.reset();
    if (pool?.options?.max !== undefined) this.set({ pool: "main" }, pool.options.max);
  },
});

/** The registry's text, as Prometheus reads it. */
export function metricsText(): Promise<string> {
  return metricsRegistry.metrics();
}
