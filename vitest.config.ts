import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * Tests of code that runs in the browser or on both sides (components, schemas, formats): no
 * database, no server, no environment. They share their worker's modules instead of loading
 * them again for each file, which halved their time. Server code (`*.server.test.ts`), the
 * black-box suites and the scripts keep a fresh module graph per file: they hold databases,
 * caches and settings in module state.
 */
const SERVER_CODE = "app/**/*.server.test.ts";
const sharedModules = {
  name: "shared",
  include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
  exclude: [...configDefaults.exclude, SERVER_CODE],
  isolate: false,
};
const isolated = { name: "isolated", include: [SERVER_CODE, "tests/**/*.test.ts", "scripts/**/*.test.ts"] };

// Unit and integration tests run without the React Router plugin: they import modules directly.
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    environment: "node",
    globalSetup: ["tests/support/seeded-data-dir.global.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default leaves one core idle; most files here wait on servers, browsers and databases.
    maxWorkers: 2,
    projects: [{ extends: true, test: sharedModules }, { extends: true, test: isolated }],
  },
});
