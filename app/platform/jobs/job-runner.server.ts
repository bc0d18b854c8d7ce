import { randomBytes } from "node:crypto";
import os from "node:os";
import type { Database } from "~/platform/db/client.server";
import {
  addJobItemError,
  claimJobs,
  finishJob,
  nextJobDueAt,
  releaseJob,
  renewLease,
  reportProgress,
  retryJobLater,
  type JobReport,
  type StoredJob,
} from "~/platform/jobs/jobs.server";
import { logger as defaultLogger } from "../log/logger.server";
import { noteJobKinds } from "../metrics/metrics.server";

/*
 * Runs the stored jobs (app/platform/jobs/jobs.server.ts) in the background of every process: it claims
 * due jobs of the kinds it has handlers for, renews each job's lease while its handler works, and
 * stops the handler when the job is cancelled, taken up elsewhere or the process shuts down.
 * Handlers work in steps and report a checkpoint, so a job taken up again goes on where it was.
 * Decision 024.
 */

const JOB_TIMING = {
  /** How long a claim holds without renewal: a killed process's job is taken up this long after. */
  leaseMs: 30_000,
  heartbeatMs: 10_000,
  /** How often a process looks for jobs that another process queued. */
  pollMs: 2_000,
} as const;

/** Why a handler's signal was aborted. */
type StopReason = "cancelled" | "lost" | "shutdown";

export class JobStopped extends Error {
  constructor(readonly reason: StopReason) {
    super(`Job stopped: ${reason}`);
    this.name = "JobStopped";
  }
}

/**
 * A failure that trying again cannot mend (a link refused, a page with nothing to read): the job fails
 * at once with this message instead of being retried.
 */
export class JobRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "JobRefused";
  }
}

export interface JobContext {
  job: StoredJob;
  /** Aborted, with a `JobStopped` reason, when the job must stop; check it between items. */
  signal: AbortSignal;
  /** Stores counters, checkpoint and item in hand; throws `JobStopped` when the job must stop. */
  report(report: JobReport): Promise<void>;
  /** Records a failed item; the job goes on. */
  itemError(item: string, message: string): Promise<void>;
}

/** Does the job; its answer is stored as the job's result. Throwing retries the job later. */
export type JobHandler = (context: JobContext) => Promise<unknown>;

export interface JobRunnerOptions {
  database: Database;
  handlers: Record<string, JobHandler>;
  /** Jobs run at once by this process. */
  concurrency?: number;
  owner?: string;
  timing?: Partial<Record<keyof typeof JOB_TIMING, number>>;
  /** Pause before attempt `attempts + 1` after a failure. */
  retryDelayMs?: (attempts: number) => number;
  logger?: Pick<typeof defaultLogger, "info" | "warn" | "error">;
}

export interface JobRunner {
  owner: string;
  /** Looks for due jobs now (after enqueueing one). */
  wake(): void;
  /** Stops claiming, stops running handlers and gives their jobs back for another process. */
  stop(): Promise<void>;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function startJobRunner(options: JobRunnerOptions): JobRunner {
  const { database, handlers } = options;
  const timing = { ...JOB_TIMING, ...options.timing };
  const concurrency = options.concurrency ?? 1;
  const owner = options.owner ?? `${os.hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  const log = options.logger ?? defaultLogger;
  const retryDelayMs = options.retryDelayMs ?? ((attempts: number) => Math.min(60_000 * 2 ** (attempts - 1), 30 * 60_000));
  const kinds = Object.keys(handlers);
  noteJobKinds(kinds);
  const running = new Map<number, { controller: AbortController; done: Promise<void> }>();
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ticking: Promise<void> | null = null;
  let again = false;

  function schedule(delayMs: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(wake, Math.max(0, Math.min(delayMs, timing.pollMs)));
    timer.unref();
  }

  async function run(job: StoredJob) {
    const handler = handlers[job.kind];
    const controller = new AbortController();
    const stop = (reason: StopReason) => {
      if (!controller.signal.aborted) controller.abort(new JobStopped(reason));
    };
    const follow = (state: { held: boolean; cancelRequested: boolean }) => {
      if (!state.held) stop("lost");
      else if (state.cancelRequested) stop("cancelled");
    };
    const heartbeat = setInterval(() => {
      renewLease({ id: job.id, owner, leaseMs: timing.leaseMs }, database).then(follow, (error: unknown) =>
        log.warn({ jobId: job.id, err: message(error) }, "job lease not renewed"),
      );
    }, timing.heartbeatMs);
    heartbeat.unref();
    const context: JobContext = {
      job,
      signal: controller.signal,
      async report(report) {
        // Stored even when the job is stopping, so that whoever goes on starts after this item.
        follow(await reportProgress({ id: job.id, owner, report }, database));
        controller.signal.throwIfAborted();
      },
      async itemError(item, text) {
        await addJobItemError({ id: job.id, item, message: text }, database);
      },
    };
    const reason = () => (controller.signal.reason instanceof JobStopped ? controller.signal.reason.reason : null);
    const done = (async () => {
      try {
        if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}`);
        const result = await handler(context);
        const stopped = reason();
        if (stopped === "lost") return;
        if (stopped === "shutdown") await releaseJob({ id: job.id, owner }, database);
        else await finishJob({ id: job.id, owner, state: stopped === "cancelled" ? "cancelled" : "done", result }, database);
        log.info({ jobId: job.id, kind: job.kind, state: stopped ?? "done" }, "job finished");
      } catch (error) {
        const stopped = reason();
        if (stopped === "lost") {
          log.warn({ jobId: job.id, kind: job.kind }, "job taken up by another process; this one let it go");
        } else if (stopped === "shutdown") {
          await releaseJob({ id: job.id, owner }, database);
        } else if (stopped === "cancelled") {
          await finishJob({ id: job.id, owner, state: "cancelled" }, database);
          log.info({ jobId: job.id, kind: job.kind }, "job cancelled");
        } else if (error instanceof JobRefused) {
          await finishJob({ id: job.id, owner, state: "failed", error: error.message }, database);
          log.info({ jobId: job.id, kind: job.kind, reason: error.message }, "job refused");
        } else {
          const state = await retryJobLater(
            { id: job.id, owner, error: message(error), retryAt: new Date(Date.now() + retryDelayMs(job.attempts)) },
            database,
          );
          log.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, state, err: message(error) }, "job attempt failed");
        }
      }
    })()
      .catch((error: unknown) => log.error({ jobId: job.id, err: message(error) }, "job state not stored"))
      .finally(() => {
        clearInterval(heartbeat);
        running.delete(job.id);
        wake();
      });
    running.set(job.id, { controller, done });
  }

  async function tick() {
    const free = concurrency - running.size;
    if (free > 0) {
      const claimed = await claimJobs({ kinds, owner, limit: free, leaseMs: timing.leaseMs }, database);
      for (const job of claimed) {
        log.info({ jobId: job.id, kind: job.kind, attempt: job.attempts }, "job started");
        void run(job);
      }
    }
    const next = await nextJobDueAt(kinds, database);
    schedule(next ? next.getTime() - Date.now() : timing.pollMs);
  }

  function wake() {
    if (stopped || kinds.length === 0) return;
    if (ticking) {
      again = true;
      return;
    }
    ticking = tick()
      .catch((error: unknown) => {
        log.warn({ err: message(error) }, "job queue not read");
        schedule(timing.pollMs);
      })
      .finally(() => {
        ticking = null;
        if (again) {
          again = false;
          wake();
        }
      });
  }

  wake();

  return {
    owner,
    wake,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await ticking;
      for (const { controller } of running.values()) {
        if (!controller.signal.aborted) controller.abort(new JobStopped("shutdown"));
      }
      await Promise.all([...running.values()].map((entry) => entry.done));
    },
  };
}

let current: readonly JobRunner[] = [];

/**
 * The process's job runners, started with the site (one for imports, one for mail); requests
 * wake them after queueing a job. An empty list when the site closes.
 */
export function setJobRunners(runners: readonly JobRunner[]) {
  current = runners;
}

/** A job was queued: every runner of the process looks for work now rather than at its next poll. */
export function wakeJobs() {
  for (const runner of current) runner.wake();
}
