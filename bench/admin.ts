// The admin on a scratch catalogue of BENCH_PRODUCTS products (default 2,000):
//  1. the Products tab with a search and a filter, as a page and as the data a signed-in browser
//     fetches when the filters change: latency percentiles over BENCH_ADMIN_REQUESTS requests;
//  2. saving a published product in the editor until a visitor's next request to its public page
//     shows the new title: BENCH_ADMIN_SAVES runs.
// Usage: [BENCH_PRODUCTS=2000] [BENCH_ADMIN_REQUESTS=200] [BENCH_ADMIN_SAVES=10] npx tsx bench/admin.ts
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { RESULTS_DIR, signInAsAdmin, startServer } from "./server";
import { formatTable, intFromEnv, round, timestamp } from "./table";

const REQUESTS = intFromEnv("BENCH_ADMIN_REQUESTS", 200, 10, 5_000);
const SAVES = intFromEnv("BENCH_ADMIN_SAVES", 10, 1, 100);
const TIMEOUT_MS = 30_000;
const ADMIN = { email: "bench-owner@example.ca", password: "bench-walnut-ferry-42" };

const decode = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decode(match[1]!) : null;
};

/** The fields the editor's form would post without JavaScript: inputs, text areas and selects as rendered. */
function formFields(html: string): URLSearchParams {
  const fields = new URLSearchParams();
  // The editor's form, not the header's sign-out forms.
  const form = [...html.matchAll(/<form\b[^>]*>([\s\S]*?)<\/form>/gi)].map((match) => match[1]!).find((body) => body.includes('name="title"')) ?? "";
  for (const [tag] of form.matchAll(/<input\b[^>]*>/gi)) {
    const name = attribute(tag, "name");
    const type = attribute(tag, "type") ?? "text";
    if (!name || type === "file" || type === "submit" || type === "button") continue;
    if ((type === "checkbox" || type === "radio") && !/\schecked(=|\s|>|\/)/.test(tag)) continue;
    fields.append(name, attribute(tag, "value") ?? (type === "checkbox" ? "on" : ""));
  }
  for (const [, attributes, text] of form.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/gi)) {
    const name = attribute(attributes!, "name");
    if (name) fields.append(name, decode(text!.replace(/^\n/, "")));
  }
  for (const [, attributes, options] of form.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/gi)) {
    const name = attribute(attributes!, "name");
    const selected = /<option\b[^>]*\sselected[^>]*>/i.exec(options!)?.[0] ?? /<option\b[^>]*>/i.exec(options!)?.[0];
    if (name && selected) fields.append(name, attribute(selected, "value") ?? "");
  }
  return fields;
}

async function timed(url: string, cookie: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

async function listLatencies(origin: string, cookie: string, query: string): Promise<{ page: number[]; data: number[] }> {
  const page: number[] = [];
  const data: number[] = [];
  for (let warm = 0; warm < 10; warm++) await timed(`${origin}/admin?${query}`, cookie);
  for (let index = 0; index < REQUESTS; index++) {
    page.push(await timed(`${origin}/admin?${query}`, cookie));
    data.push(await timed(`${origin}/admin.data?index&${query}`, cookie));
  }
  return { page, data };
}

/** Saves a new title through the editor's form and waits until the public page shows it. */
async function saveToPublic(origin: string, cookie: string, id: number, run: number): Promise<{ saveMs: number; publicMs: number }> {
  const editor = await fetch(`${origin}/admin/products/${id}`, { headers: { cookie } });
  if (editor.status !== 200) throw new Error(`the editor answered ${editor.status}`);
  const fields = formFields(await editor.text());
  if (!fields.get("version") || !fields.get("title")) throw new Error("the editor's form was not found");
  const title = `Bench Oak ${run} ${Date.now().toString(36)}`;
  fields.set("title", title);
  fields.set("isPublished", "on");
  const started = performance.now();
  const saved = await fetch(`${origin}/admin/products/${id}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: fields,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const saveMs = performance.now() - started;
  if (saved.status !== 303) throw new Error(`the save answered ${saved.status}: ${(await saved.text()).slice(0, 300)}`);
  // A visitor's requests from then on, with no cookie: the page cache and read caches in play.
  for (;;) {
    const response = await fetch(`${origin}/products/${id}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    const html = await response.text();
    if (response.status === 200 && html.includes(title)) break;
    if (performance.now() - started > TIMEOUT_MS) throw new Error("the public page never showed the save");
  }
  return { saveMs, publicMs: performance.now() - started };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main(): Promise<void> {
  const [loadBefore = 0] = os.loadavg();
  process.env.ADMIN_EMAIL = ADMIN.email;
  process.env.ADMIN_PASSWORD = ADMIN.password;
  console.log("Starting the site…");
  const server = await startServer();
  const origin = server.origin;
  let list: { page: number[]; data: number[] };
  const saves: { saveMs: number; publicMs: number }[] = [];
  const query = "q=oak&state=published&sort=updated";
  try {
    const cookie = await signInAsAdmin(origin);
    list = await listLatencies(origin, cookie, query);
    const products = (await (await fetch(`${origin}/api/products`)).json()) as { data: Array<{ id: number }> };
    const ids = products.data.slice(0, SAVES).map((product) => product.id);
    for (let run = 0; run < SAVES; run++) {
      const id = ids[run % ids.length]!;
      // Once seen by a visitor, so the save has a cached page and cached reads to replace.
      await fetch(`${origin}/products/${id}`).then((response) => response.arrayBuffer());
      const result = await saveToPublic(origin, cookie, id, run);
      saves.push(result);
      console.log(`save ${run + 1}: answered ${round(result.saveMs)} ms, on the public page ${round(result.publicMs)} ms`);
    }
  } finally {
    await server.stop();
  }

  console.log(
    `\n${formatTable(
      [`/admin?${query} (${REQUESTS} each)`, "p50 ms", "p95 ms", "p99 ms", "max ms"],
      [
        ["page (HTML)", ...[50, 95, 99].map((p) => round(percentile(list.page, p), 1)), round(Math.max(...list.page), 1)],
        ["data (client navigation)", ...[50, 95, 99].map((p) => round(percentile(list.data, p), 1)), round(Math.max(...list.data), 1)],
      ],
    )}`,
  );
  console.log(
    `\n${formatTable(
      [`save to public page (${SAVES} runs)`, "p50 ms", "max ms"],
      [
        ["save answered", round(percentile(saves.map((s) => s.saveMs), 50)), round(Math.max(...saves.map((s) => s.saveMs)))],
        ["public page shows it", round(percentile(saves.map((s) => s.publicMs), 50)), round(Math.max(...saves.map((s) => s.publicMs)))],
      ],
    )}`,
  );
  console.log(`\nLoad average before the run: ${loadBefore.toFixed(2)}, after: ${os.loadavg()[0]!.toFixed(2)} (${os.cpus().length} cores).`);
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `admin-${timestamp()}.json`);
  await writeFile(file, `${JSON.stringify({ loadBefore, cores: os.cpus().length, query, list, saves }, null, 2)}\n`);
  console.log(`Results: ${path.relative(process.cwd(), file)}`);
}


main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
