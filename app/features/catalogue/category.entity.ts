import { defineEntity, STAFF_ROLES } from "~/platform/entities/define";

/*
 * The product category, as the Categories page (app/features/catalogue/admin/categories/categories.tsx), its form
 * schemas (app/features/catalogue/admin/categories/category-form-schema.ts) and the spreadsheet import and export
 * read it. A blank slug is made from the name when a category is created, so only editing
 * requires one (the edit schema says so); the model keeps the two levels (decision 018).
 */

export const category = defineEntity({
  name: "category",
  access: STAFF_ROLES,
  groups: ["main"],
  fields: {
    name: {
      label: "categories.field.name",
      kind: "text",
      limit: 100,
      required: true,
      messages: {
        required: "categories.validation.nameRequired",
        tooLong: "categories.validation.nameTooLong",
      },
      group: "main",
      headers: { en: ["Name", "Category name", "Category"], zh: ["名称", "分类名称", "分类"] },
    },
    nameFr: {
      label: "categories.field.nameFr",
      kind: "text",
      limit: 100,
      required: false,
      translates: "name",
      messages: { tooLong: "categories.validation.nameTooLong" },
      group: "main",
      headers: { en: ["Name (French)", "French name", "Nom"], zh: ["法语名称"] },
    },
    slug: {
      label: "categories.field.slug",
      kind: "text",
      limit: 80,
      required: false,
      messages: { tooLong: "categories.validation.slugTooLong" },
      group: "main",
      headers: { en: ["Slug", "Address"], zh: ["别名", "网址别名", "链接名"] },
    },
    parentId: {
      label: "categories.field.parent",
      kind: "treeNode",
      required: false,
      messages: { invalid: "categories.validation.parentInvalid" },
      group: "main",
      headers: { en: ["Parent category", "Parent"], zh: ["上级分类", "父分类", "上级"] },
    },
  },
  listColumns: [
    { key: "nameAndSlug", header: "categories.column.nameAndSlug" },
    { key: "products", header: "categories.column.products" },
    { key: "order", header: "categories.column.order" },
    { key: "actions", header: "categories.column.actions" },
  ],
});
