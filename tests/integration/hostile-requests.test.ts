import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest, type RawOutcome, type SentRequest } from "../support/raw-request";
import { fillPattern, routeSurfaces, routeModuleSource, type RouteSurface } from "../support/route-surface";
import { cleanUpServers, randomTestPort, requireBuild, startServer, waitForHealth } from "../support/test-server-process";

/*
 * Hostile requests at every public route over real HTTP: the route table, each route's declared
 * query parameters and form fields, every method. Whatever arrives, the server answers, and never
 * with a 5xx: a bad request is the sender's fault and says so with a 4xx.
 */

type Sent = SentRequest;
type Outcome = RawOutcome;

let origin = "";
let port = 0;
let server: ReturnType<typeof startServer>;
let surfaces: RouteSurface[] = [];

function send(request: Sent): Promise<Outcome> {
  return rawRequest({
    port,
    method: request.method,
    path: request.path,
    headers: request.headers,
    body: request.body,
    chunkBytes: request.chunked ? 16 * 1024 : undefined,
    timeoutMs: 15_000,
  });
}

const describeRequest = (request: Sent) =>
  `${request.method} ${request.path.length > 200 ? `${request.path.slice(0, 200)}…` : request.path}${
    request.body !== undefined ? ` (${Buffer.byteLength(request.body)} bytes${request.chunked ? ", chunked" : ""})` : ""
  }`;

/** Fails with the request named when the server dropped it or answered 5xx. */
async function expectAnswered(request: Sent) {
  const outcome = await send(request);
  if ("dropped" in outcome) throw new Error(`${describeRequest(request)}: connection dropped (${outcome.dropped})`);
  if (outcome.status >= 500) throw new Error(`${describeRequest(request)}: answered ${outcome.status}`);
  return outcome;
}

/** Raw bytes as they travel in a URL: every byte percent-encoded, valid UTF-8 or not. */
const percentEncode = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => `%${byte.toString(16).padStart(2, "0").toUpperCase()}`).join("");
const utf8Encode = (text: string) => percentEncode(Buffer.from(text, "utf8"));

/** Already URL-encoded values that have broken servers: NUL, bad encodings, huge numbers, traversal, markup. */
const hostileValues = [
  "",
  "%00",
  "a%00b",
  "%",
  "%ZZ",
  "%C0%AF",
  "%ED%A0%80",
  "%FF%FE",
  "2147483648",
  "99999999999999999999999",
  "-1",
  "1e400",
  "NaN",
  "0x1F",
  "..%2F..%2Fetc%2Fpasswd",
  "../../etc/passwd",
  "%2E%2E",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "'%20OR%201%3D1--",
  "%22%3E%3Cimg%20src%3Dx%3E",
  "%0D%0ASet-Cookie%3A%20a%3D1",
  "%E2%80%A8%C2%85",
  "%F0%9F%AA%B5",
  "__proto__",
  "all",
  "x".repeat(8_000),
  "%41".repeat(2_000),
];

const hostileValue = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileValues) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }).map(utf8Encode) },
  { weight: 2, arbitrary: fc.uint8Array({ maxLength: 24 }).map(percentEncode) },
  { weight: 1, arbitrary: fc.integer({ min: -(2 ** 53), max: 2 ** 53 }).map(String) },
);

const methods = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND"] as const;

const bodyTypes = [
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----x",
  "multipart/form-data",
  "application/json",
  "text/plain",
] as const;

/** A plausible value for each path parameter, so that a request reaches the route's own code. */
const samplePathValues = (surface: RouteSurface) =>
  Object.fromEntries(surface.pathParams.map((name) => [name, name === "*" ? "products/none.jpg" : "1"]));

const formBody = (fields: [string, string][]) => fields.map(([name, value]) => `${name}=${value}`).join("&");

beforeAll(async () => {
  requireBuild();
  surfaces = await routeSurfaces();
  port = randomTestPort();
  origin = `http://127.0.0.1:${port}`;
  server = startServer({ PORT: String(port), LOG_LEVEL: "warn", PUBLIC_URL: origin });
  await waitForHealth(origin);
}, 90_000);

afterAll(cleanUpServers);

describe("the route table as the hostile-request tests read it", () => {
  it("finds every route, its path parameters, query parameters and form fields", () => {
    const byPattern = new Map(surfaces.map((surface) => [surface.pattern, surface]));
    expect(byPattern.get("products/:id")?.pathParams).toEqual(["id"]);
    expect(byPattern.get("media/*")?.pathParams).toEqual(["*"]);
    expect(byPattern.get("products")?.queryParams).toEqual(expect.arrayContaining(["category", "size", "q", "page"]));
    expect(byPattern.get("api/products")?.queryParams).toEqual(expect.arrayContaining(["category_id", "size"]));
    expect(byPattern.get("contact")?.formFields).toEqual(expect.arrayContaining(["name", "email", "message", "formToken"]));
    // The JSON endpoint takes what every page's form posts: the enquiry, and the quote page's lines.
    expect(byPattern.get("api/enquiries")?.formFields).toEqual(expect.arrayContaining(byPattern.get("contact")?.formFields ?? ["none"]));
    expect(byPattern.get("api/enquiries")?.formFields).toEqual(byPattern.get("quote")?.formFields);
    // The samples page's form, and its JSON endpoint when JavaScript runs, take the same fields.
    expect(byPattern.get("samples")?.formFields).toEqual(expect.arrayContaining(["name", "email", "delivery", "street", "city", "province", "postalCode", "note", "lineProduct", "lineColour", "formToken", "website"]));
    expect(byPattern.get("api/samples")?.formFields).toEqual(byPattern.get("samples")?.formFields);
    expect(byPattern.get("samples")?.queryParams).toEqual(["product", "colour"]);
  });

  it("has every route that reads the query or a posted form declare what it reads", () => {
    const undeclared = surfaces.flatMap((surface) => {
      const source = routeModuleSource(surface.file);
      const problems: string[] = [];
      if (/searchParams|URLSearchParams/.test(source) && surface.queryParams.length === 0) {
        problems.push(`${surface.file} reads the query without declaring it (withSearchParams)`);
      }
      if (/formData\(|submitEnquiry|enquiryPageAction/.test(source) && surface.formFields.length === 0) {
        problems.push(`${surface.file} reads a posted form without \`export const formFields\``);
      }
      return problems;
    });
    expect(undeclared).toEqual([]);
  });
});

describe("hostile requests", () => {
  it("answers the addresses that once broke it with a 4xx", async () => {
    const cases: [path: string, statuses: number[]][] = [
      ["/products?size=%00", [400]],
      ["/products?category=a%00b", [400]],
      ["/products?q=%00", [400]],
      ["/api/products?size=a%00b", [400]],
      ["/api/sizes?category_id=%00", [400]],
      ["/products/%", [400, 404]],
      ["/%ZZ", [400, 404]],
      ["/news/%C0%AF", [400, 404]],
      ["/media/%ED%A0%80", [400, 404]],
      ["/products/2147483648", [404]],
      ["/products/99999999999999999999", [404]],
      ["/projects/2147483648", [404]],
      ["///", [200, 301, 302, 308, 404]],
      ["//products", [200, 301, 302, 308, 404]],
    ];
    const failures: string[] = [];
    for (const [path, statuses] of cases) {
      const outcome = await send({ method: "GET", path });
      const got = "dropped" in outcome ? `dropped (${outcome.dropped})` : outcome.status;
      if (typeof got !== "number" || !statuses.includes(got)) failures.push(`${path}: ${got}, expected ${statuses.join(" or ")}`);
    }
    expect(failures).toEqual([]);
  });

  it("refuses methods the site does not serve before routing, naming the ones it does", async () => {
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "PROPFIND"]) {
      const outcome = await expectAnswered({ method, path: "/" });
      expect(outcome.status, method).toBe(405);
      expect(outcome.headers.allow, method).toBe("GET, HEAD, POST");
    }
    const options = await expectAnswered({ method: "OPTIONS", path: "/products" });
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe("GET, HEAD, POST");
  });

  it("answers every method at every route", async () => {
    const failures: string[] = [];
    for (const surface of surfaces) {
      for (const method of methods) {
        const request: Sent = {
          method,
          path: fillPattern(surface.pattern, samplePathValues(surface)),
          ...(method === "POST"
            ? { headers: { "content-type": bodyTypes[0] }, body: formBody(surface.formFields.map((name) => [name, "x"])) }
            : {}),
        };
        await expectAnswered(request).catch((error: Error) => failures.push(error.message));
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("answers oversized enquiry bodies with 413, with or without a Content-Length", async () => {
    const big = `message=${"x".repeat(1024 * 1024)}`;
    for (const path of ["/api/enquiries", "/contact", "/api/samples", "/fr/echantillons"]) {
      for (const chunked of [false, true]) {
        const outcome = await expectAnswered({
          method: "POST",
          path,
          headers: { "content-type": bodyTypes[0], ...(chunked ? {} : { "content-length": String(big.length) }) },
          body: big,
          chunked,
        });
        expect(outcome.status, `${path}${chunked ? " chunked" : ""}`).toBe(413);
      }
    }
  }, 60_000);

  it("answers hostile path, query and form values at every route without a 5xx or a dropped connection", async () => {
    const request = fc.constantFrom(...surfaces).chain((surface) =>
      fc.record({
        surface: fc.constant(surface),
        method: fc.constantFrom<string>("GET", "GET", "GET", "HEAD", "POST", "OPTIONS", "TRACE"),
        pathValues: fc.record(
          Object.fromEntries(surface.pathParams.map((name) => [name, hostileValue])) as Record<string, typeof hostileValue>,
        ),
        query: fc.uniqueArray(
          fc.tuple(fc.constantFrom(...surface.queryParams, "unknown", "%00", "a%5B%5D"), hostileValue),
          { maxLength: 4, selector: ([name]) => name },
        ),
        form: fc.uniqueArray(fc.tuple(fc.constantFrom(...surface.formFields, "extra"), hostileValue), {
          maxLength: 6,
          selector: ([name]) => name,
        }),
        bodyType: fc.constantFrom(...bodyTypes),
      }),
    );
    // Every failing request is listed, not only the first: one run shows the whole damage.
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(request, async ({ surface, method, pathValues, query, form, bodyType }) => {
        const search = query.map(([name, value]) => `${name}=${value}`).join("&");
        const path = fillPattern(surface.pattern, pathValues) + (search ? `?${search}` : "");
        await expectAnswered({
          method,
          path,
          ...(method === "POST" ? { headers: { "content-type": bodyType }, body: formBody(form) } : {}),
        }).catch((error: Error) => failures.push(error.message));
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 250), seed: Number(process.env.FUZZ_SEED ?? 20261123) },
    );
    expect(failures).toEqual([]);
  }, 120_000);

  it("sends every other spelling of every route's address to the canonical one, and refuses it for anything but reading", async () => {
    const failures: string[] = [];
    const hex = (character: string) => `%${character.charCodeAt(0).toString(16)}`;
    // Only the route's own segments are respelled; what fills a parameter is sent as it is.
    const respell = (pattern: string, spell: (segment: string) => string) =>
      pattern
        .split("/")
        .map((segment) => (segment === "*" || segment.startsWith(":") || segment === "" ? segment : spell(segment)))
        .join("/");
    for (const surface of surfaces.filter((candidate) => candidate.pattern !== "*")) {
      const values = samplePathValues(surface);
      const canonical = fillPattern(surface.pattern, values);
      const spellings = [
        fillPattern(respell(surface.pattern, (segment) => segment.toUpperCase()), values),
        fillPattern(respell(surface.pattern, (segment) => segment[0]!.toUpperCase() + segment.slice(1)), values),
        fillPattern(respell(surface.pattern, (segment) => hex(segment[0]!) + segment.slice(1)), values),
        fillPattern(respell(surface.pattern, (segment) => hex(segment[0]!).toUpperCase() + segment.slice(1)), values),
        `/news/..${canonical}`,
        `/news/%2e%2E${canonical}`,
        `/./${canonical.slice(1)}`,
        `/${canonical.slice(1).replace(/\//g, "\\")}`,
      ].filter((spelling) => spelling !== canonical);
      const original = await expectAnswered({ method: "GET", path: canonical });
      // A page may send an id on to its own address (a project's name); never to a respelling of this one.
      if (original.status === 301 && original.headers.location?.toLowerCase() === canonical.toLowerCase()) {
        failures.push(`GET ${canonical}: 301 to ${original.headers.location}`);
      }
      for (const spelling of spellings) {
        for (const method of ["GET", "HEAD"]) {
          const outcome = await expectAnswered({ method, path: `${spelling}?page=2` });
          if (outcome.status !== 301 || outcome.headers.location !== `${canonical}?page=2`) {
            failures.push(`${method} ${spelling}: ${outcome.status} to ${outcome.headers.location}, expected 301 to ${canonical}?page=2`);
          }
          if (/\bpublic\b/.test(String(outcome.headers["cache-control"]))) failures.push(`${method} ${spelling}: ${outcome.headers["cache-control"]}`);
        }
        // From another origin or this one, a form sent to another spelling changes nothing.
        for (const from of [origin, "https://evil.example"]) {
          const outcome = await expectAnswered({
            method: "POST",
            path: spelling,
            headers: { "content-type": bodyTypes[0], origin: from },
            body: formBody(surface.formFields.map((name) => [name, "x"])),
          });
          if (outcome.status !== 400) failures.push(`POST ${spelling} from ${from}: ${outcome.status}, expected 400`);
          if (/\bpublic\b/.test(String(outcome.headers["cache-control"]))) failures.push(`POST ${spelling}: ${outcome.headers["cache-control"]}`);
        }
      }
    }
    // The router's data requests, and a page's own query, the same way.
    for (const [spelling, canonical] of [
      ["/AUTH.data", "/auth.data"],
      ["/Admin.data?index", "/admin.data?index"],
      ["/Products?q=Oak%20Plank", "/products?q=Oak%20Plank"],
    ] as const) {
      const outcome = await expectAnswered({ method: "GET", path: spelling });
      if (outcome.status !== 301 || outcome.headers.location !== canonical) failures.push(`GET ${spelling}: ${outcome.status} to ${outcome.headers.location}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("never names another host: no redirect, language switch, hreflang or canonical address starts with two slashes", async () => {
    const otherHost = /^(?:[/\\]{2}|[a-z]+:)/i;
    const failures: string[] = [];
    for (const path of ["/x/..//evil.example", "/%2e%2e//evil.example", "/\\evil.example", "/products/..//evil.example/x", "/fr/..//evil.example"]) {
      const outcome = await expectAnswered({ method: "GET", path });
      const location = outcome.headers.location;
      if (typeof location === "string" && otherHost.test(location)) failures.push(`GET ${path}: Location ${location}`);
      if (outcome.status >= 300 && outcome.status < 400 && typeof location !== "string") failures.push(`GET ${path}: ${outcome.status} without Location`);
    }
    for (const path of ["/fr//evil.example", "/fr//evil.example/x", "//evil.example", "/fr/\\evil.example"]) {
      const outcome = await expectAnswered({ method: "GET", path });
      const links = [...outcome.body.matchAll(/<(?:a|link)\b[^>]*\bhref="([^"]*)"/g)].map((match) => match[1]!);
      const foreign = links.filter((href) => /^[/\\]{2}/.test(href) || (/^https?:/.test(href) && !href.startsWith(origin) && /evil/.test(href)));
      if (foreign.length) failures.push(`GET ${path}: ${foreign.join(", ")}`);
    }
    expect(failures).toEqual([]);
  });

  it("logged no errors for any of them, only warnings", async () => {
    // Give the last log lines a moment to be flushed to the pipe.
    await expectAnswered({ method: "GET", path: "/healthz" });
    const lines = server
      .logLines()
      .map((line) => line as typeof line & { url?: string; req?: { url: string }; err?: { message: string } });
    const errors = lines
      .filter((line) => line.level >= 50)
      .map((line) => `${line.msg}: ${line.req?.url ?? line.url ?? ""} ${line.err?.message ?? ""}`);
    expect(errors).toEqual([]);
  });
});
