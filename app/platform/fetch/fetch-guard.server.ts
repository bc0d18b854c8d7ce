import ipaddr from "ipaddr.js";

/*
 * What an import may fetch, decided before any packet leaves: the pure half of the safe fetcher
 * (safe-fetch.server.ts). A link typed into the admin, or found on a supplier's page, is hostile
 * until these checks pass: it could name the server itself, the office network or a cloud
 * metadata service, in any of the spellings an address has.
 */

/** Why a link is not fetched. Each has a message in the admin's catalogues (`import.refused.*`). */
export type RefusalReason =
  | "invalid-url"
  | "scheme"
  | "port"
  | "credentials"
  | "private-address"
  | "unresolved"
  | "too-many-redirects"
  | "too-large"
  | "timeout"
  | "http-status"
  | "wrong-type";

export class FetchRefused extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
    readonly url?: string,
  ) {
    super(message);
    this.name = "FetchRefused";
  }
}

/** The ports a public web site answers on. Anything else is refused unless its host:port is allowed. */
export const WEB_PORTS: readonly number[] = [80, 443];

/**
 * Whether an IP address is a public unicast one, the only kind an import may connect to.
 * Loopback, private (10/8, 172.16/12, 192.168/16), link-local (169.254/16, the cloud metadata
 * address among them), carrier-grade NAT (100.64/10), multicast, broadcast, unspecified, reserved
 * and documentation ranges are not; nor are their IPv6 forms (::1, fc00::/7, fe80::/10, ff00::/8,
 * ::), and an IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged as the IPv4 address it maps.
 * Addresses that embed or translate to an IPv4 address (6to4, Teredo, NAT64) are refused outright.
 */
export function isPublicAddress(address: string): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address.replace(/^\[|\]$/g, ""));
  } catch {
    return false;
  }
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  // ipaddr.parse also takes "127.1" and "0x7f000001"; only a full address of four octets or an
  // IPv6 address is what a resolver answers, but every form is judged by the address it means.
  return parsed.range() === "unicast";
}

/** `host:port` entries, lower-cased, from IMPORT_ALLOWED_HOSTS (comma-separated). */
export function parseAllowedHosts(value: string | undefined): Set<string> {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  for (const entry of entries) {
    if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/.test(entry)) {
      throw new Error(`"${entry}" is not host:port`);
    }
  }
  return new Set(entries);
}

const defaultPort = (protocol: string) => (protocol === "https:" ? 443 : 80);

/** The `host:port` of a URL as IMPORT_ALLOWED_HOSTS names it. */
const hostKey = (url: URL) => `${url.hostname.toLowerCase()}:${url.port || defaultPort(url.protocol)}`;

/**
 * Checks a link before it is fetched (and again at every redirect): http or https, no user name
 * or password, a web port, and when the host is an IP address in any spelling (the URL parser
 * turns `127.1`, `0x7f000001` and `2130706433` into 127.0.0.1), a public one. A host name is
 * checked again once resolved, by the connector. A `host:port` in `allowed` skips the port and
 * address rules, and nothing else.
 */
export function checkTarget(link: string | URL, allowed: ReadonlySet<string>, ports: readonly number[] = WEB_PORTS): URL {
  let url: URL;
  try {
    url = typeof link === "string" ? new URL(link.trim()) : new URL(link.href);
  } catch {
    throw new FetchRefused("invalid-url", "The link is not a web address", String(link));
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new FetchRefused("scheme", `Only http and https links are fetched, not ${url.protocol}`, url.href);
  }
  if (url.username || url.password) {
    throw new FetchRefused("credentials", "Links with a user name or password are not fetched", url.href);
  }
  if (!url.hostname) throw new FetchRefused("invalid-url", "The link has no host", url.href);
  if (allowed.has(hostKey(url))) return url;
  const port = Number(url.port || defaultPort(url.protocol));
  if (!ports.includes(port)) {
    throw new FetchRefused("port", `Only the web's own ports (80 and 443) are fetched, not ${port}`, url.href);
  }
  const literal = url.hostname.replace(/^\[|\]$/g, "");
  if (ipaddr.isValid(literal) && !isPublicAddress(literal)) {
    throw new FetchRefused("private-address", `${url.hostname} is not a public address`, url.href);
  }
  return url;
}
