#!/usr/bin/env node
/*
 * Moves the code from layer folders into the feature layout (docs/architecture.md), changing no
 * logic: each file listed in `feature-layout.map` moves with `git mv`, a test beside its subject
 * follows it, and every import of a moved file (and every import inside a moved file) is written
 * anew. Route modules keep their route ids, so metrics labels, cache keys and message scopes stay.
 *
 *   node scripts/refactor/move-to-features.mjs          # moves and rewrites
 *   node scripts/refactor/move-to-features.mjs --plan   # prints the full move list only
 *
 * Kept in the repository as the record of how the layout came to be.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const ROOT = process.cwd();
const planOnly = process.argv.includes("--plan");
/** `--map <file>`: a later, partial move (no check that every file has a place). */
const mapArgument = process.argv.indexOf("--map");
const partialMap = mapArgument > 0 ? process.argv[mapArgument + 1] : null;
const EXTENSIONS = ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx"];
/** Files that stay where they are: the route table, the document, the stylesheet, the content. */
const STAYS = [/^app\/(root\.tsx|routes\.ts|entry\.server\.tsx|app\.css)$/, /^app\/content\//];
/** server/ unit tests of server/ modules stay beside them; the black-box suites move. */
const SERVER_UNIT_TESTS = new Set(["server/admin-area.test.ts", "server/request-guards.test.ts"]);

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (name === "node_modules" || name.startsWith(".")) continue;
    if (statSync(full).isDirectory()) walk(full, out);
    else out.push(path.relative(ROOT, full));
  }
  return out;
}

// ---- the plan
const moves = new Map();
for (const line of readFileSync(path.join(ROOT, partialMap ?? "scripts/refactor/feature-layout.map"), "utf8").split("\n")) {
  const trimmed = line.trim();
  if (!trimmed || trimmed.startsWith("#")) continue;
  const [from, to] = trimmed.split(/\s+/);
  if (!existsSync(from)) throw new Error(`not found: ${from}`);
  moves.set(from, to === "-" ? null : to);
}
const codeFiles = walk("app").filter((file) => /\.(ts|tsx)$/.test(file) && !file.includes("/migrations/"));
for (const file of codeFiles) {
  if (moves.has(file)) continue;
  if (partialMap && !/\.test\.tsx?$/.test(file)) continue;
  const test = /^(.*)\.test\.(tsx?)$/.exec(file);
  if (test) {
    const subject = [`${test[1]}.ts`, `${test[1]}.tsx`].find((candidate) => moves.has(candidate));
    if (subject && moves.get(subject)) {
      moves.set(file, moves.get(subject).replace(/\.tsx?$/, `.test.${test[2]}`));
      continue;
    }
  }
  if (partialMap) continue;
  if (!STAYS.some((pattern) => pattern.test(file))) throw new Error(`no place for ${file}`);
}
for (const file of partialMap ? [] : readdirSync("server")) {
  const full = `server/${file}`;
  if (file.endsWith(".test.ts") && !SERVER_UNIT_TESTS.has(full) && !moves.has(full)) {
    moves.set(full, `tests/integration/${file}`);
  }
}
const targets = [...moves.values()].filter(Boolean);
if (new Set(targets).size !== targets.length) throw new Error("two files would move to one place");

if (planOnly) {
  for (const [from, to] of moves) console.log(`${from} -> ${to ?? "(removed)"}`);
  process.exit(0);
}

// ---- rewriting imports
const SOURCES = [
  ...walk("app"),
  ...walk("server"),
  ...walk("tests"),
  ...walk("scripts"),
  ...walk("bench"),
  "playwright.config.ts",
  "vitest.config.ts",
  "vite.config.ts",
  "drizzle.config.ts",
  "react-router.config.ts",
].filter((file) => /\.(ts|tsx|js|mjs)$/.test(file) && existsSync(file) && !file.startsWith("scripts/refactor/"));

const newPath = (file) => (moves.has(file) ? moves.get(file) : file);

function resolveSpecifier(importer, specifier) {
  let base;
  if (specifier.startsWith("~/")) base = path.join("app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.join(path.dirname(importer), specifier);
  else return null;
  for (const extension of EXTENSIONS) {
    const candidate = path.normalize(base + extension);
    if (existsSync(candidate) && statSync(candidate).isFile()) return { file: candidate, extension };
  }
  return null;
}

function specifierFor(importer, original, resolved) {
  const target = newPath(resolved.file);
  if (target === null) throw new Error(`${importer} imports ${resolved.file}, which is removed`);
  const bare = resolved.extension ? target.slice(0, -resolved.extension.length) : target;
  // The app's alias for app/ files imported with it; a relative path otherwise.
  if (original.startsWith("~/") && bare.startsWith("app/")) return `~/${bare.slice(4)}`;
  let relative = path.relative(path.dirname(newPath(importer)), bare);
  if (!relative.startsWith(".")) relative = `./${relative}`;
  return relative;
}

const IMPORT = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)(["'])([^"']+)\2/g;
const rewritten = new Map();
for (const file of SOURCES) {
  const source = readFileSync(file, "utf8");
  const next = source.replace(IMPORT, (match, lead, quote, specifier) => {
    const resolved = resolveSpecifier(file, specifier);
    if (!resolved) return match;
    if (!moves.has(resolved.file) && !moves.has(file)) return match;
    return `${lead}${quote}${specifierFor(file, specifier, resolved)}${quote}`;
  });
  if (next !== source) rewritten.set(file, next);
}

// ---- paths written as strings (route table, scripts, configs, tests naming route modules)
const literalMoves = [...moves].filter(([, to]) => to);
function rewriteLiterals(text) {
  let out = text;
  for (const [from, to] of literalMoves) {
    out = out.split(`"${from}"`).join(`"${to}"`);
    out = out.split(`"./${from}"`).join(`"./${to}"`);
    out = out.split(`\`${from}\``).join(`\`${to}\``);
    if (from.startsWith("app/") && to.startsWith("app/")) {
      out = out.split(`"${from.slice(4)}"`).join(`"${to.slice(4)}"`);
    }
  }
  return out;
}
for (const file of [...SOURCES, "package.json", "scripts/test.sh"]) {
  const source = rewritten.get(file) ?? readFileSync(file, "utf8");
  const next = rewriteLiterals(source);
  if (next !== source) rewritten.set(file, next);
}

// ---- a renamed route module reads its generated types by its new name
for (const [from, to] of moves) {
  if (!to || !to.startsWith("app/features/")) continue;
  const oldBase = path.basename(from).replace(/\.tsx?$/, "");
  const newBase = path.basename(to).replace(/\.tsx?$/, "");
  if (oldBase === newBase) continue;
  const source = rewritten.get(from) ?? readFileSync(from, "utf8");
  const next = source.split(`"./+types/${oldBase}"`).join(`"./+types/${newBase}"`);
  if (next !== source) rewritten.set(from, next);
}

// ---- the route table keeps each route's id (the old module path without its extension)
const table = rewritten.get("app/routes.ts") ?? readFileSync("app/routes.ts", "utf8");
const pinned = table.replace(
  /(\b(?:index|route)\(\s*(?:"[^"]*",\s*)?)"(features\/[^"]+)"(\s*(?:,\s*\{\s*id:[^}]*\})?)/g,
  (match, lead, module, rest) => {
    if (rest.includes("id:")) return match;
    const old = [...moves].find(([, to]) => to === `app/${module}`)?.[0];
    if (!old) return match;
    const id = old.slice(4).replace(/\.tsx?$/, "");
    return `${lead}"${module}", { id: "${id}" }${rest}`;
  },
);
rewritten.set("app/routes.ts", pinned);

// ---- apply: rewrite contents in place, then move with git so history follows
for (const [file, text] of rewritten) writeFileSync(file, text);
for (const [from, to] of moves) {
  if (to === null) {
    execFileSync("git", ["rm", "-q", "-f", from]);
    continue;
  }
  mkdirSync(path.dirname(to), { recursive: true });
  execFileSync("git", ["mv", from, to]);
}
if (!partialMap) execFileSync("git", ["mv", "app/db/migrations", "app/platform/db/migrations"]);
console.log(`${moves.size} files moved, ${rewritten.size} files rewritten`);
