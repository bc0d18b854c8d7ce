import dns from "node:dns/promises";
import net from "node:net";
import { pipeline, type Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import { Agent, buildConnector, request } from "undici";
import { checkTarget, FetchRefused, isPublicAddress, WEB_PORTS } from "./fetch-guard.server";

/*
 * The one way imports reach the internet: every adapter's page, listing and picture goes through
 * `createSafeFetcher`. Links are checked before the request (fetch-guard.server.ts); a host name
 * is resolved here, every address it resolves to must be public, and the connection is made to
 * the address that was checked, so a second answer from a rebinding name server is never used.
 * Redirects are followed by hand and each is checked again. Time, size and requests per host are
 * bounded. Decision 023.
 */

export const FETCH_LIMITS = {
  connectMs: 5_000,
  /** The whole fetch, redirects included, from the first byte sent to the last byte read. */
  totalMs: 20_000,
  redirects: 5,
  /** Requests in flight at once to one origin. */
  perHost: 4,
  bytes: { document: 5 * 1024 * 1024, image: 20 * 1024 * 1024 },
} as const;

/** HTML, JSON, XML and robots.txt are documents; pictures are images (a larger limit). */
type FetchKind = keyof typeof FETCH_LIMITS.bytes;

/** Every address a host name resolves to. */
export type Lookup = (hostname: string) => Promise<string[]>;

const systemLookup: Lookup = async (hostname) =>
  (await dns.lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

interface SafeFetcherOptions {
  userAgent: string;
  /** `host:port` entries exempt from the port and private-address rules (IMPORT_ALLOWED_HOSTS). */
  allowedHosts?: ReadonlySet<string>;
  lookup?: Lookup;
  /** Ports a link may name; the web's own unless a test says otherwise. */
  ports?: readonly number[];
  limits?: Partial<Record<"connectMs" | "totalMs" | "redirects" | "perHost", number>> & { bytes?: Partial<Record<FetchKind, number>> };
}

interface Fetched {
  /** Where the answer came from, after redirects. */
  url: string;
  status: number;
  contentType: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

interface FetchOptions {
  kind: FetchKind;
  accept?: string;
  signal?: AbortSignal;
  /** Answer non-2xx statuses instead of refusing them (a missing robots.txt is an answer). */
  anyStatus?: boolean;
}

export interface SafeFetcher {
  fetch(link: string | URL, options: FetchOptions): Promise<Fetched>;
  close(): Promise<void>;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * undici's connector, wrapped: an IP address is connected to only when public, a host name only
 * through an address it resolved to, all of which are public. Allowed `host:port` entries pass
 * as they are.
 */
function guardedConnector(
  lookup: Lookup,
  allowed: ReadonlySet<string>,
  connectMs: number,
): buildConnector.connector {
  const connect = buildConnector({ timeout: connectMs });
  return (options, callback) => {
    const port = options.port || (options.protocol === "https:" ? "443" : "80");
    const host = net.isIPv6(options.hostname) ? `[${options.hostname}]` : options.hostname;
    if (allowed.has(`${host.toLowerCase()}:${port}`)) return connect(options, callback);
    if (net.isIP(options.hostname)) {
      if (isPublicAddress(options.hostname)) return connect(options, callback);
      return callback(new FetchRefused("private-address", `${options.hostname} is not a public address`), null);
    }
    lookup(options.hostname).then(
      (addresses) => {
        const [first] = addresses;
        if (first === undefined) {
          return callback(new FetchRefused("unresolved", `${options.hostname} has no address`), null);
        }
        const refused = addresses.find((address) => !isPublicAddress(address));
        if (refused !== undefined) {
          return callback(
            new FetchRefused("private-address", `${options.hostname} resolves to ${refused}, which is not a public address`),
            null,
          );
        }
        connect({ ...options, hostname: first, servername: options.servername || options.hostname }, callback);
      },
      () => callback(new FetchRefused("unresolved", `${options.hostname} could not be resolved`), null),
    );
  };
}

/**
 * Stops reading an answer. undici reports a body closed before its end as an error, which is
 * what was asked for here, so it is listened to and dropped.
 */
function discard(body: Readable) {
  body.on("error", () => {});
  body.destroy();
}

/** The body, decoded, up to `limit` bytes; past it the transfer is cut and the fetch refused. */
async function readLimited(body: Readable, encoding: string | undefined, limit: number, url: string): Promise<Buffer> {
  const coding = (encoding ?? "").trim().toLowerCase();
  const decoder =
    coding === "gzip" || coding === "x-gzip"
      ? createGunzip()
      : coding === "deflate"
        ? createInflate()
        : coding === "br"
          ? createBrotliDecompress()
          : null;
  if (!decoder && coding !== "" && coding !== "identity") {
    discard(body);
    throw new FetchRefused("wrong-type", `The answer is encoded as ${coding}, which is not read`, url);
  }
  const stream: Readable = decoder ? pipeline(body, decoder, () => {}) : body;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > limit) {
        throw new FetchRefused("too-large", `The answer is larger than ${Math.round(limit / 1024 / 1024)} MB`, url);
      }
      chunks.push(chunk as Buffer);
    }
  } finally {
    discard(body);
    if (stream !== body) discard(stream);
  }
  return Buffer.concat(chunks);
}

/** A timeout or abort, as undici or the stream reports it, in our words; anything else unchanged. */
function asRefusal(error: unknown, deadline: AbortSignal, url: string): unknown {
  if (error instanceof FetchRefused) return error;
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof FetchRefused) return cause;
  const code = (error as { code?: string }).code;
  if (deadline.aborted || code === "UND_ERR_CONNECT_TIMEOUT" || code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_BODY_TIMEOUT") {
    return new FetchRefused("timeout", "The site did not answer in time", url);
  }
  return error;
}

export function createSafeFetcher(options: SafeFetcherOptions): SafeFetcher {
  const limits = {
    ...FETCH_LIMITS,
    ...options.limits,
    bytes: { ...FETCH_LIMITS.bytes, ...options.limits?.bytes },
  };
  const allowed = options.allowedHosts ?? new Set<string>();
  const ports = options.ports ?? WEB_PORTS;
  const agent = new Agent({
    connections: limits.perHost,
    connect: guardedConnector(options.lookup ?? systemLookup, allowed, limits.connectMs),
    headersTimeout: limits.totalMs,
    bodyTimeout: limits.totalMs,
  });

  async function fetchChecked(link: string | URL, fetchOptions: FetchOptions): Promise<Fetched> {
    const deadline = AbortSignal.timeout(limits.totalMs);
    const signal = fetchOptions.signal ? AbortSignal.any([deadline, fetchOptions.signal]) : deadline;
    let url = checkTarget(link, allowed, ports);
    for (let redirects = 0; ; redirects++) {
      try {
        const response = await request(url, {
          dispatcher: agent,
          method: "GET",
          signal,
          headers: {
            "user-agent": options.userAgent,
            accept: fetchOptions.accept ?? "*/*",
            "accept-encoding": "gzip, deflate, br",
          },
        });
        const header = (name: string) => {
          const value = response.headers[name];
          return Array.isArray(value) ? value[0] : value;
        };
        const location = header("location");
        if (REDIRECTS.has(response.statusCode) && location) {
          discard(response.body);
          if (redirects >= limits.redirects) {
            throw new FetchRefused("too-many-redirects", `More than ${limits.redirects} redirects`, url.href);
          }
          url = checkTarget(new URL(location, url), allowed, ports);
          continue;
        }
        if (!fetchOptions.anyStatus && (response.statusCode < 200 || response.statusCode > 299)) {
          discard(response.body);
          throw new FetchRefused("http-status", `The site answered ${response.statusCode}`, url.href);
        }
        const limit = limits.bytes[fetchOptions.kind];
        const declared = Number(header("content-length"));
        if (Number.isFinite(declared) && declared > limit && !header("content-encoding")) {
          discard(response.body);
          throw new FetchRefused("too-large", `The answer is larger than ${Math.round(limit / 1024 / 1024)} MB`, url.href);
        }
        const body = await readLimited(response.body, header("content-encoding"), limit, url.href);
        return { url: url.href, status: response.statusCode, contentType: header("content-type") ?? "", headers: response.headers, body };
      } catch (error) {
        throw asRefusal(error, deadline, url.href);
      }
    }
  }

  return {
    fetch: fetchChecked,
    close: () => agent.close(),
  };
}

