import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatNumber,
  I18nProvider,
  isLocale,
  isMessageKey,
  LOCALES,
  translate,
  useT,
  type PlainMessageKey,
} from "./i18n";
import { en } from "~/content/messages/messages.en";
import { zh } from "~/content/messages/messages.zh";

describe("translate", () => {
  it("returns a key's text in the catalogue's language", () => {
    expect(translate(en, "auth.signIn.title")).toBe("Administrator login");
    expect(translate(zh, "auth.signIn.title", undefined, "zh")).toBe("管理员登录");
  });

  it("fills placeholders, formatting numbers for the locale", () => {
    expect(translate(en, "admin.signedInAs", { email: "ana@example.com" })).toBe(
      "Signed in as ana@example.com",
    );
    expect(translate(en, "common.pagination.pageOf", { page: 2, pages: 1200 })).toBe(
      "Page 2 of 1,200",
    );
    expect(translate(zh, "common.pagination.pageOf", { page: 2, pages: 12 }, "zh")).toBe(
      "第 2 页，共 12 页",
    );
  });

  it("chooses counted forms by the locale's plural rules", () => {
    expect(translate(en, "users.count", { count: 1 })).toBe("1 person");
    expect(translate(en, "users.count", { count: 3 })).toBe("3 people");
    expect(translate(en, "users.count", { count: 0 })).toBe("0 people");
    expect(translate(zh, "users.count", { count: 1 }, "zh")).toBe("1 人");
  });

  it("leaves a placeholder visible rather than inventing a value", () => {
    // Only reachable past the types, e.g. with data from outside.
    const params = {} as { email: string };
    expect(translate(en, "admin.signedInAs", params)).toBe("Signed in as {email}");
  });

  it("types keys and parameters", () => {
    // @ts-expect-error: not a key
    expect(translate(en, "auth.nope")).toBe("auth.nope");
    // @ts-expect-error: the text names {email}
    translate(en, "admin.signedInAs");
    // @ts-expect-error: counted messages need a number
    translate(en, "users.count", { count: "3" });
  });

  it("tells message keys from other strings", () => {
    expect(isMessageKey(en, "activity.action.signIn")).toBe(true);
    expect(isMessageKey(en, "activity.action.unknown")).toBe(false);
    expect(isMessageKey(en, "toString")).toBe(false);
  });
});

describe("locales", () => {
  it("are English and Chinese, and nothing else passes as one", () => {
    expect(LOCALES).toEqual(["en", "zh"]);
    expect(["en", "zh", "zh-CN", "EN", "", undefined, "__proto__"].map(isLocale)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("dates and numbers", () => {
  // 03:30 UTC on 8 March is still the evening of the 7th in Toronto.
  const instant = new Date("2026-03-08T03:30:00Z");

  it("are written for the locale in Toronto's time zone", () => {
    expect(formatDate(instant, "en")).toBe("Mar 7, 2026");
    expect(formatDate(instant, "zh")).toBe("2026年3月7日");
    expect(
      formatDate(instant.toISOString(), "en", { dateStyle: "short", timeStyle: "short" }),
    ).toMatch(/^2026-03-07,? 10:30\sp\.m\.$/);
    expect(formatNumber(1234.5, "en")).toBe("1,234.5");
    expect(formatNumber(1234.5, "zh")).toBe("1,234.5");
  });
});

describe("I18nProvider and useT", () => {
  function Greeting() {
    const { t, locale } = useT();
    return createElement(
      "p",
      { lang: locale },
      t("admin.signedInAs", { email: "ana@example.com" }),
    );
  }

  it("give components the provider's language", () => {
    const html = renderToStaticMarkup(
      createElement(I18nProvider, { locale: "zh", messages: zh }, createElement(Greeting)),
    );
    expect(html).toBe('<p lang="zh">当前登录：ana@example.com</p>');
  });

  it("refuse to guess a language outside a provider", () => {
    expect(() => renderToStaticMarkup(createElement(Greeting))).toThrow(/I18nProvider/);
  });
});

describe("the browser-safe module", () => {
  it("imports the catalogues' types only, so no page bundles a language through it", () => {
    const source = readFileSync(new URL("./i18n.ts", import.meta.url), "utf8");
    const catalogueImports = source.match(/^import .* from "\.\/messages\.\w+";$/gm) ?? [];
    expect(catalogueImports.every((line) => line.startsWith("import type "))).toBe(true);
  });
});

describe("keys chosen at run time", () => {
  it("need no parameters when typed as plain keys", () => {
    const chosen = ["auth.validation.emailRequired", "activity.action.signIn"] as PlainMessageKey[];
    expect(chosen.map((key) => translate(en, key))).toEqual(["Email is required", "Sign-in"]);
    // @ts-expect-error: a text with placeholders is not a plain key
    const withParams: PlainMessageKey = "admin.signedInAs";
    expect(withParams).toBeTruthy();
  });
});

describe("a key chosen at run time", () => {
  it("may be any key, its parameters unknown to the types", () => {
    const chosen = "auth.validation.passwordMin" as keyof typeof en;
    expect(translate(en, chosen)).toBe("Password must be at least 6 characters");
    expect(translate(zh, chosen, undefined, "zh")).toBe("密码至少需要 6 个字符");
  });
});
