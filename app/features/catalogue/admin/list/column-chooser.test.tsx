import { describe, expect, it } from "vitest";
import { product } from "~/features/catalogue/product.entity";
import { translate } from "~/platform/i18n/i18n";
import { en } from "~/content/messages/messages.en";
import { zh } from "~/content/messages/messages.zh";
import { cellsPerRow, renderAdminPage, tableHeads } from "../../../../../tests/support/render-admin-page";
import ProductsPage from "./products";

/* The Products list draws its chooser and its columns from the product's declaration. */

const filter = { q: "oak", category: "", state: "draft", featured: false, sort: "title", trash: false };

const row = (id: number) => ({
  id,
  title: `Plank ${id}`,
  categoryName: "Oak",
  size: "1520*228*7mm",
  isPublished: true,
  isFeatured: false,
  position: id,
  updatedAt: "2026-11-01T12:00:00.000Z",
  deletedAt: null,
  image: null,
  cells: {
    categoryId: "Oak",
    series: "Heritage",
    content: "First line of the description",
    isFeatured: false,
    images: 3,
    seoTitle: null,
  },
});

const render = (locale: "en" | "zh", columns: string[]) =>
  renderAdminPage(
    ProductsPage,
    {
      loaderData: {
        filter,
        columns,
        reorderable: false,
        catalogueSize: 2,
        canPurge: false,
        savedTitle: null,
        trashCount: 0,
        categories: [],
        rows: [row(1), row(2)],
        total: 2,
        page: 1,
        pageCount: 1,
      },
      actionData: undefined,
    },
    { locale, path: "/admin" },
  );

const checkboxes = (html: string) =>
  [...html.matchAll(/<input type="checkbox"[^>]*value="([^"]+)"[^>]*>/g)].map(([input = "", value]) => ({
    value,
    checked: / checked=""/.test(input),
    named: /name="columns"/.test(input),
  }));

describe("the Products list's column chooser", () => {
  it("offers every declared field, labelled, ticked as the list shows now, keeping the filter", () => {
    const html = render("en", ["categoryId", "size"]);
    const offered = checkboxes(html).filter((box) => product.fields.some((field) => field.key === box.value));
    for (const field of product.fields) {
      expect(offered.map((box) => box.value), field.key).toContain(field.key);
      expect(html).toContain(`>${translate(en, field.label, {}, "en")}</span>`);
    }
    const ticked = offered.filter((box) => box.checked).map((box) => box.value);
    expect(ticked).toEqual(["title", "categoryId", "size", "isPublished", "picture"]);
    expect(offered.filter((box) => !box.named).map((box) => box.value)).toEqual(["title", "isPublished", "picture"]);
    expect(html).toMatch(/<details[^>]*>\s*<summary/);
    expect(html).toContain('<input type="hidden" name="q" value="oak"/>');
    expect(html).toContain('<input type="hidden" name="state" value="draft"/>');
    expect(html).toContain('<input type="hidden" name="sort" value="title"/>');
    expect(html).toContain('<input type="hidden" name="columns" value=""/>');
    expect(html).toContain("Show these columns");
    expect(html).toContain('href="/admin?q=oak&amp;state=draft&amp;sort=title&amp;columns=default"');
  });

  it.each([["en", en] as const, ["zh", zh] as const])(
    "heads the list with the chosen fields in the declaration's order, one cell each (%s)",
    (locale, messages) => {
      const html = render(locale, ["series", "content", "images", "isFeatured", "seoTitle"]);
      const label = (key: Parameters<typeof translate>[1]) => translate(messages, key, {}, locale);
      const heads = tableHeads(html);
      expect(heads.slice(2, 9)).toEqual([
        label("products.column.title"),
        label("editor.field.content"),
        label("editor.field.series"),
        label("editor.field.isFeatured"),
        label("editor.field.seoTitle"),
        label("editor.field.images"),
        label("products.column.status"),
      ]);
      expect(heads).not.toContain(label("editor.field.size"));
      expect(cellsPerRow(html)).toEqual([heads.length, heads.length]);
      expect(html).toContain('title="First line of the description"');
      expect(html).toContain(label("common.no"));
      expect(html).toContain('<span class="text-stone">—</span>');
    },
  );
});
