// With WEB_CONCURRENCY=N, every server process counts its own requests; a scrape of /metrics lands
// on one of them. The cluster's primary gathers them all, so that any process answers for the
// machine (decision 031). Plain JavaScript: the primary runs server/index.js without the build.
import cluster from "node:cluster";
import promClient from "prom-client";

const { AggregatorRegistry, Gauge } = promClient;

/** Set for the server processes forked after it: the primary gathers their metrics. */
export const CLUSTER_METRICS_ENV = "SITE_CLUSTER_METRICS";

// The messages between the primary and the server processes (server/metrics.ts speaks the same).
const READY = "site-metrics:ready";
const REQUEST = "site-metrics:request";
const ANSWER = "site-metrics:answer";
const COLLECT = "site-metrics:collect";
const PART = "site-metrics:part";

/** A process that has not answered by then (starting, stopping, stuck) is left out of that scrape. */
const PART_TIMEOUT_MS = 3_000;

/**
 * Call in the cluster's primary before forking. A server process asked for /metrics asks the
 * primary, which collects the registry of every process that has said it is ready and answers
 * their sum: counters and histograms added up, gauges read from the shared database taken once.
 */
export function serveClusterMetrics({ timeoutMs = PART_TIMEOUT_MS } = {}) {
  process.env[CLUSTER_METRICS_ENV] = "1";
  const ready = new Set();
  const pending = new Map();
  let nextId = 0;

  const send = (worker, message) => {
    if (worker.isConnected()) worker.send(message, () => {});
  };

  cluster.on("disconnect", (worker) => ready.delete(worker));
  cluster.on("exit", (worker) => ready.delete(worker));
  cluster.on("message", (worker, message) => {
    if (message?.type === READY) ready.add(worker);
    else if (message?.type === PART) pending.get(message.id)?.(message);
    else if (message?.type === REQUEST) {
      gather().then(
        (text) => send(worker, { type: ANSWER, id: message.id, text }),
        (error) => send(worker, { type: ANSWER, id: message.id, error: error instanceof Error ? error.message : String(error) }),
      );
    }
  });

  async function gather() {
    const id = nextId++;
    const workers = [...ready].filter((worker) => worker.isConnected());
    const parts = [];
    await new Promise((resolve) => {
      let waiting = workers.length;
      if (waiting === 0) return resolve();
      const timer = setTimeout(resolve, timeoutMs);
      pending.set(id, (message) => {
        if (Array.isArray(message.metrics)) parts.push(message.metrics);
        waiting -= 1;
        if (waiting === 0) {
          clearTimeout(timer);
          resolve();
        }
      });
      for (const worker of workers) send(worker, { type: COLLECT, id });
    });
    pending.delete(id);
    const registry = AggregatorRegistry.aggregate(parts);
    new Gauge({
      name: "cluster_processes_reporting",
      help: "Server processes whose metrics this scrape adds up (the others were starting, stopping or slow).",
      registers: [registry],
    }).set(parts.length);
    return registry.metrics();
  }
}
