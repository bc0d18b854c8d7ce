// Product shots of accessories: stair treads, wood trims (extruded profiles
// with visible end grain) and iron spindles / shoes, in small studio rooms.
import { type RGB, toLinear1 } from "./color.ts";
import { Floor, newFloorSample } from "./floor.ts";
import { plain, woodMat } from "./furniture.ts";
import { studioFloor } from "./materials.ts";
import { Noise } from "./noise.ts";
import { type ProductId, productFloor } from "./products.ts";
import type { RoomSpec } from "./room.ts";
import { hashString } from "./rng.ts";
import { floorOf, lookAt } from "./scene-util.ts";
import { type SpindleStyle, staircase } from "./stairs.ts";
import {
  type Hit,
  type Material,
  type Prim,
  boxAt,
  cylinder,
  ellipsoid,
  extrusion,
  segment,
} from "./trace.ts";
import { grades } from "./wood.ts";

const white = plain("#f4f1ea");

/**
 * Stair product shot: a short flight in three-quarter view. `width` is the tread length (m);
 * `side` is where the camera stands, so a narrower flight seen nearly head-on reads as another
 * product.
 */
export function stairShot(
  key: string,
  product: ProductId,
  riser: "white" | "match",
  o: { width?: number; side?: "left" | "front" } = {},
): RoomSpec {
  const tread = woodMat(productFloor(product), `${key}/tread`, 0.4);
  const riserMat = riser === "white" ? white : woodMat(productFloor(product), `${key}/riser`, 0.3);
  const half = (o.width ?? 1.1) / 2;
  const prims: Prim[] = staircase({
    x0: -half,
    x1: half,
    z0: 1.9,
    steps: 7,
    tread,
    riser: riserMat,
    body: white,
  });
  const from: [number, number, number] =
    o.side === "front" ? [-0.7, 1.0, 0.1] : [-1.45, 1.25, 0.55];
  const target: [number, number, number] =
    o.side === "front" ? [0.05, 0.6, 2.6] : [0.05, 0.55, 2.55];
  return {
    w: 5,
    d: 5,
    h: 3.2,
    camera: { pos: from, ...lookAt(from, target), fov: 46 },
    floor: { spec: floorOf(product, { grade: grades.premier }), angle: 0, seed: hashString(key) },
    walls: "#ebe6de",
    wallBack: "#e4ded4",
    ceiling: "#f2efe9",
    windows: [
      {
        wall: "left",
        a0: 1.2,
        a1: 3.6,
        y0: 0.4,
        y1: 2.8,
        cols: 2,
        frame: 0.05,
        frameColor: "#2a2725",
      },
    ],
    sun: { dir: [-0.75, 0.5, 0.45], color: "#ffe8cc", power: 3, softness: 0.015 },
    sky: { zenith: "#c2d6ee", horizon: "#f5efe6", power: 1.5, view: "garden" },
    ambient: { color: "#ece6dc", power: 0.3 },
    prims,
    post: { exposure: 0.9, bloom: 0.15, vignette: 0.3, saturation: 0.85 },
  };
}

type Profile = [number, number][];

function arc(cx: number, cy: number, r: number, a0: number, a1: number, n: number): Profile {
  const out: Profile = [];
  for (let i = 0; i <= n; i++) {
    const a = a0 + ((a1 - a0) * i) / n;
    out.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  return out;
}

const mm = (p: Profile): Profile => p.map(([x, y]) => [x / 1000, y / 1000]);

/** Moulding cross-sections in millimetres, counter-clockwise, lying as installed. */
export const profiles: Record<string, Profile> = {
  "quarter-round": mm([[0, 0], ...arc(0, 0, 19, 0, Math.PI / 2, 14).slice(0, -1), [0, 19]]),
  "t-molding": mm([
    [-5, 0],
    [5, 0],
    [5, 10],
    [22, 10],
    [22, 12],
    ...Array.from({ length: 11 }, (_, i): [number, number] => {
      const x = 21 - (42 * i) / 10;
      return [x, 12 + 4 * (1 - (x / 22) ** 2)];
    }),
    [-22, 12],
    [-22, 10],
    [-5, 10],
  ]),
  reducer: mm([
    [0, 0],
    [34, 0],
    [34, 6],
    [44, 6],
    [44, 15],
    ...arc(41, 13, 3, 0, Math.PI / 2, 4).slice(1, -1),
    [40, 16],
    [4, 3.5],
    [0, 2],
  ]),
  "stair-nose": mm([
    [0, 0],
    [12, 0],
    [12, -22],
    [26, -22],
    ...arc(26, -4, 18, -Math.PI / 2, Math.PI / 2, 16).slice(1, -1),
    [26, 14],
    [0, 14],
  ]),
  baseboard: mm([
    [0, 0],
    [100, 0],
    [100, 8],
    ...arc(94, 8, 6, 0, Math.PI / 2, 5).slice(1),
    [80, 14],
    [74, 12],
    [0, 12],
  ]),
  threshold: mm([
    [0, 0],
    [90, 0],
    [90, 3],
    ...arc(78, 3, 12, 0, Math.PI / 2.2, 6).slice(1),
    ...arc(12, 3, 12, Math.PI - Math.PI / 2.2, Math.PI, 6),
  ]),
};

/** Wood for mouldings: long grain on the faces, growth rings on the cut end. */
function trimMat(product: ProductId, seed: string): Material {
  const floor = new Floor(
    { ...productFloor(product), plankW: 600, len: [40000, 40000], bevel: 0 },
    hashString(seed),
  );
  const fs = newFloorSample();
  const n = new Noise(hashString(seed) ^ 77);
  const out0: RGB = [0, 0, 0];
  return {
    color: out0,
    gloss: 0.35,
    tex: (h: Hit, out: RGB) => {
      if (h.face === 1) {
        // End grain: rings around a pith well outside the piece, darker overall.
        floor.sample(9000, 300, 0.2, fs);
        const px = h.lx * 1000 + 60;
        const py = h.ly * 1000 + 140;
        const r = Math.sqrt(px * px + py * py) + 1.5 * n.n2(h.lx * 200, h.ly * 200);
        const f = r / 3.2 - Math.floor(r / 3.2);
        const late = f > 0.7 ? 0.72 : 1;
        const pore = 0.92 + 0.08 * n.n2(h.lx * 3000, h.ly * 3000);
        const k = 0.72 * late * pore;
        out[0] = toLinear1(fs.r) * k;
        out[1] = toLinear1(fs.g) * k;
        out[2] = toLinear1(fs.b) * k;
        return;
      }
      floor.sample(h.lz * 1000 + 20000, (h.lx + h.ly) * 1000 + 300, 0.3, fs);
      out[0] = toLinear1(fs.r);
      out[1] = toLinear1(fs.g);
      out[2] = toLinear1(fs.b);
    },
  };
}

/**
 * Trim product shot: three lengths of one profile lying on a pale surface, in three woods or,
 * `primed`, in white primer (MDF).
 */
export function trimShot(key: string, kind: keyof typeof profiles, primed = false): RoomSpec {
  const prof = profiles[kind]!;
  const prims: Prim[] = [];
  const products: ProductId[] = ["nature", "walnut-natural", "smoked-oak"];
  const primer = plain("#eeebe4", 0.12);
  let minY = Infinity;
  let maxY = -Infinity;
  let maxX = -Infinity;
  let minX = Infinity;
  for (const [x, y] of prof) {
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
  }
  const hgt = maxY - minY;
  const wid = maxX - minX;
  const gap = Math.max(0.05, wid * 1.5);
  products.forEach((id, i) => {
    const x = (i - 1) * gap;
    prims.push(
      extrusion(
        [x, hgt / 2, 0.9 + i * 0.05],
        prof,
        0.9,
        primed ? primer : trimMat(id, `${key}/${id}`),
        {
          yaw: 0.3,
        },
      ),
    );
  });
  const span = gap * 2 + wid;
  // Look at the cut ends (facing -z) from the front-left, above.
  const target: [number, number, number] = [-0.1, hgt * 0.5, 0.6];
  const dist = 0.3 + span * 1.5;
  const from: [number, number, number] = [
    target[0] - dist * 0.42,
    dist * 0.5,
    target[2] - dist * 0.75,
  ];
  return {
    w: 4,
    d: 4,
    h: 3,
    camera: { pos: from, ...lookAt(from, target), fov: 42 },
    // White primer needs a darker surface to stand out from.
    floor: {
      spec: productFloor("nature"),
      angle: 0,
      seed: 1,
      override: studioFloor(primed ? "#a89c8a" : "#e6e2dc"),
    },
    walls: "#e3dfd8",
    ceiling: "#efede9",
    windows: [
      { wall: "left", a0: -0.5, a1: 3.5, y0: 0.3, y1: 2.8, frame: 0.001 },
      { wall: "front", a0: -1.5, a1: 1.5, y0: 0.3, y1: 2.8, frame: 0.001 },
    ],
    sun: { dir: [-0.55, 0.75, 0.35], color: "#fff2e0", power: 2.6, softness: 0.06 },
    sky: { zenith: "#eef2f6", horizon: "#f7f5f1", power: 1.7, view: "sky" },
    ambient: { color: "#ebe8e3", power: 0.35 },
    prims,
    post: { exposure: 0.82, bloom: 0.08, vignette: 0.25, saturation: 0.9 },
  };
}

const iron = (): Material => ({ color: [0.018, 0.017, 0.016], gloss: 0.45 });

/** One baluster of the catalogue, in metres, standing at (x, y0, z). */
export function baluster(
  x: number,
  y0: number,
  z: number,
  h: number,
  style: SpindleStyle | "square",
  m: Material,
): Prim[] {
  const s = 0.0127;
  const out: Prim[] = [];
  const mid = y0 + h * 0.5;
  if (style === "twist") {
    // Plain bar with a twisted middle section built from rotated slices.
    const tw0 = mid - 0.15;
    const tw1 = mid + 0.15;
    out.push(boxAt([x, (y0 + tw0) / 2, z], [s, tw0 - y0, s], m, { round: 0.002 }));
    out.push(boxAt([x, (tw1 + y0 + h) / 2, z], [s, y0 + h - tw1, s], m, { round: 0.002 }));
    const n = 64;
    for (let i = 0; i < n; i++) {
      const y = tw0 + ((tw1 - tw0) * (i + 0.5)) / n;
      out.push(
        boxAt([x, y, z], [s * 1.3, (tw1 - tw0) / n + 0.0004, s * 1.3], m, {
          yaw: (i / n) * Math.PI * 3,
        }),
      );
    }
  } else {
    out.push(boxAt([x, y0 + h / 2, z], [s, h, s], m, { round: 0.002 }));
  }
  if (style === "knuckle") {
    for (const f of [-0.05, 0.05]) out.push(ellipsoid([x, mid + f, z], [0.017, 0.02, 0.017], m));
  } else if (style === "basket") {
    // Four wires bowing out into a cage, with collars top and bottom.
    const H = 0.14;
    const R = 0.028;
    for (let k = 0; k < 4; k++) {
      let prev: [number, number, number] | null = null;
      for (let i = 0; i <= 12; i++) {
        const t = i / 12;
        const a = (k / 4) * Math.PI * 2 + t * 1.2 + 0.5;
        const r = 0.006 + R * Math.sin(Math.PI * t);
        const p: [number, number, number] = [
          x + Math.cos(a) * r,
          mid - H / 2 + H * t,
          z + Math.sin(a) * r,
        ];
        if (prev) out.push(segment(prev, p, 0.0032, m));
        prev = p;
      }
    }
    for (const f of [-1, 1])
      out.push(boxAt([x, mid + (f * H) / 2, z], [0.018, 0.012, 0.018], m, { round: 0.003 }));
  }
  // Shoe: a small collar at the base with a set screw.
  out.push(boxAt([x, y0 + 0.013, z], [0.026, 0.026, 0.026], m, { round: 0.004 }));
  return out;
}

/** Spindle product shot: five balusters between a tread and a handrail against a warm wall. */
export function spindleShot(key: string, style: SpindleStyle | "square"): RoomSpec {
  const m = iron();
  const rail = woodMat(productFloor("walnut-natural"), `${key}/rail`, 0.4);
  const tread = woodMat(productFloor("nature"), `${key}/tread`, 0.4);
  const prims: Prim[] = [boxAt([0, 0.02, 2.0], [1.6, 0.04, 0.3], tread, { round: 0.012 })];
  for (let i = 0; i < 5; i++) prims.push(...baluster(-0.4 + i * 0.2, 0.04, 2.0, 0.9, style, m));
  prims.push(boxAt([0, 0.975, 2.0], [1.6, 0.07, 0.065], rail, { round: 0.025 }));
  return {
    w: 4,
    d: 2.5,
    h: 3,
    camera: { pos: [0.06, 0.52, 0.72], yaw: -0.04, pitch: 0.01, fov: 47 },
    floor: { spec: floorOf("nature", { grade: grades.premier }), angle: 0, seed: hashString(key) },
    walls: "#e9dfd0",
    wallBack: "#e8dccb",
    ceiling: "#f2efe9",
    windows: [
      {
        wall: "left",
        a0: 0.2,
        a1: 2.0,
        y0: 0.2,
        y1: 2.6,
        cols: 2,
        frame: 0.05,
        frameColor: "#2a2725",
      },
      { wall: "front", a0: -1.5, a1: 1.5, y0: 0.2, y1: 2.6, frame: 0.001 },
    ],
    sky: { zenith: "#d6e2f0", horizon: "#f5efe6", power: 1.6, view: "sky" },
    ambient: { color: "#efe4d4", power: 0.32 },
    prims,
    post: { exposure: 0.95, bloom: 0.12, vignette: 0.3, saturation: 0.85 },
  };
}

/**
 * Shoe fittings: flat and slant shoes scattered on a pale surface, one on a bar; `pitched`
 * shows only slant shoes (for stair rakes), turned the other way.
 */
export function shoeShot(key: string, pitched = false): RoomSpec {
  const m = iron();
  const prims: Prim[] = [];
  const spots: [number, number, number, number][] = pitched
    ? [
        [-0.07, 0.49, -0.4, 0.45],
        [0.04, 0.46, 0.35, 0.45],
        [0.11, 0.54, -0.9, 0.45],
        [-0.03, 0.59, 0.7, 0.45],
        [0.08, 0.61, 0.1, 0.45],
      ]
    : [
        [-0.06, 0.5, 0.2, 0],
        [0.03, 0.47, -0.3, 0],
        [0.1, 0.53, 0.5, 0.45],
        [-0.02, 0.58, 1.1, 0.45],
        [0.07, 0.6, -0.6, 0],
      ];
  for (const [x, z, yaw, slant] of spots) {
    // Shoe body with a square hole, and the set screw on one side.
    prims.push(boxAt([x, 0.013, z], [0.034, 0.026, 0.034], m, { yaw, roll: slant, round: 0.005 }));
    prims.push(boxAt([x, 0.027, z], [0.014, 0.004, 0.014], plain("#050505"), { yaw }));
    const sx = x + Math.cos(yaw) * 0.018;
    const sz = z - Math.sin(yaw) * 0.018;
    prims.push(
      cylinder([sx, 0.013, sz], 0.0035, 0.006, plain("#3a3a3a", 0.5), { yaw, pitch: Math.PI / 2 }),
    );
  }
  prims.push(...baluster(-0.1, 0, 0.6, 0.4, "square", m));
  return {
    w: 3,
    d: 3,
    h: 2.5,
    camera: { pos: [-0.05, 0.26, 0.3], ...lookAt([-0.05, 0.26, 0.3], [0.0, 0.02, 0.56]), fov: 38 },
    floor: {
      spec: productFloor("nature"),
      angle: 0,
      seed: hashString(key),
      override: studioFloor("#e8e1d6"),
    },
    walls: "#e6ddd0",
    ceiling: "#efede9",
    windows: [
      { wall: "left", a0: -0.5, a1: 2.5, y0: 0.2, y1: 2.2, frame: 0.001 },
      { wall: "front", a0: -1.2, a1: 1.2, y0: 0.2, y1: 2.2, frame: 0.001 },
    ],
    sun: { dir: [-0.6, 0.7, 0.35], color: "#fff2e0", power: 2.4, softness: 0.05 },
    sky: { zenith: "#eef2f6", horizon: "#f7f5f1", power: 1.7, view: "sky" },
    ambient: { color: "#ebe8e3", power: 0.35 },
    prims,
    post: { exposure: 0.95, bloom: 0.08, vignette: 0.25, saturation: 0.9 },
  };
}
