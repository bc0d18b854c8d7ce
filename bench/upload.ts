// Time from sending a 12-megapixel phone photo to POST /api/admin/images until its resized variants
// are served, on a scratch catalogue of BENCH_PRODUCTS products (default 2,000).
// Usage: [BENCH_UPLOAD_RUNS=5] [BENCH_PRODUCTS=2000] npx tsx bench/upload.ts
import { readdirSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { RESULTS_DIR, startServer } from "./server";
import { formatTable, intFromEnv, round, timestamp } from "./table";

const RUNS = intFromEnv("BENCH_UPLOAD_RUNS", 5, 1, 50);
const WIDTHS = [320, 640, 960, 1280, 1920] as const;
const FORMATS = ["avif", "webp"] as const;
/** A step that takes longer than this has failed, not been slow. */
const TIMEOUT_MS = 120_000;
const ADMIN = { email: "bench-owner@example.ca", password: "bench-walnut-ferry-42" };

/** What a visitor's browser asks for first: a product card's picture and the product page's. */
const FIRST_VIEW: [number, (typeof FORMATS)[number]][] = [
  [640, "avif"],
  [1280, "avif"],
];

interface Run {
  /** Until the upload's answer arrived. */
  uploadMs: number;
  /** Until the answer's own link (the admin's preview, 640 px WebP) had been served. */
  previewMs: number;
  /** Until a card's and a product page's variants had been served (asked for together). */
  firstViewMs: number;
  /** Until every width in both formats had been served, all asked for at once. */
  allVariantsMs: number;
  /** CPU time the server process spent on the whole run (Linux only), whatever the machine's load. */
  serverCpuMs: number | null;
}

/**
 * A 4000 × 3000 photo of something like wood grain, with sensor noise, EXIF orientation 6 and a
 * camera make, encoded as a phone would (quality 92): about 5 MB.
 */
async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 1;
  const noise = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff - 0.5) * 36;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const grain = Math.sin(x / 37 + Math.sin(y / 211) * 3) * 0.5 + 0.5;
      const n = noise();
      const i = (y * width + x) * 3;
      pixels[i] = 120 + grain * 80 + n;
      pixels[i + 1] = 80 + grain * 50 + n;
      pixels[i + 2] = 40 + grain * 30 + n;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: "BenchPhone", Model: "12MP" } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      intent: "signIn",
      email: ADMIN.email,
      password: ADMIN.password,
      redirectTo: "/admin",
    }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0]!)
    .filter((pair) => pair.startsWith("cedarline.session_token="));
  if (response.status !== 303 || cookie.length === 0)
    throw new Error(`sign-in failed (${response.status})`);
  return cookie.join("; ");
}

async function served(url: URL): Promise<void> {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  const body = await response.arrayBuffer();
  if (response.status !== 200 || body.byteLength === 0)
    throw new Error(`${url.pathname}${url.search} answered ${response.status}`);
}

/** The server's process, found by its port (Linux /proc), to read the CPU time it uses. */
function serverPid(port: string): number | null {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      const environment = readFileSync(`/proc/${entry}/environ`, "utf8").split("\0");
      if (command.includes("server/index.js") && environment.includes(`PORT=${port}`))
        return Number(entry);
    } catch {
      // Gone, or not ours to read.
    }
  }
  return null;
}

/** User and system CPU time of a process so far, in ms. */
function cpuMs(pid: number | null): number | null {
  if (pid === null) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks, 100 a second
  } catch {
    return null;
  }
}

async function oneRun(
  origin: string,
  cookie: string,
  photo: Buffer,
  pid: number | null,
): Promise<Run> {
  const cpuBefore = cpuMs(pid);
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "IMG_2048.JPG");
  const started = performance.now();
  const response = await fetch(`${origin}/api/admin/images`, {
    method: "POST",
    headers: { origin, cookie },
    body: form,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const answer = (await response.json()) as {
    success: boolean;
    url: string | null;
    error: string | null;
    width?: number;
    height?: number;
  };
  const uploadMs = performance.now() - started;
  if (!answer.success || !answer.url)
    throw new Error(`upload refused (${response.status}): ${answer.error}`);
  if (answer.width !== 3000 || answer.height !== 4000)
    throw new Error(`stored ${answer.width}×${answer.height}, expected 3000×4000 upright`);

  const preview = new URL(answer.url, origin);
  await served(preview);
  const previewMs = performance.now() - started;

  const variant = (width: number, format: string) => {
    const url = new URL(preview);
    url.searchParams.set("w", String(width));
    url.searchParams.set("f", format);
    return url;
  };
  await Promise.all(FIRST_VIEW.map(([width, format]) => served(variant(width, format))));
  const firstViewMs = performance.now() - started;

  await Promise.all(
    WIDTHS.flatMap((width) => FORMATS.map((format) => served(variant(width, format)))),
  );
  const allVariantsMs = performance.now() - started;
  // Variants are made ahead in the background too; let them finish before the next run starts.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const cpuAfter = cpuMs(pid);
  const serverCpuMs = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  return { uploadMs, previewMs, firstViewMs, allVariantsMs, serverCpuMs };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function main(): Promise<void> {
  const [loadBefore = 0] = os.loadavg();
  console.log(
    `Upload bench: ${RUNS} uploads of a 12-megapixel JPEG, each followed by its ${WIDTHS.length * FORMATS.length} variants`,
  );
  const photo = await phonePhoto();
  console.log(
    `Photo: 4000 × 3000, ${(photo.length / 1024 / 1024).toFixed(1)} MB, EXIF orientation 6.`,
  );
  console.log("Starting the site…");
  process.env.ADMIN_EMAIL = ADMIN.email;
  process.env.ADMIN_PASSWORD = ADMIN.password;
  const server = await startServer();
  const runs: Run[] = [];
  try {
    const cookie = await signIn(server.origin);
    const pid = serverPid(new URL(server.origin).port);
    for (let run = 1; run <= RUNS; run++) {
      const result = await oneRun(server.origin, cookie, photo, pid);
      runs.push(result);
      console.log(
        `run ${run}: answered ${round(result.uploadMs)} ms, preview ${round(result.previewMs)} ms, ` +
          `card and page ${round(result.firstViewMs)} ms, all variants ${round(result.allVariantsMs)} ms, ` +
          `server CPU ${round(result.serverCpuMs)} ms`,
      );
    }
  } finally {
    await server.stop();
  }

  const column = (pick: (run: Run) => number) => runs.map(pick);
  const rows = [
    ["upload answered", column((run) => run.uploadMs)],
    ["preview served", column((run) => run.previewMs)],
    ["card and page variants served", column((run) => run.firstViewMs)],
    ["all 10 variants served", column((run) => run.allVariantsMs)],
  ] as const;
  console.log(
    `\n${formatTable(
      ["from sending the file until", "p50 ms", "max ms"],
      rows.map(([label, values]) => [
        label,
        round(percentile(values, 50)),
        round(Math.max(...values)),
      ]),
    )}`,
  );
  const cpu = runs.map((run) => run.serverCpuMs).filter((value): value is number => value !== null);
  if (cpu.length) {
    console.log(
      `\nServer CPU per upload with all its variants: p50 ${round(percentile(cpu, 50))} ms (the same on any load; ` +
        `on an idle machine, wall time is about this divided by the cores sharp can use).`,
    );
  }
  console.log(
    `\nLoad average before the run: ${loadBefore.toFixed(2)}, after: ${os.loadavg()[0]!.toFixed(2)} (${os.cpus().length} cores).`,
  );

  await mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `upload-${timestamp()}.json`);
  await writeFile(
    file,
    `${JSON.stringify({ loadBefore, cores: os.cpus().length, runs }, null, 2)}\n`,
  );
  console.log(`Results: ${path.relative(process.cwd(), file)}`);
}


main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
