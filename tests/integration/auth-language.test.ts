import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanUpServers, randomTestPort, requireBuild, startServer, waitForHealth } from "../support/test-server-process";

/*
 * The admin's language switch over real HTTP, as a browser without JavaScript uses it: a form
 * post that sets the admin_lang cookie and answers 303 back to a page of this site.
 */

let origin = "";

beforeAll(async () => {
  requireBuild();
  const port = randomTestPort();
  origin = `http://127.0.0.1:${port}`;
  startServer({ PORT: String(port), LOG_LEVEL: "warn", PUBLIC_URL: origin });
  await waitForHealth(origin);
}, 90_000);

afterAll(cleanUpServers);

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}/auth/language`, {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    redirect: "manual",
  });

describe("POST /auth/language", () => {
  it("remembers the language for a year and sends the browser back to the page", async () => {
    const response = await post("locale=zh&redirectTo=%2Fadmin%3Ftab%3Dusers%26page%3D2");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin?tab=users&page=2");
    expect(response.headers.get("set-cookie")).toBe(
      "admin_lang=zh; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly",
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("accepts the form as multipart too", async () => {
    const form = new FormData();
    form.set("locale", "en");
    form.set("redirectTo", "/auth");
    const response = await fetch(`${origin}/auth/language`, {
      method: "POST",
      body: form,
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/auth");
    expect(response.headers.get("set-cookie")).toMatch(/^admin_lang=en;/);
  });

  it("sends any other redirectTo to /admin", async () => {
    for (const target of [
      "//evil.example/",
      "/\\evil.example",
      "https://evil.example/",
      "admin",
      "",
      "/\t/evil.example",
    ]) {
      const response = await post(`locale=en&redirectTo=${encodeURIComponent(target)}`);
      expect(response.status, target).toBe(303);
      expect(response.headers.get("location"), target).toBe("/admin");
    }
    const without = await post("locale=en");
    expect(without.headers.get("location")).toBe("/admin");
  });

  it("refuses an unknown language, a body that is not a form and one far too large, setting nothing", async () => {
    for (const [body, headers, status] of [
      ["locale=fr&redirectTo=%2Fadmin", {}, 400],
      ["locale=zh-CN", {}, 400],
      ['{"locale":"zh"}', { "content-type": "application/json" }, 400],
      [`locale=zh&redirectTo=${"a".repeat(10_000)}`, {}, 413],
    ] as const) {
      const response = await post(body, headers);
      expect(response.status, body.slice(0, 40)).toBe(status);
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("refuses a post from another site", async () => {
    const response = await post("locale=zh&redirectTo=%2Fadmin", {
      origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("answers GET with 405, naming POST", async () => {
    const response = await fetch(`${origin}/auth/language`, { redirect: "manual" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});
