import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { FetchRefused, parseAllowedHosts } from "./fetch-guard.server";
import { createSafeFetcher, FETCH_LIMITS, type Lookup, type SafeFetcher } from "./safe-fetch.server";

/*
 * The safe fetcher over real HTTP on 127.0.0.1. Nothing here may send a packet beyond loopback,
 * even with the fetcher broken: every socket connect in this process passes a guard that records
 * where it was going and stops any connection to a non-loopback address before it is made. Public
 * and private addresses elsewhere come from a resolver stub, never from DNS.
 */

const attempts: { host: string; port: number }[] = [];
const blocked: { host: string; port: number }[] = [];
const originalConnect = net.Socket.prototype.connect;
const LOOPBACK = new Set(["127.0.0.1", "::1", "localhost"]);

function installSocketGuard() {
  net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
    // net.connect() passes its arguments on already normalised, as an array.
    const [first, second] = Array.isArray(args[0]) ? (args[0] as unknown[]) : args;
    const options =
      typeof first === "object" && first !== null
        ? (first as { host?: string; port?: number | string; path?: string })
        : { port: first as number, host: typeof second === "string" ? second : undefined };
    if (!("path" in options && options.path)) {
      const target = { host: options.host ?? "localhost", port: Number(options.port) };
      attempts.push(target);
      if (!LOOPBACK.has(target.host)) {
        blocked.push(target);
        // Fails the socket as a refused connection would, without a packet being sent.
        process.nextTick(() => this.destroy(new Error(`test guard: a connection to ${target.host}:${target.port} was stopped`)));
        return this;
      }
    }
    return (originalConnect as (...rest: unknown[]) => net.Socket).apply(this, args);
  } as typeof net.Socket.prototype.connect;
}

/** A server on 127.0.0.1 that counts what reaches it. */
async function listen(handler: http.RequestListener) {
  const hits: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? "");
    handler(req, res);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

type Listening = Awaited<ReturnType<typeof listen>>;

let fixture: Listening;
let trap: Listening;
let fixtureHost = "";
let trapPort = 0;
let concurrent = 0;
let mostConcurrent = 0;
const fetchers: SafeFetcher[] = [];

/** The stub's answers: names that resolve to loopback, to private ranges, or to the public internet. */
const names: Record<string, string[]> = {
  "loopback.test": ["127.0.0.1"],
  "mixed.test": ["93.184.216.34", "10.0.0.7"],
  "v6-loopback.test": ["::1"],
  "metadata.test": ["169.254.169.254"],
  "office.test": ["192.168.1.20"],
  "cgnat.test": ["100.64.12.1"],
  "ula.test": ["fd00::5"],
  "linklocal6.test": ["fe80::1"],
  "mapped.test": ["::ffff:10.0.0.1"],
  "nowhere.test": [],
};
const stubLookup: Lookup = async (hostname) => {
  if (hostname === "localhost" || hostname === "localhost.") return ["127.0.0.1"];
  const answer = names[hostname.toLowerCase()];
  if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
  return answer;
};

function fetcher(options: Partial<Parameters<typeof createSafeFetcher>[0]> = {}) {
  const made = createSafeFetcher({
    userAgent: "CedarlineFlooring-Importer/1.0 (+http://localhost:3000)",
    allowedHosts: parseAllowedHosts(fixtureHost),
    lookup: stubLookup,
    // The trap's port counts as a web port, so only the address rules stand between it and a request.
    ports: [80, 443, trapPort],
    ...options,
  });
  fetchers.push(made);
  return made;
}

async function refusedFor(fetch: Promise<unknown>) {
  try {
    await fetch;
    return "fetched";
  } catch (error) {
    return error instanceof FetchRefused ? error.reason : `failed: ${(error as Error).message}`;
  }
}

beforeAll(async () => {
  installSocketGuard();
  trap = await listen((_req, res) => res.end("secret"));
  trapPort = trap.port;
  fixture = await listen((req, res) => {
    const url = new URL(req.url ?? "/", "http://fixture");
    const hop = Number(url.searchParams.get("hop") ?? 0);
    switch (url.pathname) {
      case "/page":
        res.setHeader("content-type", "text/html; charset=utf-8");
        res.end(`<h1>Oak</h1><p>${req.headers["user-agent"]}</p>`);
        return;
      case "/gzip":
        res.setHeader("content-encoding", "gzip");
        res.setHeader("content-type", "application/json");
        res.end(gzipSync(JSON.stringify({ items: ["oak", "maple"] })));
        return;
      case "/to-trap":
        res.writeHead(302, { location: `http://127.0.0.1:${trapPort}/secret` }).end();
        return;
      case "/to-trap-by-name":
        res.writeHead(301, { location: `http://localhost.:${trapPort}/secret` }).end();
        return;
      case "/to-metadata":
        res.writeHead(307, { location: "http://169.254.169.254/latest/meta-data/" }).end();
        return;
      case "/to-file":
        res.writeHead(302, { location: "file:///etc/passwd" }).end();
        return;
      case "/hops":
        if (hop > 0) res.writeHead(302, { location: `/hops?hop=${hop - 1}` }).end();
        else res.end("arrived");
        return;
      case "/missing":
        res.writeHead(404).end("not here");
        return;
      case "/big":
        res.setHeader("content-length", String(6 * 1024 * 1024));
        res.end(Buffer.alloc(6 * 1024 * 1024, 97));
        return;
      case "/big-chunked": {
        const chunk = Buffer.alloc(64 * 1024, 98);
        let sent = 0;
        const pump = () => {
          while (sent < 8 * 1024 * 1024 && !res.destroyed) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once("drain", pump);
          }
          res.end();
        };
        pump();
        return;
      }
      case "/bomb":
        // 64 MB of zeros in about 64 kB: the limit counts what it unpacks to.
        res.setHeader("content-encoding", "gzip");
        res.end(gzipSync(Buffer.alloc(64 * 1024 * 1024)));
        return;
      case "/endless": {
        const chunk = Buffer.alloc(16 * 1024, 99);
        const pump = () => {
          while (!res.destroyed) if (!res.write(chunk)) return void res.once("drain", pump);
        };
        pump();
        return;
      }
      case "/drip": {
        res.writeHead(200, { "content-type": "text/html" });
        const timer = setInterval(() => (res.destroyed ? clearInterval(timer) : res.write(".")), 100);
        res.on("close", () => clearInterval(timer));
        return;
      }
      case "/silent":
        // Headers never come.
        return;
      case "/slow": {
        concurrent += 1;
        mostConcurrent = Math.max(mostConcurrent, concurrent);
        setTimeout(() => {
          concurrent -= 1;
          res.end("done");
        }, 150);
        return;
      }
      default:
        res.writeHead(404).end();
    }
  });
  fixtureHost = `127.0.0.1:${fixture.port}`;
});

afterEach(() => {
  const stopped = blocked.splice(0);
  const reached = trap.hits.splice(0);
  expect(stopped, "connections to non-loopback addresses").toEqual([]);
  expect(reached, "requests that reached the trap").toEqual([]);
});

afterAll(async () => {
  net.Socket.prototype.connect = originalConnect;
  await Promise.all(fetchers.map((made) => made.close()));
  await fixture?.close();
  await trap?.close();
});

describe("the safe fetcher", () => {
  it("keeps the limits the import promises", () => {
    expect(FETCH_LIMITS).toEqual({
      connectMs: 5_000,
      totalMs: 20_000,
      redirects: 5,
      perHost: 4,
      bytes: { document: 5 * 1024 * 1024, image: 20 * 1024 * 1024 },
    });
  });

  it("fetches a page from an allowed host, naming itself, and unpacks a compressed answer", async () => {
    const fetch = fetcher();
    const page = await fetch.fetch(`http://${fixtureHost}/page`, { kind: "document" });
    expect(page.status).toBe(200);
    expect(page.contentType).toBe("text/html; charset=utf-8");
    expect(page.body.toString()).toBe("<h1>Oak</h1><p>CedarlineFlooring-Importer/1.0 (+http://localhost:3000)</p>");
    const json = await fetch.fetch(`http://${fixtureHost}/gzip`, { kind: "document" });
    expect(JSON.parse(json.body.toString())).toEqual({ items: ["oak", "maple"] });
  });

  it("follows up to five redirects, each checked, and no more", async () => {
    const fetch = fetcher();
    const arrived = await fetch.fetch(`http://${fixtureHost}/hops?hop=5`, { kind: "document" });
    expect(arrived.body.toString()).toBe("arrived");
    expect(arrived.url).toBe(`http://${fixtureHost}/hops?hop=0`);
    expect(await refusedFor(fetch.fetch(`http://${fixtureHost}/hops?hop=6`, { kind: "document" }))).toBe("too-many-redirects");
  });

  it("refuses an error status unless told to take it", async () => {
    const fetch = fetcher();
    expect(await refusedFor(fetch.fetch(`http://${fixtureHost}/missing`, { kind: "document" }))).toBe("http-status");
    const missing = await fetch.fetch(`http://${fixtureHost}/missing`, { kind: "document", anyStatus: true });
    expect(missing.status).toBe(404);
  });

  const hostile = (): [string, string][] => [
    [`http://127.0.0.1:${trapPort}/`, "private-address"],
    [`http://127.1:${trapPort}/`, "private-address"],
    [`http://0x7f000001:${trapPort}/`, "private-address"],
    [`http://2130706433:${trapPort}/`, "private-address"],
    [`http://0177.0.0.1:${trapPort}/`, "private-address"],
    [`http://[::1]:${trapPort}/`, "private-address"],
    [`http://[::ffff:127.0.0.1]:${trapPort}/`, "private-address"],
    [`http://0.0.0.0:${trapPort}/`, "private-address"],
    [`http://[::]:${trapPort}/`, "private-address"],
    [`http://localhost:${trapPort}/`, "private-address"],
    [`http://localhost.:${trapPort}/`, "private-address"],
    [`http://LOCALHOST:${trapPort}/`, "private-address"],
    [`http://loopback.test:${trapPort}/`, "private-address"],
    [`http://v6-loopback.test:${trapPort}/`, "private-address"],
    [`http://${fixtureHost}/to-trap`, "private-address"],
    [`http://${fixtureHost}/to-trap-by-name`, "private-address"],
    [`http://${fixtureHost}/to-metadata`, "private-address"],
    [`http://${fixtureHost}/to-file`, "scheme"],
    [`file:///etc/passwd`, "scheme"],
    [`data:text/html,<h1>x</h1>`, "scheme"],
    [`ftp://127.0.0.1:${trapPort}/`, "scheme"],
    [`gopher://127.0.0.1:${trapPort}/_GET%20/`, "scheme"],
    [`http://127.0.0.1:${trapPort + 1}/`, "port"],
    [`http://user:secret@${fixtureHost}/page`, "credentials"],
    [`http://nowhere.test/`, "unresolved"],
    [`http://no-such-name.test/`, "unresolved"],
  ];

  it("refuses at least twenty hostile links, and none reaches the address it names", async () => {
    const fetch = fetcher();
    const cases = hostile();
    expect(cases.length).toBeGreaterThanOrEqual(20);
    const answers = await Promise.all(cases.map(([link]) => refusedFor(fetch.fetch(link, { kind: "document" }))));
    expect(Object.fromEntries(cases.map(([link], index) => [link, answers[index]]))).toEqual(Object.fromEntries(cases));
    expect(attempts.filter((attempt) => attempt.port === trapPort)).toEqual([]);
  });

  it.each([
    ["metadata.test", "169.254.169.254"],
    ["office.test", "192.168.1.20"],
    ["cgnat.test", "100.64.12.1"],
    ["ula.test", "fd00::5"],
    ["linklocal6.test", "fe80::1"],
    ["mapped.test", "::ffff:10.0.0.1"],
    ["mixed.test", "10.0.0.7"],
  ])("refuses %s, which resolves to %s, before opening a socket", async (name, address) => {
    const fetch = fetcher();
    const before = attempts.length;
    const error = await fetch.fetch(`https://${name}/catalogue`, { kind: "document" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FetchRefused);
    expect((error as FetchRefused).reason).toBe("private-address");
    expect((error as FetchRefused).message).toContain(address);
    expect(attempts.length).toBe(before);
  });

  it("refuses private addresses written as the link's host before opening a socket", async () => {
    const fetch = fetcher();
    const before = attempts.length;
    for (const link of ["http://10.0.0.5/", "http://169.254.169.254/latest/meta-data/", "http://[fd00::1]/", "http://100.64.0.1/", "http://[fe80::1]/"]) {
      expect(await refusedFor(fetch.fetch(link, { kind: "document" })), link).toBe("private-address");
    }
    expect(attempts.length).toBe(before);
  });

  it("connects to the address it checked, not to a second answer from the name server", async () => {
    let lookups = 0;
    // A rebinding name server: public on the check, loopback after.
    const rebinding: Lookup = async () => (lookups++ === 0 ? ["93.184.216.34"] : ["127.0.0.1"]);
    const fetch = fetcher({ lookup: rebinding });
    const before = attempts.length;
    const failure = await refusedFor(fetch.fetch("http://rebind.test/", { kind: "document" }));
    // The guard stops the connection to the public address; that it was the one tried is the point.
    expect(failure).toMatch(/^failed: /);
    expect(attempts.slice(before)).toEqual([{ host: "93.184.216.34", port: 80 }]);
    expect(lookups).toBe(1);
    blocked.length = 0;
  });

  it("cuts an over-size page, a compressed bomb and a never-ending answer at the size limit", async () => {
    const fetch = fetcher();
    const started = Date.now();
    for (const path of ["/big", "/big-chunked", "/bomb", "/endless"]) {
      expect(await refusedFor(fetch.fetch(`http://${fixtureHost}${path}`, { kind: "document" })), path).toBe("too-large");
    }
    expect(Date.now() - started).toBeLessThan(10_000);
    // A picture may be larger than a page.
    const picture = await fetch.fetch(`http://${fixtureHost}/big`, { kind: "image" });
    expect(picture.body.length).toBe(6 * 1024 * 1024);
  });

  it("gives up on a slow drip and on silence when the whole-answer time runs out", async () => {
    const fetch = fetcher({ limits: { totalMs: 1_500 } });
    for (const path of ["/drip", "/silent"]) {
      const started = Date.now();
      expect(await refusedFor(fetch.fetch(`http://${fixtureHost}${path}`, { kind: "document" })), path).toBe("timeout");
      const took = Date.now() - started;
      expect(took, path).toBeGreaterThanOrEqual(1_400);
      expect(took, path).toBeLessThan(4_000);
    }
  });

  it("sends at most four requests at a time to one host", async () => {
    const fetch = fetcher();
    mostConcurrent = 0;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => fetch.fetch(`http://${fixtureHost}/slow`, { kind: "document" })),
    );
    expect(answers.map((answer) => answer.body.toString())).toEqual(Array(12).fill("done"));
    expect(mostConcurrent).toBe(4);
  });
});
