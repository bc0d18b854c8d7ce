import { describe, expect, it } from "vitest";
import { product } from "~/features/catalogue/product.entity";
import { COLUMNS_COOKIE, readProductColumns } from "./product-columns.server";
import { columnChoices, DEFAULT_COLUMNS, FIXED_FIELDS, pickColumns, shownColumns } from "./product-columns";

/* Which product fields the Products list shows: from the address, the browser's cookie, or the default. */

const request = (search: string, cookie?: string) =>
  new Request(`http://localhost/admin${search}`, cookie ? { headers: { cookie } } : undefined);

describe("the Products list's columns", () => {
  it("offers every declared field in the chooser, in the declaration's order, the fixed ones ticked for good", () => {
    const choices = columnChoices(product);
    expect(choices.map((choice) => choice.key)).toEqual(product.fields.map((field) => field.key));
    for (const field of product.fields) {
      const choice = choices.find((item) => item.key === field.key);
      expect(choice, field.key).toMatchObject({ label: field.label, kind: field.kind });
    }
    expect(choices.filter((choice) => choice.fixed).map((choice) => choice.key)).toEqual(["title", "isPublished", "picture"]);
  });

  it("shows the category and the size when nobody has chosen, as the list always has", () => {
    expect(readProductColumns(request(""))).toEqual({ columns: [...DEFAULT_COLUMNS], setCookie: null });
    expect(DEFAULT_COLUMNS).toEqual(["categoryId", "size"]);
    expect(shownColumns("catalogue", DEFAULT_COLUMNS).map((column) => column.key)).toEqual([
      "select", "picture", "title", "categoryId", "size", "status", "order", "actions",
    ]);
    expect(shownColumns("trash", DEFAULT_COLUMNS).map((column) => column.key)).toContain("deleted");
  });

  it("takes the form's choice from the address, in the declaration's order, and remembers it for the admin's pages", () => {
    const chosen = readProductColumns(request("?columns=&columns=seoTitle&columns=series&columns=images"));
    expect(chosen.columns).toEqual(["series", "seoTitle", "images"]);
    expect(chosen.setCookie).toMatch(new RegExp(`^${COLUMNS_COOKIE}=series\\.seoTitle\\.images; Path=/admin; Max-Age=\\d+; SameSite=Lax; HttpOnly$`));
    // Nothing ticked is a choice too: the form always sends its empty `columns`.
    expect(readProductColumns(request("?columns="))).toMatchObject({ columns: [] });
  });

  it("reads the cookie when the address says nothing, and the address before the cookie", () => {
    expect(readProductColumns(request("?q=oak", `a=1; ${COLUMNS_COOKIE}=level.packing`))).toEqual({
      columns: ["level", "packing"],
      setCookie: null,
    });
    expect(readProductColumns(request("?columns=color", `${COLUMNS_COOKIE}=level`)).columns).toEqual(["color"]);
    expect(readProductColumns(request("", `${COLUMNS_COOKIE}=`)).columns).toEqual([]);
  });

  it("ignores keys the declaration does not have, and the fixed ones", () => {
    expect(pickColumns(["series", "nope", "__proto__", "title", "picture", "isPublished", "SERIES", "series"])).toEqual(["series"]);
    expect(readProductColumns(request("?columns=drop%20table&columns=level")).columns).toEqual(["level"]);
    expect(readProductColumns(request("", `${COLUMNS_COOKIE}=constructor.color.toString`)).columns).toEqual(["color"]);
    expect(FIXED_FIELDS.every((key) => !pickColumns([key]).length)).toBe(true);
  });

  it("forgets the choice with Reset", () => {
    const reset = readProductColumns(request("?columns=default", `${COLUMNS_COOKIE}=level`));
    expect(reset.columns).toEqual([...DEFAULT_COLUMNS]);
    expect(reset.setCookie).toMatch(new RegExp(`^${COLUMNS_COOKIE}=; Path=/admin; Max-Age=0;`));
  });
});
