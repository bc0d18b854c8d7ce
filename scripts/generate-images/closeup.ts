// Close-up board renders for the species, grade and finish explainers.
import { Floor, newFloorSample } from "./floor.ts";
import { type ProductId, productFloor } from "./products.ts";
import { type Raster } from "./raster.ts";
import { hashString } from "./rng.ts";
import { type SurfaceSample, renderSurface } from "./surface.ts";
import { type Finish, type Grade, finishes, grades } from "./wood.ts";

export interface CloseupSpec {
  product: ProductId;
  grade?: Grade;
  finish?: Finish;
  plankW?: number;
  /** How many boards fit the image height. */
  boards: number;
  /** Grazing light shows relief; higher = flatter light. */
  lightZ?: number;
  relief?: number;
  /** Extra gloss override (for the smooth lacquer demo). */
  gloss?: number;
  offset?: number;
  cathedral?: number;
}

export function renderCloseup(spec: CloseupSpec, w: number, h: number, seedKey: string): Raster {
  const base = productFloor(spec.product);
  const style = { ...base.style };
  if (spec.grade) style.grade = spec.grade;
  if (spec.finish) style.finish = spec.finish;
  // Close-ups should show the figure: favour boards with cathedral arches.
  style.cathedral = spec.cathedral ?? 0.7;
  const fspec = {
    ...base,
    style,
    plankW: spec.plankW ?? base.plankW,
    len: [1400, 2400] as [number, number],
  };
  const floor = new Floor(fspec, hashString(seedKey));
  const s = (fspec.plankW * spec.boards) / h;
  const fs = newFloorSample();
  const ox = spec.offset ?? 2000;
  const oy = fspec.plankW * 0.3;
  return renderSurface({
    width: w,
    height: h,
    mmPerPx: s,
    gloss: spec.gloss ?? style.finish.gloss,
    relief: spec.relief ?? 1.5,
    light: [-0.6, -0.35, spec.lightZ ?? 0.7],
    falloff: 0.25,
    sample: (x: number, y: number, fw: number, o: SurfaceSample) => {
      floor.sample(x + ox, y + oy, fw, fs);
      o.r = fs.r;
      o.g = fs.g;
      o.b = fs.b;
      o.height = fs.height;
      o.nx = fs.nx;
      o.ny = fs.ny;
    },
  });
}

export const closeups: Record<string, CloseupSpec> = {
  "species/red-oak": {
    product: "red-oak",
    plankW: 160,
    boards: 2.4,
    grade: grades.premier,
    cathedral: 0.9,
  },
  "species/maple": { product: "maple-natural", plankW: 160, boards: 2.4, grade: grades.premier },
  "species/walnut": {
    product: "walnut-natural",
    plankW: 160,
    boards: 2.4,
    grade: grades.premier,
    cathedral: 0.6,
  },
  "grade/clear": { product: "white-oak", boards: 3.6, grade: grades.clear },
  "grade/premier": { product: "white-oak", boards: 3.6, grade: grades.premier },
  "grade/select": { product: "white-oak", boards: 3.6, grade: grades.select },
  "grade/heritage": { product: "white-oak", boards: 3.6, grade: grades.heritage },
  "finish/smooth": { product: "white-oak", boards: 2.4, finish: finishes.smooth, gloss: 1 },
  "finish/wire-brushed": {
    product: "silver",
    boards: 2.0,
    finish: finishes.wireBrushed,
    lightZ: 0.45,
    relief: 2.5,
  },
  "finish/hand-scraped": {
    product: "burlywood",
    boards: 2.4,
    finish: finishes.handScraped,
    lightZ: 0.38,
    relief: 3.5,
  },
  "finish/distressed": {
    product: "old-prairie",
    boards: 2.4,
    finish: finishes.distressed,
    lightZ: 0.45,
    relief: 2.5,
  },
  "finish/uv-oil": { product: "nudie", boards: 2.4, finish: finishes.uvOil, lightZ: 0.8 },
};
