// Child processes and scratch directories must never outlive a bench run, even when it is interrupted.

export interface Resource {
  /** Graceful stop; must finish in bounded time. */
  stop(): Promise<void>;
  /** Last resort from the `exit` handler, where nothing asynchronous runs. */
  killNow(): void;
}

const active = new Set<Resource>();
let installed = false;

/** Registers a resource for clean-up on exit or interruption; returns a function that unregisters it. */
export function track(resource: Resource): () => void {
  install();
  active.add(resource);
  return () => {
    active.delete(resource);
  };
}

function install(): void {
  if (installed) return;
  installed = true;
  process.on("exit", () => {
    for (const resource of active) resource.killNow();
  });
  let interrupted = false;
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
    ["SIGHUP", 129],
  ] as const) {
    process.on(signal, () => {
      // A second signal means "now": the exit handler still kills whatever is left.
      if (interrupted) process.exit(code);
      interrupted = true;
      console.error(`\n${signal} received, stopping…`);
      void Promise.allSettled([...active].map((resource) => resource.stop())).finally(() =>
        process.exit(code),
      );
    });
  }
}
