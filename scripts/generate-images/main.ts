// Orchestrates rendering: a parent process hands keys to forked children (one
// per core) and writes the manifest from their results.
import { fork } from "node:child_process";
import { readFile, writeFile, stat, readdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Encoded, encodeAll, writePreview } from "./encode.ts";
import { type Job, jobs } from "./jobs.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const OUT_DIR = path.join(ROOT, "public/img");
const MANIFEST = path.join(ROOT, "app/content/image-manifest.ts");

interface Options {
  filters: string[];
  preview?: string;
  scale: number;
  workers: number;
  child: boolean;
}

function parseArgs(argv: string[]): Options {
  const o: Options = {
    filters: [],
    scale: 1,
    workers: Math.min(2, os.cpus().length),
    child: false,
  };
  for (const a of argv) {
    if (a === "--child") o.child = true;
    else if (a.startsWith("--preview=")) o.preview = a.slice(10);
    else if (a.startsWith("--scale=")) o.scale = Number(a.slice(8));
    else if (a.startsWith("--workers=")) o.workers = Math.max(1, Number(a.slice(10)));
    else if (a.startsWith("--")) throw new Error(`Unknown option ${a}`);
    else o.filters.push(a);
  }
  return o;
}

interface Task {
  key: string;
  scale: number;
  preview?: string;
}

type Reply = { key: string; ms: number; result?: Encoded; error?: string };

async function runTask(t: Task): Promise<Reply> {
  const job = jobs.find((j) => j.key === t.key);
  if (!job) return { key: t.key, ms: 0, error: "unknown key" };
  const t0 = performance.now();
  const width = Math.round(job.width * t.scale);
  const height = Math.round(job.height * t.scale);
  const w = Math.round(width * job.ss);
  const h = Math.round(height * job.ss);
  const rgb = job.render(w, h);
  const input = { key: job.key, rgb, w, h, width, height, widths: job.widths, jpg: !!job.jpg };
  if (t.preview) {
    await writePreview(t.preview, input);
    return { key: t.key, ms: performance.now() - t0 };
  }
  const result = await encodeAll(OUT_DIR, input);
  return { key: t.key, ms: performance.now() - t0, result };
}

/** Child: receive tasks over IPC, reply with results, exit on 'done'. */
function childLoop(): void {
  process.on("message", (msg: Task | "done") => {
    if (msg === "done") {
      process.disconnect?.();
      return;
    }
    runTask(msg).then(
      (r) => process.send?.(r),
      (e: unknown) =>
        process.send?.({
          key: msg.key,
          ms: 0,
          error: e instanceof Error ? (e.stack ?? e.message) : String(e),
        }),
    );
  });
  process.send?.({ key: "", ms: 0 });
}

function selectJobs(filters: string[]): Job[] {
  if (filters.length === 0) return jobs;
  return jobs.filter((j) => filters.some((f) => j.key === f || j.key.startsWith(f)));
}

export async function main(argv: string[]): Promise<void> {
  const opt = parseArgs(argv);
  if (opt.child) return childLoop();
  const selected = selectJobs(opt.filters);
  if (selected.length === 0) throw new Error(`No image keys match ${opt.filters.join(" ")}`);
  // Most expensive first so the two workers finish together.
  const queue = [...selected].sort((a, b) => b.cost - a.cost).map((j) => j.key);
  const t0 = performance.now();
  const results = new Map<string, Encoded>();
  const failures: string[] = [];
  const entry = fileURLToPath(new URL("../generate-images.ts", import.meta.url));
  const nWorkers = Math.min(opt.workers, queue.length);
  console.log(`Rendering ${queue.length} images with ${nWorkers} worker(s)…`);

  await Promise.all(
    Array.from(
      { length: nWorkers },
      () =>
        new Promise<void>((resolve, reject) => {
          const child = fork(entry, ["--child"], { execArgv: process.execArgv, stdio: "inherit" });
          child.on("message", (r: Reply) => {
            if (r.key) {
              if (r.error) failures.push(`${r.key}: ${r.error}`);
              if (r.result) results.set(r.key, r.result);
              const kb = r.result ? ` ${(r.result.bytes / 1024).toFixed(0)} KB` : "";
              console.log(`  ${r.error ? "✗" : "✓"} ${r.key} ${(r.ms / 1000).toFixed(1)}s${kb}`);
            }
            const next = queue.shift();
            if (next)
              child.send({ key: next, scale: opt.scale, preview: opt.preview } satisfies Task);
            else child.send("done");
          });
          child.on("exit", (code) =>
            code === 0 ? resolve() : reject(new Error(`worker exited with ${code}`)),
          );
        }),
    ),
  );
  if (failures.length) {
    console.error(failures.join("\n"));
    process.exitCode = 1;
  }
  if (!opt.preview && !failures.length) {
    await writeManifest(results, opt.filters.length > 0);
    console.log(
      `Total size of public/img: ${((await dirSize(OUT_DIR)) / 1024 / 1024).toFixed(1)} MB`,
    );
  }
  console.log(`Done in ${((performance.now() - t0) / 1000).toFixed(1)}s`);
}

type Entry = Omit<Encoded, "key" | "bytes">;

/** Read back entries from an existing manifest so a filtered run keeps the rest. */
async function readManifest(): Promise<Map<string, Entry>> {
  const m = new Map<string, Entry>();
  let text = "";
  try {
    text = await readFile(MANIFEST, "utf8");
  } catch {
    return m;
  }
  const re =
    /"([^"]+)": \{ width: (\d+), height: (\d+), widths: \[([\d, ]*)\], color: "(#[0-9a-f]{6})", v: "([0-9a-f]{8})" \}/g;
  for (const x of text.matchAll(re)) {
    m.set(x[1]!, {
      width: Number(x[2]),
      height: Number(x[3]),
      widths: x[4]!.split(",").map((s) => Number(s.trim())),
      color: x[5]!,
      v: x[6]!,
    });
  }
  return m;
}

async function writeManifest(results: Map<string, Encoded>, merge: boolean): Promise<void> {
  const all = merge ? await readManifest() : new Map<string, Entry>();
  for (const [k, r] of results)
    all.set(k, { width: r.width, height: r.height, widths: r.widths, color: r.color, v: r.v });
  // Keep the catalogue order so diffs stay small and readable.
  const order = jobs.map((j) => j.key).filter((k) => all.has(k));
  const lines = order.map((k) => {
    const e = all.get(k)!;
    return `  "${k}": { width: ${e.width}, height: ${e.height}, widths: [${e.widths.join(", ")}], color: "${e.color}", v: "${e.v}" },`;
  });
  const text = `// Generated by scripts/generate-images.ts — do not edit by hand.
// Run \`npm run images\` to regenerate the images in public/img and this file.
export interface ImageEntry { width: number; height: number; widths: readonly number[]; color: string; v: string }
export const imageManifest = {
${lines.join("\n")}
} as const satisfies Record<string, ImageEntry>;
export type ImageKey = keyof typeof imageManifest;
`;
  await writeFile(MANIFEST, text);
}

async function dirSize(dir: string): Promise<number> {
  let total = 0;
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    total += e.isDirectory() ? await dirSize(p) : (await stat(p)).size;
  }
  return total;
}
