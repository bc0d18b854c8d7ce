import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit and integration tests run without the React Router plugin: they import modules directly.
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/support/seeded-data-dir.global.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default leaves one core idle; most files here wait on servers, browsers and databases.
    maxWorkers: 2,
  },
});
