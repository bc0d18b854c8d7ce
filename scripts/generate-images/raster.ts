// Linear-light float RGB image plus the few post effects the renders share.
import { clamp, filmic, toSrgb1 } from "./color.ts";

export class Raster {
  readonly data: Float32Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Float32Array(width * height * 3);
  }
}

/** Separable box blur on a single-channel or RGB float buffer (3 passes ~ gaussian). */
export function blurChannels(
  data: Float32Array,
  w: number,
  h: number,
  ch: number,
  radius: number,
  passes = 3,
): void {
  const r = Math.max(1, Math.round(radius));
  const tmp = new Float32Array(Math.max(w, h));
  for (let pass = 0; pass < passes; pass++) {
    for (let c = 0; c < ch; c++) {
      // Horizontal
      for (let y = 0; y < h; y++) {
        const row = y * w;
        let acc = 0;
        for (let k = -r; k <= r; k++) acc += data[(row + clampI(k, 0, w - 1)) * ch + c]!;
        for (let x = 0; x < w; x++) {
          tmp[x] = acc / (2 * r + 1);
          acc +=
            data[(row + clampI(x + r + 1, 0, w - 1)) * ch + c]! -
            data[(row + clampI(x - r, 0, w - 1)) * ch + c]!;
        }
        for (let x = 0; x < w; x++) data[(row + x) * ch + c] = tmp[x]!;
      }
      // Vertical
      for (let x = 0; x < w; x++) {
        let acc = 0;
        for (let k = -r; k <= r; k++) acc += data[(clampI(k, 0, h - 1) * w + x) * ch + c]!;
        for (let y = 0; y < h; y++) {
          tmp[y] = acc / (2 * r + 1);
          acc +=
            data[(clampI(y + r + 1, 0, h - 1) * w + x) * ch + c]! -
            data[(clampI(y - r, 0, h - 1) * w + x) * ch + c]!;
        }
        for (let y = 0; y < h; y++) data[(y * w + x) * ch + c] = tmp[y]!;
      }
    }
  }
}

function clampI(v: number, a: number, b: number): number {
  return v < a ? a : v > b ? b : v;
}

/** Soft glow around bright areas (windows), as a camera lens would show. */
export function bloom(img: Raster, threshold: number, strength: number, radius: number): void {
  const { width: w, height: h, data } = img;
  // Work at quarter resolution for speed.
  const sw = Math.max(1, Math.floor(w / 4));
  const sh = Math.max(1, Math.floor(h / 4));
  const small = new Float32Array(sw * sh * 3);
  for (let y = 0; y < sh; y++) {
    for (let x = 0; x < sw; x++) {
      for (let c = 0; c < 3; c++) {
        let acc = 0;
        for (let dy = 0; dy < 4; dy++)
          for (let dx = 0; dx < 4; dx++) acc += data[((y * 4 + dy) * w + x * 4 + dx) * 3 + c]!;
        const v = acc / 16;
        small[(y * sw + x) * 3 + c] = Math.max(0, v - threshold);
      }
    }
  }
  blurChannels(small, sw, sh, 3, radius / 4, 3);
  for (let y = 0; y < h; y++) {
    const fy = Math.min(sh - 1, y / 4);
    for (let x = 0; x < w; x++) {
      const fx = Math.min(sw - 1, x / 4);
      const x0 = Math.floor(fx);
      const y0 = Math.floor(fy);
      const x1 = Math.min(sw - 1, x0 + 1);
      const y1 = Math.min(sh - 1, y0 + 1);
      const tx = fx - x0;
      const ty = fy - y0;
      for (let c = 0; c < 3; c++) {
        const a = small[(y0 * sw + x0) * 3 + c]! * (1 - tx) + small[(y0 * sw + x1) * 3 + c]! * tx;
        const b = small[(y1 * sw + x0) * 3 + c]! * (1 - tx) + small[(y1 * sw + x1) * 3 + c]! * tx;
        const k = (y * w + x) * 3 + c;
        data[k] = data[k]! + (a * (1 - ty) + b * ty) * strength;
      }
    }
  }
}

export interface ToneOptions {
  exposure: number;
  /** 0 = none, 1 = corners go black. */
  vignette: number;
  /** Use the filmic curve (rooms) or a plain clamp (product shots on white). */
  filmic: boolean;
  /** Final saturation multiplier. */
  saturation?: number;
  /** Lift in the shadows, as photo editors do for a bright airy look. */
  lift?: number;
}

/** Tone-map to 8-bit sRGB. */
export function toneMap(img: Raster, o: ToneOptions): Uint8Array {
  const { width: w, height: h, data } = img;
  const out = new Uint8Array(w * h * 3);
  const sat = o.saturation ?? 1;
  const lift = o.lift ?? 0;
  const cx = w / 2;
  const cy = h / 2;
  const rr = 1 / (cx * cx + cy * cy);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      const d2 = ((x - cx) * (x - cx) + (y - cy) * (y - cy)) * rr;
      const vig = 1 - o.vignette * d2 * d2 * 0.9 - o.vignette * d2 * 0.35;
      let r = data[i]! * o.exposure * vig;
      let g = data[i + 1]! * o.exposure * vig;
      let b = data[i + 2]! * o.exposure * vig;
      if (sat !== 1) {
        const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
        r = l + (r - l) * sat;
        g = l + (g - l) * sat;
        b = l + (b - l) * sat;
      }
      if (o.filmic) {
        r = filmic(r);
        g = filmic(g);
        b = filmic(b);
      }
      let sr = toSrgb1(r);
      let sg = toSrgb1(g);
      let sb = toSrgb1(b);
      if (lift) {
        sr = lift + sr * (1 - lift);
        sg = lift + sg * (1 - lift);
        sb = lift + sb * (1 - lift);
      }
      out[i] = Math.round(clamp(sr) * 255);
      out[i + 1] = Math.round(clamp(sg) * 255);
      out[i + 2] = Math.round(clamp(sb) * 255);
    }
  }
  return out;
}
