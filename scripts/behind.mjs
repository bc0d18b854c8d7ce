#!/usr/bin/env node
// Lists the production dependencies behind the latest release of their own major, from the npm
// registry (what `npm outdated` reads; its audit endpoint does not answer from the build machines).
// Prints one line per package, or that none is behind; never fails the run: without the registry it
// says so. Decision 054.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const manifest = JSON.parse(readFileSync("package.json", "utf8"));
const registry = (() => {
  try {
    return execFileSync("npm", ["config", "get", "registry"], { encoding: "utf8" }).trim().replace(/\/?$/, "/");
  } catch {
    return "https://registry.npmjs.org/";
  }
})();

const parse = (version) => {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return match ? match.slice(1).map(Number) : null;
};
const newer = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

async function latestInMajor(name, pinned) {
  const current = parse(pinned);
  if (!current) return null;
  const response = await fetch(`${registry}${name.replace("/", "%2f")}`, {
    headers: { accept: "application/vnd.npm.install-v1+json" },
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`${name}: ${response.status}`);
  const { versions } = await response.json();
  // Releases only (no pre-releases), of the same major; for 0.x the same minor, as npm's caret reads it.
  const sameLine = Object.keys(versions)
    .map((version) => [version, parse(version)])
    .filter(([, parts]) => parts && parts[0] === current[0] && (current[0] !== 0 || parts[1] === current[1]) && !versions[parts.join(".")]?.deprecated)
    .sort(([, a], [, b]) => newer(b, a));
  const [latest, parts] = sameLine[0] ?? [];
  return latest && newer(parts, current) > 0 ? latest : null;
}

const entries = Object.entries(manifest.dependencies ?? {});
try {
  const results = await Promise.all(entries.map(async ([name, pinned]) => [name, pinned, await latestInMajor(name, pinned)]));
  const behind = results.filter(([, , latest]) => latest);
  if (behind.length === 0) console.log(`Production dependencies: all ${entries.length} at the latest release of their major.`);
  else {
    console.log(`Production dependencies behind the latest release of their major (${behind.length} of ${entries.length}):`);
    for (const [name, pinned, latest] of behind) console.log(`  ${name} ${pinned} -> ${latest}`);
  }
} catch (error) {
  console.log(`Production dependencies: the registry could not be read (${error instanceof Error ? error.message : error}).`);
}
