/*
 * The security headers every page and answer of the site's own carries (decision 046). They are
 * worked out once, when the server starts: per request only the script sources of the content
 * security policy change, a fresh nonce for a page being rendered, or the hashes of the inline
 * scripts of a page answered from the page cache.
 */

interface SecurityHeaderOptions {
  /** The site is served over HTTPS: strict transport security, and insecure requests upgraded. */
  https: boolean;
  /** An http:// bucket for uploads on a private network is named among the image sources. */
  mediaPublicUrl?: string;
  /** Vite's development server: scripts it rewrites on the fly, and its web socket. */
  development?: boolean;
}

export interface SecurityHeaders {
  /**
   * Sets every header on a response; its content security policy allows `scriptSources` (a nonce
   * or hashes, quoted) besides 'self'.
   */
  apply(response: { setHeader(name: string, value: string): unknown }, scriptSources: string, options?: { framedBySelf?: boolean }): void;
}

/** Browser features no page of the site uses, denied to the page and to anything it might embed. */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "encrypted-media=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "picture-in-picture=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

const ONE_YEAR_S = 60 * 60 * 24 * 365;

export function securityHeaders(options: SecurityHeaderOptions): SecurityHeaders {
  const imageSources = ["'self'", "data:", "blob:", "https:"];
  if (options.mediaPublicUrl?.startsWith("http://")) imageSources.push(new URL(options.mediaPublicUrl).origin);
  const before = (frameAncestors: string) =>
    ["default-src 'self'", "base-uri 'self'", "object-src 'none'", `frame-ancestors ${frameAncestors}`, "form-action 'self'"].join(";");
  const after = [
    "style-src 'self' 'unsafe-inline'",
    // Pictures stored as outside https addresses are shown as they are (media-resolver.server.ts).
    `img-src ${imageSources.join(" ")}`,
    "font-src 'self'",
    `connect-src 'self'${options.development ? " ws:" : ""}`,
    "manifest-src 'self'",
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ].join(";");
  const scriptStart = (frameAncestors: string) => `${before(frameAncestors)};script-src 'self'${options.development ? " 'unsafe-inline'" : ""}`;
  const fixed: [string, string][] = [
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Origin-Agent-Cluster", "?1"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    // Only when the site is really served over HTTPS.
    ...(options.https ? [["Strict-Transport-Security", `max-age=${ONE_YEAR_S}; includeSubDomains`] as [string, string]] : []),
    ["X-Content-Type-Options", "nosniff"],
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Download-Options", "noopen"],
    ["X-Frame-Options", "DENY"],
    ["X-Permitted-Cross-Domain-Policies", "none"],
    // The old XSS filters of browsers did more harm than good; 0 turns them off.
    ["X-XSS-Protection", "0"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
  ];
  const contentSecurityPolicy = (scriptSources: string, frameAncestors: string) =>
    `${scriptStart(frameAncestors)}${scriptSources ? ` ${scriptSources}` : ""};${after}`;
  return {
    // Only a staff preview's page at a phone's or a tablet's width may be framed, by the site's own preview page.
    apply(response, scriptSources, { framedBySelf = false } = {}) {
      for (const [name, value] of fixed) response.setHeader(name, value);
      if (framedBySelf) response.setHeader("X-Frame-Options", "SAMEORIGIN");
      response.setHeader("Content-Security-Policy", contentSecurityPolicy(scriptSources, framedBySelf ? "'self'" : "'none'"));
    },
  };
}
