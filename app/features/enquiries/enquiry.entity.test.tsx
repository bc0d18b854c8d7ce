import { parse } from "csv-parse/sync";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import EnquiriesPage from "~/features/enquiries/admin/enquiries";
import { enquiryCsv } from "~/features/enquiries/admin/enquiries-csv.server";
import type { StoredEnquiry } from "~/features/enquiries/enquiries.server";
import { I18nProvider, translate } from "~/platform/i18n/i18n";
import { en } from "~/content/messages/messages.en";
import { zh } from "~/content/messages/messages.zh";
import { enquiry } from "./enquiry.entity";

/*
 * The Enquiries tab and its CSV export draw their columns from the enquiry's declaration: the
 * list's head is the declared list columns and each row has one cell per column; the export's
 * header is the declared export columns' labels, and each row one value per column.
 */

const row = {
  id: 7,
  name: "Jane Doe",
  email: "jane@example.com",
  company: "Doe Renovations",
  sourcePage: "contact",
  receivedAt: "2026-11-20T15:00:00.000Z",
  delivery: "delivered" as const,
  attempts: 1,
  handled: false,
};

function renderList(locale: "en" | "zh") {
  const loaderData = {
    filter: { q: "", status: "", from: "", to: "" },
    newCount: 1,
    total: 1,
    page: 1,
    pageCount: 1,
    rows: [row],
  };
  const Page = EnquiriesPage as unknown as (props: {
    loaderData: typeof loaderData;
  }) => React.ReactNode;
  const router = createMemoryRouter(
    [
      {
        path: "/admin/enquiries",
        element: (
          <I18nProvider locale={locale} messages={locale === "en" ? en : zh}>
            <Page loaderData={loaderData} />
          </I18nProvider>
        ),
      },
    ],
    { initialEntries: ["/admin/enquiries"] },
  );
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

const textOf = (html: string) => html.replace(/<[^>]*>/g, "").trim();

describe("the enquiry declaration", () => {
  it.each(["en", "zh"] as const)(
    "heads the list with the declared columns, one cell each (%s)",
    (locale) => {
      const html = renderList(locale);
      const messages = locale === "en" ? en : zh;
      const heads = [...html.matchAll(/<th [^>]*>(.*?)<\/th>/g)].map(([, inner = ""]) =>
        textOf(inner),
      );
      expect(heads).toEqual(
        enquiry.listColumns.map((column) => translate(messages, column.header, {}, locale)),
      );
      const body = /<tbody[^>]*>(.*)<\/tbody>/s.exec(html)?.[1] ?? "";
      expect(body.match(/<td /g)).toHaveLength(enquiry.listColumns.length);
    },
  );

  it("heads the CSV with the declared export columns' labels, one value per column", () => {
    const stored = {
      id: 7,
      createdAt: new Date("2026-11-20T15:00:00Z"),
      name: "Jane Doe",
      email: "jane@example.com",
      phone: "416-555-0100",
      company: "Doe Renovations",
      interestedIn: "hardwood",
      service: "supply",
      message: "Hello",
      sourcePage: "contact",
      deliveryStatus: "delivered",
      attempts: 1,
      deliveredAt: null,
      lastError: null,
      handledAt: null,
      handledBy: null,
    } as unknown as StoredEnquiry;
    for (const [locale, messages] of [
      ["en", en],
      ["zh", zh],
    ] as const) {
      const csv = enquiryCsv(messages, locale);
      const [header, values] = parse(csv.head() + csv.rows([stored]), { bom: true }) as string[][];
      expect(header).toEqual(
        enquiry.exportColumns.map((column) => translate(messages, column.label, {}, locale)),
      );
      expect(values).toHaveLength(enquiry.exportColumns.length);
      expect(values![enquiry.exportColumns.findIndex((column) => column.key === "email")]).toBe(
        "jane@example.com",
      );
      expect(values![enquiry.exportColumns.findIndex((column) => column.key === "createdAt")]).toBe(
        "2026-11-20 10:00",
      );
    }
  });

  it("exports every declared field once", () => {
    expect(enquiry.exportColumns.map((column) => column.key).sort()).toEqual(
      enquiry.fields.map((field) => field.key).sort(),
    );
  });
});
