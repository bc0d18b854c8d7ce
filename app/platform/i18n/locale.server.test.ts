import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/platform/http/safe-redirect";
import { localeCookie, localeFromAcceptLanguage, messagesFor, resolveLocale } from "./locale.server";
import { en } from "~/content/messages/messages.en";
import { zh } from "~/content/messages/messages.zh";

const request = (headers: Record<string, string>) =>
  new Request("http://localhost/admin", { headers });

describe("resolveLocale", () => {
  it("takes the switch's cookie first, then the person's saved locale, then the browser, then English", () => {
    const chinese = { "accept-language": "zh-CN,zh;q=0.9" };
    expect(resolveLocale(request({ cookie: "admin_lang=en", ...chinese }), "zh")).toBe("en");
    expect(resolveLocale(request({ cookie: "a=1; admin_lang=zh; b=2" }), "en")).toBe("zh");
    expect(resolveLocale(request({ cookie: "admin_lang=fr", "accept-language": "en" }), "zh")).toBe(
      "zh",
    );
    expect(resolveLocale(request(chinese), null)).toBe("zh");
    expect(resolveLocale(request({ ...chinese, cookie: "admin_lang=" }), "klingon")).toBe("zh");
    expect(resolveLocale(request({}))).toBe("en");
    expect(resolveLocale(request({ "accept-language": "fr-CA,fr;q=0.9" }))).toBe("en");
  });
});

describe("localeFromAcceptLanguage", () => {
  it("ranks by q-value, then by order, and reads any zh-* as Chinese", () => {
    expect(localeFromAcceptLanguage("zh-TW")).toBe("zh");
    expect(localeFromAcceptLanguage("zh-Hans-CN;q=0.8, en-US;q=0.5")).toBe("zh");
    expect(localeFromAcceptLanguage("en-CA,en;q=0.9,zh-CN;q=0.8")).toBe("en");
    expect(localeFromAcceptLanguage("fr, zh;q=0.4, en;q=0.3")).toBe("zh");
    expect(localeFromAcceptLanguage("en;q=0.5, zh;q=0.5")).toBe("en");
    expect(localeFromAcceptLanguage("EN-gb ; Q = 0.2 , ZH ; q=0.7")).toBe("zh");
  });

  it("skips refused, malformed and unsupported entries", () => {
    expect(localeFromAcceptLanguage("zh;q=0, en;q=0.1")).toBe("en");
    expect(localeFromAcceptLanguage("zh;q=abc, en;q=0.1")).toBe("en");
    expect(localeFromAcceptLanguage("zh;q=2")).toBeUndefined();
    expect(localeFromAcceptLanguage("zhx, english, *")).toBeUndefined();
    expect(localeFromAcceptLanguage("")).toBeUndefined();
    expect(localeFromAcceptLanguage(null)).toBeUndefined();
  });
});

describe("localeCookie", () => {
  it("remembers the language site-wide for a year", () => {
    expect(localeCookie("zh", "http://localhost:3000")).toBe(
      "admin_lang=zh; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly",
    );
  });

  it("is Secure when the site is served over https", () => {
    expect(localeCookie("en", "https://www.example.ca")).toBe(
      "admin_lang=en; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure",
    );
  });
});

describe("messagesFor", () => {
  it("returns one language's catalogue", () => {
    expect(messagesFor("en")).toBe(en);
    expect(messagesFor("zh")).toBe(zh);
  });
});

describe("safeRedirectPath", () => {
  it("keeps paths on this site", () => {
    for (const path of ["/admin", "/admin?tab=users&page=2", "/auth", "/", "/admin/%E7%94%A8"]) {
      expect(safeRedirectPath(path)).toBe(path);
    }
  });

  it("sends anything else to /admin", () => {
    for (const value of [
      "//evil.example",
      "/\\evil.example",
      "/admin\\..\\x",
      "https://evil.example/admin",
      "admin",
      "",
      " /admin",
      "/\t/evil.example",
      "/admin\r\nSet-Cookie: a=1",
      "/用户",
      `/${"a".repeat(3000)}`,
      null,
      undefined,
      42,
    ]) {
      expect(safeRedirectPath(value), JSON.stringify(value)).toBe("/admin");
    }
  });
});
