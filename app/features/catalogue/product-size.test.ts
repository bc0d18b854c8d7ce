import { describe, expect, it } from "vitest";
import { formatNumber, formatSize, groupSizes, parseSize } from "./product-size";

describe("formatSize", () => {
  it("reads the stored length*width*thickness form", () => {
    expect(formatSize("1520*228*7mm")).toBe("1520 × 228 × 7 mm");
    expect(formatSize("480*90*14mm")).toBe("480 × 90 × 14 mm");
  });

  it("accepts spaces, x, X, × and * between the numbers, and upper-case units", () => {
    expect(formatSize(" 1520 * 228 * 7 mm ")).toBe("1520 × 228 × 7 mm");
    expect(formatSize("1520x228x7mm")).toBe("1520 × 228 × 7 mm");
    expect(formatSize("1520 X 228 X 7 MM")).toBe("1520 × 228 × 7 mm");
    expect(formatSize("1520×228×7mm")).toBe("1520 × 228 × 7 mm");
    expect(formatSize("1520mm x 228mm x 7mm")).toBe("1520 × 228 × 7 mm");
    expect(formatSize("1520*228*7 millimetres")).toBe("1520 × 228 × 7 mm");
  });

  it("keeps decimals and drops padding zeros", () => {
    expect(formatSize("1220*180*5.5mm")).toBe("1220 × 180 × 5.5 mm");
    expect(formatSize("1220*180*5.50mm")).toBe("1220 × 180 × 5.5 mm");
    expect(formatSize("0610*0305*07mm")).toBe("610 × 305 × 7 mm");
  });

  it("adds the missing unit and reads two dimensions", () => {
    expect(formatSize("1900*190*15")).toBe("1900 × 190 × 15 mm");
    expect(formatSize("1118*13mm")).toBe("1118 × 13 mm");
  });

  it("shows text that is not a size as typed", () => {
    expect(formatSize("Random lengths")).toBe("Random lengths");
    expect(formatSize("  One size  ")).toBe("One size");
    expect(formatSize("48 inch")).toBe("48 inch");
    expect(formatSize("1520*228*7in")).toBe("1520*228*7in");
    expect(formatSize("1*2*3*4mm")).toBe("1*2*3*4mm");
    expect(formatSize("0*228*7mm")).toBe("0*228*7mm");
    expect(formatSize("12mm")).toBe("12mm");
    expect(formatSize("")).toBe("");
  });

  it("parses into length, width and thickness", () => {
    expect(parseSize("2134*178*19mm")).toEqual([2134, 178, 19]);
    expect(parseSize("extra")).toBeNull();
  });
});

describe("groupSizes", () => {
  it("groups by width, widest first, then by length and thickness, keeping the stored values", () => {
    const groups = groupSizes([
      "480*90*14mm",
      "1900*190*20mm",
      "2134*83*19mm",
      "1900*190*15mm",
      "1520*228*7mm",
      "914*89*16mm",
      "1219*292*25mm",
      "1067*292*25mm",
    ]);
    expect(groups.map((group) => group.label)).toEqual([
      "292 mm wide",
      "228 mm wide",
      "190 mm wide",
      "90 mm wide",
      "89 mm wide",
      "83 mm wide",
    ]);
    expect(groups[0]!.options).toEqual([
      { value: "1067*292*25mm", label: "1067 × 292 × 25 mm" },
      { value: "1219*292*25mm", label: "1219 × 292 × 25 mm" },
    ]);
    expect(groups[2]!.options.map((option) => option.value)).toEqual(["1900*190*15mm", "1900*190*20mm"]);
  });

  it("puts the same width in one group however it was typed, and text that is not a size last", () => {
    const groups = groupSizes(["Custom", "1220 x 180 x 12 mm", "1220*180*5.5mm", "As ordered", "1220*180*5mm"]);
    expect(groups).toEqual([
      {
        label: "180 mm wide",
        width: 180,
        options: [
          { value: "1220*180*5mm", label: "1220 × 180 × 5 mm" },
          { value: "1220*180*5.5mm", label: "1220 × 180 × 5.5 mm" },
          { value: "1220 x 180 x 12 mm", label: "1220 × 180 × 12 mm" },
        ],
      },
      {
        label: "Other sizes",
        width: null,
        options: [
          { value: "As ordered", label: "As ordered" },
          { value: "Custom", label: "Custom" },
        ],
      },
    ]);
  });

  it("has no groups without sizes", () => {
    expect(groupSizes([])).toEqual([]);
  });
});

// French writes numbers with a non-breaking space between thousands and a decimal comma, and keeps
// the unit with its number (decision 049).
const nbsp = "\u00a0";

describe("sizes in French", () => {
  it("group thousands with a non-breaking space and write decimals with a comma", () => {
    expect(formatNumber(1520, "fr")).toBe(`1${nbsp}520`);
    expect(formatNumber(12.5, "fr")).toBe("12,5");
    expect(formatNumber(1234567.25, "fr")).toBe(`1${nbsp}234${nbsp}567,25`);
    expect(formatNumber(228, "fr")).toBe("228");
    expect(formatNumber(1520)).toBe("1520");
    expect(formatNumber(5.5, "en")).toBe("5.5");
  });

  it("read a stored size as French writes it, however it was typed", () => {
    expect(formatSize("1520*228*7mm", "fr")).toBe(`1${nbsp}520 × 228 × 7${nbsp}mm`);
    expect(formatSize("1220*180*12.5mm", "fr")).toBe(`1${nbsp}220 × 180 × 12,5${nbsp}mm`);
    expect(formatSize("1220 X 180 X 5.50 MM", "fr")).toBe(`1${nbsp}220 × 180 × 5,5${nbsp}mm`);
    expect(formatSize("1118*13mm", "fr")).toBe(`1${nbsp}118 × 13${nbsp}mm`);
    expect(formatSize("480*90*14", "fr")).toBe(`480 × 90 × 14${nbsp}mm`);
  });

  it("show text that is not a size as typed", () => {
    expect(formatSize("  Random lengths ", "fr")).toBe("Random lengths");
    expect(formatSize("1520*228*7in", "fr")).toBe("1520*228*7in");
  });

  it("leave the English as it was", () => {
    expect(formatSize("1520*228*7mm", "en")).toBe("1520 × 228 × 7 mm");
    expect(formatSize("1220*180*5.5mm", "en")).toBe(formatSize("1220*180*5.5mm"));
  });

  it("group by width with the page's words, keeping the stored values", () => {
    const sizes = ["Custom", "1520*228*7mm", "1220*180*12.5mm", "2134*228*19mm"];
    const words = { wide: "{width} de largeur", other: "Autres dimensions" };
    expect(groupSizes(sizes, "fr", words)).toEqual([
      {
        label: `228${nbsp}mm de largeur`,
        width: 228,
        options: [
          { value: "1520*228*7mm", label: `1${nbsp}520 × 228 × 7${nbsp}mm` },
          { value: "2134*228*19mm", label: `2${nbsp}134 × 228 × 19${nbsp}mm` },
        ],
      },
      { label: `180${nbsp}mm de largeur`, width: 180, options: [{ value: "1220*180*12.5mm", label: `1${nbsp}220 × 180 × 12,5${nbsp}mm` }] },
      { label: "Autres dimensions", width: null, options: [{ value: "Custom", label: "Custom" }] },
    ]);
    // The same list in English, asked for after the French, is still the English.
    expect(groupSizes(sizes).map((group) => group.label)).toEqual(["228 mm wide", "180 mm wide", "Other sizes"]);
    expect(groupSizes(sizes, "fr", words)).toBe(groupSizes(sizes, "fr", words));
  });
});
