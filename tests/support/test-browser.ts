import net from "node:net";
import { Agent, fetch as fetchFrom } from "undici";

/*
 * A browser as the server-process tests need one: a cookie jar, forms posted from the site's own
 * origin (or another, or none), redirects left for the test to see.
 */

/** A browser's cookie jar, reduced to what these tests need. */
export class Browser {
  cookies = new Map<string, string>();
  /** Sent with every request, as a proxy in front would add them (X-Forwarded-Host, …). */
  headers: Record<string, string> = {};
  /** Connections from this address (any of 127.0.0.0/8 on Linux), as the server's socket sees it. */
  #from: Agent | undefined;

  /** `address`: the client address the browser claims through X-Forwarded-For (the site trusts it only with TRUST_PROXY). */
  constructor(
    readonly origin: string,
    readonly address?: string,
  ) {}

  /** Opens this browser's connections from `localAddress` (a loopback address of its own), without X-Forwarded-For. */
  connectFrom(localAddress: string): this {
    // undici's own connect options leave the local address out: the socket is opened here.
    const connect: Agent.Options["connect"] = (options, callback) => {
      const socket = net.connect({ host: options.hostname, port: Number(options.port), localAddress });
      socket.once("connect", () => callback(null, socket)).once("error", (error) => callback(error, null));
    };
    this.#from = new Agent({ connect });
    return this;
  }

  /** Closes the connections opened by {@link connectFrom}. */
  async close() {
    await this.#from?.close();
  }

  /** `form` is posted as a plain form; `multipart` as a form with files, as a file input sends it. */
  async request(path: string, init: { method?: string; form?: Record<string, string>; multipart?: FormData; origin?: string | null } = {}) {
    const headers: Record<string, string> = { "Accept-Language": "en-CA", ...this.headers };
    if (this.address) headers["X-Forwarded-For"] = this.address;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const method = init.method ?? (init.form || init.multipart ? "POST" : "GET");
    if (method === "POST" && init.origin !== null) headers.origin = init.origin ?? this.origin;
    if (init.form) headers["content-type"] = "application/x-www-form-urlencoded";
    const request = {
      method,
      headers,
      body: init.form ? new URLSearchParams(init.form) : init.multipart,
      redirect: "manual",
    } as const;
    type FromInit = Parameters<typeof fetchFrom>[1];
    const response = this.#from
      ? ((await fetchFrom(`${this.origin}${path}`, { ...request, dispatcher: this.#from } as FromInit)) as unknown as Response)
      : await fetch(`${this.origin}${path}`, request);
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
