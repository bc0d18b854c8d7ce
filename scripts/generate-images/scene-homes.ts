// Residential rooms and small studio scenes: living rooms, heritage home,
// penthouse, entry hall with staircase, installation, studio, timber.
import type { FloorSpec } from "./floor.ts";
import {
  armchair,
  artMat,
  artwork,
  coffeeTable,
  curtain,
  diningSet,
  downlight,
  fabric,
  floorLamp,
  leafMat,
  marble,
  pendant,
  plain,
  plant,
  productWood,
  rug,
  rugMat,
  sideboard,
  skirting,
  sofa,
  woodMat,
} from "./furniture.ts";
import { cartonMat, engineeredMat, forestGround, logMat, studioFloor } from "./materials.ts";
import { type ProductId, productFloor } from "./products.ts";
import type { LampSpec, OutsideView, RoomSpec, WindowSpec } from "./room.ts";
import { Rng, hashString } from "./rng.ts";
import { floorOf, glow, lookAt } from "./scene-util.ts";
import { staircase } from "./stairs.ts";
import { type Material, type Prim, box, boxAt, cylinder } from "./trace.ts";
import { grades } from "./wood.ts";

const white = plain("#f4f1ea");
const black = plain("#1d1b19", 0.2);
const warmGlow = glow([1, 0.86, 0.66], 3);

export interface LivingOpts {
  floor: FloorSpec;
  walls?: string;
  /** Which wall carries the big windows. */
  windowWall?: "left" | "back";
  view?: OutsideView;
  time?: "day" | "golden" | "dusk";
  sofa?: string;
  accent?: string;
  rug?: [string, string];
  art?: string[];
  camera?: Partial<RoomSpec["camera"]>;
  dining?: boolean;
  boardAngle?: number;
  exposure?: number;
  sunPower?: number;
}

/** Open living room: big windows, sofa group on a rug, sideboard with art. */
export function livingRoom(key: string, o: LivingOpts): RoomSpec {
  const w = 8;
  const d = 9;
  const h = 3.1;
  const time = o.time ?? "golden";
  const frame = "#2a2725";
  const windows: WindowSpec[] =
    o.windowWall === "back"
      ? [
          {
            wall: "back",
            a0: -3.3,
            a1: -0.4,
            y0: 0.05,
            y1: h - 0.3,
            cols: 3,
            frame: 0.05,
            frameColor: frame,
          },
          {
            wall: "back",
            a0: 0.4,
            a1: 3.3,
            y0: 0.05,
            y1: h - 0.3,
            cols: 3,
            frame: 0.05,
            frameColor: frame,
          },
          {
            wall: "left",
            a0: 3.5,
            a1: 6.5,
            y0: 0.3,
            y1: h - 0.35,
            cols: 2,
            frame: 0.05,
            frameColor: frame,
          },
        ]
      : [
          {
            wall: "left",
            a0: 1.2,
            a1: 3.4,
            y0: 0.08,
            y1: h - 0.35,
            cols: 2,
            frame: 0.06,
            frameColor: frame,
          },
          {
            wall: "left",
            a0: 4.0,
            a1: 6.2,
            y0: 0.08,
            y1: h - 0.35,
            cols: 2,
            frame: 0.06,
            frameColor: frame,
          },
          {
            wall: "left",
            a0: 6.8,
            a1: 8.6,
            y0: 0.08,
            y1: h - 0.35,
            cols: 2,
            frame: 0.06,
            frameColor: frame,
          },
        ];
  const sheer = { ...fabric("#f3efe6"), noShadow: true };
  const prims: Prim[] = [
    ...skirting(w, d, 0.12, white),
    ...sofa(2.3, 5.2, -Math.PI / 2, 2.6, fabric(o.sofa ?? "#d9d2c5"), black),
    rug(
      0.95,
      5.2,
      0,
      3.3,
      2.5,
      rugMat(o.rug?.[0] ?? "#e4ddd0", o.rug?.[1] ?? "#cdc3b1", 1.65, 1.25),
    ),
    ...coffeeTable(
      0.95,
      5.2,
      0,
      1.25,
      0.7,
      productWood("walnut-natural", `${key}/table`, 0.4),
      black,
    ),
    ...plant(-w / 2 + 0.6, d - 0.7, 1.25, plain("#d9d4cc"), leafMat()),
    ...floorLamp(w / 2 - 0.5, 6.9, black, warmGlow),
  ];
  if (o.dining) {
    prims.push(
      ...diningSet(
        -1.7,
        7.0,
        Math.PI / 2,
        2.0,
        productWood("white-oak", `${key}/dt`, 0.3),
        fabric("#cbbfae"),
        black,
      ),
    );
    prims.push(...pendant(-1.7, 1.9, 7.0, h, black, glow([1, 0.88, 0.7], 4), 0.25));
  } else {
    prims.push(...armchair(-0.9, 6.6, Math.PI * 0.78, fabric(o.accent ?? "#b7a58a"), black));
  }
  const art = artMat(o.art ?? ["#ebe4d8", "#c6b093", "#7f8f8a", "#d6c4aa"], hashString(key) & 255);
  if (o.windowWall === "back") {
    prims.push(
      ...sideboard(
        w / 2 - 0.25,
        3.6,
        -Math.PI / 2,
        2.0,
        productWood("smoked-oak", `${key}/sb`, 0.35),
        black,
      ),
    );
    prims.push(...artwork("right", w, d, 3.6, 1.7, 1.4, 0.95, art, black));
    prims.push(...curtain(-w / 2, 2.9, 3.45, h, sheer), ...curtain(-w / 2, 6.55, 7.1, h, sheer));
  } else {
    prims.push(
      ...sideboard(0.6, d - 0.25, 0, 2.2, productWood("smoked-oak", `${key}/sb`, 0.35), black),
    );
    prims.push(...artwork("back", w, d, 0.6, 1.75, 1.5, 1.0, art, black));
    prims.push(...curtain(-w / 2, 0.55, 1.15, h, sheer), ...curtain(-w / 2, 8.62, 8.98, h, sheer));
  }
  const lamps: LampSpec[] = [
    { pos: [w / 2 - 0.5, 1.5, 6.9], color: "#ffd6a0", power: time === "dusk" ? 1.2 : 0.35 },
  ];
  for (const [x, z] of [
    [-1.5, 2.5],
    [1.5, 2.5],
    [-1.5, 5.5],
    [1.5, 5.5],
    [-1.5, 8],
    [1.5, 8],
  ] as const) {
    prims.push(downlight(x, z, h, glow([1, 0.93, 0.82], time === "dusk" ? 6 : 1.5)));
    if (time === "dusk")
      lamps.push({ pos: [x, h - 0.05, z], color: "#ffdcae", power: 1.4, down: true });
  }
  const sun =
    time === "dusk"
      ? undefined
      : o.windowWall === "back"
        ? {
            dir: [-0.25, time === "day" ? 0.6 : 0.32, 0.9] as [number, number, number],
            color: "#ffe4c4",
            power: o.sunPower ?? 3.5,
            softness: 0.012,
          }
        : {
            dir: [-0.78, time === "day" ? 0.55 : 0.3, 0.4] as [number, number, number],
            color: time === "day" ? "#fff1de" : "#ffdcb4",
            power: o.sunPower ?? 4,
            softness: 0.012,
          };
  return {
    w,
    d,
    h,
    camera: { pos: [0.7, 1.15, 0.4], yaw: -0.08, fov: 52, shift: -0.28, ...o.camera },
    floor: { spec: o.floor, angle: o.boardAngle ?? Math.PI / 2, seed: hashString(key) },
    walls: o.walls ?? "#ebe5da",
    ceiling: "#f2efe9",
    windows,
    sun,
    sky:
      time === "dusk"
        ? { zenith: "#22375f", horizon: "#d9a27c", power: 0.6, view: o.view ?? "city" }
        : { zenith: "#b9d2ee", horizon: "#f6efe4", power: 1.4, view: o.view ?? "garden" },
    ambient: {
      color: time === "dusk" ? "#e6cdb0" : "#ece7e0",
      power: time === "dusk" ? 0.16 : 0.28,
    },
    lamps,
    prims,
    post: {
      exposure: o.exposure ?? (time === "dusk" ? 1.4 : 0.85),
      bloom: 0.25,
      vignette: 0.3,
      saturation: 0.8,
    },
  };
}

/** Painted wainscoting along a wall: backing board, cap rail and raised-panel mouldings. */
function wainscot(
  wall: "left" | "right" | "back",
  w: number,
  d: number,
  from: number,
  to: number,
  mat: Material,
): Prim[] {
  const out: Prim[] = [];
  const H = 1.0;
  const place = (
    a0: number,
    a1: number,
    y0: number,
    y1: number,
    depth: number,
    t: number,
  ): Prim => {
    if (wall === "back")
      return box([a0, y0, d - depth - t], [a1, y1, d - depth], mat, { round: 0.004 });
    const x = wall === "left" ? -w / 2 + depth : w / 2 - depth;
    const s = wall === "left" ? 1 : -1;
    return box([Math.min(x, x + s * t), y0, a0], [Math.max(x, x + s * t), y1, a1], mat, {
      round: 0.004,
    });
  };
  out.push(place(from, to, 0, H, 0, 0.015));
  out.push(place(from, to, H - 0.05, H, 0.015, 0.03));
  const n = Math.max(1, Math.round((to - from) / 0.75));
  const pw = (to - from) / n;
  for (let i = 0; i < n; i++) {
    const a0 = from + i * pw + 0.1;
    const a1 = from + (i + 1) * pw - 0.1;
    const y0 = 0.25;
    const y1 = H - 0.17;
    const m = 0.025;
    out.push(place(a0, a1, y0, y0 + m, 0.015, 0.012));
    out.push(place(a0, a1, y1 - m, y1, 0.015, 0.012));
    out.push(place(a0, a0 + m, y0, y1, 0.015, 0.012));
    out.push(place(a1 - m, a1, y0, y1, 0.015, 0.012));
  }
  return out;
}

/** Heritage home: wainscoting, fireplace, small-pane windows, warm walnut / red oak. */
export function heritage(key: string, variant: number): RoomSpec {
  const w = 6.5;
  const d = 7.5;
  const h = 3.0;
  const paint = plain(variant === 1 ? "#a8b39d" : "#efe8da");
  const prims: Prim[] = [
    ...wainscot("left", w, d, 0.2, d, paint),
    ...wainscot("right", w, d, 0.2, 2.2, paint),
    ...wainscot("right", w, d, 4.6, d, paint),
    ...wainscot("back", w, d, -w / 2, -1.6, paint),
    ...wainscot("back", w, d, 1.6, w / 2, paint),
    ...skirting(w, d, 0.16, paint),
  ];
  // Fireplace on the right wall.
  const surround = marble("#efe9df", "#b8ad9f");
  prims.push(box([w / 2 - 0.28, 0, 2.5], [w / 2, 1.25, 4.3], surround, { round: 0.01 }));
  prims.push(box([w / 2 - 0.3, 0, 3.0], [w / 2 - 0.05, 0.8, 3.8], plain("#17120f")));
  prims.push(
    box(
      [w / 2 - 0.36, 1.25, 2.4],
      [w / 2, 1.32, 4.4],
      productWood("walnut-dark", `${key}/mantel`, 0.4),
      { round: 0.01 },
    ),
  );
  prims.push(
    ...artwork(
      "right",
      w,
      d,
      3.4,
      1.95,
      1.0,
      0.75,
      artMat(["#2e3a2f", "#6b7b5a", "#c9b98f", "#e9dfc8"], 5),
      plain("#a8864f", 0.5),
    ),
  );
  const leather = fabric(variant === 2 ? "#5a3321" : "#7a4a2c");
  prims.push(...sofa(-1.9, 4.2, Math.PI / 2, 2.2, leather, plain("#3a2a1e")));
  prims.push(...armchair(1.5, 5.6, -Math.PI * 0.7, fabric("#c7b79a"), plain("#3a2a1e")));
  prims.push(rug(-0.2, 4.2, 0, 3.0, 2.2, rugMat("#7a3a2e", "#2f2a38", 1.5, 1.1, 0.18)));
  prims.push(
    ...coffeeTable(
      -0.4,
      4.2,
      0,
      1.0,
      0.6,
      productWood("walnut-natural", `${key}/ct`, 0.5),
      plain("#3a2a1e"),
    ),
  );
  prims.push(...floorLamp(-w / 2 + 0.45, 6.3, plain("#a8864f", 0.5), warmGlow));
  prims.push(...plant(w / 2 - 0.5, d - 0.6, 1.1, plain("#8a5a3c"), leafMat()));
  const frame = "#f3efe7";
  const floors: FloorSpec[] = [
    floorOf("walnut-natural", { plankW: 127, grade: grades.premier }),
    floorOf("red-oak", { plankW: 83, grade: grades.premier }),
    floorOf("walnut-natural", { layout: "herringbone", plankW: 76, grade: grades.premier }),
  ];
  const cams: RoomSpec["camera"][] = [
    { pos: [0.8, 1.3, 0.4], yaw: -0.1, fov: 56, shift: -0.25 },
    { pos: [-1.8, 1.35, 0.5], yaw: 0.28, fov: 56, shift: -0.25 },
    { pos: [2.0, 1.25, 0.6], yaw: -0.32, fov: 56, shift: -0.26 },
  ];
  return {
    w,
    d,
    h,
    camera: cams[variant % 3]!,
    floor: {
      spec: floors[variant % 3]!,
      angle: variant === 2 ? 0 : Math.PI / 2,
      seed: hashString(key),
    },
    walls: "#e6d7bd",
    ceiling: "#f3eee4",
    windows: [
      {
        wall: "back",
        a0: -1.45,
        a1: -0.15,
        y0: 0.55,
        y1: 2.6,
        cols: 2,
        rows: 4,
        frame: 0.05,
        frameColor: frame,
      },
      {
        wall: "back",
        a0: 0.15,
        a1: 1.45,
        y0: 0.55,
        y1: 2.6,
        cols: 2,
        rows: 4,
        frame: 0.05,
        frameColor: frame,
      },
      {
        wall: "right",
        a0: 5.0,
        a1: 6.6,
        y0: 0.6,
        y1: 2.6,
        cols: 2,
        rows: 4,
        frame: 0.05,
        frameColor: frame,
      },
    ],
    sun: { dir: [0.35, 0.35, 0.86], color: "#ffd9aa", power: 4.2, softness: 0.014 },
    sky: { zenith: "#b7cde6", horizon: "#f4ead8", power: 1.3, view: "garden" },
    ambient: { color: "#eedcc2", power: 0.24 },
    lamps: [{ pos: [-w / 2 + 0.45, 1.55, 6.3], color: "#ffcf94", power: 0.6 }],
    prims,
    post: { exposure: 1.0, bloom: 0.25, vignette: 0.32, saturation: 0.8 },
  };
}

/** Downtown penthouse: floor-to-ceiling glass, skyline at dusk, wide light oak. */
export function penthouse(key: string, variant: number): RoomSpec {
  const w = 11;
  const d = 10;
  const h = 3.5;
  const prims: Prim[] = [...skirting(w, d, 0.08, plain("#e9e6e0"))];
  prims.push(...sofa(0.2, 5.8, Math.PI, 3.0, fabric("#d6d0c6"), black));
  prims.push(...sofa(-2.1, 4.5, Math.PI / 2, 2.0, fabric("#d6d0c6"), black));
  prims.push(rug(0, 4.6, 0, 3.8, 2.8, rugMat("#cfc8bc", "#bdb4a6", 1.9, 1.4, 0.04)));
  prims.push(...coffeeTable(0.1, 4.5, 0, 1.3, 0.8, marble("#2c2a28", "#6e6760"), black));
  prims.push(...armchair(1.9, 3.6, -Math.PI * 0.6, fabric("#8c7b69"), black));
  // Kitchen island and dining on the right.
  prims.push(
    boxAt([3.9, 0.46, 6.8], [1.0, 0.92, 2.8], marble("#f0ede8", "#a9a39a"), { round: 0.01 }),
  );
  prims.push(
    ...diningSet(
      3.4,
      2.8,
      0,
      1.8,
      productWood("walnut-natural", `${key}/dt`, 0.4),
      fabric("#2f2d2b"),
      black,
    ),
  );
  prims.push(...pendant(3.4, 1.95, 2.8, h, plain("#b08d57", 0.6), glow([1, 0.85, 0.6], 5), 0.2));
  prims.push(...plant(-w / 2 + 0.6, 1.4, 1.4, plain("#2b2926"), leafMat()));
  prims.push(...floorLamp(-3.6, 6.6, black, warmGlow));
  const lamps: LampSpec[] = [
    { pos: [3.4, 1.85, 2.8], color: "#ffc88a", power: 1.0 },
    { pos: [-3.6, 1.5, 6.6], color: "#ffd6a0", power: 0.8 },
  ];
  for (const [x, z] of [
    [-2, 2.5],
    [2, 2.5],
    [-2, 6],
    [2, 6],
    [4, 6.8],
  ] as const) {
    prims.push(downlight(x, z, h, glow([1, 0.93, 0.82], 6)));
    lamps.push({ pos: [x, h - 0.05, z], color: "#ffdcae", power: 1.2, down: true });
  }
  const frame = "#1d1d1d";
  const sunset = variant === 1;
  const cams: RoomSpec["camera"][] = [
    { pos: [1.2, 1.35, 0.5], yaw: -0.12, fov: 58, shift: -0.22 },
    { pos: [1.6, 1.4, 0.4], yaw: -0.22, fov: 58, shift: -0.22 },
    { pos: [-2.8, 1.3, 0.6], yaw: 0.3, fov: 58, shift: -0.22 },
  ];
  return {
    w,
    d,
    h,
    camera: cams[variant % 3]!,
    floor: {
      spec: floorOf("white-oak", { plankW: 240, grade: grades.premier, len: [1500, 2400] }),
      angle: Math.PI / 2,
      seed: hashString(key),
    },
    walls: "#ece9e3",
    ceiling: "#f3f1ed",
    windows: [
      {
        wall: "back",
        a0: -5.3,
        a1: 5.3,
        y0: 0.03,
        y1: h - 0.1,
        cols: 6,
        frame: 0.045,
        frameColor: frame,
      },
      {
        wall: "left",
        a0: 0.4,
        a1: 9.6,
        y0: 0.03,
        y1: h - 0.1,
        cols: 5,
        frame: 0.045,
        frameColor: frame,
      },
    ],
    sun: sunset
      ? { dir: [-0.85, 0.14, 0.5], color: "#ffb070", power: 3.4, softness: 0.01 }
      : undefined,
    sky: sunset
      ? { zenith: "#6d86b4", horizon: "#f2b27a", power: 0.9, view: "city" }
      : { zenith: "#22375f", horizon: "#d9a27c", power: 0.55, view: "city" },
    ambient: { color: "#e3cdb2", power: sunset ? 0.2 : 0.14 },
    lamps,
    prims,
    post: { exposure: sunset ? 1.0 : 1.45, bloom: 0.3, vignette: 0.3, saturation: 0.8 },
  };
}

/** Entry hall with a staircase: oak treads, white risers, black iron spindles. */
export function entryHall(key: string): RoomSpec {
  const w = 6.5;
  const d = 8;
  const h = 5.6;
  const tread = woodMat(productFloor("nature"), `${key}/tread`, 0.35);
  const prims: Prim[] = [
    ...skirting(w, d, 0.12, white),
    ...staircase({
      x0: w / 2 - 1.1,
      x1: w / 2,
      z0: 2.6,
      steps: 15,
      tread,
      riser: white,
      body: white,
      rail: "x0",
      spindle: "knuckle",
    }),
  ];
  // Upper landing slab and its balustrade.
  const landZ = 2.6 + 15 * 0.27;
  prims.push(box([-w / 2, 2.775, landZ], [w / 2, 3.0, d], white));
  prims.push(box([-w / 2, 2.775 + 0.2, landZ - 0.02], [w / 2, 3.02, landZ + 0.02], tread));
  // Console, mirror, plant and a bench along the left wall.
  prims.push(
    ...boxConsole(-w / 2 + 0.22, 3.2, productWood("walnut-natural", `${key}/console`, 0.4)),
  );
  prims.push(
    ...artwork("left", w, d, 3.2, 1.55, 0.8, 1.0, plain("#c9d3d8", 0.9), plain("#b08d57", 0.5)),
  );
  prims.push(...plant(-w / 2 + 0.45, 5.1, 1.3, plain("#d9d4cc"), leafMat()));
  prims.push(rug(-0.4, 3.0, 0, 1.6, 2.6, rugMat("#d8cfc0", "#b9ab96", 0.8, 1.3, 0.05)));
  // Front door on the back wall under the landing.
  prims.push(
    box(
      [-1.6, 0, d - 0.06],
      [-0.5, 2.45, d - 0.01],
      productWood("walnut-dark", `${key}/door`, 0.4),
    ),
  );
  prims.push(boxAt([-0.62, 1.05, d - 0.09], [0.025, 0.35, 0.03], plain("#1b1a19", 0.5)));
  prims.push(...pendant(-0.3, 3.6, 3.4, h, plain("#b08d57", 0.6), glow([1, 0.86, 0.62], 5), 0.32));
  return {
    w,
    d,
    h,
    camera: { pos: [-1.7, 1.45, 0.4], yaw: 0.3, fov: 60, shift: -0.1 },
    floor: {
      spec: floorOf("nature", { grade: grades.premier, plankW: 190 }),
      angle: Math.PI / 2,
      seed: hashString(key),
    },
    walls: "#ede8df",
    ceiling: "#f3f0ea",
    windows: [
      {
        wall: "back",
        a0: -2.9,
        a1: -1.9,
        y0: 0.3,
        y1: 2.45,
        cols: 1,
        rows: 3,
        frame: 0.05,
        frameColor: "#2a2725",
      },
      {
        wall: "back",
        a0: 0.2,
        a1: 2.8,
        y0: 3.3,
        y1: 5.2,
        cols: 3,
        rows: 2,
        frame: 0.05,
        frameColor: "#2a2725",
      },
      {
        wall: "left",
        a0: 5.6,
        a1: 7.4,
        y0: 0.3,
        y1: 2.6,
        cols: 2,
        frame: 0.05,
        frameColor: "#2a2725",
      },
    ],
    sun: { dir: [-0.55, 0.45, 0.7], color: "#ffe0bc", power: 3.6, softness: 0.012 },
    sky: { zenith: "#b9d2ee", horizon: "#f6efe4", power: 1.4, view: "garden" },
    ambient: { color: "#ece4d8", power: 0.3 },
    lamps: [{ pos: [-0.3, 3.4, 3.4], color: "#ffd29a", power: 1.4 }],
    prims,
    post: { exposure: 0.92, bloom: 0.25, vignette: 0.3, saturation: 0.8 },
  };
}

function boxConsole(x: number, z: number, mat: Material): Prim[] {
  return [
    box([x - 0.2, 0.78, z - 0.7], [x + 0.2, 0.82, z + 0.7], mat, { round: 0.006 }),
    box([x - 0.18, 0, z - 0.68], [x - 0.14, 0.78, z - 0.64], black),
    box([x - 0.18, 0, z + 0.64], [x - 0.14, 0.78, z + 0.68], black),
    box([x + 0.14, 0, z - 0.68], [x + 0.18, 0.78, z - 0.64], black),
    box([x + 0.14, 0, z + 0.64], [x + 0.18, 0.78, z + 0.68], black),
  ];
}

/** Installation in progress: half the room laid, the rest bare subfloor, planks and cartons. */
export function installation(key: string): RoomSpec {
  const w = 7;
  const d = 8;
  const h = 2.9;
  const spec: FloorSpec = {
    ...floorOf("smoked-oak", { plankW: 190, grade: grades.premier }),
    partial: { along: 5000 + 3300, spread: 1400 },
  };
  const prims: Prim[] = [];
  const rng = new Rng(hashString(key));
  // Loose boards laid out ready to go, and a stack of cartons.
  for (let i = 0; i < 5; i++) {
    prims.push(
      boxAt(
        [-1.4 + i * 0.21, 0.0075, 6.4 + rng.range(-0.15, 0.15)],
        [0.19, 0.015, 1.9],
        woodMat(productFloor("smoked-oak"), `${key}/l${i}`, 0.3),
        {
          yaw: rng.range(-0.03, 0.03),
        },
      ),
    );
  }
  for (let i = 0; i < 4; i++)
    prims.push(
      boxAt([1.8, 0.055 + i * 0.11, 6.6], [0.42, 0.11, 1.25], cartonMat("#2f5a4a"), {
        yaw: 0.08 * i - 0.1,
      }),
    );
  prims.push(boxAt([2.5, 0.055, 5.4], [0.42, 0.11, 1.25], cartonMat("#2f5a4a"), { yaw: 1.3 }));
  // Tapping block and mallet.
  prims.push(boxAt([0.4, 0.02, 5.2], [0.3, 0.04, 0.08], plain("#d24a2a", 0.2), { yaw: 0.3 }));
  prims.push(
    cylinder([0.9, 0.04, 5.0], 0.04, 0.12, plain("#202020", 0.3), { roll: Math.PI / 2, yaw: 0.5 }),
  );
  prims.push(
    boxAt([0.75, 0.03, 4.95], [0.03, 0.03, 0.3], productWood("maple-natural", `${key}/h`), {
      yaw: 0.5,
    }),
  );
  // Expansion spacers along the left wall.
  for (let z = 1; z < 6; z += 0.9)
    prims.push(boxAt([-w / 2 + 0.008, 0.03, z], [0.016, 0.05, 0.05], plain("#3a6fb0")));
  return {
    w,
    d,
    h,
    camera: { pos: [-0.6, 1.45, 1.2], ...lookAt([-0.6, 1.45, 1.2], [0.2, 0.1, 4.6]), fov: 55 },
    floor: { spec, angle: Math.PI / 2, seed: hashString(key) },
    walls: "#f0ede7",
    ceiling: "#f3f1ec",
    windows: [
      {
        wall: "left",
        a0: 2.0,
        a1: 4.2,
        y0: 0.6,
        y1: 2.5,
        cols: 2,
        frame: 0.06,
        frameColor: "#f3f1ec",
      },
      {
        wall: "left",
        a0: 5.0,
        a1: 7.2,
        y0: 0.6,
        y1: 2.5,
        cols: 2,
        frame: 0.06,
        frameColor: "#f3f1ec",
      },
      {
        wall: "back",
        a0: -1.2,
        a1: 1.2,
        y0: 0.6,
        y1: 2.5,
        cols: 2,
        frame: 0.06,
        frameColor: "#f3f1ec",
      },
    ],
    sun: { dir: [-0.7, 0.42, 0.45], color: "#ffe2bf", power: 3, softness: 0.012 },
    sky: { zenith: "#b9d2ee", horizon: "#f6efe4", power: 1.2, view: "garden" },
    ambient: { color: "#ece6dc", power: 0.26 },
    prims,
    post: { exposure: 0.8, bloom: 0.2, vignette: 0.3, saturation: 0.8 },
  };
}

/** Studio still life: stacks of engineered planks showing wear layer and plies. */
export function plankStudio(
  key: string,
  products: ProductId[] = ["nature", "smoked-oak", "lily-canvas"],
): RoomSpec {
  const w = 6;
  const d = 6;
  const h = 3.5;
  const prims: Prim[] = [];
  const rng = new Rng(hashString(key));
  products.forEach((id, s) => {
    const mat = engineeredMat(productFloor(id), `${key}/${id}`);
    const x = -0.5 + s * 0.45;
    const z = 2.3 + s * 0.12;
    const n = 6 - s;
    for (let i = 0; i < n; i++) {
      prims.push(
        boxAt(
          [x + rng.range(-0.01, 0.01), 0.0075 + i * 0.0151, z + rng.range(-0.04, 0.04)],
          [0.19, 0.015, 1.3],
          mat,
          { yaw: rng.range(-0.04, 0.04) },
        ),
      );
    }
  });
  // One plank leaning across the stacks to show its face.
  prims.push(
    boxAt(
      [0.7, 0.12, 1.75],
      [0.19, 0.015, 1.3],
      engineeredMat(productFloor("ivory-gold"), `${key}/lean`),
      { yaw: -0.6, pitch: 0.16 },
    ),
  );
  return {
    w,
    d,
    h,
    camera: { pos: [-0.15, 0.5, 1.05], yaw: 0.14, pitch: -0.3, fov: 34 },
    floor: { spec: productFloor("nature"), angle: 0, seed: 1, override: studioFloor("#dedbd5") },
    walls: "#e2dfd9",
    ceiling: "#ecebe8",
    windows: [
      { wall: "left", a0: 0.5, a1: 4.5, y0: 0.3, y1: 3.2, frame: 0.001 },
      { wall: "front", a0: -2, a1: 2, y0: 0.5, y1: 3.0, frame: 0.001 },
    ],
    sun: { dir: [-0.7, 0.6, 0.35], color: "#fff0dc", power: 2.4, softness: 0.05 },
    sky: { zenith: "#eef2f6", horizon: "#f7f5f1", power: 1.8, view: "sky" },
    ambient: { color: "#ebe8e3", power: 0.35 },
    prims,
    post: { exposure: 0.9, bloom: 0.1, vignette: 0.25, saturation: 0.8 },
  };
}

/** Timber: a pile of freshly cut logs in a forest clearing (sustainability story). */
export function timber(key: string): RoomSpec {
  const w = 40;
  const d = 40;
  const h = 30;
  const prims: Prim[] = [];
  const rng = new Rng(hashString(key));
  // Pyramid pile of logs pointing at the camera.
  const rows = [6, 5, 4, 3];
  let y = 0;
  rows.forEach((n, r) => {
    const R = 0.2;
    for (let i = 0; i < n; i++) {
      const rr = R * rng.range(0.82, 1.1);
      const x = (i - (n - 1) / 2) * 0.41 + rng.range(-0.02, 0.02);
      const z = 4.5 + rng.range(-0.35, 0.35);
      prims.push(
        cylinder(
          [x, y + R, z + 1.5],
          rr,
          3.0,
          logMat(hashString(`${key}${r}${i}`), "#bf8a58", "#dcbf92"),
          { pitch: Math.PI / 2 },
        ),
      );
    }
    y += 0.36;
    void r;
  });
  // Standing trunks around the clearing.
  for (let i = 0; i < 26; i++) {
    const x = rng.range(-16, 16);
    const z = rng.range(10, 36);
    if (Math.abs(x) < 2.5 && z < 14) continue;
    prims.push(
      cylinder([x, 14, z], rng.range(0.2, 0.45), 28, logMat(i * 31 + 7, "#6b5a48", "#6b5a48")),
    );
  }
  return {
    w,
    d,
    h,
    camera: { pos: [-1.3, 1.0, 1.7], ...lookAt([-1.3, 1.0, 1.7], [0.1, 0.65, 4.4]), fov: 42 },
    floor: { spec: productFloor("nature"), angle: 0, seed: 1, override: forestGround },
    walls: "#6f7d62",
    ceiling: "#d8e4ea",
    windows: [
      { wall: "back", a0: -20, a1: 20, y0: -1, y1: 30, frame: 0.001 },
      { wall: "left", a0: 0, a1: 40, y0: -1, y1: 30, frame: 0.001 },
      { wall: "right", a0: 0, a1: 40, y0: -1, y1: 30, frame: 0.001 },
      { wall: "front", a0: -20, a1: 20, y0: -1, y1: 30, frame: 0.001 },
    ],
    sun: { dir: [-0.4, 0.55, 0.75], color: "#ffe6c0", power: 3.2, softness: 0.02 },
    sky: { zenith: "#a8c4dc", horizon: "#e6eee2", power: 1.0, view: "forest" },
    ambient: { color: "#d9e2cc", power: 0.35 },
    prims,
    shafts: 0.12,
    fog: { color: "#c9d6c4", density: 0.014 },
    post: { exposure: 0.8, bloom: 0.2, vignette: 0.35, saturation: 0.8 },
  };
}
