// Special-purpose materials: plank bundles, cartons, engineered plank ends,
// log ends, concrete and other surfaces used by the commercial scenes.
import { type RGB, lin, smoothstep, toLinear1 } from "./color.ts";
import { Floor, type FloorSpec, newFloorSample } from "./floor.ts";
import { Noise } from "./noise.ts";
import { hashString } from "./rng.ts";
import type { Hit, Material } from "./trace.ts";

const N = new Noise(9001);

function setLin(out: RGB, r: number, g: number, b: number): void {
  out[0] = toLinear1(r);
  out[1] = toLinear1(g);
  out[2] = toLinear1(b);
}

/** Polished concrete floor with saw-cut joints every `joint` metres. */
export function concreteFloor(tone = 0.62, joint = 6): (x: number, z: number, out: RGB) => boolean {
  return (x, z, out) => {
    const n =
      N.fbm(x * 0.6, z * 0.6, 4) * 0.08 +
      N.n2(x * 9, z * 9) * 0.02 +
      N.fbm(x * 0.08, z * 0.08, 2) * 0.06;
    const jx = Math.abs(x / joint - Math.round(x / joint)) * joint;
    const jz = Math.abs(z / joint - Math.round(z / joint)) * joint;
    const line = Math.min(jx, jz) < 0.006 ? 0.75 : 1;
    const v = (tone + n) * line;
    setLin(out, v * 0.98, v * 0.97, v * 0.94);
    return true;
  };
}

/**
 * A bundle of stacked planks: top shows boards, long sides show the stacked
 * board edges, ends show the board cross-sections.
 */
export function bundleMat(spec: FloorSpec, seed: string): Material {
  const floor = new Floor({ ...spec, len: [1900, 2200] }, hashString(seed));
  const fs = newFloorSample();
  const bw = spec.plankW / 1000;
  const bt = 0.019;
  return {
    color: [0.5, 0.4, 0.3],
    gloss: 0.05,
    tex: (h: Hit, out: RGB) => {
      const p = h.prim!;
      if (h.face === 1) {
        floor.sample(h.lz * 1000 + 9000, h.lx * 1000 + 3000, 2, fs);
        setLin(out, fs.r, fs.g, fs.b);
        return;
      }
      // Layer index from height; each board slightly different tone.
      const yy = h.ly + p.h[1];
      const layer = Math.floor(yy / bt);
      const fy = yy / bt - layer;
      const along = h.face === 0 ? h.lz : h.lx;
      const col = Math.floor((along + 10) / bw);
      const fx = (along + 10) / bw - col;
      floor.sample(along * 1000 + 9000 + layer * 311, col * spec.plankW + 60 + fy * 10, 2, fs);
      let k = 0.82 + 0.12 * N.n2(layer * 0.9, col * 0.7);
      const gap = fy < 0.08 || fy > 0.94 ? 0.45 : 1;
      if (h.face === 2) {
        // End grain: boards' cross-sections with a darker rim.
        const edge = fx < 0.02 || fx > 0.98 ? 0.5 : 1;
        k *= 0.78 * edge;
      }
      setLin(out, fs.r * k * gap, fs.g * k * gap, fs.b * k * gap);
    },
  };
}

/** Stack of kraft flooring cartons with printed band. */
export function cartonMat(print = "#3b4a5a"): Material {
  const pc = lin(print);
  const kraft = lin("#b48a5c");
  return {
    color: kraft,
    gloss: 0.02,
    tex: (h: Hit, out: RGB) => {
      const p = h.prim!;
      const yy = h.ly + p.h[1];
      const ch = 0.11;
      const fy = yy / ch - Math.floor(yy / ch);
      const along = h.face === 0 ? h.lz : h.lx;
      const seam = fy < 0.04 ? 0.6 : 1;
      const k = (0.95 + 0.06 * N.n2(along * 20, yy * 20)) * seam;
      // A printed label on the long side of every carton.
      const label = h.face === 0 && fy > 0.3 && fy < 0.7 && Math.abs(along - 0.3) < 0.12 ? 1 : 0;
      const dash = label;
      out[0] = (kraft[0] + (pc[0] - kraft[0]) * dash) * k;
      out[1] = (kraft[1] + (pc[1] - kraft[1]) * dash) * k;
      out[2] = (kraft[2] + (pc[2] - kraft[2]) * dash) * k;
    },
  };
}

/**
 * Engineered plank: wood wear layer on top, cross-laminated plies below,
 * visible at the cut end and the long edges. Local x = width, y = thickness,
 * z = length.
 */
export function engineeredMat(spec: FloorSpec, seed: string, wear = 0.27): Material {
  const floor = new Floor({ ...spec, len: [40000, 40000], bevel: 0 }, hashString(seed));
  const fs = newFloorSample();
  const ply1 = [0.86, 0.76, 0.58];
  const ply2 = [0.76, 0.62, 0.44];
  return {
    color: [0.5, 0.4, 0.3],
    gloss: 0.25,
    tex: (h: Hit, out: RGB) => {
      const p = h.prim!;
      if (h.face === 1 && h.faceSign > 0) {
        floor.sample(h.lz * 1000 + 12000, h.lx * 1000 + 3000, 0.6, fs);
        // Micro-bevel along the long edges.
        const e = p.h[0] - Math.abs(h.lx);
        const k = e < 0.0015 ? 0.7 : 1;
        setLin(out, fs.r * k, fs.g * k, fs.b * k);
        return;
      }
      if (h.face === 1) {
        setLin(out, ply2[0]!, ply2[1]!, ply2[2]!);
        return;
      }
      const f = (h.ly + p.h[1]) / (2 * p.h[1]);
      if (f > 1 - wear) {
        // Wear layer: the real wood, end grain darker.
        floor.sample(h.lx * 1000 + 12000, (f - 1) * 30 + 3000, 0.6, fs);
        const k = h.face === 2 ? 0.72 : 0.9;
        const glue = f < 1 - wear + 0.025 ? 0.55 : 1;
        setLin(out, fs.r * k * glue, fs.g * k * glue, fs.b * k * glue);
        return;
      }
      // Plies: alternating grain direction reads as alternating tone.
      const plies = 7;
      const q = (f / (1 - wear)) * plies;
      const i = Math.floor(q);
      const fq = q - i;
      const c = i % 2 ? ply1 : ply2;
      const glue = fq < 0.08 ? 0.6 : 1;
      const along = h.face === 2 ? h.lx : h.lz;
      const grain = 1 + 0.06 * N.n2(along * (i % 2 ? 400 : 20), f * 300 + i * 7);
      setLin(out, c[0]! * glue * grain, c[1]! * glue * grain, c[2]! * glue * grain);
    },
  };
}

/** Log: bark on the side, growth rings and checks on the cut end (cylinder along its local y). */
export function logMat(seed: number, heart: string, sap: string): Material {
  const h1 = lin(heart);
  const s1 = lin(sap);
  const bark = lin("#4a3a2c");
  const n = new Noise(seed);
  return {
    color: bark,
    gloss: 0,
    tex: (h: Hit, out: RGB) => {
      const p = h.prim!;
      const R = p.h[0];
      if (h.face !== 1) {
        const b =
          0.6 +
          0.5 * Math.abs(n.n2(Math.atan2(h.lz, h.lx) * 6, h.ly * 2.5)) +
          0.2 * n.n2(h.lx * 40, h.ly * 8);
        out[0] = bark[0] * b;
        out[1] = bark[1] * b;
        out[2] = bark[2] * b;
        return;
      }
      const ox = 0.08 * R * n.n2(1.3, 2.1);
      const oz = 0.08 * R * n.n2(3.1, 0.7);
      const x = h.lx - ox;
      const z = h.lz - oz;
      const r = Math.sqrt(x * x + z * z);
      const a = Math.atan2(z, x);
      const rn = r / R;
      if (rn > 0.93) {
        const b = 0.55 + 0.4 * Math.abs(n.n2(a * 8, rn * 20));
        out[0] = bark[0] * b;
        out[1] = bark[1] * b;
        out[2] = bark[2] * b;
        return;
      }
      const warp =
        r + 0.006 * n.n2(Math.cos(a) * 3, Math.sin(a) * 3) + 0.002 * n.n2(x * 60, z * 60);
      const ring = warp / 0.0048;
      const f = ring - Math.floor(ring);
      const late = smoothstep(0.55, 0.95, f) * (1 - smoothstep(0.95, 1, f));
      const sapM = smoothstep(0.7, 0.8, rn);
      const c: RGB = [
        h1[0] + (s1[0] - h1[0]) * sapM,
        h1[1] + (s1[1] - h1[1]) * sapM,
        h1[2] + (s1[2] - h1[2]) * sapM,
      ];
      let k = 1 - late * 0.4 + 0.08 * n.n2(x * 30, z * 30) - 0.15 * (1 - rn);
      // Fine radial drying checks.
      const check = Math.abs(n.n2(Math.cos(a) * 5 + 10, Math.sin(a) * 5 + rn * 0.8));
      if (check < 0.012 && rn > 0.2 && rn < 0.9) k *= 0.3;
      // Saw marks: faint parallel arcs across the cut.
      k *= 1 + 0.04 * Math.sin((x * 0.8 + z) * 220);
      out[0] = c[0] * k;
      out[1] = c[1] * k;
      out[2] = c[2] * k;
    },
  };
}

/** Forest ground: needles, moss and soil. */
export function forestGround(x: number, z: number, out: RGB): boolean {
  const n = N.fbm(x * 0.8, z * 0.8, 4);
  const moss = smoothstep(-0.05, 0.25, N.fbm(x * 0.25 + 7, z * 0.25, 3));
  const fine = 0.85 + 0.3 * N.n2(x * 25, z * 25);
  const r = (0.32 + n * 0.1) * (1 - moss) + 0.22 * moss;
  const g = (0.24 + n * 0.08) * (1 - moss) + 0.27 * moss;
  const b = (0.16 + n * 0.05) * (1 - moss) + 0.1 * moss;
  setLin(out, r * fine, g * fine, b * fine);
  return true;
}

/** Studio backdrop floor (seamless paper). */
export function studioFloor(hex: string): (x: number, z: number, out: RGB) => boolean {
  const c = lin(hex);
  return (x, z, out) => {
    const k = 1 + 0.015 * N.fbm(x * 2, z * 2, 2);
    out[0] = c[0] * k;
    out[1] = c[1] * k;
    out[2] = c[2] * k;
    return true;
  };
}
