// Seeded gradient (Perlin) noise in 2D plus fBm helpers. Kept allocation-free
// because it runs tens of millions of times per image.
import { Rng } from "./rng.ts";

export class Noise {
  private readonly p = new Uint8Array(512);
  private readonly gx = new Float64Array(256);
  private readonly gy = new Float64Array(256);

  constructor(seed: number) {
    const rng = new Rng(seed);
    const perm = new Uint8Array(256);
    for (let i = 0; i < 256; i++) perm[i] = i;
    for (let i = 255; i > 0; i--) {
      const j = Math.floor(rng.next() * (i + 1));
      const t = perm[i]!;
      perm[i] = perm[j]!;
      perm[j] = t;
    }
    for (let i = 0; i < 512; i++) this.p[i] = perm[i & 255]!;
    for (let i = 0; i < 256; i++) {
      const a = rng.next() * Math.PI * 2;
      this.gx[i] = Math.cos(a);
      this.gy[i] = Math.sin(a);
    }
  }

  /** 2D gradient noise, roughly in [-0.7, 0.7]. */
  n2(x: number, y: number): number {
    const xf0 = Math.floor(x);
    const yf0 = Math.floor(y);
    const xf = x - xf0;
    const yf = y - yf0;
    const X = xf0 & 255;
    const Y = yf0 & 255;
    const p = this.p;
    const gx = this.gx;
    const gy = this.gy;
    const a = p[X]!;
    const b = p[X + 1]!;
    const aa = p[a + Y]!;
    const ab = p[a + Y + 1]!;
    const ba = p[b + Y]!;
    const bb = p[b + Y + 1]!;
    const u = xf * xf * xf * (xf * (xf * 6 - 15) + 10);
    const v = yf * yf * yf * (yf * (yf * 6 - 15) + 10);
    const n00 = gx[aa]! * xf + gy[aa]! * yf;
    const n10 = gx[ba]! * (xf - 1) + gy[ba]! * yf;
    const n01 = gx[ab]! * xf + gy[ab]! * (yf - 1);
    const n11 = gx[bb]! * (xf - 1) + gy[bb]! * (yf - 1);
    const x0 = n00 + u * (n10 - n00);
    const x1 = n01 + u * (n11 - n01);
    return x0 + v * (x1 - x0);
  }

  /** 1D noise via a fixed row of the 2D field. */
  n1(x: number): number {
    return this.n2(x, 17.31);
  }

  /** Fractal sum; each octave is rotated-ish by an offset to hide lattice alignment. */
  fbm(x: number, y: number, octaves: number, gain = 0.5, lac = 2.03): number {
    let sum = 0;
    let amp = 1;
    let norm = 0;
    for (let i = 0; i < octaves; i++) {
      sum += amp * this.n2(x + i * 31.7, y - i * 17.3);
      norm += amp;
      amp *= gain;
      x *= lac;
      y *= lac;
    }
    return sum / norm;
  }
}
