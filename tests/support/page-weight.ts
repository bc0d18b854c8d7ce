import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

/*
 * What a public page costs a phone, read from its HTML and the built assets it names (issue 44's
 * budgets): every script chunk the page loads as it opens (the ones its HTML names and, through
 * them, every chunk they import statically; a chunk imported only on demand, such as the
 * toaster's, is loaded by a tap and is not counted), each at its Brotli size as the server sends
 * it; the HTML's own size; and the part of the HTML that is loader data repeated for hydration.
 */

export interface PageWeight {
  /** Brotli bytes of every chunk loaded as the page opens. */
  scriptBytes: number;
  /** The chunks, as `/assets/…` addresses, with their Brotli bytes. */
  scripts: { file: string; bytes: number }[];
  /** The HTML's bytes, uncompressed, as the budget counts them. */
  htmlBytes: number;
  /** The HTML's bytes that are loader data sent again for hydration (React Router's stream). */
  dataBytes: number;
}

/**
 * Script addresses a page's HTML names: module sources, module preloads and imports in its inline
 * scripts. React Router's route manifest is left out: it names the modules of the pages this one
 * links to, which load only when a link is followed.
 */
export function scriptsNamedBy(html: string): string[] {
  const named = new Set<string>();
  const withoutManifest = html.replace(/window\.__reactRouterManifest\s*=.*/g, "");
  for (const match of withoutManifest.matchAll(/["'(](\/assets\/[\w.-]+\.js)["')]/g)) named.add(match[1]!);
  return [...named];
}

/** The chunks one built chunk imports statically (`import … from "./x.js"`, `import "./x.js"`), as addresses. */
export function staticImportsOf(source: string, address: string): string[] {
  const base = address.slice(0, address.lastIndexOf("/") + 1);
  const found = new Set<string>();
  // Minified output: `import{a as b}from"./x.js"`, `import"./x.js"`, `export{c}from"./x.js"`;
  // never `import("./x.js")`, which loads on demand.
  for (const match of source.matchAll(/(?:\bimport|\bexport)\s*(?:[\w*${}\s,]+?\s*from\s*)?["'](\.{1,2}\/[\w./-]+\.js)["']/g)) {
    found.add(new URL(match[1]!, `http://x${base}`).pathname);
  }
  return [...found];
}

/** React Router's loader data in the HTML: the inline scripts that fill `__reactRouterContext`. */
export function loaderDataBytes(html: string): number {
  let bytes = 0;
  for (const match of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    if (match[1]!.includes("__reactRouterContext")) bytes += Buffer.byteLength(match[0], "utf8");
  }
  return bytes;
}

/** The Brotli size of a built file: its precompressed copy where the build wrote one, else compressed here. */
function brotliBytes(file: string, sizes: Map<string, number>): number {
  const known = sizes.get(file);
  if (known !== undefined) return known;
  const bytes = existsSync(`${file}.br`)
    ? readFileSync(`${file}.br`).length
    : brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  sizes.set(file, bytes);
  return bytes;
}

/**
 * A page's weight from its HTML and the client build (`build/client`). `sizes` keeps the Brotli
 * size of each chunk between pages.
 */
export function pageWeight(html: string, clientDir: string, sizes = new Map<string, number>()): PageWeight {
  const seen = new Set<string>();
  const queue = scriptsNamedBy(html);
  const scripts: PageWeight["scripts"] = [];
  while (queue.length > 0) {
    const address = queue.shift()!;
    if (seen.has(address)) continue;
    seen.add(address);
    const file = path.join(clientDir, address);
    if (!existsSync(file)) throw new Error(`The page names ${address}, which the build does not have.`);
    scripts.push({ file: address, bytes: brotliBytes(file, sizes) });
    queue.push(...staticImportsOf(readFileSync(file, "utf8"), address));
  }
  return {
    scriptBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    scripts,
    htmlBytes: Buffer.byteLength(html, "utf8"),
    dataBytes: loaderDataBytes(html),
  };
}

/** Issue 44's budgets: compressed script per page, and the HTML of the two heaviest lists. */
export const SCRIPT_BUDGET_KB = { light: 10, interactive: 75 } as const;
export const HTML_BUDGET_KB: Readonly<Record<string, number>> = { "/": 40, "/products": 70 };

/** The pages allowed the interactive budget (both languages); every other public page has the light one. */
const INTERACTIVE = [/^\/$/, /^\/products$/, /^\/products\/[^/]+$/, /^\/inspiration\/gallery(\/|$)/, /^\/contact$/];

/** A page's script budget in KB, from its English address. */
export const scriptBudgetKB = (englishPath: string) =>
  INTERACTIVE.some((pattern) => pattern.test(englishPath)) ? SCRIPT_BUDGET_KB.interactive : SCRIPT_BUDGET_KB.light;
