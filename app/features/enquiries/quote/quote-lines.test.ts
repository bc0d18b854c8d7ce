import { describe, expect, it } from "vitest";
import { enquiryTextEn } from "../enquiry-text.en";
import { enquiryTextFr } from "../enquiry-text.fr";
import { boxesFor, lineFields, MAX_LINES, readArea, readPostedLines } from "./quote-lines";

const form = (lines: { product: string; colour?: string; area?: string; title?: string }[]) => {
  const body = new URLSearchParams();
  for (const line of lines) {
    body.append(lineFields.product, line.product);
    body.append(lineFields.colour, line.colour ?? "");
    body.append(lineFields.area, line.area ?? "");
    body.append(lineFields.title, line.title ?? "");
  }
  return body;
};

describe("a quote request's lines", () => {
  it("reads areas as either language writes them", () => {
    expect(readArea("340")).toBe(340);
    expect(readArea(" 1 234,5 ")).toBe(1234.5);
    expect(readArea("1\u00a0234,5")).toBe(1234.5);
    expect(readArea("1,234.5")).toBe(1234.5);
    expect(readArea("12,5")).toBe(12.5);
    expect(readArea("")).toBeNull();
    expect(readArea("ten")).toBeNaN();
    expect(readArea("-4")).toBeNaN();
  });

  it("counts boxes rounded up, a whole number staying whole", () => {
    // 340 sq ft and 10 % waste is 374 sq ft: 17 boxes of 22 sq ft.
    expect(boxesFor(374, 22)).toBe(17);
    expect(boxesFor(374.01, 22)).toBe(18);
    expect(boxesFor(10, 31.09)).toBe(1);
    expect(boxesFor(null, 22)).toBeNull();
    expect(boxesFor(100, null)).toBeNull();
  });

  it("keeps every line in order, with its colour and area", () => {
    const checked = readPostedLines(
      form([
        { product: "12", colour: "Honey", area: "374", title: "Oak" },
        { product: "7", title: "Maple" },
      ]),
      enquiryTextEn.validation,
    );
    expect(checked.errors).toBeNull();
    expect(checked.lines).toEqual([
      { productId: 12, colour: "Honey", areaSqft: 374, title: "Oak" },
      { productId: 7, colour: null, areaSqft: null, title: "Maple" },
    ]);
  });

  it("refuses an area of 0, over 100,000 sq ft or not a number, under that line, in the page's language", () => {
    const checked = readPostedLines(
      form([{ product: "1", area: "0" }, { product: "2", area: "120" }, { product: "3", area: "100001" }, { product: "4", area: "lots" }]),
      enquiryTextFr.validation,
    );
    expect(checked.lines).toEqual([]);
    expect(checked.errors).toEqual({
      area: { 0: enquiryTextFr.validation.areaInvalid, 2: enquiryTextFr.validation.areaInvalid, 3: enquiryTextFr.validation.areaInvalid },
    });
    expect(readPostedLines(form([{ product: "1", area: "100000" }]), enquiryTextEn.validation).errors).toBeNull();
  });

  it("refuses more than 30 lines as a whole", () => {
    const many = Array.from({ length: MAX_LINES + 1 }, (_, index) => ({ product: String(index + 1) }));
    expect(readPostedLines(form(many), enquiryTextEn.validation).errors).toEqual({ lines: enquiryTextEn.validation.linesTooMany });
    expect(readPostedLines(form(many.slice(0, MAX_LINES)), enquiryTextEn.validation).errors).toBeNull();
  });
});
