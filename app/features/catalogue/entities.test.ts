import { describe, expect, it } from "vitest";
import { createCategorySchema, editCategorySchema } from "~/features/catalogue/admin/categories/category-form-schema";
import { productFormSchema } from "~/features/catalogue/admin/editor/product-form-schema";
import { en } from "~/content/messages/messages.en";
import { zh } from "~/content/messages/messages.zh";
import { category } from "./category.entity";
import { headerKey, type FieldDeclaration, type ListColumn } from "~/platform/entities/define";
import { product } from "./product.entity";

/*
 * The declarations against what reads them: every message they name exists in both languages,
 * the forms' schemas hold exactly the declared fields and honour their limits and required-ness,
 * and no spreadsheet heading could mean two fields of one entity.
 */

type Declaration = { name: string; fields: readonly FieldDeclaration[]; listColumns: readonly ListColumn[] };

/** What the forms post besides the entity's own fields: which action and which record. */
const entities: { declaration: Declaration; schemaKeys: string[]; formOnly: string[] }[] = [
  {
    declaration: product,
    schemaKeys: Object.keys(productFormSchema.shape),
    // The version the editor opened and the one a 'keep my changes' overrides; the position typed and the one it opened at.
    formOnly: ["version", "overwriteVersion", "position", "positionWas"],
  },
  {
    declaration: category,
    schemaKeys: [...new Set([...Object.keys(createCategorySchema.shape), ...Object.keys(editCategorySchema.shape)])],
    formOnly: ["intent", "id"],
  },
];

describe.each(entities)("the $declaration.name declaration", ({ declaration, schemaKeys, formOnly }) => {
  it("names only messages both catalogues hold", () => {
    const keys = [
      ...declaration.fields.flatMap((field) => [field.label, ...(field.hint ? [field.hint] : [])]),
      ...declaration.listColumns.map((column) => column.header),
    ];
    for (const key of keys) {
      expect(Object.hasOwn(en, key), `${key} in English`).toBe(true);
      expect(Object.hasOwn(zh, key), `${key} in Chinese`).toBe(true);
    }
  });

  it("declares every field of its form's schema, and nothing the schema lacks", () => {
    const declared = declaration.fields.map((field) => field.key).sort();
    expect(declared).toEqual(schemaKeys.filter((key) => !formOnly.includes(key)).sort());
  });

  it("gives every field headings in both languages, none of them shared with another field", () => {
    const owners = new Map<string, string>();
    for (const field of declaration.fields) {
      expect(field.headers.en.length, `${field.key} in English`).toBeGreaterThan(0);
      expect(field.headers.zh.length, `${field.key} in Chinese`).toBeGreaterThan(0);
      for (const heading of [...field.headers.en, ...field.headers.zh]) {
        const key = headerKey(heading);
        expect(key, `${field.key}: "${heading}"`).not.toBe("");
        expect(owners.get(key), `"${heading}" of ${field.key}`).toBeUndefined();
        owners.set(key, field.key);
      }
    }
  });

  it("gives text a limit, and list columns keys of their own", () => {
    for (const field of declaration.fields) {
      if (field.kind !== "boolean" && field.kind !== "treeNode") expect(field.limit, field.key).toBeGreaterThan(0);
    }
    const columns = declaration.listColumns.map((column) => column.key);
    expect(new Set(columns).size).toBe(columns.length);
  });
});

describe("the product form schema follows the declaration", () => {
  it("refuses an empty form for the required fields only", () => {
    const result = productFormSchema.safeParse({});
    const refused = new Set(result.error?.issues.map((issue) => String(issue.path[0])));
    expect([...refused].sort()).toEqual(product.fields.filter((field) => field.required).map((field) => field.key).sort());
  });

  it("takes each text field's limit from the declaration", () => {
    const base = { title: "Oak" };
    for (const field of product.fields.filter((item) => item.kind === "text" || item.kind === "multiline" || item.kind === "picture")) {
      const limit = field.limit!;
      expect(productFormSchema.safeParse({ ...base, [field.key]: "x".repeat(limit) }).success, `${field.key} at ${limit}`).toBe(true);
      expect(productFormSchema.safeParse({ ...base, [field.key]: "x".repeat(limit + 1) }).success, `${field.key} past ${limit}`).toBe(false);
    }
  });

  it("takes the display order's digits and the colour pictures' count from the declaration", () => {
    const digits = product.field.displayOrder.limit;
    expect(productFormSchema.safeParse({ title: "Oak", displayOrder: "9".repeat(digits) }).success).toBe(true);
    expect(productFormSchema.safeParse({ title: "Oak", displayOrder: "9".repeat(digits + 1) }).success).toBe(false);
    const images = (count: number) => Array.from({ length: count }, () => ({ imageUrl: "uploads/a.webp" }));
    expect(productFormSchema.safeParse({ title: "Oak", images: images(product.field.images.limit) }).success).toBe(true);
    expect(productFormSchema.safeParse({ title: "Oak", images: images(product.field.images.limit + 1) }).success).toBe(false);
  });
});

describe("the category form schemas follow the declaration", () => {
  it("require the name, and limit the name and the slug", () => {
    const { name, slug } = category.field;
    expect(name.required).toBe(true);
    expect(createCategorySchema.safeParse({ intent: "create" }).error?.issues.map((issue) => issue.path[0])).toEqual(["name"]);
    expect(createCategorySchema.safeParse({ intent: "create", name: "x".repeat(name.limit) }).success).toBe(true);
    expect(createCategorySchema.safeParse({ intent: "create", name: "x".repeat(name.limit + 1) }).success).toBe(false);
    expect(createCategorySchema.safeParse({ intent: "create", name: "Oak", slug: "a".repeat(slug.limit) }).success).toBe(true);
    expect(createCategorySchema.safeParse({ intent: "create", name: "Oak", slug: "a".repeat(slug.limit + 1) }).success).toBe(false);
  });
});
