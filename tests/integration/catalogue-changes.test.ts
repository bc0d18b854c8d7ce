import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Browser } from "../support/test-browser";
import { cleanUpServers, randomTestPort, requireBuild, scratchPostgresDatabase, startServer, waitForHealth } from "../support/test-server-process";

/*
 * Two server processes on one PostgreSQL server, as production runs behind a load balancer: a
 * change staff make through one is what visitors get from the other on their next request, even
 * though the other had the pages and reads cached.
 */

beforeAll(() => {
  requireBuild();
});
afterEach(cleanUpServers);

const ADMIN = { email: "owner@example.ca", password: "walnut-ferry-lantern-42" };

async function startSite(env: Record<string, string>) {
  const port = randomTestPort();
  const origin = `http://127.0.0.1:${port}`;
  startServer({ PORT: String(port), PUBLIC_URL: origin, LOG_LEVEL: "warn", ...env });
  await waitForHealth(origin);
  return origin;
}

/** Asks until `check` holds, for at most `withinMs`; how long it took. */
async function timeUntil(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`not seen within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("catalogue changes across processes", () => {
  it("a product unpublished through one process is gone from the other's pages at once, and back when published", async () => {
    const database = await scratchPostgresDatabase("changes");
    try {
      const env = {
        DATABASE_URL: database.url,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SESSION_SECRET: "a-shared-secret-for-both-processes-0123456789",
      };
      const writer = await startSite(env);
      const reader = await startSite(env);

      // A visitor on the second process: the product's page and the list, now in its caches.
      const product = (await (await fetch(`${reader}/api/products`)).json()) as { data: Array<{ id: number; title: string }> };
      const { id, title } = product.data[0]!;
      const page = () => fetch(`${reader}/products/${id}`);
      const listed = async () => (await (await fetch(`${reader}/products`)).text()).includes(`href="/products/${id}"`);
      expect((await page()).status).toBe(200);
      expect((await page()).status).toBe(200);
      expect(await listed()).toBe(true);

      const staff = new Browser(writer);
      expect((await staff.signIn(ADMIN.email, ADMIN.password)).status).toBe(303);
      const unpublished = await staff.request("/admin?index", { form: { intent: "unpublish", ids: String(id), confirmed: "1" } });
      expect(unpublished.status).toBe(200);
      expect(await unpublished.text()).toContain("Updated: 1 product");

      const gone = await timeUntil(async () => (await page()).status === 404 && !(await listed()), 1_000);
      expect(gone).toBeLessThan(1_000);

      const published = await staff.request("/admin?index", { form: { intent: "publish", ids: String(id), confirmed: "1" } });
      expect(published.status).toBe(200);
      await timeUntil(async () => {
        const response = await page();
        return response.status === 200 && (await response.text()).includes(title.replace(/&/g, "&amp;"));
      }, 1_000);
      expect(await listed()).toBe(true);
    } finally {
      cleanUpServers();
      await database.drop();
    }
  }, 120_000);
});
