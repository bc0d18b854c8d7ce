// Process entry: one server process, or with WEB_CONCURRENCY=N a primary that keeps N of them
// running (node's cluster module, decision 032). Each server process stops gracefully: on SIGTERM
// it stops taking connections, finishes what is in flight, hands back its jobs and closes its
// database before it exits.
import cluster from "node:cluster";
import net from "node:net";

// The runtime the project brings (the `node` package, decision 054) or a host's own: Node.js 24 or newer.
const [runtimeMajor] = process.versions.node.split(".").map(Number);
if (runtimeMajor < 24) {
  console.error(
    `The site needs Node.js 24 or newer and this is ${process.versions.node}: start it with \`npm start\`, or with node_modules/.bin/node server/index.js.`,
  );
  process.exit(1);
}

const dev = process.env.NODE_ENV === "development";

/** How long a stopping process lets requests in flight finish before it closes their connections. */
const DRAIN_LIMIT_MS = 25_000;
/** How long a stopping process keeps idle kept-alive connections open for a request on its way. */
const IDLE_GRACE_MS = 1_000;
/** After this, a stopping process exits whatever it is still waiting for. */
const EXIT_LIMIT_MS = 30_000;

/**
 * Seconds a stopping process goes on taking requests while /readyz already answers 503, for load
 * balancers that poll readiness before they stop sending (Kubernetes, cloud balancers). nginx and
 * the cluster primary move on as soon as the listener closes, so the default is none.
 */
function shutdownDelayMs() {
  const raw = (process.env.SHUTDOWN_DELAY_SECONDS ?? "").trim();
  if (raw === "") return 0;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 60) {
    console.error(`SHUTDOWN_DELAY_SECONDS must be a number of seconds from 0 to 60 (it is "${raw}").`);
    process.exit(1);
  }
  return seconds * 1000;
}

function processCount() {
  const raw = (process.env.WEB_CONCURRENCY ?? "").trim();
  if (raw === "") return 1;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    console.error(`WEB_CONCURRENCY must be a whole number from 1 to 64 (it is "${raw}").`);
    process.exit(1);
  }
  return count;
}

const count = dev ? 1 : processCount();
const shutdownDelay = shutdownDelayMs();
if (count > 1 && cluster.isPrimary) {
  if (!(process.env.DATABASE_URL ?? "").trim()) {
    console.error(
      `WEB_CONCURRENCY=${count} needs DATABASE_URL: the embedded database (PGlite, under DATA_DIR) can be opened by one process only. ` +
        "Set DATABASE_URL to a PostgreSQL server, or leave WEB_CONCURRENCY unset to run one process.",
    );
    process.exit(1);
  }
  await runPrimary(count);
} else {
  await runServer();
}

/**
 * Keeps `count` server processes running on one port. A process that dies is replaced (after a
 * pause that grows while they keep dying at once); SIGHUP replaces them one at a time, each new
 * one listening before the old one is told to stop, so a release needs no downtime; SIGTERM or
 * SIGINT stops them all gracefully, then the primary.
 */
async function runPrimary(count) {
  const { default: pino } = await import("pino");
  // Any process asked for /metrics answers for all of them, gathered here (decision 031).
  const { serveClusterMetrics } = await import("./cluster-metrics.js");
  serveClusterMetrics();
  const log = pino({ level: process.env.LOG_LEVEL ?? "info", base: { role: "primary", pid: process.pid } });
  let stopping = false;
  let restarting = false;
  let crashDelay = 1_000;
  let lastCrash = 0;
  let anyListened = false;

  const fork = () => {
    const worker = cluster.fork();
    worker.once("listening", () => {
      anyListened = true;
      log.info({ worker: worker.process.pid }, "server process listening");
    });
    return worker;
  };

  cluster.on("exit", (worker, code, signal) => {
    // A replacement that failed to start is the rolling restart's to report.
    if (stopping || worker.replaced || worker.trial) return;
    // When none has ever started, the cause (a bad setting, a database it cannot reach) would fail
    // the next one too: stop with its exit code rather than loop.
    if (!anyListened) {
      log.error({ worker: worker.process.pid, code, signal }, "a server process failed to start; stopping");
      void stopAll(code || 1);
      return;
    }
    const now = Date.now();
    crashDelay = now - lastCrash < 60_000 ? Math.min(crashDelay * 2, 30_000) : 1_000;
    lastCrash = now;
    log.error({ worker: worker.process.pid, code, signal, restartInMs: crashDelay }, "a server process died; starting another");
    setTimeout(() => {
      if (!stopping) fork();
    }, crashDelay).unref();
  });

  for (let i = 0; i < count; i++) fork();

  const exited = (worker) =>
    new Promise((resolve) => {
      if (worker.isDead()) resolve();
      else worker.once("exit", resolve);
    });

  async function rollingRestart() {
    if (restarting || stopping) return;
    restarting = true;
    let replaced = true;
    log.info({ processes: count }, "replacing server processes one at a time");
    try {
      for (const old of Object.values(cluster.workers ?? {})) {
        if (!old || stopping) continue;
        const next = fork();
        next.trial = true;
        const started = await new Promise((resolve) => {
          next.once("listening", () => resolve(true));
          next.once("exit", () => resolve(false));
        });
        if (!started) {
          log.error("a new server process failed to start; the running ones stay");
          replaced = false;
          break;
        }
        next.trial = false;
        old.replaced = true;
        old.process.kill("SIGTERM");
        await exited(old);
      }
    } finally {
      restarting = false;
    }
    if (replaced) log.info("server processes replaced");
  }

  async function stopAll(code = 0) {
    if (stopping) return;
    stopping = true;
    log.info("stopping server processes");
    const force = setTimeout(() => process.exit(1), EXIT_LIMIT_MS + shutdownDelay + 5_000);
    force.unref();
    const workers = Object.values(cluster.workers ?? {}).filter(Boolean);
    for (const worker of workers) worker.process.kill("SIGTERM");
    await Promise.all(workers.map(exited));
    process.exit(code);
  }

  process.on("SIGHUP", () => void rollingRestart());
  process.on("SIGTERM", () => void stopAll());
  process.on("SIGINT", () => void stopAll());
}

async function runServer() {
  let vite;
  let mod;
  if (dev) {
    const { createServer } = await import("vite");
    vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    mod = await vite.ssrLoadModule("./server/app.ts");
  } else {
    const { pathToFileURL } = await import("node:url");
    const { resolve } = await import("node:path");
    mod = await import(pathToFileURL(resolve(process.env.BUILD_DIR ?? "build", "server/index.js")).href);
  }

  let site;
  try {
    site = await mod.createSite({ vite });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await vite?.close();
    process.exit(1);
  }

  const { app, env } = site;
  const { createServer } = await import("node:http");
  // A client gets 10 s to send its headers and 60 s for the whole request, checked every second:
  // slow senders cannot hold sockets open. A proxy in front should keep the same or shorter limits.
  const server = createServer(
    { headersTimeout: 10_000, requestTimeout: 60_000, connectionsCheckingInterval: 1_000 },
    app,
  );
  // Longer than a load balancer's idle timeout (60 s by default), so the balancer closes first.
  server.keepAliveTimeout = 65_000;
  server.listen(env.PORT, env.HOST, () => {
    mod.logger.info({ url: env.PUBLIC_URL, port: env.PORT, host: env.HOST, pid: process.pid }, "site listening");
  });

  let stopping = false;
  async function shutdown(signal) {
    if (stopping) return;
    stopping = true;
    mod.logger.info({ signal }, "shutting down: finishing requests in flight");
    const force = setTimeout(() => process.exit(1), EXIT_LIMIT_MS + shutdownDelay);
    force.unref();
    site.startDraining();
    if (shutdownDelay > 0) await new Promise((resolve) => setTimeout(resolve, shutdownDelay));
    // No new connections from now on. Kept-alive connections stay open a moment: a client may be
    // sending its next request on one right now, and closing it under that request would fail it.
    // Every answer they get now says `Connection: close`; whatever is still idle after the moment
    // is closed. The callback runs once the last connection has ended.
    const closed = new Promise((resolve) => net.Server.prototype.close.call(server, resolve));
    let idleSweep;
    const idleTimer = setTimeout(() => {
      server.closeIdleConnections();
      idleSweep = setInterval(() => server.closeIdleConnections(), 250);
    }, IDLE_GRACE_MS);
    let drainTimer;
    const drained = await Promise.race([
      closed.then(() => true),
      new Promise((resolve) => {
        drainTimer = setTimeout(() => resolve(false), DRAIN_LIMIT_MS);
      }),
    ]);
    clearTimeout(drainTimer);
    clearTimeout(idleTimer);
    clearInterval(idleSweep);
    if (!drained) {
      mod.logger.warn({ limitMs: DRAIN_LIMIT_MS }, "requests still in flight at the limit were cut off");
      server.closeAllConnections();
    }
    let code = 0;
    try {
      // The job runners give their jobs back before the database closes.
      await site.close();
      await vite?.close();
    } catch (error) {
      mod.logger.error({ err: error }, "shutdown did not finish cleanly");
      code = 1;
    }
    mod.logger.info("stopped");
    process.exit(code);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
