// Main pictures of catalogue products that share a colour with another product: the same
// palette in the product's own board format, grade and finish, so no two products look alike.
import type { FloorSpec } from "./floor.ts";
import { type ProductId, productFloor } from "./products.ts";
import { type Finish, type Grade, finishes, grades } from "./wood.ts";

export interface ProductShot {
  floor: FloorSpec;
  /** Boards across the frame: wide planks show fewer, strips more. */
  across: number;
}

function shot(
  id: ProductId,
  o: {
    plankW?: number;
    len?: [number, number];
    grade?: Grade;
    finish?: Finish;
    contrast?: number;
    layout?: "herringbone";
    across?: number;
  },
): ProductShot {
  const floor = productFloor(id, {
    ...(o.plankW ? { plankW: o.plankW } : {}),
    ...(o.len ? { len: o.len } : {}),
    ...(o.layout ? { layout: o.layout, herringRatio: 5 } : {}),
  });
  floor.style = {
    ...floor.style,
    ...(o.grade ? { grade: o.grade } : {}),
    ...(o.finish ? { finish: o.finish } : {}),
    ...(o.contrast !== undefined ? { contrast: o.contrast } : {}),
  };
  return { floor, across: o.across ?? 4.3 };
}

export const productShots: Record<string, () => ProductShot> = {
  // Engineered wide planks: fewer, longer boards across the frame.
  "product/grand-plank-oak": () =>
    shot("nature", {
      plankW: 190,
      len: [1500, 1900],
      grade: grades.premier,
      finish: finishes.uvOil,
      across: 3.2,
    }),
  "product/grand-plank-hickory": () =>
    shot("hickory-natural", {
      plankW: 190,
      len: [1500, 1900],
      finish: finishes.wireBrushed,
      across: 3.2,
    }),
  "product/grand-plank-walnut": () =>
    shot("walnut-natural", {
      plankW: 190,
      len: [1500, 1900],
      grade: grades.premier,
      finish: finishes.uvOil,
      across: 3.2,
    }),
  "product/european-oak-grande": () =>
    shot("nature", { plankW: 220, len: [2000, 2200], finish: finishes.wireBrushed, across: 2.8 }),
  // Herringbone: short blocks in a chevron weave.
  "product/herringbone-oak": () =>
    shot("nature", { plankW: 120, len: [600, 600], layout: "herringbone", across: 7 }),
  "product/herringbone-walnut": () =>
    shot("walnut-natural", {
      plankW: 120,
      len: [600, 600],
      grade: grades.premier,
      layout: "herringbone",
      across: 7,
    }),
  "product/petite-herringbone-white-oak": () =>
    shot("white-oak", {
      plankW: 90,
      len: [480, 480],
      grade: grades.select,
      layout: "herringbone",
      across: 9,
    }),
  // Solid boards by width: 7-inch wire-brushed, 5-inch classic, 3¼-inch strip.
  "product/seven-wire-brushed-white-oak": () =>
    shot("white-oak", {
      plankW: 178,
      grade: grades.select,
      finish: finishes.wireBrushed,
      across: 3.6,
    }),
  "product/classic-five-white-oak": () =>
    shot("white-oak", { plankW: 127, len: [600, 1800], grade: grades.select, across: 5.5 }),
  "product/classic-five-hickory": () =>
    shot("hickory-natural", {
      plankW: 127,
      len: [600, 1800],
      finish: finishes.handScraped,
      across: 5.5,
    }),
  "product/heritage-strip-red-oak": () =>
    shot("red-oak", { plankW: 83, len: [300, 1500], grade: grades.select, across: 8 }),
  "product/heritage-strip-maple": () =>
    shot("maple-natural", { plankW: 83, len: [300, 1500], grade: grades.select, across: 8 }),
  // Printed floors: a plainer SPC print, a tile-look SPC and a rustic laminate.
  "product/everyday-spc-sandbar": () =>
    shot("spc-sandbar", { grade: grades.select, contrast: 0.55, across: 5 }),
  "product/slate-tile-spc": () =>
    shot("spc-stone-grey", {
      plankW: 305,
      len: [610, 610],
      contrast: 0.12,
      finish: finishes.handScraped,
      across: 3,
    }),
  "product/northern-barn-laminate": () =>
    shot("laminate-barn-oak", {
      grade: grades.heritage,
      finish: finishes.distressed,
      contrast: 0.95,
      across: 3.6,
    }),
};
