import { logger } from "~/platform/log/logger.server";

/*
 * Housekeeping that every server process runs on a timer (the Trash's purge, old imports): a
 * first pass a while after start, then one every interval. A pass never overlaps the previous one,
 * and a failed pass is logged and tried again at the next interval. Whatever must happen once for
 * all processes is the pass's own business (an advisory lock), not the timer's.
 */

export interface PeriodicTask<T> {
  /** Runs a pass now (or waits for the one running); resolves with its outcome, null when it failed. */
  run(): Promise<T | null>;
  /** No pass starts after this; resolves once the one under way, if any, has ended. */
  stop(): Promise<void>;
}

export function startPeriodic<T>(
  name: string,
  pass: () => Promise<T>,
  { firstDelayMs, intervalMs }: { firstDelayMs: number; intervalMs: number },
): PeriodicTask<T> {
  let stopped = false;
  let running: Promise<T | null> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function schedule(delay: number) {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void run(), delay);
    timer.unref();
  }

  function run(): Promise<T | null> {
    if (running) return running;
    running = (async () => {
      try {
        return await pass();
      } catch (error) {
        logger.error({ err: error }, `${name} failed`);
        return null;
      } finally {
        running = null;
        schedule(intervalMs);
      }
    })();
    return running;
  }

  schedule(firstDelayMs);
  return {
    run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
