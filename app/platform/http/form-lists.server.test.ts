import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { hasUnexpectedShape } from "./form-lists.server";

/** An editor's form: a title and a list of up to 60 pictures. */
const editorSchema = z.object({ title: z.string(), images: z.array(z.object({ imageUrl: z.string() })).max(60).optional() });
const payloadOf = (fields: [string, string][]) =>
  parseWithZod(new URLSearchParams(fields), { schema: editorSchema, disableAutoCoercion: true }).payload;
const editorLists = { images: 60 };

describe("posted forms of a shape the form never sends", () => {
  it("lets through the fields and lists the editor posts", () => {
    const rows = Array.from({ length: 60 }, (_, index): [string, string] => [`images[${index}].imageUrl`, "uploads/a.jpg"]);
    expect(hasUnexpectedShape(payloadOf([["title", "Oak"], ...rows]), editorLists)).toBe(false);
    expect(hasUnexpectedShape(payloadOf([["title", "Oak"]]), editorLists)).toBe(false);
  });

  it("finds a list made long by one index, a list where there is one field, and nesting deeper than any form", () => {
    expect(hasUnexpectedShape(payloadOf([["title", "Oak"], ["images[99999999].imageUrl", "x"]]), editorLists)).toBe(true);
    expect(hasUnexpectedShape(payloadOf([["title[61]", "x"]]), editorLists)).toBe(true);
    expect(hasUnexpectedShape(payloadOf([["images[0][0][0][0][0][0]", "x"]]), editorLists)).toBe(true);
    expect(hasUnexpectedShape(payloadOf([["title", "Oak"], ["title", "Ash"]]), editorLists)).toBe(true);
  });
});
