import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { productFormSchema } from "~/components/admin/product-form-schema";
import { hasOversizedList } from "./form-lists.server";

const payloadOf = (fields: Record<string, string>) =>
  parseWithZod(new URLSearchParams(fields), { schema: productFormSchema, disableAutoCoercion: true }).payload;

describe("oversized lists in a posted form", () => {
  it("lets through the lists the editor posts", () => {
    const rows = Object.fromEntries(Array.from({ length: 60 }, (_, index) => [`images[${index}].imageUrl`, "uploads/a.jpg"]));
    expect(hasOversizedList(payloadOf({ title: "Oak", ...rows }), 60)).toBe(false);
    expect(hasOversizedList(payloadOf({ title: "Oak" }), 60)).toBe(false);
  });

  it("finds a list made long by one index, in any field, and nesting deeper than any form", () => {
    expect(hasOversizedList(payloadOf({ title: "Oak", "images[99999999].imageUrl": "x" }), 60)).toBe(true);
    expect(hasOversizedList(payloadOf({ "title[61]": "x" }), 60)).toBe(true);
    expect(hasOversizedList(payloadOf({ "images[0][0][0][0][0][0]": "x" }), 60)).toBe(true);
  });
});
