import { describe, expect, it } from "vitest";
import { z } from "zod";
import { exportHeaders, exportRow } from "~/features/catalogue/admin/export/catalogue-export.server";
import { editorLayout, fieldsAt } from "~/features/catalogue/admin/editor/editor-layout";
import type { ExportedProduct } from "~/features/catalogue/admin/list/admin-products.server";
import { columnChoices } from "~/features/catalogue/admin/list/product-columns";
import { sheetColumnsOf } from "~/features/imports/sheet/spreadsheet-columns";
import { defineEntity, type FieldSpec } from "~/platform/entities/define";
import { formShape } from "~/platform/entities/form-schema";
import { changedFields, emptyRecord, formValuesOf, readRecord } from "~/platform/entities/records";
import { product } from "./product.entity";

/*
 * Adding a field to the product is one entry in its declaration (plus a migration for its column).
 * This builds the product's declaration with one field more, as a developer would write it, and
 * follows the field through everything that reads a declaration: the form's schema and its limits,
 * a new product's values and the form's starting values, a kept version read back and compared,
 * the editor's tabs, the Products list's column chooser, the export's columns and cells, and the
 * import's column mapping.
 */

/** The product's declaration as written, each field without the key the declaration adds. */
const declaredFields = Object.fromEntries(product.fields.map(({ key, ...spec }) => [key, spec])) as Record<
  string,
  FieldSpec<"basic" | "seo" | "images">
>;

const withThickness = defineEntity({
  name: product.name,
  access: product.access,
  groups: product.groups,
  listColumns: product.listColumns,
  fields: {
    ...declaredFields,
    thickness: {
      label: "editor.field.size",
      kind: "text",
      limit: 40,
      required: false,
      group: "basic",
      headers: { en: ["Thickness", "Wear layer"], zh: ["厚度"] },
      messages: { tooLong: "editor.validation.textTooLong" },
    },
  },
});

describe("a field added to the product's declaration", () => {
  it("is one more field of the declaration, after the others", () => {
    expect(withThickness.fields.map((field) => field.key)).toEqual([...product.fields.map((field) => field.key), "thickness"]);
  });

  it("is in the editor's form, with its declared limit and message", () => {
    const schema = z.object(formShape(withThickness));
    expect(Object.keys(schema.shape)).toContain("thickness");
    const fits = schema.safeParse({ title: "Oak", thickness: ` ${"9".repeat(40)} ` });
    expect(fits.success && fits.data.thickness).toBe("9".repeat(40));
    const blank = schema.safeParse({ title: "Oak", thickness: "  " });
    expect(blank.success && blank.data.thickness).toBeNull();
    const tooLong = schema.safeParse({ title: "Oak", thickness: "9".repeat(41) });
    expect(tooLong.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["thickness", "editor.validation.textTooLong"],
    ]);
  });

  it("starts empty on a new product, and the form starts from it", () => {
    const fresh = emptyRecord(withThickness) as Record<string, unknown>;
    expect(fresh).toHaveProperty("thickness", null);
    expect(formValuesOf(withThickness, { ...fresh, thickness: "12 mm" } as never)).toHaveProperty("thickness", "12 mm");
    expect(formValuesOf(withThickness, fresh as never)).toHaveProperty("thickness", "");
  });

  it("is kept in a version, read back, and named when two versions differ", () => {
    const before = readRecord(withThickness, { title: "Oak", thickness: "12 mm" }) as Record<string, unknown>;
    expect(before).toHaveProperty("thickness", "12 mm");
    const after = { ...before, thickness: "14 mm" };
    expect(changedFields(withThickness, before as never, after as never)).toEqual(["thickness"]);
  });

  it("has a place on the editor's Basic info tab, among the details", () => {
    const layout = editorLayout(withThickness);
    expect(fieldsAt(layout, "details").map((field) => field.key)).toContain("thickness");
    // Every field has exactly one place.
    expect(layout.map((item) => item.field.key)).toEqual(withThickness.fields.map((field) => field.key));
  });

  it("is refused by the editor when its kind has no place on its tab", () => {
    const misplaced = defineEntity({
      name: "product",
      access: product.access,
      groups: product.groups,
      listColumns: product.listColumns,
      fields: {
        ...declaredFields,
        swatches: { ...declaredFields.images!, group: "seo" },
      },
    });
    expect(() => editorLayout(misplaced)).toThrow(/product\.swatches: the editor has no place for a colourImages field on its seo tab/);
  });

  it("is offered by the Products list's column chooser, under its label", () => {
    const offered = columnChoices(withThickness);
    expect(offered.map((choice) => choice.key)).toEqual(withThickness.fields.map((field) => field.key));
    expect(offered.find((choice) => choice.key === "thickness")).toEqual({
      key: "thickness",
      label: "editor.field.size",
      kind: "text",
      fixed: false,
    });
  });

  it("is a column of the export, in both languages, written by its kind", () => {
    expect(exportHeaders("en", withThickness)).toEqual([...exportHeaders("en").slice(0, -1), "Thickness", "Source URL"]);
    expect(exportHeaders("zh", withThickness)).toContain("厚度");
    const row: ExportedProduct & { thickness: string } = {
      ...(emptyRecord(product) as Omit<ExportedProduct, "id" | "sourceUrl" | "category">),
      id: 7,
      sourceUrl: null,
      category: null,
      title: "Oak",
      thickness: "12 mm",
    };
    const how = { yesNo: (value: boolean) => (value ? "Yes" : "No"), pictureAddress: (value: string | null) => value };
    const cells = exportRow(row, how, withThickness);
    expect(cells).toHaveLength(exportHeaders("en", withThickness).length);
    expect(cells.at(-2)).toBe("12 mm");
  });

  it("is a column the import recognises by its headings, and can be mapped to", () => {
    const columns = sheetColumnsOf(withThickness);
    expect(columns.targets).toContain("thickness");
    expect(columns.label("thickness")).toBe("editor.field.size");
    expect(columns.guess(["Title", "wear layer", "厚度"])).toEqual(["title", "thickness", null]);
    expect(columns.read(["title", "thickness"], 2)).toEqual(["title", "thickness"]);
    // The product's own mapping does not know it.
    expect(sheetColumnsOf(product).read(["title", "thickness"], 2)).toBeNull();
  });
});
