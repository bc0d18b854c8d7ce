/*
 * A browser as the server-process tests need one: a cookie jar, forms posted from the site's own
 * origin (or another, or none), redirects left for the test to see.
 */

/** A browser's cookie jar, reduced to what these tests need. */
export class Browser {
  cookies = new Map<string, string>();
  /** Sent with every request, as a proxy in front would add them (X-Forwarded-Host, …). */
  headers: Record<string, string> = {};
  /** `address`: the client address the browser claims through X-Forwarded-For (the site trusts it only with TRUST_PROXY). */
  constructor(
    readonly origin: string,
    readonly address?: string,
  ) {}

  /** `form` is posted as a plain form; `multipart` as a form with files, as a file input sends it. */
  async request(path: string, init: { method?: string; form?: Record<string, string>; multipart?: FormData; origin?: string | null } = {}) {
    const headers: Record<string, string> = { "Accept-Language": "en-CA", ...this.headers };
    if (this.address) headers["X-Forwarded-For"] = this.address;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const method = init.method ?? (init.form || init.multipart ? "POST" : "GET");
    if (method === "POST" && init.origin !== null) headers.origin = init.origin ?? this.origin;
    if (init.form) headers["content-type"] = "application/x-www-form-urlencoded";
    const response = await fetch(`${this.origin}${path}`, {
      method,
      headers,
      body: init.form ? new URLSearchParams(init.form) : init.multipart,
      redirect: "manual",
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const index = pair.indexOf("=");
      const [name, value] = [pair.slice(0, index), pair.slice(index + 1)];
      if (/max-age=0/i.test(cookie) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  signIn(email: string, password: string) {
    return this.request("/auth", { form: { intent: "signIn", email, password, redirectTo: "/admin" } });
  }
}
