// Floor products: colour palette + species + grade + finish + board format.
// Swatches, gallery rooms and scenes all draw from this table so a product
// looks the same everywhere on the site.
import type { FloorSpec } from "./floor.ts";
import {
  type Finish,
  type Grade,
  type Palette,
  type Species,
  finishes,
  grades,
  species,
} from "./wood.ts";

interface ProductDef {
  species: Species;
  grade: Grade;
  finish: Finish;
  palette: Palette;
  contrast?: number;
  plankW?: number;
  len?: [number, number];
  bevel?: number;
  endBevel?: boolean;
}

const ENGINEERED: Pick<FloorSpec, "plankW" | "len" | "bevel"> = {
  plankW: 190,
  len: [900, 2200],
  bevel: 1.6,
};
const SPC: Pick<FloorSpec, "plankW" | "len" | "bevel"> = {
  plankW: 180,
  len: [1220, 1220],
  bevel: 1.2,
};
const LAMINATE: Pick<FloorSpec, "plankW" | "len" | "bevel"> = {
  plankW: 195,
  len: [1380, 1380],
  bevel: 1.4,
};

const defs = {
  nature: {
    species: species.whiteOak,
    grade: grades.select,
    finish: finishes.satin,
    palette: { light: "#d4ab7c", dark: "#9a6a40", sap: "#e3c9a3" },
  },
  "lily-canvas": {
    species: species.whiteOak,
    grade: grades.premier,
    finish: finishes.wireBrushed,
    palette: {
      light: "#efe6d6",
      dark: "#cdbca2",
      pore: "#b9a88f",
      sap: "#f3ece0",
      knot: "#8d7358",
    },
  },
  "ivory-gold": {
    species: species.whiteOak,
    grade: grades.premier,
    finish: finishes.satin,
    palette: { light: "#e6c68f", dark: "#b98a4f", sap: "#efdcb4" },
  },
  burlywood: {
    species: species.whiteOak,
    grade: grades.select,
    finish: finishes.satin,
    palette: { light: "#a57b57", dark: "#664532", sap: "#c29f7c" },
  },
  silver: {
    species: species.whiteOak,
    grade: grades.premier,
    finish: finishes.wireBrushed,
    palette: {
      light: "#c9c7c2",
      dark: "#8f8d89",
      pore: "#6e6c69",
      sap: "#d6d4cf",
      knot: "#55524e",
    },
  },
  "senior-grey": {
    species: species.whiteOak,
    grade: grades.select,
    finish: finishes.wireBrushed,
    palette: {
      light: "#6d6863",
      dark: "#3f3b38",
      pore: "#9c9792",
      sap: "#7a7570",
      knot: "#26231f",
    },
  },
  "old-prairie": {
    species: species.whiteOak,
    grade: grades.heritage,
    finish: finishes.distressed,
    palette: {
      light: "#b7a07f",
      dark: "#76624b",
      pore: "#5e4e3d",
      sap: "#c7b595",
      knot: "#5a4634",
    },
  },
  nudie: {
    species: species.whiteOak,
    grade: grades.premier,
    finish: finishes.uvOil,
    palette: { light: "#e0c8a6", dark: "#b59a78", sap: "#e8d8c0" },
  },
  "smoked-oak": {
    species: species.whiteOak,
    grade: grades.select,
    finish: finishes.satin,
    palette: { light: "#87674e", dark: "#47332a", sap: "#a88a6c", knot: "#3e2b1c" },
  },
  espresso: {
    species: species.whiteOak,
    grade: grades.premier,
    finish: finishes.smooth,
    palette: { light: "#5a4131", dark: "#2a1c14", pore: "#1e140e", knot: "#1c120c" },
  },
  "white-oak": {
    species: species.whiteOak,
    grade: grades.clear,
    finish: finishes.satin,
    palette: { light: "#d9b88e", dark: "#a88158" },
  },
  "red-oak": {
    species: species.redOak,
    grade: grades.premier,
    finish: finishes.satin,
    palette: { light: "#dbb08e", dark: "#a56a4e", sap: "#e6cdb0" },
    plankW: 127,
    len: [600, 1800],
  },
  "maple-natural": {
    species: species.maple,
    grade: grades.premier,
    finish: finishes.satin,
    palette: { light: "#ecdcc0", dark: "#cfb38d", sap: "#f2e8d6" },
    plankW: 127,
    len: [600, 1800],
  },
  "maple-honey": {
    species: species.maple,
    grade: grades.premier,
    finish: finishes.satin,
    palette: { light: "#dba867", dark: "#b07a3c" },
    plankW: 127,
    len: [600, 1800],
  },
  "walnut-natural": {
    species: species.walnut,
    grade: grades.select,
    finish: finishes.satin,
    palette: { light: "#836150", dark: "#47302a", sap: "#cdb08e", knot: "#3e2a1d" },
  },
  "walnut-dark": {
    species: species.walnut,
    grade: grades.premier,
    finish: finishes.smooth,
    palette: { light: "#5f402d", dark: "#2e1d14", sap: "#8a6a50", knot: "#1a100a" },
  },
  "hickory-natural": {
    species: species.hickory,
    grade: { ...grades.select, sapChance: 0.75, plankVar: 0.2 },
    finish: finishes.satin,
    palette: { light: "#b98a5e", dark: "#7c5233", sap: "#ead8b8" },
  },
  "hickory-saddle": {
    species: species.hickory,
    grade: { ...grades.select, sapChance: 0.6, plankVar: 0.16 },
    finish: finishes.handScraped,
    palette: { light: "#9c6a44", dark: "#5a3820", sap: "#c4966a" },
  },
  "spc-coastal-grey": {
    species: species.whiteOak,
    grade: grades.premier,
    finish: finishes.printed,
    palette: { light: "#bdb8ae", dark: "#8f897e" },
    contrast: 0.75,
    ...SPC,
  },
  "spc-sandbar": {
    species: species.whiteOak,
    grade: grades.premier,
    finish: finishes.printed,
    palette: { light: "#dcc7a5", dark: "#b0966f" },
    contrast: 0.75,
    ...SPC,
  },
  "spc-harbour-oak": {
    species: species.whiteOak,
    grade: grades.select,
    finish: finishes.printed,
    palette: { light: "#bd9066", dark: "#7f5a3a" },
    contrast: 0.8,
    ...SPC,
  },
  "spc-driftwood": {
    species: species.whiteOak,
    grade: grades.select,
    finish: finishes.printed,
    palette: { light: "#ad9f8c", dark: "#76695a" },
    contrast: 0.8,
    ...SPC,
  },
  "spc-chestnut": {
    species: species.whiteOak,
    grade: grades.premier,
    finish: finishes.printed,
    palette: { light: "#94603e", dark: "#5a3522" },
    contrast: 0.8,
    ...SPC,
  },
  "spc-stone-grey": {
    species: species.whiteOak,
    grade: grades.premier,
    finish: finishes.printed,
    palette: { light: "#989793", dark: "#676562" },
    contrast: 0.7,
    ...SPC,
  },
  "laminate-barn-oak": {
    species: species.whiteOak,
    grade: grades.select,
    finish: { ...finishes.printed, scrape: 0.25 },
    palette: { light: "#a67e58", dark: "#62452c", knot: "#4a3322" },
    contrast: 0.85,
    ...LAMINATE,
  },
  "laminate-alpine": {
    species: species.whiteOak,
    grade: grades.premier,
    finish: finishes.printed,
    palette: { light: "#e7dfd0", dark: "#c2b6a2" },
    contrast: 0.75,
    ...LAMINATE,
  },
  "laminate-cognac": {
    species: species.whiteOak,
    grade: grades.premier,
    finish: finishes.printed,
    palette: { light: "#a2663a", dark: "#5f341a" },
    contrast: 0.8,
    ...LAMINATE,
  },
  "laminate-fog": {
    species: species.whiteOak,
    grade: grades.premier,
    finish: finishes.printed,
    palette: { light: "#c2bfb9", dark: "#918d87" },
    contrast: 0.75,
    ...LAMINATE,
  },
} satisfies Record<string, ProductDef>;

export type ProductId = keyof typeof defs;
export const productIds = Object.keys(defs) as ProductId[];

/** Build the floor spec for a product, optionally overriding format. */
export function productFloor(id: ProductId, over: Partial<FloorSpec> = {}): FloorSpec {
  const d: ProductDef = defs[id];
  return {
    style: {
      species: d.species,
      grade: d.grade,
      finish: d.finish,
      palette: d.palette,
      contrast: d.contrast,
    },
    plankW: d.plankW ?? ENGINEERED.plankW,
    len: d.len ?? ENGINEERED.len,
    bevel: d.bevel ?? ENGINEERED.bevel,
    endBevel: d.endBevel ?? true,
    ...over,
  };
}
