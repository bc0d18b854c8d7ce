import { readFileSync } from "node:fs";
import path from "node:path";
import { CHROME_MODULE, ISLANDS_MODULE, type IslandScripts } from "./page-scripts";

/*
 * The address of the module a page without the client app loads (islands/enhance.ts, or the page's
 * own that runs it too: page-scripts.tsx).
 * It is built as an entry of its own beside the app (vite.config.ts), under a hashed name that
 * Vite's manifest records (`build/client/.vite/manifest.json`, kept by `build.manifest`; the
 * static files never serve a dot-folder). In development Vite serves the source at its path.
 */

const built = new Map<string, string>();

/** `/assets/enhance-….js` in a build (read once per module), `/app/islands/enhance.ts` in development. */
export function enhanceScriptAddress(source: string = CHROME_MODULE): string {
  if (import.meta.env.DEV) return `/${source}`;
  let address = built.get(source);
  if (!address) {
    address = builtAddress(path.resolve(process.env.BUILD_DIR ?? "build", "client"), source);
    built.set(source, address);
  }
  return address;
}

/** The entry's file in a client build's manifest. Throws when the build has none: a build error, not a page's. */
export function builtAddress(clientDir: string, source: string = CHROME_MODULE): string {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, ".vite", "manifest.json"), "utf8")) as Record<string, { file?: string }>;
  const file = manifest[source]?.file;
  if (!file) throw new Error(`The client build's manifest names no ${source}.`);
  return `/${file}`;
}

const islandScriptsBuilt = new Map<string, IslandScripts>();

/**
 * The islands' module and what the page preloads for the islands it names (their modules,
 * islands/island-sources.ts): the page loads React DOM and those components only. In development Vite serves the module's source.
 */
export function islandScriptsAddress(sources: readonly string[]): IslandScripts {
  if (import.meta.env.DEV) return { entry: `/${ISLANDS_MODULE}`, preload: [] };
  const key = sources.join(",");
  let scripts = islandScriptsBuilt.get(key);
  if (!scripts) {
    const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
    const entry = builtAddress(clientDir, ISLANDS_MODULE);
    // The islands' own modules: the browser finds the rest as their imports unfold (and the
    // islands' module preloads each one's chunks as it imports it). One link each keeps the HTML small.
    scripts = { entry, preload: sources.map((source) => builtAddress(clientDir, source)) };
    islandScriptsBuilt.set(key, scripts);
  }
  return scripts;
}
