// Shared helpers for scene templates.
import type { FloorSpec } from "./floor.ts";
import { type ProductId, productFloor } from "./products.ts";
import type { Material } from "./trace.ts";
import type { Grade } from "./wood.ts";

/** A product's floor with optional grade / width / layout overrides. */
export function floorOf(
  id: ProductId,
  over: {
    grade?: Grade;
    plankW?: number;
    layout?: FloorSpec["layout"];
    len?: [number, number];
  } = {},
): FloorSpec {
  const base = productFloor(id, {
    ...(over.plankW ? { plankW: over.plankW } : {}),
    ...(over.len ? { len: over.len } : {}),
    ...(over.layout ? { layout: over.layout, herringRatio: 6 } : {}),
  });
  if (over.grade) base.style = { ...base.style, grade: over.grade };
  return base;
}

/** Emissive material (lamp shades, light panels). */
export function glow(c: [number, number, number], k: number): Material {
  return { color: c, gloss: 0, emit: k };
}

/** Camera orientation (yaw, pitch) looking from `from` to `to`. */
export function lookAt(
  from: [number, number, number],
  to: [number, number, number],
): { yaw: number; pitch: number } {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const dz = to[2] - from[2];
  const l = Math.sqrt(dx * dx + dy * dy + dz * dz);
  return { yaw: Math.atan2(dx, dz), pitch: Math.asin(dy / l) };
}
