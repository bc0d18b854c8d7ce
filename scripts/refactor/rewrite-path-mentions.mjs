#!/usr/bin/env node
/*
 * After move-to-features.mjs: comments and documents that name a moved file by its path
 * (`app/lib/job-runner.server.ts`) name it by its new one. Run from the repository's root with
 * the move list: node scripts/refactor/move-to-features.mjs --plan | node scripts/refactor/rewrite-path-mentions.mjs
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const plan = readFileSync(0, "utf8")
  .split("\n")
  .map((line) => /^(\S+) -> (\S+)$/.exec(line))
  .filter((match) => match && match[2] !== "(removed)")
  .map((match) => [match[1], match[2]])
  .sort((a, b) => b[0].length - a[0].length);

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (name === "node_modules" || name.startsWith(".") || name === "results" || name === "refactor") continue;
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.(ts|tsx|js|mjs|md|sh)$/.test(name)) out.push(full);
  }
  return out;
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
let changed = 0;
for (const file of [...["app", "server", "tests", "scripts", "bench"].flatMap((dir) => walk(dir)), "README.md"]) {
  const source = readFileSync(file, "utf8");
  let next = source;
  for (const [from, to] of plan) {
    next = next.replace(new RegExp(`(?<![\\w/.-])${escape(from)}(?![\\w])`, "g"), to);
  }
  if (next !== source) {
    writeFileSync(file, next);
    changed += 1;
  }
}
console.log(`${changed} files name the new paths`);
