import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { randomTestPort, seededDataDir, waitForHealth } from "../support/test-server-process";

/*
 * `npm run dev` as the README gives it: Vite's development server inside the site's own server.
 * React Router's packages are resolved by Vite with the "development" condition; the server's own
 * imports of them must resolve the same files, or a request's context is refused as foreign.
 */

let dev: ChildProcess | undefined;
afterAll(() => {
  // npm, the shell it starts and the server: the whole group.
  if (dev?.pid && dev.exitCode === null) process.kill(-dev.pid, "SIGKILL");
});

describe("npm run dev", () => {
  it("serves the public pages, one without the app and one with it, and the sign-in page", async () => {
    const port = randomTestPort();
    const origin = `http://127.0.0.1:${port}`;
    let output = "";
    dev = spawn("npm", ["run", "dev"], {
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: seededDataDir(), PUBLIC_URL: origin, LOG_LEVEL: "warn" },
    });
    dev.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    dev.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await waitForHealth(origin, 90_000);
    for (const [path, shows] of [
      ["/about", "/app/islands/enhance.ts"],
      ["/fr/products", "/app/islands/products-page.ts"],
      ["/fr/products/1", "__reactRouterContext"],
      ["/auth", "<form"],
    ] as const) {
      const response = await fetch(`${origin}${path}`);
      const html = await response.text();
      expect(response.status, `${path}\n${output.slice(-2000)}`).toBe(200);
      expect(html, path).toContain(shows);
    }
    // The development modules of the pages without the app are served by Vite.
    expect((await fetch(`${origin}/app/islands/enhance.ts`)).status).toBe(200);
    expect((await fetch(`${origin}/app/islands/products-page.ts`)).status).toBe(200);
  }, 150_000);
});
