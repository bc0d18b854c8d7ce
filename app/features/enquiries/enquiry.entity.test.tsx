import { parse } from "csv-parse/sync";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import EnquiriesPage from "~/features/enquiries/admin/enquiries";
import { enquiryCsv } from "~/features/enquiries/admin/enquiries-csv.server";
import type { ListedEnquiry } from "~/features/enquiries/admin/admin-enquiries.server";
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
  kind: "quote" as const,
  firstLine: { productId: 3, productTitle: "Oak Natural", colour: "Honey", areaSqft: 374, boxes: 17 },
  lineCount: 2,
  sourcePage: "contact",
  locale: "en",
  receivedAt: "2026-11-20T15:00:00.000Z",
  owner: null,
  delivery: "delivered" as const,
  attempts: 1,
  state: "new" as const,
};

function renderList(locale: "en" | "zh") {
  const loaderData = {
    filter: { q: "", status: "", kind: "", owner: "", product: 0, from: "", to: "" },
    owners: [],
    products: [],
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
      // The request's cell: its kind and its first line, with how many more.
      expect(textOf(body)).toContain(
        locale === "en" ? "QuoteOak Natural (Honey) · 374 sq ft · 17 boxes+1 more" : "报价Oak Natural（Honey） · 374 平方英尺 · 17 箱另有 1 项",
      );
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
      kind: "samples",
      state: "won",
      stateChangedAt: new Date("2026-11-21T15:00:00Z"),
      stateChangedBy: "editor@example.ca",
      ownerEmail: "owner@example.ca",
      shipping: { pickup: false, street: "12 Elm St", city: "Oakville", province: "ON", postalCode: "L6J 1A1" },
    } as unknown as ListedEnquiry;
    for (const [locale, messages] of [
      ["en", en],
      ["zh", zh],
    ] as const) {
      const csv = enquiryCsv(messages, locale);
      const lines = new Map([
        [7, [row.firstLine, { productId: null, productTitle: "Ash Grey", colour: null, areaSqft: null, boxes: null }]],
      ]);
      const [header, values] = parse(csv.head() + csv.rows([stored], lines), { bom: true }) as string[][];
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
      const cell = (key: (typeof enquiry.exportColumns)[number]["key"]) => values![enquiry.exportColumns.findIndex((column) => column.key === key)];
      expect(cell("owner")).toBe("owner@example.ca");
      expect(cell("shipping")).toBe("12 Elm St, Oakville, ON L6J 1A1");
      expect(cell("stateChangedBy")).toBe("editor@example.ca");
      if (locale === "en") {
        expect([cell("kind"), cell("state")]).toEqual(["Samples", "Won"]);
        expect(cell("lines")).toBe("Oak Natural (Honey) · 374 sq ft · 17 boxes\nAsh Grey");
      } else {
        expect([cell("kind"), cell("state")]).toEqual(["样品", "已成交"]);
        expect(cell("lines")).toBe("Oak Natural（Honey） · 374 平方英尺 · 17 箱\nAsh Grey");
      }
    }
  });

  it("exports every declared field once", () => {
    expect(enquiry.exportColumns.map((column) => column.key).sort()).toEqual(
      enquiry.fields.map((field) => field.key).sort(),
    );
  });
});
