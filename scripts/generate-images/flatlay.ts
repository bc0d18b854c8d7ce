// Top-down "flat lay" of loose boards on a table: used to compare species,
// grades and colours side by side. Boards cast soft shadows; their raised
// edges catch the light through the height-based shading in surface.ts.
import { smoothstep } from "./color.ts";
import { Floor, type FloorSpec, newFloorSample } from "./floor.ts";
import { Noise } from "./noise.ts";
import { type Raster } from "./raster.ts";
import { hashString } from "./rng.ts";
import { type SurfaceSample, renderSurface } from "./surface.ts";

export interface LayBoard {
  spec: FloorSpec;
  /** Centre (mm), length along the angle, width, rotation (radians). */
  cx: number;
  cy: number;
  len: number;
  width: number;
  angle: number;
}

export interface FlatLay {
  boards: LayBoard[];
  /** Visible width of the frame in mm. */
  viewMm: number;
  background: [number, number, number];
  gloss?: number;
}

interface Prepared extends LayBoard {
  floor: Floor;
  id: number;
  c: number;
  s: number;
}

export function renderFlatLay(lay: FlatLay, w: number, h: number, seedKey: string): Raster {
  const s = lay.viewMm / w;
  const noise = new Noise(hashString(seedKey));
  const boards: Prepared[] = lay.boards.map((b, i) => ({
    ...b,
    floor: new Floor(b.spec, hashString(`${seedKey}/${i}`)),
    id: i,
    c: Math.cos(b.angle),
    s: Math.sin(b.angle),
  }));
  const fs = newFloorSample();
  const thick = 15;
  // Light comes from the upper left: shadows fall down-right.
  const shX = 14;
  const shY = 20;
  const [br, bg, bb] = lay.background;
  return renderSurface({
    width: w,
    height: h,
    mmPerPx: s,
    gloss: lay.gloss ?? 0.35,
    relief: 1,
    falloff: 0.2,
    sample: (x: number, y: number, fw: number, o: SurfaceSample) => {
      // Topmost board under the point (later boards lie on top).
      let top = -1;
      let lu = 0;
      let lv = 0;
      let shadow = 0;
      for (let i = boards.length - 1; i >= 0; i--) {
        const b = boards[i]!;
        const dx = x - b.cx;
        const dy = y - b.cy;
        const u = dx * b.c + dy * b.s;
        const v = -dx * b.s + dy * b.c;
        if (top < 0 && Math.abs(u) <= b.len / 2 && Math.abs(v) <= b.width / 2) {
          top = i;
          lu = u;
          lv = v;
        }
      }
      // Soft shadows from boards above the surface point.
      for (let i = boards.length - 1; i > top; i--) {
        const b = boards[i]!;
        const dx = x - shX - b.cx;
        const dy = y - shY - b.cy;
        const u = Math.abs(dx * b.c + dy * b.s) - b.len / 2;
        const v = Math.abs(-dx * b.s + dy * b.c) - b.width / 2;
        const dd = Math.max(u, v);
        shadow = Math.max(shadow, 1 - smoothstep(-14, 22, dd));
      }
      const sk = 1 - shadow * 0.45;
      if (top < 0) {
        const n = 1 + 0.03 * noise.fbm(x * 0.01, y * 0.01, 3) + 0.015 * noise.n2(x * 0.4, y * 0.4);
        o.r = br * n * sk;
        o.g = bg * n * sk;
        o.b = bb * n * sk;
        o.height = 0;
      } else {
        const b = boards[top]!;
        b.floor.sampleBoard(b.id, b.len, lu + b.len / 2, lv + b.width / 2, fw, fs);
        o.r = fs.r * sk;
        o.g = fs.g * sk;
        o.b = fs.b * sk;
        // Slightly eased edges so the board thickness reads.
        const e = Math.min(b.len / 2 - Math.abs(lu), b.width / 2 - Math.abs(lv));
        o.height = thick * (top + 1) - Math.max(0, 2 - e) * 0.8 + fs.height;
      }
      o.nx = 0;
      o.ny = 0;
    },
  });
}
