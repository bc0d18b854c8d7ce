import { describe, it, expect } from "vitest";
import { imageManifest } from "~/content/image-manifest";
import { demoCategories, demoProducts } from "./demo-catalogue";
import { readPacking } from "./packing-measures";

/** Every image key the image pipeline knows, with the colour name a variant using it must carry. */
const IMAGE_COLOURS: Record<string, string | null> = {
  "swatch/nature": "Nature",
  "swatch/lily-canvas": "Lily Canvas",
  "swatch/ivory-gold": "Ivory Gold",
  "swatch/burlywood": "Burlywood",
  "swatch/silver": "Silver",
  "swatch/senior-grey": "Senior Grey",
  "swatch/old-prairie": "Old Prairie",
  "swatch/nudie": "Nudie",
  "swatch/smoked-oak": "Smoked Oak",
  "swatch/espresso": "Espresso",
  "swatch/white-oak": "White Oak",
  "swatch/red-oak": "Red Oak",
  "swatch/maple-natural": "Natural Maple",
  "swatch/maple-honey": "Honey Maple",
  "swatch/walnut-natural": "Natural Walnut",
  "swatch/walnut-dark": "Dark Walnut",
  "swatch/hickory-natural": "Natural Hickory",
  "swatch/hickory-saddle": "Saddle Hickory",
  "swatch/spc-coastal-grey": "Coastal Grey",
  "swatch/spc-sandbar": "Sandbar",
  "swatch/spc-harbour-oak": "Harbour Oak",
  "swatch/spc-driftwood": "Driftwood",
  "swatch/spc-chestnut": "Chestnut",
  "swatch/spc-stone-grey": "Stone Grey",
  "swatch/laminate-barn-oak": "Barn Oak",
  "swatch/laminate-alpine": "Alpine",
  "swatch/laminate-cognac": "Cognac",
  "swatch/laminate-fog": "Fog",
  "stair/natural-oak": "Natural Oak",
  "stair/walnut": "Walnut",
  "stair/espresso": "Espresso",
  "stair/grey": "Grey",
  // Profile and hardware shots: not colour swatches.
  "trim/quarter-round": null,
  "trim/t-molding": null,
  "trim/reducer": null,
  "trim/stair-nose": null,
  "trim/baseboard": null,
  "trim/threshold": null,
  "spindle/single-basket": null,
  "spindle/double-knuckle": null,
  "spindle/twist": null,
  "spindle/plain-square": null,
  "spindle/shoe": null,
};
const ALLOWED_IMAGES = new Set(Object.keys(IMAGE_COLOURS));

const GALLERY_COLOURS = [
  "Nature",
  "Lily Canvas",
  "Ivory Gold",
  "Burlywood",
  "Silver",
  "Senior Grey",
  "Old Prairie",
  "Nudie",
];

const allSlugs = demoCategories.flatMap((c) => [c.slug, ...c.children.map((ch) => ch.slug)]);
/** Slugs a product may be filed under: subcategories, or a top-level category without children. */
const leafSlugs = new Set(
  demoCategories.flatMap((c) => (c.children.length ? c.children.map((ch) => ch.slug) : [c.slug])),
);
const topLevelOf = new Map(
  demoCategories.flatMap((c) => [
    [c.slug, c.slug] as const,
    ...c.children.map((ch) => [ch.slug, c.slug] as const),
  ]),
);

describe("demoCategories", () => {
  it("has exactly the seven top-level categories in order", () => {
    expect(demoCategories.map((c) => [c.name, c.slug])).toEqual([
      ["Solid Hardwood", "solid-hardwood"],
      ["Engineered Hardwood", "engineered-hardwood"],
      ["SPC Floor", "spc-floor"],
      ["Laminate Floor", "laminate-floor"],
      ["Wood Trim", "wood-trim"],
      ["Iron Spindle & Accessories", "iron-spindle-accessories"],
      ["Stair Tread & Riser", "stair-tread-riser"],
    ]);
  });

  it("has unique, ASCII kebab-case slugs", () => {
    expect(new Set(allSlugs).size).toBe(allSlugs.length);
    for (const slug of allSlugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("gives most categories subcategories, including the 7-inch series", () => {
    expect(demoCategories.filter((c) => c.children.length > 0).length).toBeGreaterThanOrEqual(5);
    expect(demoCategories[0]?.children.map((c) => c.slug)).toContain("solid-7-inch-series");
    for (const c of demoCategories) {
      const names = c.children.map((ch) => ch.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});

describe("demoProducts", () => {
  it("gives each product the coverage per box and boxes per pallet its packing says, so the demo shows the calculator", () => {
    for (const product of demoProducts) {
      expect({ coveragePerBox: product.coveragePerBox, boxesPerPallet: product.boxesPerPallet }, product.title).toEqual(readPacking(product.packing));
    }
    expect(demoProducts.filter((product) => product.coveragePerBox !== null).length).toBeGreaterThanOrEqual(30);
    expect(demoProducts[0]).toMatchObject({ coveragePerBox: 22, boxesPerPallet: 42 });
  });

  it("files every product under an existing category slug", () => {
    for (const p of demoProducts) expect(leafSlugs, p.title).toContain(p.category);
  });

  it("covers every top-level category", () => {
    const covered = new Set(demoProducts.map((p) => topLevelOf.get(p.category)));
    for (const c of demoCategories) expect(covered, c.slug).toContain(c.slug);
  });

  it("has at least 44 products, at least 42 published and a couple of drafts", () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(44);
    const published = demoProducts.filter((p) => p.isPublished);
    expect(published.length).toBeGreaterThanOrEqual(42);
    expect(demoProducts.length - published.length).toBeGreaterThanOrEqual(1);
  });

  it("has exactly 4 featured, published products with the lowest display orders", () => {
    const featured = demoProducts.filter((p) => p.isFeatured);
    expect(featured).toHaveLength(4);
    for (const p of featured) expect(p.isPublished).toBe(true);
    const maxFeatured = Math.max(...featured.map((p) => p.displayOrder));
    const minOther = Math.min(
      ...demoProducts.filter((p) => !p.isFeatured).map((p) => p.displayOrder),
    );
    expect(maxFeatured).toBeLessThan(minOther);
  });

  it("makes the 7-inch full-colour series the first featured product, in all 8 colours", () => {
    const first = [...demoProducts]
      .filter((p) => p.isFeatured)
      .sort((a, b) => a.displayOrder - b.displayOrder)[0];
    expect(first?.category).toBe("solid-7-inch-series");
    expect(first?.title).toMatch(/7-inch/);
    expect(first?.images.map((i) => i.colour)).toEqual(GALLERY_COLOURS);
  });

  it("has unique titles", () => {
    const titles = demoProducts.map((p) => p.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("orders products in steps of 10", () => {
    demoProducts.forEach((p, i) => expect(p.displayOrder, p.title).toBe((i + 1) * 10));
  });

  it("uses only known image keys", () => {
    for (const p of demoProducts) {
      expect(Object.keys(imageManifest), p.title).toContain(p.picture);
      for (const img of p.images) expect(ALLOWED_IMAGES, p.title).toContain(img.image);
    }
  });

  it("gives every product its own generated picture", () => {
    const owners = new Map<string, string>();
    for (const p of demoProducts) {
      expect(Object.hasOwn(imageManifest, p.picture), `${p.title}: ${p.picture}`).toBe(true);
      expect(owners.get(p.picture), `${p.title} shares ${p.picture}`).toBeUndefined();
      owners.set(p.picture, p.title);
    }
    expect(owners.size).toBe(demoProducts.length);
  });

  it("names each colour variant after its image", () => {
    for (const p of demoProducts) {
      const images = p.images.map((i) => i.image);
      expect(new Set(images).size, p.title).toBe(images.length);
      for (const img of p.images)
        expect(img.colour, `${p.title}: ${img.image}`).toBe(IMAGE_COLOURS[img.image]);
    }
  });

  it("pictures the first variant: its swatch, or the product's own shot in that colour", () => {
    for (const p of demoProducts) {
      if (p.images.length && !/^(trim|spindle)\//.test(p.picture)) {
        // A colour swatch as the picture is the first variant's; any other picture is a shot
        // made for this product alone.
        if (p.picture in IMAGE_COLOURS) expect(p.picture, p.title).toBe(p.images[0]?.image);
        expect(p.color, p.title).toBe(p.images[0]?.colour);
      }
    }
  });

  it("has at least 15 products with 2 to 8 colour variants", () => {
    const withVariants = demoProducts.filter((p) => p.images.length >= 2);
    expect(withVariants.length).toBeGreaterThanOrEqual(15);
    for (const p of demoProducts) expect(p.images.length, p.title).not.toBe(1);
    for (const p of withVariants) expect(p.images.length, p.title).toBeLessThanOrEqual(8);
  });

  it("writes sizes as length*width*thickness in mm, with shared sizes", () => {
    const sizes: string[] = [];
    for (const p of demoProducts) {
      if (p.size !== null) {
        expect(p.size, p.title).toMatch(/^\d+\*\d+\*\d+(\.\d+)?mm$/);
        sizes.push(p.size);
      }
    }
    const shared = sizes.filter((s) => sizes.indexOf(s) !== sizes.lastIndexOf(s));
    expect(new Set(shared).size).toBeGreaterThanOrEqual(5);
  });

  it("has real copy: 2–4 sentences, no placeholders", () => {
    for (const p of demoProducts) {
      expect(p.content, p.title).not.toMatch(/lorem|ipsum|TODO|TBD/i);
      const sentences = p.content.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length, p.title).toBeGreaterThanOrEqual(2);
      expect(sentences.length, p.title).toBeLessThanOrEqual(4);
    }
  });

  it("fills SEO fields for about a third of products, within length limits", () => {
    const withSeo = demoProducts.filter((p) => p.seoTitle !== null);
    expect(withSeo.length).toBeGreaterThanOrEqual(Math.floor(demoProducts.length / 4));
    expect(withSeo.length).toBeLessThanOrEqual(Math.ceil(demoProducts.length / 2));
    for (const p of demoProducts) {
      if (p.seoTitle !== null) expect(p.seoTitle.length, p.title).toBeLessThan(60);
      if (p.seoDescription !== null) expect(p.seoDescription.length, p.title).toBeLessThan(155);
      expect(p.seoTitle === null, p.title).toBe(p.seoDescription === null);
      if (p.seoKeywords !== null) {
        expect(p.seoTitle, p.title).not.toBeNull();
        for (const k of p.seoKeywords.split(",")) expect(k.trim(), p.title).not.toBe("");
      }
    }
  });
});

describe("the demo categories in French", () => {
  it("names every demo category in French, in Quebec typography", async () => {
    const { demoCategoryNamesFr } = await import("./demo-categories.fr");
    const slugs = demoCategories.flatMap((category) => [category.slug, ...category.children.map((child) => child.slug)]);
    expect(Object.keys(demoCategoryNamesFr).sort()).toEqual([...slugs].sort());
    for (const name of Object.values(demoCategoryNamesFr)) {
      expect(name.trim()).not.toBe("");
      expect(name).not.toMatch(/'|\s[!?;:]/);
    }
  });
});
