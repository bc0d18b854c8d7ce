// Colour helpers. Rendering happens in linear light; palettes are authored in sRGB hex.
export type RGB = [number, number, number];

export function hex(h: string): RGB {
  const s = h.replace("#", "");
  return [
    parseInt(s.slice(0, 2), 16) / 255,
    parseInt(s.slice(2, 4), 16) / 255,
    parseInt(s.slice(4, 6), 16) / 255,
  ];
}

export function toLinear1(c: number): number {
  return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
}
export function toSrgb1(c: number): number {
  if (c <= 0) return 0;
  if (c >= 1) return 1;
  return c <= 0.0031308 ? c * 12.92 : 1.055 * Math.pow(c, 1 / 2.4) - 0.055;
}
export function lin(h: string): RGB {
  const c = hex(h);
  return [toLinear1(c[0]), toLinear1(c[1]), toLinear1(c[2])];
}
export function toHex(c: RGB): string {
  const f = (x: number): string =>
    Math.round(Math.max(0, Math.min(1, x)) * 255)
      .toString(16)
      .padStart(2, "0");
  return `#${f(c[0])}${f(c[1])}${f(c[2])}`;
}

export function clamp(x: number, a = 0, b = 1): number {
  return x < a ? a : x > b ? b : x;
}
export function smoothstep(a: number, b: number, x: number): number {
  const t = clamp((x - a) / (b - a));
  return t * t * (3 - 2 * t);
}
/** Filmic curve (Narkowicz ACES fit) so bright window light rolls off like a photo. */
export function filmic(x: number): number {
  const a = 2.51;
  const b = 0.03;
  const c = 2.43;
  const d = 0.59;
  const e = 0.14;
  return clamp((x * (a * x + b)) / (x * (c * x + d) + e));
}
