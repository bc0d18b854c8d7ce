import { describe, expect, it } from "vitest";
import { CellError, cellCodecs, cleanText } from "./cells";

/*
 * Each kind's codec: what it writes into a spreadsheet cell, that it reads the same cell back, and
 * what it refuses.
 */

const how = {
  yesNo: (value: boolean) => (value ? "Yes" : "No"),
  pictureAddress: (value: string | null) => (value ? `https://x.test/media/${value}` : null),
};
const textField = { kind: "text", label: "editor.field.size", limit: 5, required: false } as const;
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof CellError ? error.key : "other";
  }
  return null;
};

describe("cell codecs", () => {
  it("reads text cleaned, blank as null, and refuses text over the limit", () => {
    expect(cellCodecs.text.parse("  a\r\nb ", textField)).toBe("a\nb");
    expect(cellCodecs.text.parse("   ", textField)).toBeNull();
    expect(refusal(() => cellCodecs.text.parse("abcdef", textField))).toBe("tooLong");
    expect(cellCodecs.text.empty({ ...textField, blank: "empty" })).toBe("");
    expect(cellCodecs.text.read("", textField)).toBeNull();
    expect(cleanText("\u0000x\u0007 ")).toBe("x");
  });

  it("reads whole numbers of at most the declared digits", () => {
    const field = {
      kind: "number",
      label: "editor.field.displayOrder",
      limit: 3,
      required: false,
      messages: { invalid: "editor.validation.displayOrderInteger" },
    } as const;
    expect(cellCodecs.number.parse(" +12 ", field)).toBe(12);
    expect(cellCodecs.number.parse("", field)).toBeNull();
    expect(refusal(() => cellCodecs.number.parse("1234", field))).toBe(
      "editor.validation.displayOrderInteger",
    );
    expect(refusal(() => cellCodecs.number.parse("1.5", field))).toBe(
      "editor.validation.displayOrderInteger",
    );
    expect(cellCodecs.number.write(7, how)).toBe(7);
    // In a form: nought is 0 (an order), or blank where it means 'not given' (an area).
    expect(cellCodecs.number.toForm(0, field)).toBe("0");
    expect(cellCodecs.number.toForm(0, { ...field, blank: "zero" })).toBe("");
    expect(cellCodecs.number.toForm(3200, { ...field, blank: "zero" })).toBe("3200");
  });

  it("writes yes or no in the reader's words and reads either language back", () => {
    const field = { kind: "boolean", label: "editor.field.isPublished", required: false } as const;
    expect(cellCodecs.boolean.write(true, how)).toBe("Yes");
    expect(cellCodecs.boolean.parse("YES", field)).toBe(true);
    expect(cellCodecs.boolean.parse("否", field)).toBe(false);
    expect(cellCodecs.boolean.parse("", field)).toBeNull();
    expect(refusal(() => cellCodecs.boolean.parse("maybe", field))).toBe("notYesNo");
    expect(cellCodecs.boolean.toForm(true)).toBe("on");
  });

  it("writes a picture as its address and refuses one over the limit", () => {
    const field = {
      kind: "picture",
      label: "editor.field.picture",
      limit: 10,
      required: false,
    } as const;
    expect(cellCodecs.picture.write("uploads/a", how)).toBe("https://x.test/media/uploads/a");
    expect(cellCodecs.picture.parse(" https://a ", field)).toBe("https://a");
    expect(refusal(() => cellCodecs.picture.parse("https://toolong", field))).toBe("tooLong");
  });

  it("writes colour pictures one a line and reads the same cell back", () => {
    const field = {
      kind: "colourImages",
      label: "editor.field.images",
      limit: 2,
      parts: { picture: 100, colourName: 10 },
      required: false,
      messages: { tooMany: "editor.validation.imagesTooMany" },
    } as const;
    const cell = cellCodecs.colourImages.write(
      [
        { imageUrl: "uploads/oak.jpg", altText: "Oak" },
        { imageUrl: "uploads/ash.jpg", altText: null },
      ],
      how,
    );
    expect(cell).toBe(
      "Oak | https://x.test/media/uploads/oak.jpg\n | https://x.test/media/uploads/ash.jpg",
    );
    expect(cellCodecs.colourImages.parse(String(cell), field)).toEqual([
      { colourName: "Oak", picture: "https://x.test/media/uploads/oak.jpg" },
      // The line is trimmed first, so the address keeps the space after the bar; the importer trims it.
      { colourName: null, picture: " https://x.test/media/uploads/ash.jpg" },
    ]);
    expect(cellCodecs.colourImages.parse("https://a/b.jpg", field)).toEqual([
      { colourName: null, picture: "https://a/b.jpg" },
    ]);
    expect(cellCodecs.colourImages.write([], how)).toBeNull();
    expect(refusal(() => cellCodecs.colourImages.parse("a\nb\nc", field))).toBe(
      "editor.validation.imagesTooMany",
    );
    expect(refusal(() => cellCodecs.colourImages.parse("Very long name | https://a", field))).toBe(
      "tooLong",
    );
  });
});
