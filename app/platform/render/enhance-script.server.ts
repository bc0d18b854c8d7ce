import { readFileSync } from "node:fs";
import path from "node:path";
import { CHROME_MODULE } from "./page-scripts";

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
