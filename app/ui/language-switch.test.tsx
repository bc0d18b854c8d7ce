import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { LanguageSwitch } from "~/ui/language-switch";
import { I18nProvider } from "../platform/i18n/i18n";
import { zh } from "../content/messages/messages.zh";

describe("LanguageSwitch", () => {
  it("is a plain form posting the language and this page to /auth/language", () => {
    const router = createMemoryRouter(
      [
        {
          path: "/admin/users",
          element: (
            <I18nProvider locale="zh" messages={zh}>
              <LanguageSwitch />
            </I18nProvider>
          ),
        },
      ],
      { initialEntries: ["/admin/users?page=2"] },
    );
    const html = renderToStaticMarkup(<RouterProvider router={router} />);
    const form = /<form [^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('action="/auth/language"');
    expect(form).toContain('method="post"');
    expect(html).toContain('<input type="hidden" name="redirectTo" value="/admin/users?page=2"/>');
    const buttons = [...html.matchAll(/<button ([^>]*)>([^<]*)<\/button>/g)].map(
      ([, attributes = "", label]) => ({
        label,
        submits: /type="submit"/.test(attributes) && /name="locale"/.test(attributes),
        value: /value="(\w+)"/.exec(attributes)?.[1],
        lang: /lang="([\w-]+)"/.exec(attributes)?.[1],
        pressed: /aria-pressed="(\w+)"/.exec(attributes)?.[1],
      }),
    );
    expect(buttons).toEqual([
      { label: "English", submits: true, value: "en", lang: "en-CA", pressed: "false" },
      { label: "简体中文", submits: true, value: "zh", lang: "zh-CN", pressed: "true" },
    ]);
    expect(html).toContain(">语言</span>");
  });
});
