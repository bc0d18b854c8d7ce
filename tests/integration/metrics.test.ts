import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isLoopback, mayReadMetrics, OTHER_ROUTE, routeLabeller } from "../../server/metrics";
import { agedFormToken, cleanUpServers, randomTestPort, requireBuild, scratchDataDir, scratchPostgresDatabase, startServer, waitForHealth } from "../support/test-server-process";

const TOKEN = "metrics-token-for-tests-0123456789";

describe("who may read the metrics", () => {
  const request = (remoteAddress: string | undefined, headers: Record<string, string> = {}) => ({
    authorization: headers.authorization,
    remoteAddress,
    headers,
  });

  it("lets in a request made on this machine directly, and no other without the token", () => {
    expect(mayReadMetrics(request("127.0.0.1"), undefined)).toBe(true);
    expect(mayReadMetrics(request("::1"), undefined)).toBe(true);
    expect(mayReadMetrics(request("::ffff:127.0.0.1"), undefined)).toBe(true);
    expect(mayReadMetrics(request("127.8.9.10"), undefined)).toBe(true);
    for (const address of ["10.0.0.5", "192.168.1.20", "203.0.113.9", "::ffff:203.0.113.9", "2001:db8::1", "", undefined, "nonsense"]) {
      expect(mayReadMetrics(request(address), undefined), String(address)).toBe(false);
      expect(mayReadMetrics(request(address), TOKEN), String(address)).toBe(false);
    }
  });

  it("takes a request that came through a proxy on this machine for what it is: someone else's", () => {
    for (const header of ["x-forwarded-for", "forwarded", "x-real-ip", "via"]) {
      expect(mayReadMetrics(request("127.0.0.1", { [header]: "203.0.113.9" }), undefined), header).toBe(false);
      expect(mayReadMetrics(request("127.0.0.1", { [header]: "203.0.113.9" }), TOKEN), header).toBe(false);
    }
  });

  it("lets in whoever sends the token as a bearer, from anywhere, and nothing like it", () => {
    const from = (authorization: string) => request("203.0.113.9", { authorization, "x-forwarded-for": "198.51.100.7" });
    expect(mayReadMetrics(from(`Bearer ${TOKEN}`), TOKEN)).toBe(true);
    expect(mayReadMetrics(from(`bearer ${TOKEN}`), TOKEN)).toBe(true);
    for (const wrong of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `Basic ${TOKEN}`, TOKEN, "Bearer ", `Bearer ${TOKEN} extra`, ""]) {
      expect(mayReadMetrics(from(wrong), TOKEN), wrong).toBe(false);
    }
    // Without a token configured, no bearer opens it.
    expect(mayReadMetrics(from(`Bearer ${TOKEN}`), undefined)).toBe(false);
  });

  it("knows loopback addresses", () => {
    expect(isLoopback("127.0.0.1")).toBe(true);
    expect(isLoopback("::1")).toBe(true);
    expect(isLoopback("0.0.0.0")).toBe(false);
    expect(isLoopback("::")).toBe(false);
  });
});

describe("route labels", () => {
  // The shape of the server build's route manifest, for a few of the site's routes.
  const manifest = {
    root: { id: "root", path: "" },
    "routes/home": { id: "routes/home", parentId: "root", index: true },
    "routes/products": { id: "routes/products", parentId: "root", path: "products" },
    "routes/product-detail": { id: "routes/product-detail", parentId: "root", path: "products/:id" },
    "routes/admin/layout": { id: "routes/admin/layout", parentId: "root", path: "admin" },
    "routes/admin/products": { id: "routes/admin/products", parentId: "routes/admin/layout", index: true },
    "routes/admin/product-edit": { id: "routes/admin/product-edit", parentId: "routes/admin/layout", path: "products/:id" },
    "routes/admin/products-csv": { id: "routes/admin/products-csv", parentId: "routes/admin/layout", path: "products.csv" },
    "routes/api-not-found": { id: "routes/api-not-found", parentId: "root", path: "api/*" },
    "routes/media": { id: "routes/media", parentId: "root", path: "media/*" },
    "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*" },
  };
  const label = routeLabeller(manifest);

  it("names a request by the pattern of the route serving it, never by its address", () => {
    expect(label("/")).toBe("/");
    expect(label("/products")).toBe("/products");
    expect(label("/products/1234")).toBe("/products/:id");
    expect(label("/products/oak-natural-7")).toBe("/products/:id");
    expect(label("/admin")).toBe("/admin");
    expect(label("/admin/products/9")).toBe("/admin/products/:id");
    expect(label("/admin/products.csv")).toBe("/admin/products.csv");
    expect(label("/media/uploads/2025/01/abc.jpg")).toBe("/media/*");
    expect(label("/api/whatever")).toBe("/api/*");
  });

  it("counts the router's data requests as their page", () => {
    expect(label("/_.data")).toBe("/");
    expect(label("/products.data")).toBe("/products");
    expect(label("/products/12.data")).toBe("/products/:id");
    expect(label("/admin.data")).toBe("/admin");
  });

  it("puts every path no route serves under one label", () => {
    for (const path of ["/wp-login.php", "/no/such/page", "/products/1/2", "/%ZZ"]) expect(label(path), path).toBe(OTHER_ROUTE);
    expect(label("/healthz")).toBe("/healthz");
    expect(label("/readyz")).toBe("/readyz");
    expect(label("/metrics")).toBe("/metrics");
  });

  it("gives each path the same label when asked again, also past the number of paths it keeps", () => {
    const expected: [string, string][] = [
      ["/products/1", "/products/:id"],
      ["/admin/products/2", "/admin/products/:id"],
      ["/no/such/page", OTHER_ROUTE],
      ["/products", "/products"],
      ["/products/3.data", "/products/:id"],
      ["/_.data", "/"],
    ];
    const keepingTwo = routeLabeller(manifest, 2);
    for (let round = 0; round < 3; round++) {
      for (const [path, wanted] of expected) expect(keepingTwo(path), path).toBe(wanted);
      for (const [path, wanted] of [...expected].reverse()) expect(keepingTwo(path), path).toBe(wanted);
    }
  });
});

/** One metric's samples from the text format, as `{labels} value` pairs. */
function samples(text: string, name: string): { labels: Record<string, string>; value: number }[] {
  return text
    .split("\n")
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .map((line) => {
      const match = /^[^{ ]+(?:\{(.*)\})? (\S+)$/.exec(line)!;
      const labels = Object.fromEntries([...(match[1] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((pair) => [pair[1]!, pair[2]!]));
      return { labels, value: Number(match[2]) };
    });
}

const valueOf = (text: string, name: string, labels: Record<string, string>) =>
  samples(text, name).find((sample) => Object.entries(labels).every(([key, value]) => sample.labels[key] === value))?.value;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the built server", () => {
  let origin: string;
  let logLines: () => Record<string, unknown>[];

  beforeAll(async () => {
    requireBuild();
    const port = randomTestPort();
    origin = `http://127.0.0.1:${port}`;
    // Behind a proxy on this machine, as the reference nginx set-up runs it.
    const server = startServer({ PORT: String(port), METRICS_TOKEN: TOKEN, TRUST_PROXY: "loopback", LOG_LEVEL: "info" });
    logLines = server.logLines;
    await waitForHealth(origin);
  }, 90_000);
  afterAll(cleanUpServers);

  const scrape = async (headers: Record<string, string> = {}) => {
    const response = await fetch(`${origin}/metrics`, { headers });
    return { response, text: await response.text() };
  };

  it("answers /metrics to this machine and to the token, and the ordinary 'not found' page to anyone else", async () => {
    const local = await scrape();
    expect(local.response.status).toBe(200);
    expect(local.response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(local.response.headers.get("cache-control")).toBe("private, no-store");
    expect(local.text).toContain("# TYPE http_requests_total counter");
    expect(local.text).toContain("process_resident_memory_bytes");

    const forwarded = { "x-forwarded-for": "203.0.113.9" };
    const refused = await scrape(forwarded);
    expect(refused.response.status).toBe(404);
    expect(refused.response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(refused.text).not.toContain("http_requests_total");
    const ordinary = await fetch(`${origin}/no-such-page`, { headers: forwarded });
    expect(ordinary.status).toBe(404);

    expect((await scrape({ ...forwarded, authorization: `Bearer ${TOKEN}x` })).response.status).toBe(404);
    expect((await scrape({ ...forwarded, authorization: "Bearer " })).response.status).toBe(404);
    const withToken = await scrape({ ...forwarded, authorization: `Bearer ${TOKEN}` });
    expect(withToken.response.status).toBe(200);
    expect(withToken.text).toContain("http_request_duration_seconds_bucket");
  });

  it("counts requests by route and status, times them, and counts page-cache hits", async () => {
    const list = await (await fetch(`${origin}/products`)).text();
    const productPath = /href="(\/products\/[^"?#/]+)"/.exec(list)?.[1];
    if (!productPath) throw new Error("no product link on /products");
    const before = (await scrape()).text;
    // The first visit renders and stores the page; the second is answered from the page cache.
    for (let visit = 0; visit < 2; visit += 1) expect((await fetch(`${origin}${productPath}`)).status).toBe(200);
    expect((await fetch(`${origin}/wp-login.php?x=${Date.now()}`)).status).toBe(404);
    await fetch(`${origin}/about`, { method: "HEAD" });
    let after = "";
    const moved = (name: string, labels: Record<string, string>) => (valueOf(after, name, labels) ?? 0) - (valueOf(before, name, labels) ?? 0);
    // A request is counted when its connection's answer has closed, which the client may see first.
    await expect
      .poll(async () => {
        after = (await scrape()).text;
        return {
          product: moved("http_requests_total", { method: "GET", route: "/products/:id", status: "200" }),
          productTimings: moved("http_request_duration_seconds_count", { method: "GET", route: "/products/:id" }),
          notFound: moved("http_requests_total", { method: "GET", route: "other", status: "404" }),
          head: moved("http_requests_total", { method: "HEAD", route: "/about", status: "200" }),
        };
      })
      .toEqual({ product: 2, productTimings: 2, notFound: 1, head: 1 });
    expect(moved("page_cache_lookups_total", { outcome: "hit" })).toBeGreaterThanOrEqual(1);
    expect(moved("page_cache_lookups_total", { outcome: "miss" })).toBeGreaterThanOrEqual(1);
    expect(valueOf(after, "page_cache_pages", {})).toBeGreaterThanOrEqual(1);
    // Only patterns, never an address.
    const routes = new Set(samples(after, "http_requests_total").map((sample) => sample.labels.route));
    expect([...routes].filter((route) => route?.includes("wp-login") || route === productPath)).toEqual([]);
    // The scrape of /metrics itself is counted, under its own name.
    expect(routes.has("/metrics")).toBe(true);
  });

  it("reads the job queue, the enquiries' delivery and the database from the database when scraped", async () => {
    const initial = (await scrape()).text;
    const initialAt = Date.now();
    expect(valueOf(initial, "db_up", {})).toBe(1);
    for (const status of ["pending", "delivered", "outbox", "failed"]) {
      expect(valueOf(initial, "enquiries", { delivery_status: status }), status).toBeDefined();
    }
    const outboxBefore = valueOf(initial, "enquiries", { delivery_status: "outbox" })!;
    // Every kind of job the site's runners handle reads zero while none of it waits or runs.
    expect(valueOf(initial, "background_jobs", { kind: "deliver-enquiry", state: "queued" })).toBe(0);
    expect(valueOf(initial, "background_jobs", { kind: "deliver-enquiry", state: "running" })).toBe(0);

    const formToken = await agedFormToken(origin);
    // A scrape within a second of another reuses its read of the database (READ_REUSE_MS): the
    // scrapes below read afresh, so that one of them sees the enquiry's job while it waits.
    const fresh = initialAt + 1_100 - Date.now();
    if (fresh > 0) await sleep(fresh);
    const sent = await fetch(`${origin}/api/enquiries?from=/contact`, {
      method: "POST",
      body: new URLSearchParams({
        formToken,
        website: "",
        name: "Metric Reader",
        email: "metrics@example.com",
        phone: "",
        company: "Counted Homes",
        interestedIn: "residential",
        service: "consultation",
        message: "Please call me back about oak flooring for three rooms.",
      }),
    });
    expect(await sent.json()).toEqual({ status: "sent" });

    // Delivered to the outbox by its job: the count moves, and the job left a kind behind.
    const deadline = Date.now() + 20_000;
    let text = "";
    while (Date.now() < deadline) {
      text = (await scrape()).text;
      if (valueOf(text, "enquiries", { delivery_status: "outbox" }) === outboxBefore + 1) break;
      await sleep(200);
    }
    expect(valueOf(text, "enquiries", { delivery_status: "outbox" })).toBe(outboxBefore + 1);
    expect(valueOf(text, "enquiry_oldest_undelivered_age_seconds", {})).toBe(0);
    expect(valueOf(text, "background_jobs", { kind: "deliver-enquiry", state: "queued" })).toBe(0);
    expect(valueOf(text, "background_job_longest_due_seconds", { kind: "deliver-enquiry" })).toBe(0);
    // The embedded database has no connection pool to tell about.
    expect(samples(text, "db_pool_connections")).toEqual([]);
  });

  it("gives every request an id, answers it, and names it on each log line the request causes", async () => {
    // Behind the trusted proxy, the proxy's id is kept, so both logs name the same request.
    const proxied = await fetch(`${origin}/about`, { headers: { "x-request-id": "nginx-3f2a9c1b7d" } });
    expect(proxied.headers.get("x-request-id")).toBe("nginx-3f2a9c1b7d");
    // An id that is not a short plain token is replaced.
    const odd = await fetch(`${origin}/about`, { headers: { "x-request-id": "a b\"c" } });
    expect(odd.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    // The 'not found' route's loader logs with the site's logger: its line names the request too.
    const missing = await fetch(`${origin}/no-such-page-${Date.now()}`);
    expect(missing.status).toBe(404);
    const missingId = missing.headers.get("x-request-id")!;
    expect(missingId).toMatch(/^[0-9a-f-]{36}$/);
    const cachedA = await fetch(`${origin}/`);
    const cachedB = await fetch(`${origin}/`);
    expect(cachedA.headers.get("x-request-id")).not.toBe(cachedB.headers.get("x-request-id"));

    const lines = logLines;
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline && !lines().some((line) => line.reqId === missingId && line.res !== undefined)) await sleep(50);
    const ofMissing = lines().filter((line) => line.reqId === missingId);
    expect(ofMissing.map((line) => line.msg)).toEqual(["404: no route matches the requested path", "request completed"]);
    expect(lines()).toContainEqual(expect.objectContaining({ reqId: "nginx-3f2a9c1b7d", req: { method: "GET", url: "/about" } }));
    // Lines of the server's own work name no request.
    expect(lines().find((line) => line.msg === "site listening")).not.toHaveProperty("reqId");
    // Scrapes of /metrics are not logged (refused ones are, as the 404s they are).
    const scrapesLogged = lines().filter(
      (line) => (line.req as { url?: string } | undefined)?.url === "/metrics" && (line.res as { status?: number } | undefined)?.status === 200,
    );
    expect(scrapesLogged).toEqual([]);
  });

  it("answers the order calculator's form on a product page for its sender alone, and keeps answering the page itself from the cache", async () => {
    const visit = async (path: string) => {
      const response = await fetch(`${origin}${path}`);
      return { status: response.status, age: response.headers.get("age"), cacheControl: response.headers.get("cache-control"), body: await response.text() };
    };
    // The demo's first product covers 22 sq ft a box. Rendered and stored, then answered from the cache (its Age says so).
    await visit("/products/1");
    expect((await visit("/products/1")).age).not.toBeNull();
    const storedPages = () => scrape().then(({ text }) => valueOf(text, "page_cache_pages", {}));
    const before = await storedPages();

    // The form sent without the scripts: rendered for this visitor, kept by no cache, however many areas are asked.
    const answer = await visit("/products/1?area=340&waste=10");
    expect(answer).toMatchObject({ status: 200, age: null, cacheControl: "no-store" });
    expect(answer.body).toMatch(/data-order-boxes="true">17 boxes</);
    const french = await visit("/fr/products/1?area=340&waste=10");
    expect(french).toMatchObject({ status: 200, age: null, cacheControl: "no-store" });
    expect(french.body).toMatch(/data-order-boxes="true">17 boîtes</);
    for (let area = 341; area <= 360; area += 1) expect((await visit(`/products/1?area=${area}`)).cacheControl).toBe("no-store");
    expect((await visit("/products/1?area=0")).body).toContain("Enter a number greater than 0.");
    expect(await storedPages()).toBe(before);

    // The product page is still the stored one.
    expect((await visit("/products/1")).age).not.toBeNull();
  });

  it("tells shared caches which pages they may keep, and for how long", async () => {
    const shared = "public, max-age=0, s-maxage=10, stale-while-revalidate=30, stale-if-error=300";
    const headersOf = async (path: string, init?: RequestInit) => {
      const response = await fetch(`${origin}${path}`, { redirect: "manual", ...init });
      await response.arrayBuffer();
      return {
        status: response.status,
        contentType: response.headers.get("content-type"),
        cacheControl: response.headers.get("cache-control"),
        vary: response.headers.get("vary"),
        age: response.headers.get("age"),
      };
    };
    const html = "text/html; charset=utf-8";

    // A catalogue page, rendered then answered from the page cache, says the same both times,
    // and the second tells how long it has been kept.
    const rendered = await headersOf("/products?q=walnut");
    expect(rendered).toMatchObject({ status: 200, contentType: html, cacheControl: shared });
    expect(rendered.vary).toMatch(/Accept-Encoding/i);
    const stored = await headersOf("/products?q=walnut");
    expect(stored).toMatchObject({ status: 200, contentType: html, cacheControl: shared });
    expect(stored.vary).toMatch(/Accept-Encoding/i);
    expect(Number(stored.age)).toBeGreaterThanOrEqual(0);
    expect(await headersOf("/products?q=walnut", { method: "HEAD" })).toMatchObject({ status: 200, cacheControl: shared });
    // The stored page goes out compressed in the encoding asked for, the same page once decoded.
    // (Nonce attributes aside: should the stored copy expire meanwhile, a fresh render has them.)
    const withoutNonces = (html: string) => html.replace(/ nonce="[^"]*"/g, "");
    const plain = withoutNonces(await (await fetch(`${origin}/products?q=walnut`)).text());
    for (const encoding of ["br", "gzip"]) {
      const compressed = await fetch(`${origin}/products?q=walnut`, { headers: { "accept-encoding": `${encoding}, identity` } });
      expect(compressed.headers.get("content-encoding")).toBe(encoding);
      expect(Number(compressed.headers.get("content-length"))).toBeLessThan(plain.length / 3);
      expect(withoutNonces(await compressed.text())).toBe(plain);
    }

    // Any public page; a visitor's cookie changes nothing on it.
    expect(await headersOf("/about")).toMatchObject({ status: 200, cacheControl: shared });
    expect(await headersOf("/about", { headers: { cookie: "anything=1" } })).toMatchObject({ status: 200, cacheControl: shared });

    // A page with a form carries a token signed with the moment it was rendered: one visitor's.
    expect(await headersOf("/contact")).toMatchObject({ status: 200, cacheControl: "private, no-cache" });
    expect(await headersOf("/inspiration/gallery")).toMatchObject({ status: 200, cacheControl: "private, no-cache" });
    // The answer to a form shows what its sender typed.
    const posted = await headersOf("/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
      body: "name=&email=nope",
    });
    expect(posted.cacheControl).toBe("private, no-store");

    // The sign-in pages and the admin, pages and redirects alike, are personal.
    expect(await headersOf("/auth")).toMatchObject({ status: 200, cacheControl: "private, no-store" });
    expect(await headersOf("/admin/activity")).toMatchObject({ status: 303, cacheControl: "private, no-store" });
    expect(await headersOf("/admin.data")).toMatchObject({ cacheControl: "private, no-store" });

    // Errors are worth keeping nowhere; a page's data fetched on a click is kept by no cache.
    expect(await headersOf("/no-such-page")).toMatchObject({ status: 404, cacheControl: "no-store" });
    expect(await headersOf("/products/999999999")).toMatchObject({ status: 404, cacheControl: "no-store" });
    expect(await headersOf("/products.data")).toMatchObject({ status: 200, cacheControl: "private, no-store" });
    expect(await headersOf("/metrics")).toMatchObject({ status: 200, cacheControl: "private, no-store" });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("the built server on a PostgreSQL server", () => {
  it("tells how its connection pool is used", async () => {
    const database = await scratchPostgresDatabase("metrics");
    try {
      const port = randomTestPort();
      const origin = `http://127.0.0.1:${port}`;
      // Warnings too: a start that does not become healthy says why.
      const server = startServer({ PORT: String(port), DATABASE_URL: database.url, LOG_LEVEL: "warn" });
      await waitForHealth(origin);
      const text = await (await fetch(`${origin}/metrics`)).text();
      expect(valueOf(text, "db_up", {})).toBe(1);
      expect(valueOf(text, "db_pool_max_connections", { pool: "main" })).toBe(10);
      const idle = valueOf(text, "db_pool_connections", { pool: "main", state: "idle" });
      const inUse = valueOf(text, "db_pool_connections", { pool: "main", state: "in_use" });
      expect(idle).toBeGreaterThanOrEqual(0);
      expect(inUse).toBeGreaterThanOrEqual(0);
      expect(idle! + inUse!).toBeGreaterThanOrEqual(1);
      expect(idle! + inUse!).toBeLessThanOrEqual(10);
      expect(valueOf(text, "db_pool_waiting_requests", { pool: "main" })).toBe(0);
      server.child.kill("SIGTERM");
      await server.exited;
    } finally {
      cleanUpServers();
      await database.drop();
    }
  }, 90_000);

  it("adds up every process's metrics under the cluster's primary, whichever process answers", async () => {
    const database = await scratchPostgresDatabase("metrics_cluster");
    const port = randomTestPort();
    const origin = `http://127.0.0.1:${port}`;
    // A primary forking two server processes, as server/index.js does with WEB_CONCURRENCY=2.
    const primary = path.join(scratchDataDir(), "primary.mjs");
    writeFileSync(
      primary,
      [
        `import cluster from "node:cluster";`,
        `import { serveClusterMetrics } from ${JSON.stringify(pathToFileURL(path.resolve("server/cluster-metrics.js")).href)};`,
        `serveClusterMetrics();`,
        `cluster.setupPrimary({ exec: ${JSON.stringify(path.resolve("server/index.js"))} });`,
        `cluster.fork();`,
        `cluster.fork();`,
        `process.on("SIGTERM", () => { for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM"); });`,
        `cluster.on("exit", () => { if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0); });`,
      ].join("\n"),
    );
    const child = spawn(process.execPath, [primary], {
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATABASE_URL: database.url,
        DATA_DIR: scratchDataDir(),
        LOG_LEVEL: "error",
        ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
      },
      stdio: "ignore",
    });
    const exited = new Promise((resolve) => child.once("exit", resolve));
    try {
      await waitForHealth(origin);
      const scrape = async () => (await fetch(`${origin}/metrics`)).text();
      const deadline = Date.now() + 60_000;
      let text = await scrape();
      while (valueOf(text, "cluster_processes_reporting", {}) !== 2 && Date.now() < deadline) {
        await sleep(200);
        text = await scrape();
      }
      expect(valueOf(text, "cluster_processes_reporting", {})).toBe(2);
      // Shared database figures are read once; each process's pool counts.
      expect(valueOf(text, "db_up", {})).toBe(1);
      expect(valueOf(text, "db_pool_max_connections", { pool: "main" })).toBe(20);

      const count = (metrics: string) => valueOf(metrics, "http_requests_total", { method: "GET", route: "/about", status: "200" }) ?? 0;
      const before = count(text);
      // Each request on a connection of its own, which the primary hands to the processes in turn.
      for (let index = 0; index < 20; index += 1) {
        await new Promise<void>((resolve, reject) =>
          http.get(`${origin}/about`, { agent: false }, (response) => response.resume().on("end", resolve)).on("error", reject),
        );
      }
      // A request is counted once its answer's connection has closed, which the client may see first.
      await expect.poll(async () => count(await scrape()) - before).toBe(20);
      // Whichever process answers the scrape, it tells all twenty.
      for (let scrapeNumber = 0; scrapeNumber < 4; scrapeNumber += 1) {
        const after = await new Promise<string>((resolve, reject) =>
          http
            .get(`${origin}/metrics`, { agent: false }, (response) => {
              let body = "";
              response.setEncoding("utf8").on("data", (chunk: string) => (body += chunk)).on("end", () => resolve(body));
            })
            .on("error", reject),
        );
        expect(count(after) - before).toBe(20);
        expect(valueOf(after, "cluster_processes_reporting", {})).toBe(2);
      }
    } finally {
      child.kill("SIGTERM");
      const stopped = await Promise.race([exited.then(() => true), sleep(20_000).then(() => false)]);
      if (!stopped) child.kill("SIGKILL");
      await database.drop();
    }
  }, 120_000);
});
