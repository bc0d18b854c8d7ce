// The catalogue's substring search on a scratch catalogue of BENCH_PRODUCTS products (default 2,000),
// a quarter of them with Chinese titles, series and descriptions: the public list (/products?q=)
// and the staff list (/admin?q=) as rendered pages, for English and Chinese words, parts of words,
// product codes and literal % signs. Latency percentiles per list and language, on the embedded
// database and on a PostgreSQL server (BENCH_TARGETS); and the same searches as database queries
// alone, in the bench's own process, to tell the search apart from the rest of each page.
// Usage: [BENCH_PRODUCTS=2000] [BENCH_SEARCH_REQUESTS=40] [BENCH_TARGETS=embedded,postgres] npx tsx bench/search.ts
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseTarget } from "../app/platform/db/client.server";
import { listAdminProducts } from "../app/features/catalogue/admin/list/admin-products.server";
import { searchPublishedProducts } from "../app/features/catalogue/catalogue.server";
import { seedBenchCatalogue } from "./catalogue";
import { postgresServer, scratchDatabase } from "./postgres";
import { benchProductCount, RESULTS_DIR, signInAsAdmin, startServer } from "./server";
import { formatTable, intFromEnv, round, timestamp } from "./table";
import { percentile } from "./visitors";

const REQUESTS = intFromEnv("BENCH_SEARCH_REQUESTS", 40, 5, 1_000);
const TIMEOUT_MS = 30_000;
const ADMIN = { email: "bench-owner@example.ca", password: "bench-walnut-ferry-42" };
const TARGETS = (process.env.BENCH_TARGETS ?? "embedded,postgres")
  .split(",")
  .map((name) => name.trim());

type Language = "English" | "Chinese" | "none";

/** What staff and visitors type: whole and partial words, codes, a literal %, one and two words. */
const QUERIES: { language: Language; q: string }[] = [
  { language: "English", q: "oak" },
  { language: "English", q: "ickor" },
  { language: "English", q: "white oak" },
  { language: "English", q: "lot 01" },
  { language: "English", q: "7½-inch" },
  { language: "English", q: "100%" },
  { language: "Chinese", q: "橡木" },
  { language: "Chinese", q: "大略橡" },
  { language: "Chinese", q: "实木地板" },
  { language: "Chinese", q: "橡木 刷油" },
  { language: "Chinese", q: "系列" },
  { language: "Chinese", q: "胡桃" },
  // The same pages without a search, for comparison.
  { language: "none", q: "" },
];

/** Every fourth product of the scratch catalogue in Chinese, as an office would enter them. */
async function addChineseProducts(target: DatabaseTarget): Promise<void> {
  const handle = await openDatabase(target);
  try {
    await handle.db.execute(sql`
      update products set
        title = (array['安大略橡木', '加拿大枫木', '黑胡桃木', '山核桃木'])[id % 4 + 1] || ' ' || (id % 7 + 3) || ' 英寸实木地板 ' || id,
        series = '加拿大七号系列',
        color = (array['自然色', '烟熏灰', '浅橡色'])[id % 3 + 1],
        content = '北美硬木，手工刷油，适合客厅与卧室。编号 CL-' || id || '。'
      where id % 4 = 0`);
  } finally {
    await handle.close();
  }
}

async function timed(url: string, cookie: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, {
    headers: { cookie },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

type Latencies = Record<
  "public" | "admin" | "publicQuery" | "adminQuery",
  Record<Language, number[]>
>;

const LISTS = {
  public: "/products?q= page",
  admin: "/admin?q= page",
  publicQuery: "public search query",
  adminQuery: "staff list query",
} as const;

/**
 * The database's part alone, in this process before the site starts: one page of the public list
 * (24 cards and the count) and of the staff list (the count, then 50 rows).
 */
async function measureQueries(target: DatabaseTarget, latencies: Latencies): Promise<void> {
  const handle = await openDatabase(target);
  try {
    const time = async (work: () => Promise<unknown>) => {
      const started = performance.now();
      await work();
      return performance.now() - started;
    };
    for (const { language, q } of QUERIES) {
      const runs = {
        publicQuery: () => searchPublishedProducts({ q, page: 1, pageSize: 24 }, handle.db),
        adminQuery: () => listAdminProducts({ q }, handle.db),
      };
      for (const [list, work] of Object.entries(runs) as [
        "publicQuery" | "adminQuery",
        () => Promise<unknown>,
      ][]) {
        for (let warm = 0; warm < 3; warm++) await work();
        for (let index = 0; index < REQUESTS; index++)
          latencies[list][language].push(await time(work));
      }
    }
  } finally {
    await handle.close();
  }
}

async function measure(target: "embedded" | "postgres"): Promise<Latencies> {
  const wanted = benchProductCount();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "floors-bench-search-"));
  const pgServer = target === "postgres" ? await postgresServer() : null;
  const database = pgServer ? await scratchDatabase(pgServer.url, "search") : null;
  const latencies: Latencies = Object.fromEntries(
    Object.keys(LISTS).map((list) => [list, { English: [], Chinese: [], none: [] }]),
  ) as unknown as Latencies;
  try {
    const databaseTarget: DatabaseTarget = database ? { databaseUrl: database.url } : { dataDir };
    const seeded = await seedBenchCatalogue(databaseTarget, wanted);
    await addChineseProducts(databaseTarget);
    console.log(`${target}: scratch catalogue of ${seeded} products, one in four in Chinese.`);
    await measureQueries(databaseTarget, latencies);
    const server = await startServer({ dataDir, seed: false, databaseUrl: database?.url });
    try {
      const admin = await signInAsAdmin(server.origin);
      // Any cookie: the page cache keeps cookie-less requests only, so every request is rendered.
      const visitor = "bench-visitor=1";
      for (const { language, q } of QUERIES) {
        const query = q ? new URLSearchParams({ q }).toString() : "";
        const pages = {
          public: [`${server.origin}/products?${query}`, visitor],
          admin: [`${server.origin}/admin?${query}`, admin],
        } as const;
        for (const [list, [url, cookie]] of Object.entries(pages) as [
          "public" | "admin",
          readonly [string, string],
        ][]) {
          for (let warm = 0; warm < 3; warm++) await timed(url, cookie);
          for (let index = 0; index < REQUESTS; index++)
            latencies[list][language].push(await timed(url, cookie));
        }
      }
    } finally {
      await server.stop();
    }
  } finally {
    await database?.drop();
    await pgServer?.stop();
    await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
  }
  return latencies;
}

async function main(): Promise<void> {
  const [loadBefore = 0] = os.loadavg();
  process.env.ADMIN_EMAIL = ADMIN.email;
  process.env.ADMIN_PASSWORD = ADMIN.password;
  const results: Partial<Record<"embedded" | "postgres", Latencies>> = {};
  for (const target of ["embedded", "postgres"] as const) {
    if (TARGETS.includes(target)) results[target] = await measure(target);
  }
  const rows = Object.entries(results).flatMap(([target, latencies]) =>
    (Object.keys(LISTS) as (keyof Latencies)[]).flatMap((list) =>
      (["English", "Chinese", "all", "none"] as const).map((language) => {
        const values =
          language === "all"
            ? [...latencies[list].English, ...latencies[list].Chinese]
            : latencies[list][language];
        return [
          target,
          LISTS[list],
          language === "none" ? "(no search)" : language,
          values.length,
          ...[50, 95, 99].map((p) => round(percentile(values, p), 1)),
          round(Math.max(...values), 1),
        ];
      }),
    ),
  );
  console.log(
    `\n${formatTable(["database", "measured", "words", "requests", "p50 ms", "p95 ms", "p99 ms", "max ms"], rows)}`,
  );
  console.log(
    `\nQueries: ${QUERIES.filter((query) => query.q)
      .map((query) => JSON.stringify(query.q))
      .join(", ")}; ${REQUESTS} requests each, one after another.`,
  );
  console.log(
    `Load average before the run: ${loadBefore.toFixed(2)}, after: ${os.loadavg()[0]!.toFixed(2)} (${os.cpus().length} cores).`,
  );
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `search-${timestamp()}.json`);
  await writeFile(
    file,
    `${JSON.stringify({ loadBefore, cores: os.cpus().length, queries: QUERIES, requests: REQUESTS, results }, null, 2)}\n`,
  );
  console.log(`Results: ${path.relative(process.cwd(), file)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
