// The media library at BENCH_MEDIA pictures (default 10,000) on a scratch catalogue of BENCH_PRODUCTS
// products: its first page, a search by file name, by description and by a product's title, and the
// "unused" filter, as GET /api/admin/media (what the Media screen and a picker read), p50/p95 of
// BENCH_MEDIA_REQUESTS each; then BENCH_MEDIA_UPLOADS pictures (default 20) sent at once to
// POST /api/admin/images while visitors read public pages, with the public p99 meanwhile.
// Usage: [BENCH_MEDIA=10000] [BENCH_MEDIA_UPLOADS=20] [BENCH_PRODUCTS=2000] npx tsx bench/media-library.ts
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { openDatabase } from "../app/platform/db/client.server";
import { seedBenchCatalogue } from "./catalogue";
import { benchProductCount, RESULTS_DIR, signInAsAdmin, startServer } from "./server";
import { formatTable, intFromEnv, round, timestamp } from "./table";
import { percentile, visitors } from "./visitors";

const MEDIA = intFromEnv("BENCH_MEDIA", 10_000, 100, 200_000);
const REQUESTS = intFromEnv("BENCH_MEDIA_REQUESTS", 60, 5, 2_000);
const UPLOADS = intFromEnv("BENCH_MEDIA_UPLOADS", 20, 1, 20);
const ADMIN = { email: "bench-owner@example.ca", password: "bench-walnut-ferry-42" };

const QUERIES = [
  { label: "first page", query: "" },
  { label: "file name", query: "?q=img_42" },
  { label: "description", query: "?q=stair+nosing" },
  { label: "product title", query: "?q=oak" },
  { label: "unused", query: "?use=unused" },
  { label: "used by colours", query: "?source=colour" },
];

/** BENCH_MEDIA rows, a tenth of them named by products' and colours' pictures. */
async function seedMedia(dataDir: string) {
  const handle = await openDatabase({ dataDir });
  try {
    await handle.db.execute(sql`
      insert into media (path, file_name, content_type, width, height, bytes, version, uploaded_at, description_en, description_fr)
      select 'uploads/2026/' || lpad((n % 12 + 1)::text, 2, '0') || '/' || md5(n::text) || '.jpg', 'IMG_' || n || '.jpg', 'image/jpeg',
        2400, 1600, 800000 + n, to_hex(n), now() - (n || ' minutes')::interval,
        (array['Oak stair nosing, close up', 'Living room, wide plank', 'Herringbone hallway', ''])[n % 4 + 1],
        (array['Nez de marche en chêne', 'Salon, planches larges', 'Couloir à chevrons', ''])[n % 4 + 1]
      from generate_series(1, ${MEDIA}) as n`);
    await handle.db.execute(sql`update products set picture = (select path from media where id = products.id * 10) where id * 10 <= ${MEDIA}`);
    await handle.db.execute(sql`update product_images set image_url = (select path from media where id = product_images.id * 10 + 5) where id * 10 + 5 <= ${MEDIA}`);
  } finally {
    await handle.close();
  }
}

async function main() {
  process.env.ADMIN_EMAIL = ADMIN.email;
  process.env.ADMIN_PASSWORD = ADMIN.password;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "floors-bench-media-"));
  const products = await seedBenchCatalogue({ dataDir }, benchProductCount());
  await seedMedia(dataDir);
  console.log(`Scratch catalogue: ${products} products, ${MEDIA} pictures in the library.`);
  const server = await startServer({ dataDir, seed: false });
  const rows: (string | number | null)[][] = [];
  try {
    const cookie = await signInAsAdmin(server.origin);
    for (const { label, query } of QUERIES) {
      const times: number[] = [];
      let total = 0;
      for (let n = 0; n < REQUESTS; n++) {
        const started = performance.now();
        const response = await fetch(`${server.origin}/api/admin/media${query}`, { headers: { cookie, accept: "application/json" } });
        const body = (await response.json()) as { total: number };
        if (response.status !== 200) throw new Error(`${label}: ${response.status}`);
        times.push(performance.now() - started);
        total = body.total;
      }
      rows.push([label, total, round(percentile(times, 50), 1), round(percentile(times, 95), 1)]);
    }
    const photos = await Promise.all(
      Array.from({ length: UPLOADS }, (_, n) =>
        sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 120 + n, g: 90, b: 60 }, noise: { type: "gaussian", mean: 110, sigma: 25 } } })
          .jpeg({ quality: 88 })
          .toBuffer(),
      ),
    );
    const started = performance.now();
    const uploads = Promise.all(
      photos.map(async (photo, n) => {
        const body = new FormData();
        body.append("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), `bench-${n}.jpg`);
        const response = await fetch(`${server.origin}/api/admin/images`, { method: "POST", body, headers: { cookie, origin: server.origin, accept: "application/json" } });
        if (response.status !== 200) throw new Error(`upload ${n}: ${response.status} ${await response.text()}`);
        return performance.now() - started;
      }),
    );
    const [uploaded, publicTimes] = await Promise.all([uploads, visitors(server.origin, 4, uploads)]);
    const upload = { all: round(Math.max(...uploaded)), median: round(percentile(uploaded, 50)), publicP50: round(percentile(publicTimes, 50), 1), publicP99: round(percentile(publicTimes, 99), 1), publicRequests: publicTimes.length };
    const table = formatTable(["library request", "matches", "p50 ms", "p95 ms"], rows);
    const uploadTable = formatTable(
      ["pictures at once", "all stored ms", "median ms", "public requests", "public p50 ms", "public p99 ms"],
      [[UPLOADS, upload.all, upload.median, upload.publicRequests, upload.publicP50, upload.publicP99]],
    );
    console.log(`\n${table}\n\n${uploadTable}`);
    await mkdir(RESULTS_DIR, { recursive: true });
    await writeFile(path.join(RESULTS_DIR, `media-library-${timestamp()}.json`), JSON.stringify({ media: MEDIA, products, requests: REQUESTS, library: rows, upload }, null, 2));
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
  }
}

await main();
