/** Headers for better-auth: the client address as Express resolved it, never one the client sent. */
export function authRequestHeaders(headers: Headers | Record<string, string | string[] | undefined>, clientIp: string | undefined) {
  const result = new Headers();
  const entries = headers instanceof Headers ? [...headers.entries()] : Object.entries(headers);
  for (const [name, value] of entries) {
    if (value === undefined || name.toLowerCase() === "x-client-ip") continue;
    for (const item of Array.isArray(value) ? value : [value]) result.append(name, item);
  }
  if (clientIp) result.set("x-client-ip", clientIp);
  return result;
}

/** Only the Set-Cookie headers of a better-auth answer, to pass on with a page's own answer. */
export function setCookiesOf(headers: Headers): Headers {
  const result = new Headers();
  for (const cookie of headers.getSetCookie()) result.append("Set-Cookie", cookie);
  return result;
}
