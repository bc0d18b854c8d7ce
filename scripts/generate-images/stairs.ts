// Staircase builder: wood treads with rounded nosing over risers, an optional
// solid stair body, iron spindles and a sloped handrail.
import { plain } from "./furniture.ts";
import { type Material, type Prim, boxAt, ellipsoid } from "./trace.ts";

export type SpindleStyle = "plain" | "knuckle" | "basket" | "twist";

export interface StairOpts {
  /** x range of the stair width, z where the first riser stands, step count. */
  x0: number;
  x1: number;
  z0: number;
  steps: number;
  rise?: number;
  run?: number;
  tread: Material;
  riser: Material;
  /** Fill under the steps with a solid block (modern closed stair). */
  body?: Material;
  /** Add spindles + handrail on this side (x0 or x1). */
  rail?: "x0" | "x1";
  spindle?: SpindleStyle;
  railMat?: Material;
}

export function staircase(o: StairOpts): Prim[] {
  const rise = o.rise ?? 0.185;
  const run = o.run ?? 0.27;
  const nose = 0.028;
  const tt = 0.04;
  const out: Prim[] = [];
  const cx = (o.x0 + o.x1) / 2;
  const width = o.x1 - o.x0;
  for (let i = 0; i < o.steps; i++) {
    const top = (i + 1) * rise;
    const zf = o.z0 + i * run;
    // Riser (set back under the nosing) and the solid body below.
    out.push(
      boxAt([cx, top - rise / 2 - tt / 2, zf + 0.01], [width - 0.004, rise - tt, 0.02], o.riser),
    );
    if (o.body)
      out.push(boxAt([cx, (top - tt) / 2, zf + 0.02 + run / 2], [width, top - tt, run], o.body));
    // Tread with nosing overhang; rounded edges read as a bullnose.
    out.push(
      boxAt(
        [cx, top - tt / 2, zf + run / 2 - nose / 2 + 0.01],
        [width + 0.02, tt, run + nose],
        o.tread,
        { round: 0.018 },
      ),
    );
  }
  if (o.rail) {
    const iron = o.railMat ?? plain("#1b1a19", 0.35);
    const x = o.rail === "x0" ? o.x0 + 0.05 : o.x1 - 0.05;
    const railH = 0.9;
    for (let i = 0; i < o.steps; i++) {
      const top = (i + 1) * rise;
      for (const f of [0.25, 0.75]) {
        const z = o.z0 + i * run + run * f;
        // Handrail height above this point of the pitch line.
        const yTop = top + railH + (f - 0.5) * rise - 0.03;
        out.push(...spindle(x, top, z, yTop - top, o.spindle ?? "knuckle", iron));
      }
    }
    // Sloped handrail following the nosing line.
    const pitch = Math.atan2(rise, run);
    const len = Math.hypot(o.steps * run, o.steps * rise) + 0.3;
    const midZ = o.z0 + (o.steps * run) / 2;
    const midY = (o.steps * rise) / 2 + railH + rise / 2;
    out.push(boxAt([x, midY, midZ], [0.06, 0.07, len], o.tread, { pitch: -pitch, round: 0.025 }));
    // Newel post at the bottom.
    out.push(boxAt([x, 0.55, o.z0 - 0.08], [0.09, 1.1, 0.09], o.tread, { round: 0.01 }));
  }
  return out;
}

/** One baluster standing at (x, y0, z) with height h, in one of the catalogue styles. */
export function spindle(
  x: number,
  y0: number,
  z: number,
  h: number,
  style: SpindleStyle,
  iron: Material,
): Prim[] {
  const s = 0.0127; // 1/2" square bar
  const out: Prim[] = [boxAt([x, y0 + h / 2, z], [s, h, s], iron, { round: 0.002 })];
  if (style === "knuckle") {
    for (const f of [0.38, 0.46])
      out.push(ellipsoid([x, y0 + h * f, z], [0.02, 0.024, 0.02], iron));
  } else if (style === "basket") {
    for (let k = 0; k < 4; k++) {
      const a = (k / 4) * Math.PI * 2 + 0.4;
      out.push(
        ellipsoid(
          [x + Math.cos(a) * 0.022, y0 + h * 0.45, z + Math.sin(a) * 0.022],
          [0.006, 0.09, 0.006],
          iron,
        ),
      );
    }
  } else if (style === "twist") {
    out.push(boxAt([x, y0 + h * 0.45, z], [0.018, 0.16, 0.018], iron, { yaw: 0.6, round: 0.004 }));
  }
  // Shoe at the base.
  out.push(boxAt([x, y0 + 0.012, z], [0.03, 0.024, 0.03], iron, { round: 0.003 }));
  return out;
}
