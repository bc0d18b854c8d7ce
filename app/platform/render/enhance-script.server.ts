import { readFileSync } from "node:fs";
import path from "node:path";

/*
 * The address of the module a page without the client app loads (islands/enhance.ts, page-scripts.tsx).
 * It is built as an entry of its own beside the app (vite.config.ts), under a hashed name that
 * Vite's manifest records (`build/client/.vite/manifest.json`, kept by `build.manifest`; the
 * static files never serve a dot-folder). In development Vite serves the source at its path.
 */

const SOURCE = "app/islands/enhance.ts";

let built: string | undefined;

/** `/assets/enhance-….js` in a build (read once), `/app/islands/enhance.ts` in development. */
export function enhanceScriptAddress(): string {
  if (import.meta.env.DEV) return `/${SOURCE}`;
  built ??= builtAddress(path.resolve(process.env.BUILD_DIR ?? "build", "client"));
  return built;
}

/** The entry's file in a client build's manifest. Throws when the build has none: a build error, not a page's. */
export function builtAddress(clientDir: string): string {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, ".vite", "manifest.json"), "utf8")) as Record<string, { file?: string }>;
  const file = manifest[SOURCE]?.file;
  if (!file) throw new Error(`The client build's manifest names no ${SOURCE}.`);
  return `/${file}`;
}
