// Process entry: builds the site, listens, and shuts down cleanly so an embedded database is closed.
const dev = process.env.NODE_ENV === "development";

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
  mod.logger.info({ url: env.PUBLIC_URL, port: env.PORT, host: env.HOST }, "site listening");
});

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  mod.logger.info({ signal }, "shutting down");
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close();
  server.closeIdleConnections();
  try {
    await site.close();
    await vite?.close();
  } finally {
    process.exit(0);
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
