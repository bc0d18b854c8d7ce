import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { cleanUpServers, requireBuild, scratchPostgresDatabase, startSite } from "../support/test-server-process";

/*
 * The runtime the project brings (decision 054): the `node` package pinned in package.json, whose
 * binary npm puts first on every script's PATH. The tests' own workers, the built server and the
 * cluster's processes all run it; the server refuses to start on a Node.js older than 24.
 */

const pinned = (JSON.parse(readFileSync("package.json", "utf8")) as { dependencies: Record<string, string> }).dependencies.node!;
const versionOf = (metrics: string) => /^nodejs_version_info\{version="(v[\d.]+)"/m.exec(metrics)?.[1];

afterAll(cleanUpServers);

describe("the project's runtime", () => {
  it("is pinned to an exact Node.js 24 release, and the package says it needs 24", () => {
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    const manifest = JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string }; allowScripts: Record<string, boolean> };
    expect(manifest.engines.node).toBe(">=24");
    // Its install script fetches the platform's binary: allowed by name.
    expect(manifest.allowScripts.node).toBe(true);
  });

  it("runs this test worker", () => {
    expect(process.version).toBe(`v${pinned}`);
  });

  it("runs the built server", async () => {
    requireBuild();
    const site = await startSite();
    expect(versionOf(await (await fetch(`${site.origin}/metrics`)).text())).toBe(`v${pinned}`);
  }, 60_000);

  it.runIf(process.env.TEST_DATABASE_URL)("runs every process of a cluster on the PostgreSQL server", async () => {
    requireBuild();
    const database = await scratchPostgresDatabase("runtime");
    try {
      const cluster = await startSite({ DATABASE_URL: database.url, WEB_CONCURRENCY: "2" });
      // The primary adds up its workers' metrics: one version among them all.
      const metrics = await (await fetch(`${cluster.origin}/metrics`)).text();
      const versions = new Set([...metrics.matchAll(/^nodejs_version_info\{version="(v[\d.]+)"/gm)].map((match) => match[1]));
      expect([...versions]).toEqual([`v${pinned}`]);
    } finally {
      cleanUpServers();
      await database.drop();
    }
  }, 120_000);

  // The machine's own Node.js, where it is older than 24 (this machine's is 20): the server says what it needs and stops.
  const machineNode = ["/usr/bin/node", "/usr/local/bin/node"].find((file) => existsSync(file));
  const machineVersion = machineNode ? spawnSync(machineNode, ["-p", "process.versions.node"], { encoding: "utf8" }).stdout.trim() : "";
  it.skipIf(!machineVersion || Number(machineVersion.split(".")[0]) >= 24)(`refuses to start on the machine's Node.js ${machineVersion}`, () => {
    const run = spawnSync(machineNode!, ["server/index.js"], { encoding: "utf8", timeout: 20_000, env: { ...process.env, PORT: "0" } });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `The site needs Node.js 24 or newer and this is ${machineVersion}: start it with \`npm start\`, or with node_modules/.bin/node server/index.js.`,
    );
  });
});
