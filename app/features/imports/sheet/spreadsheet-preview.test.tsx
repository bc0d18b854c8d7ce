import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NativeSelect } from "~/ui/field";
import { renderAdminPage } from "../../../../tests/support/render-admin-page";
import { SpreadsheetPreview, type SheetPreviewData } from "./spreadsheet-preview";

/*
 * The dry run's column choices are the admin's own drop-downs: the same box, padding and chevron
 * as every other list on its pages, not the browser's arrow pressed against the border.
 */

const data: SheetPreviewData = {
  jobId: 1,
  headers: ["Title", "Size", "Warehouse"],
  preview: [{ line: 2, cells: ["Shot Oak", "1900*190*15mm", "North"] }],
  mapping: ["title", "size", null],
  counts: { create: 1, update: 0, unchanged: 0, skip: 0, fail: 0 },
  newCategories: [],
  publish: false,
};

/** Each `<select>` of the markup with what directly follows it. */
const selects = (html: string) =>
  [...html.matchAll(/<select ([^>]*)>.*?<\/select>(<svg[^>]*>)?/gs)].map(([, attributes = "", after]) => ({
    className: /class="([^"]*)"/.exec(attributes)?.[1],
    chevron: after !== undefined && after.includes('aria-hidden="true"'),
  }));

describe("the spreadsheet preview's columns", () => {
  it.each(["en", "zh"] as const)("offers each column's choice in the admin's drop-down (%s)", (locale) => {
    const html = renderAdminPage(SpreadsheetPreview, { data }, { locale, path: "/admin/import/jobs/1" });
    const admin = selects(renderToStaticMarkup(<NativeSelect name="any" />))[0]!;
    const columns = selects(html);
    expect(columns).toHaveLength(data.headers.length);
    for (const column of columns) expect(column).toEqual(admin);
    expect(admin.chevron).toBe(true);
  });
});
