// `npm run bench:page-weight [-- /path ...]`: what each public page costs a phone in script and
// HTML, in English and French, against issue 44's budgets (tests/support/page-weight.ts).
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { localizedPath } from "../app/platform/i18n/site-locale";
import { HTML_BUDGET_KB, pageWeight, scriptBudgetKB } from "../tests/support/page-weight";
import { publicRoutes } from "./public-routes";
import { ROOT, RESULTS_DIR, startServer } from "./server";
import { formatTable, round, timestamp } from "./table";

const KB = 1024;

async function main() {
  const wanted = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
  const routes = wanted.length > 0 ? wanted : publicRoutes;
  const clientDir = path.join(process.env.BUILD_DIR ?? path.join(ROOT, "build"), "client");
  const server = await startServer();
  const sizes = new Map<string, number>();
  const rows: {
    page: string;
    scriptKB: number;
    chunks: number;
    htmlKB: number;
    dataKB: number;
    scriptBudgetKB: number;
    htmlBudgetKB: number | null;
  }[] = [];
  try {
    for (const route of routes) {
      for (const locale of ["en", "fr"] as const) {
        const page = localizedPath(route, locale);
        const response = await fetch(`${server.origin}${page}`, { headers: { "accept-encoding": "identity" } });
        if (!response.ok) {
          console.warn(`${page} answered ${response.status}; left out.`);
          continue;
        }
        const weight = pageWeight(await response.text(), clientDir, sizes);
        rows.push({
          page,
          scriptKB: round(weight.scriptBytes / KB, 1)!,
          chunks: weight.scripts.length,
          htmlKB: round(weight.htmlBytes / KB, 1)!,
          dataKB: round(weight.dataBytes / KB, 1)!,
          scriptBudgetKB: scriptBudgetKB(route),
          htmlBudgetKB: HTML_BUDGET_KB[route] ?? null,
        });
      }
    }
  } finally {
    await server.stop();
  }
  const over = (row: (typeof rows)[number]) =>
    [row.scriptKB > row.scriptBudgetKB ? "script" : "", row.htmlBudgetKB !== null && row.htmlKB > row.htmlBudgetKB ? "HTML" : ""]
      .filter(Boolean)
      .join(" + ");
  console.log("(compressed = Brotli, as the server sends the built scripts; HTML uncompressed)");
  console.log(
    formatTable(
      ["page", "script KB", "chunks", "budget KB", "HTML KB", "HTML budget", "loader data KB", "over"],
      rows.map((row) => [row.page, row.scriptKB, row.chunks, row.scriptBudgetKB, row.htmlKB, row.htmlBudgetKB, row.dataKB, over(row)]),
    ),
  );
  const failing = rows.filter((row) => over(row) !== "");
  console.log(failing.length === 0 ? "Every page within its budgets." : `${failing.length} of ${rows.length} pages over a budget.`);
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `page-weight-${timestamp()}.json`);
  await writeFile(file, JSON.stringify(rows, null, 2));
  console.log(`Results: ${path.relative(ROOT, file)}`);
}

await main();
