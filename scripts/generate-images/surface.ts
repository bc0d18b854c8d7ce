// Top-down "product shot" renderer for flat wood surfaces (swatches and
// close-ups): albedo + relief are sampled first, then lit with a soft key light
// and a broad softbox reflection so finishes read as matte or glossy.
import { toLinear1 } from "./color.ts";
import { Raster } from "./raster.ts";

export interface SurfaceSample {
  r: number;
  g: number;
  b: number;
  height: number;
  nx: number;
  ny: number;
}

export interface SurfaceOptions {
  width: number;
  height: number;
  /** Millimetres per pixel. */
  mmPerPx: number;
  /** Sample callback in mm (origin top-left); footprint in mm. */
  sample: (x: number, y: number, fw: number, o: SurfaceSample) => void;
  gloss: number;
  /** Relief exaggeration (1 = physical). */
  relief?: number;
  /** Light direction (towards light), normalised internally. */
  light?: [number, number, number];
  /** Overall brightness falloff across the frame, like a real photo. */
  falloff?: number;
}

export function renderSurface(o: SurfaceOptions): Raster {
  const { width: w, height: h, mmPerPx: s } = o;
  const alb = new Float32Array(w * h * 3);
  const hgt = new Float32Array(w * h);
  const tilt = new Float32Array(w * h * 2);
  const smp: SurfaceSample = { r: 0, g: 0, b: 0, height: 0, nx: 0, ny: 0 };
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      o.sample((x + 0.5) * s, (y + 0.5) * s, s, smp);
      const i = y * w + x;
      alb[i * 3] = toLinear1(smp.r);
      alb[i * 3 + 1] = toLinear1(smp.g);
      alb[i * 3 + 2] = toLinear1(smp.b);
      hgt[i] = smp.height;
      tilt[i * 2] = smp.nx;
      tilt[i * 2 + 1] = smp.ny;
    }
  }
  return shade(w, h, s, alb, hgt, tilt, o);
}

function shade(
  w: number,
  h: number,
  s: number,
  alb: Float32Array,
  hgt: Float32Array,
  tilt: Float32Array,
  o: SurfaceOptions,
): Raster {
  const img = new Raster(w, h);
  const relief = o.relief ?? 1;
  const L = o.light ?? [-0.45, -0.55, 0.7];
  const ll = Math.sqrt(L[0] * L[0] + L[1] * L[1] + L[2] * L[2]);
  const lx = L[0] / ll;
  const ly = L[1] / ll;
  const lz = L[2] / ll;
  // Half vector for a viewer straight above.
  const hx0 = lx;
  const hy0 = ly;
  const hz0 = lz + 1;
  const hl = Math.sqrt(hx0 * hx0 + hy0 * hy0 + hz0 * hz0);
  const hx = hx0 / hl;
  const hy = hy0 / hl;
  const hz = hz0 / hl;
  const gloss = o.gloss;
  const shin = 8 + gloss * 60;
  const falloff = o.falloff ?? 0.18;
  const d = img.data;
  for (let y = 0; y < h; y++) {
    const y0 = y > 0 ? y - 1 : y;
    const y1 = y < h - 1 ? y + 1 : y;
    for (let x = 0; x < w; x++) {
      const x0 = x > 0 ? x - 1 : x;
      const x1 = x < w - 1 ? x + 1 : x;
      const i = y * w + x;
      const dhx = ((hgt[y * w + x1]! - hgt[y * w + x0]!) / ((x1 - x0) * s || 1)) * relief;
      const dhy = ((hgt[y1 * w + x]! - hgt[y0 * w + x]!) / ((y1 - y0) * s || 1)) * relief;
      let nx = -dhx + tilt[i * 2]!;
      let ny = -dhy + tilt[i * 2 + 1]!;
      let nz = 1;
      const nl = Math.sqrt(nx * nx + ny * ny + nz * nz);
      nx /= nl;
      ny /= nl;
      nz /= nl;
      const ndl = Math.max(0, nx * lx + ny * ly + nz * lz);
      // Normalised so a flat surface gets diffuse = 1.
      const diff = 0.42 + 0.58 * (ndl / lz);
      // Large soft light: brightest toward the top-left of the frame.
      const fx = x / w;
      const fy = y / h;
      const field = 1 - falloff * (fx * 0.6 + fy * 0.9) + falloff * 0.5;
      const ndh = Math.max(0, nx * hx + ny * hy + nz * hz);
      const spec = Math.pow(ndh, shin) * gloss * 0.22;
      // Broad sheen band (reflection of a window/softbox), broken up by relief.
      const band = Math.exp(
        -Math.pow((fx * 0.8 + fy * 0.55 - 0.55 - nx * 1.4 - ny * 1.4) / 0.28, 2),
      );
      // Lacquered floors also show a crisp streak of the window in the band.
      const streak =
        gloss > 0.7
          ? Math.exp(-Math.pow((fx * 0.8 + fy * 0.55 - 0.62 - nx * 3 - ny * 3) / 0.05, 2)) *
            (gloss - 0.7) *
            0.5
          : 0;
      const sheen = (band * gloss * gloss * 0.11 + streak) * nz;
      const k = diff * field;
      d[i * 3] = alb[i * 3]! * k + spec + sheen;
      d[i * 3 + 1] = alb[i * 3 + 1]! * k + spec + sheen * 0.98;
      d[i * 3 + 2] = alb[i * 3 + 2]! * k + spec + sheen * 0.94;
    }
  }
  return img;
}
