import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { pageCopies } from "~/content/page-copies.server";
import { exportHeaders, exportRow } from "~/features/catalogue/admin/export/catalogue-export.server";
import { editorLayout, fieldsAt } from "~/features/catalogue/admin/editor/editor-layout";
import type { ExportedProduct } from "~/features/catalogue/admin/list/admin-products.server";
import { columnChoices } from "~/features/catalogue/admin/list/product-columns";
import { ProductDetailView } from "~/features/catalogue/public/product-detail-view";
import type { PublicProduct } from "~/features/catalogue/public/public-catalogue.server";
import { sheetColumnsOf } from "~/features/imports/sheet/spreadsheet-columns";
import { CellError } from "~/platform/entities/cells";
import { defineEntity, type FieldSpec } from "~/platform/entities/define";
import { formShape } from "~/platform/entities/form-schema";
import { kindOf } from "~/platform/entities/kinds";
import { changedFields, emptyRecord, readRecord } from "~/platform/entities/records";
import { en } from "~/content/messages/messages.en";
import { zh } from "~/content/messages/messages.zh";
import { SiteLocaleProvider, type SiteLocale } from "~/platform/i18n/site-locale";
import { product } from "./product.entity";
import { structuredProperties } from "./product-details";
import { detailLines, visitorKeys } from "./product-visitors";

/*
 * A measure added to the product: its wear layer, in millimetres, which visitors see. The change a
 * developer makes is the field's entry in product.entity.ts (below, as written there), a column
 * in a migration, and nothing else: the `decimal` kind, its unit's words in the admin's messages
 * (`common.unit.mm`), and the detail line's label in both languages in the declaration itself.
 * This follows the field through the editor, the Products list's column chooser, the public
 * product page in English and French, its structured data, the history's comparison, the export
 * and the import, each reading the declaration.
 */

/** The files the change touches: the declaration and its migration; no reader restates the field. */
const TOUCHED = ["app/features/catalogue/product.entity.ts", "app/platform/db/migrations/<next>.sql"];

const declaredFields = Object.fromEntries(product.fields.map(({ key, ...spec }) => [key, spec])) as Record<string, FieldSpec<"basic" | "seo" | "images" | "french">>;

const withWearLayer = defineEntity({
  name: product.name,
  access: product.access,
  groups: product.groups,
  listColumns: product.listColumns,
  fields: {
    ...declaredFields,
    wearLayer: {
      label: "editor.field.size",
      kind: "decimal",
      unit: "mm",
      limit: 2,
      scale: 2,
      required: false,
      group: "basic",
      headers: { en: ["Wear layer (mm)", "Wear layer"], zh: ["耐磨层"] },
      messages: { invalid: "editor.validation.displayOrderInteger" },
      visitors: { label: { en: "Wear layer", fr: "Couche d’usure" }, property: "additionalProperty" },
    },
  },
});
const wearLayer = withWearLayer.fields.find((field) => field.key === "wearLayer")!;

/** A product's page data as the public read gives it, with the wear layer. */
function pageProduct(locale: SiteLocale, value: number | null): PublicProduct {
  const fields = { id: 7, title: "Carolina Oak", content: "Wide oak planks.", size: "1520*228*7mm", series: "Carolina", color: "Natural", level: null, packing: null, seoTitle: null, seoDescription: null, seoKeywords: null, wearLayer: value };
  return { ...fields, updatedAt: "2026-12-01T00:00:00.000Z", category: null, image: null, colours: [], details: detailLines(fields, locale, withWearLayer) } as unknown as PublicProduct;
}

/** The product page as visitors get it, in `locale`. */
function renderPage(locale: SiteLocale, value: number | null): string {
  const Page = () =>
    createElement(SiteLocaleProvider, { value: locale }, createElement(ProductDetailView, { product: pageProduct(locale, value), copy: pageCopies.productDetail[locale] }));
  const Stub = createRoutesStub([{ path: "/products/7", Component: Page }]);
  return renderToStaticMarkup(createElement(Stub, { initialEntries: ["/products/7"] }));
}

describe("a measure added to the product's declaration", () => {
  it("touches the declaration and a migration only", () => {
    expect(TOUCHED).toHaveLength(2);
    // Its unit's words exist in both of the admin's languages already.
    expect(en["common.unit.mm"]).toBe("{label} (mm)");
    expect(zh["common.unit.mm"]).toBe("{label}（毫米）");
  });

  it("is a box for a number on the editor's Basic info tab, among the details, checked by its kind", () => {
    expect(fieldsAt(editorLayout(withWearLayer), "details").map((field) => field.key)).toContain("wearLayer");
    expect(fieldsAt(editorLayout(withWearLayer), "position").map((field) => field.key)).toEqual(["displayOrder"]);
    const schema = z.object(formShape(withWearLayer));
    const read = (typed: string) => schema.safeParse({ title: "Oak", wearLayer: typed });
    expect(read(" 2,5 ").data?.wearLayer).toBe(2.5);
    expect(read("0.65").data?.wearLayer).toBe(0.65);
    expect(read("").data?.wearLayer).toBeNull();
    for (const typed of ["2.555", "thick", "-1", "123"]) {
      expect(read(typed).error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["wearLayer", "editor.validation.displayOrderInteger"]]);
    }
  });

  it("is offered by the Products list's column chooser, as a measure", () => {
    expect(columnChoices(withWearLayer).find((choice) => choice.key === "wearLayer")).toEqual({ key: "wearLayer", label: "editor.field.size", kind: "decimal", fixed: false });
  });

  it("is read by the public product page's query, and shown on the page in English and in French", () => {
    expect(visitorKeys(withWearLayer)).toContain("wearLayer");
    expect(visitorKeys(withWearLayer)).not.toContain("displayOrder");
    const english = renderPage("en", 2.5);
    expect(english).toMatch(/<dt[^>]*>Wear layer<\/dt><dd[^>]*>2\.5\u00a0mm<\/dd>/);
    const french = renderPage("fr", 2.5);
    expect(french).toMatch(/<dt[^>]*>Couche d’usure<\/dt><dd[^>]*>2,5\u00a0mm<\/dd>/);
    // Blank, it has no line.
    expect(renderPage("en", null)).not.toContain("Wear layer");
  });

  it("is a property of the page's structured data, with its unit", () => {
    const { additionalProperty } = structuredProperties(detailLines(pageProduct("en", 0.6), "en", withWearLayer)) as { additionalProperty: unknown[] };
    expect(additionalProperty).toContainEqual({ "@type": "PropertyValue", name: "Wear layer", value: 0.6, unitCode: "MMT", unitText: "mm" });
    expect(additionalProperty).toContainEqual({ "@type": "PropertyValue", name: "Series", value: "Carolina" });
  });

  it("is kept in a version, and named with its unit where two versions differ", () => {
    const before = readRecord(withWearLayer, { title: "Oak", wearLayer: "2.50" }) as Record<string, unknown>;
    expect(before.wearLayer).toBe(2.5);
    expect((emptyRecord(withWearLayer) as Record<string, unknown>).wearLayer).toBeNull();
    const after = { ...before, wearLayer: 3 };
    expect(changedFields(withWearLayer, before as never, after as never)).toEqual(["wearLayer"]);
    const kind = kindOf(wearLayer);
    expect([kind.text?.(before.wearLayer, wearLayer, "en"), kind.text?.(after.wearLayer, wearLayer, "en")]).toEqual(["2.5\u00a0mm", "3\u00a0mm"]);
  });

  it("is a column of the export, written as a number", () => {
    expect(exportHeaders("en", withWearLayer)).toContain("Wear layer (mm)");
    expect(exportHeaders("zh", withWearLayer)).toContain("耐磨层");
    const row = { ...(emptyRecord(product) as Omit<ExportedProduct, "id" | "sourceUrl" | "category">), id: 7, sourceUrl: null, category: null, title: "Oak", wearLayer: 2.5 };
    const how = { yesNo: (value: boolean) => (value ? "Yes" : "No"), pictureAddress: (value: string | null) => value };
    expect(exportRow(row, how, withWearLayer).at(-2)).toBe(2.5);
  });

  it("is a column the import recognises and reads, refusing what is not a measure", () => {
    const columns = sheetColumnsOf(withWearLayer);
    expect(columns.guess(["Title", "Wear layer"])).toEqual(["title", "wearLayer"]);
    expect(columns.guess(["耐磨层"])).toEqual(["wearLayer"]);
    const codec = kindOf(wearLayer).codec;
    expect(codec.parse("2,5", wearLayer)).toBe(2.5);
    expect(codec.parse(" ", wearLayer)).toBeNull();
    expect(() => codec.parse("two", wearLayer)).toThrow(CellError);
  });
});
