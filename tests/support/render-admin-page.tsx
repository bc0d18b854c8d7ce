import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { I18nProvider, type Locale } from "~/platform/i18n/i18n";
import { en } from "~/content/messages/messages.en";
import { zh } from "~/content/messages/messages.zh";

/*
 * An admin page's component drawn to HTML as the server would, with the loader data given, in
 * one language: for tests that read what a list shows without starting the site.
 */

export function renderAdminPage(
  Page: unknown,
  props: Record<string, unknown>,
  { locale, path }: { locale: Locale; path: string },
): string {
  const Component = Page as ComponentType<Record<string, unknown>>;
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <I18nProvider locale={locale} messages={locale === "en" ? en : zh}>
            <Component {...props} />
          </I18nProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

const textOf = (html: string) => html.replace(/<[^>]*>/g, "").trim();

/** The texts of the first table's head cells, in order. */
export const tableHeads = (html: string) =>
  [...html.matchAll(/<th [^>]*>(.*?)<\/th>/gs)].map(([, inner = ""]) => textOf(inner));

/** How many cells each row of the first table's body has. */
export const cellsPerRow = (html: string) =>
  [...(/<tbody[^>]*>(.*?)<\/tbody>/s.exec(html)?.[1] ?? "").matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].map(
    ([, row = ""]) => row.match(/<td[ >]/g)?.length ?? 0,
  );
