// Large spaces: factory hall, showroom, hotel lobby, office.
import {
  armchair,
  artMat,
  artwork,
  downlight,
  fabric,
  leafMat,
  marble,
  pendant,
  plain,
  plant,
  productWood,
  rug,
  rugMat,
  skirting,
  sofa,
  woodMat,
} from "./furniture.ts";
import { bundleMat, cartonMat, concreteFloor } from "./materials.ts";
import { type ProductId, productFloor, productIds } from "./products.ts";
import type { LampSpec, RoomSpec, WindowSpec } from "./room.ts";
import { Rng, hashString } from "./rng.ts";
import { floorOf } from "./scene-util.ts";
import { type Material, type Prim, box, boxAt, cylinder } from "./trace.ts";
import { grades } from "./wood.ts";

const black = plain("#1d1b19", 0.2);
const white = plain("#f4f1ea");
const glow = (c: [number, number, number], k: number): Material => ({
  color: c,
  gloss: 0,
  emit: k,
});

/** Factory hall with plank bundles and cartons on pallets, sun shafts through clerestories. */
export function factory(key: string): RoomSpec {
  const w = 26;
  const d = 48;
  const h = 9;
  const rng = new Rng(hashString(key));
  const steel = plain("#5d6670", 0.15);
  const pallet = plain("#c4a379");
  const prims: Prim[] = [];
  // Columns and roof beams.
  for (let z = 4; z < d; z += 8) {
    for (const x of [-7.5, 7.5]) prims.push(boxAt([x, h / 2, z], [0.38, h, 0.38], steel));
    prims.push(boxAt([0, h - 0.35, z], [w, 0.6, 0.25], steel));
  }
  const products: ProductId[] = [
    "nature",
    "white-oak",
    "smoked-oak",
    "ivory-gold",
    "walnut-natural",
    "silver",
    "burlywood",
  ];
  // Stacks: pallets with plank bundles or cartons, in two aisles.
  for (const side of [-1, 1]) {
    for (let i = 0; i < 7; i++) {
      for (let j = 0; j < 2; j++) {
        const x = side * (2.6 + j * 2.5);
        const z = 6 + i * 5.6 + rng.range(-0.2, 0.2);
        const yaw = rng.range(-0.02, 0.02);
        prims.push(boxAt([x, 0.07, z], [1.25, 0.14, 2.3], pallet, { yaw }));
        let y = 0.14;
        const carton = rng.chance(0.35);
        const n = rng.int(2, carton ? 4 : 4);
        const pid = rng.pick(products);
        for (let k = 0; k < n; k++) {
          const bh = carton ? 0.44 : 0.32;
          const mat = carton
            ? cartonMat("#3d4b5c")
            : bundleMat(productFloor(pid), `${key}/${side}/${i}/${j}/${k}`);
          prims.push(boxAt([x, y + bh / 2, z], [1.2, bh, 2.2], mat, { yaw }));
          // Straps.
          for (const sz of [-0.6, 0.6])
            prims.push(
              boxAt([x, y + bh / 2, z + sz], [1.215, bh + 0.01, 0.03], plain("#2d4a78"), { yaw }),
            );
          y += bh;
          if (!carton && k < n - 1) {
            // Spacer sticks between bundles.
            for (const sz of [-0.8, 0, 0.8])
              prims.push(boxAt([x, y + 0.02, z + sz], [1.2, 0.04, 0.06], pallet, { yaw }));
            y += 0.04;
          }
        }
      }
    }
  }
  // Continuous clerestory bands (one window each, many panes) keep lighting cheap.
  const windows: WindowSpec[] = [
    {
      wall: "left",
      a0: 2,
      a1: d - 2,
      y0: 5.4,
      y1: 8.2,
      cols: 36,
      rows: 2,
      frame: 0.08,
      frameColor: "#3a3f45",
    },
    {
      wall: "right",
      a0: 2,
      a1: d - 2,
      y0: 5.4,
      y1: 8.2,
      cols: 36,
      rows: 2,
      frame: 0.08,
      frameColor: "#3a3f45",
    },
    {
      wall: "back",
      a0: -9,
      a1: 9,
      y0: 4.6,
      y1: 8.2,
      cols: 10,
      rows: 2,
      frame: 0.1,
      frameColor: "#3a3f45",
    },
  ];
  const lamps: LampSpec[] = [];
  for (let z = 8; z < d; z += 8) {
    for (const x of [-4, 4]) {
      prims.push(boxAt([x, h - 1.2, z], [0.4, 0.08, 1.4], glow([1, 0.97, 0.9], 4)));
      lamps.push({ pos: [x, h - 1.3, z], color: "#fff3e0", power: 5, down: true });
    }
  }
  return {
    w,
    d,
    h,
    camera: { pos: [0.2, 1.7, 0.8], yaw: 0.04, fov: 56, shift: -0.05 },
    floor: {
      spec: productFloor("nature"),
      angle: 0,
      seed: hashString(key),
      override: concreteFloor(0.6),
    },
    walls: "#d9d6cf",
    wallBack: "#cfccc4",
    ceiling: "#a9a7a2",
    windows,
    sun: { dir: [-0.72, 0.45, 0.3], color: "#ffe6c8", power: 5, softness: 0.008 },
    sky: { zenith: "#b6cfea", horizon: "#eef0ee", power: 1.6, view: "sky" },
    ambient: { color: "#e9e6e0", power: 0.3 },
    lamps,
    prims,
    shafts: 0.5,
    fog: { color: "#d9d8d2", density: 0.006 },
    post: { exposure: 0.9, bloom: 0.3, vignette: 0.3, saturation: 0.8 },
  };
}

/** Showroom: charcoal feature wall lined with sample boards under track lights. */
export function showroom(key: string, variant = 0): RoomSpec {
  const w = 11;
  const d = 9;
  const h = 3.6;
  const prims: Prim[] = [...skirting(w, d, 0.1, plain("#2e2b28"))];
  const rng = new Rng(hashString(key));
  // Sample boards hung vertically on the back wall.
  const n = 24;
  const span = 9.2;
  const ids = productIds.filter((p) => !p.startsWith("spc") || rng.chance(0.5));
  for (let i = 0; i < n; i++) {
    const x = -span / 2 + (span / (n - 1)) * i;
    const id = ids[(i * 7 + variant * 3) % ids.length]!;
    const spec = productFloor(id);
    prims.push(
      box(
        [x - 0.11, 0.5, d - 0.04],
        [x + 0.11, 2.5, d - 0.015],
        woodMat(spec, `${key}/b${i}`, 0.3),
        { round: 0.004 },
      ),
    );
    prims.push(box([x - 0.08, 0.36, d - 0.03], [x + 0.08, 0.42, d - 0.015], white));
  }
  // Leaning display panels on the right wall: sections of finished floor.
  for (let i = 0; i < 3; i++) {
    const z = 2.6 + i * 1.7;
    const id = (["smoked-oak", "lily-canvas", "walnut-natural", "old-prairie", "silver"] as const)[
      (i + variant) % 5
    ]!;
    prims.push(
      boxAt(
        [w / 2 - 0.35, 1.15, z],
        [0.04, 2.3, 1.2],
        woodMat(productFloor(id), `${key}/p${i}`, 0.3, true),
        { roll: -0.12 },
      ),
    );
  }
  // Display table with stacked samples.
  const table = plain("#efece6");
  prims.push(boxAt([-1.2, 0.45, 4.6], [2.2, 0.9, 1.0], table, { round: 0.01 }));
  for (let i = 0; i < 6; i++) {
    const id = productIds[(i * 5 + 2 + variant) % productIds.length]!;
    prims.push(
      boxAt(
        [-1.9 + i * 0.28, 0.92, 4.5 + (i % 2) * 0.12],
        [0.2, 0.02, 0.6],
        woodMat(productFloor(id), `${key}/t${i}`, 0.3),
        {
          yaw: rng.range(-0.15, 0.15),
        },
      ),
    );
  }
  prims.push(...sofa(1.9, 3.4, Math.PI, 2.1, fabric("#8a7a66"), black));
  prims.push(...plant(-w / 2 + 0.7, d - 0.8, 1.3, plain("#2b2926"), leafMat()));
  const lamps: LampSpec[] = [];
  for (let i = 0; i < 7; i++) {
    const x = -4.5 + i * 1.5;
    lamps.push({ pos: [x, h - 0.15, d - 1.1], color: "#ffe2b8", power: 2.2, down: true });
    prims.push(cylinder([x, h - 0.12, d - 1.1], 0.045, 0.16, black));
    prims.push(cylinder([x, h - 0.205, d - 1.1], 0.04, 0.01, glow([1, 0.9, 0.75], 8)));
  }
  for (const [x, z] of [
    [-2, 2.5],
    [2, 2.5],
    [-2, 5.5],
    [2, 5.5],
  ] as const) {
    prims.push(downlight(x, z, h, glow([1, 0.93, 0.82], 3)));
    lamps.push({ pos: [x, h - 0.05, z], color: "#ffe6c4", power: 1.1, down: true });
  }
  const cams: RoomSpec["camera"][] = [
    { pos: [-1.6, 1.4, 0.5], yaw: 0.22, fov: 55, shift: -0.2 },
    { pos: [-3.6, 1.35, 1.0], yaw: 0.42, fov: 55, shift: -0.22 },
  ];
  return {
    w,
    d,
    h,
    camera: cams[variant % cams.length]!,
    floor: {
      spec: floorOf("burlywood", { grade: grades.premier, plankW: 190 }),
      angle: Math.PI / 2 + 0.0,
      seed: hashString(key),
    },
    walls: "#eee9e1",
    wallBack: "#3a3633",
    ceiling: "#f2efe9",
    windows: [
      {
        wall: "left",
        a0: 0.8,
        a1: 6.4,
        y0: 0.1,
        y1: 3.2,
        cols: 4,
        frame: 0.06,
        frameColor: "#1f1f1f",
      },
    ],
    sun: { dir: [-0.7, 0.45, -0.3], color: "#fff0dc", power: 3, softness: 0.012 },
    sky: { zenith: "#b9d2ee", horizon: "#f4efe6", power: 1.3, view: "city" },
    ambient: { color: "#efe6da", power: 0.26 },
    lamps,
    prims,
    post: { exposure: 0.95, bloom: 0.25, vignette: 0.3, saturation: 0.8 },
  };
}

/** Boutique hotel lobby: herringbone smoked oak, columns, marble desk, warm pendants. */
export function lobby(key: string, variant: number): RoomSpec {
  const w = 14;
  const d = 16;
  const h = 4.6;
  const prims: Prim[] = [...skirting(w, d, 0.14, plain("#2a2420"))];
  const col = marble("#e9e4dc", "#9c948a");
  for (const z of [4, 9])
    for (const x of [-3.5, 3.5]) prims.push(boxAt([x, h / 2, z], [0.6, h, 0.6], col));
  // Reception desk.
  prims.push(
    boxAt([0, 0.55, d - 2.6], [4.2, 1.1, 0.9], marble("#2f2b28", "#8c8176"), { round: 0.02 }),
  );
  prims.push(
    boxAt([0, 1.12, d - 2.6], [4.3, 0.04, 1.0], productWood("walnut-natural", `${key}/desk`, 0.5)),
  );
  // Walnut slat feature wall behind the desk.
  const slat = productWood("walnut-dark", `${key}/slat`, 0.3);
  for (let i = 0; i < 36; i++) {
    const x = -4.2 + i * 0.24;
    prims.push(box([x, 0, d - 0.09], [x + 0.12, h, d - 0.01], slat));
  }
  // Lounge group.
  const cloth = fabric(variant === 1 ? "#6e4b3a" : "#b59c7c");
  prims.push(rug(0, 6.5, 0, 4.6, 3.2, rugMat("#3a3431", "#574c44", 2.3, 1.6, 0.1)));
  prims.push(...armchair(-1.4, 5.6, Math.PI * 0.85, cloth, black));
  prims.push(...armchair(1.4, 5.6, -Math.PI * 0.85, cloth, black));
  prims.push(...sofa(0, 7.9, Math.PI, 2.6, fabric("#d8cfc2"), black));
  prims.push(cylinder([0, 0.2, 6.3], 0.5, 0.4, marble("#ece7df", "#a39a90")));
  prims.push(...plant(-w / 2 + 0.8, d - 1.0, 1.6, plain("#2b2926"), leafMat()));
  prims.push(...plant(w / 2 - 0.8, 2.2, 1.4, plain("#2b2926"), leafMat()));
  const lamps: LampSpec[] = [];
  for (const [x, z] of [
    [-1.2, 6.5],
    [1.2, 6.5],
    [0, d - 2.6],
  ] as const) {
    prims.push(...pendant(x, 2.7, z, h, plain("#b08d57", 0.6), glow([1, 0.82, 0.55], 6), 0.3));
    lamps.push({ pos: [x, 2.5, z], color: "#ffc98a", power: 2.2 });
  }
  for (let i = 0; i < 4; i++)
    lamps.push({
      pos: [-4.2 + i * 2.8, h - 0.1, d - 0.6],
      color: "#ffd9a8",
      power: 1.6,
      down: true,
    });
  prims.push(
    ...artwork(
      "right",
      w,
      d,
      9.5,
      2.1,
      2.0,
      1.3,
      artMat(["#3a3430", "#8a6a4f", "#c9a57a", "#e7d8c0"], 23),
      plain("#b08d57", 0.5),
    ),
  );
  const cams: RoomSpec["camera"][] = [
    { pos: [-2.2, 1.5, 0.6], yaw: 0.16, fov: 58, shift: -0.18 },
    { pos: [4.8, 1.4, 1.2], yaw: -0.35, fov: 55, shift: -0.2 },
    { pos: [-5.2, 1.6, 2.0], yaw: 0.45, fov: 55, shift: -0.22 },
  ];
  return {
    w,
    d,
    h,
    camera: cams[variant % cams.length]!,
    floor: {
      spec: floorOf("smoked-oak", { layout: "herringbone", plankW: 120, grade: grades.premier }),
      angle: 0,
      seed: hashString(key),
    },
    walls: "#d8cfc3",
    wallBack: "#cfc3b3",
    ceiling: "#ece6dc",
    windows: [
      {
        wall: "left",
        a0: 2.0,
        a1: 5.2,
        y0: 0.3,
        y1: 3.9,
        cols: 2,
        rows: 3,
        frame: 0.07,
        frameColor: "#1c1a18",
      },
      {
        wall: "left",
        a0: 6.6,
        a1: 9.8,
        y0: 0.3,
        y1: 3.9,
        cols: 2,
        rows: 3,
        frame: 0.07,
        frameColor: "#1c1a18",
      },
    ],
    sun: { dir: [-0.8, 0.35, 0.45], color: "#ffd2a0", power: 3.2, softness: 0.012 },
    sky: { zenith: "#9fb9d9", horizon: "#f0e2cc", power: 0.9, view: "city" },
    ambient: { color: "#e8d2b4", power: 0.2 },
    lamps,
    prims,
    post: { exposure: 1.05, bloom: 0.3, vignette: 0.35, saturation: 0.8 },
  };
}

/** Contemporary office: grey ash floor, long desks, black-framed glass room, big windows. */
export function office(key: string, variant: number): RoomSpec {
  const w = 12;
  const d = 14;
  const h = 3.3;
  const prims: Prim[] = [...skirting(w, d, 0.08, plain("#d8d6d2"))];
  const top = plain("#f1f0ec", 0.15);
  const leg = plain("#202020", 0.2);
  const seat = fabric(variant === 2 ? "#5d6873" : "#77787a");
  for (let row = 0; row < 3; row++) {
    const z = 3.6 + row * 2.8;
    const x0 = 0.6;
    prims.push(boxAt([x0 + 1.6, 0.735, z], [3.6, 0.03, 1.5], top));
    for (const sx of [-1, 1])
      prims.push(boxAt([x0 + 1.6 + sx * 1.7, 0.36, z], [0.05, 0.72, 1.3], leg));
    for (let k = 0; k < 3; k++) {
      for (const side of [-1, 1]) {
        const cx = x0 + 0.5 + k * 1.1;
        const cz = z + side * 1.05;
        prims.push(boxAt([cx, 0.47, cz], [0.48, 0.08, 0.46], seat, { round: 0.03 }));
        prims.push(boxAt([cx, 0.78, cz + side * 0.22], [0.46, 0.5, 0.06], seat, { round: 0.03 }));
        prims.push(cylinder([cx, 0.22, cz], 0.025, 0.44, leg));
        prims.push(cylinder([cx, 0.03, cz], 0.28, 0.03, leg));
        // Monitor.
        prims.push(boxAt([cx, 1.02, z - side * 0.35], [0.55, 0.32, 0.02], plain("#16181b", 0.6)));
        prims.push(boxAt([cx, 0.82, z - side * 0.38], [0.04, 0.18, 0.04], leg));
      }
    }
  }
  // Glass meeting room: black mullions only.
  const gx = -2.2;
  for (let z = 5; z <= 11; z += 1.0) prims.push(boxAt([gx, h / 2, z], [0.05, h, 0.05], leg));
  prims.push(boxAt([gx, h - 0.05, 8], [0.05, 0.1, 6], leg));
  prims.push(boxAt([gx, 0.05, 8], [0.05, 0.1, 6], leg));
  prims.push(boxAt([-4.2, 0.74, 8], [1.2, 0.04, 3.2], productWood("white-oak", `${key}/mt`, 0.3)));
  for (const sz of [-1.2, 1.2]) prims.push(boxAt([-4.2, 0.36, 8 + sz], [0.9, 0.72, 0.05], leg));
  prims.push(...plant(w / 2 - 0.7, 4.6, 1.3, plain("#e6e3de"), leafMat()));
  prims.push(...plant(w / 2 - 0.7, d - 0.8, 1.4, plain("#e6e3de"), leafMat()));
  // Linear pendant lights.
  const lamps: LampSpec[] = [];
  for (let row = 0; row < 3; row++) {
    const z = 3.6 + row * 2.8;
    prims.push(boxAt([2.2, h - 0.7, z], [3.0, 0.05, 0.08], leg));
    prims.push(boxAt([2.2, h - 0.73, z], [2.9, 0.012, 0.06], glow([1, 0.98, 0.94], 5)));
    lamps.push({ pos: [2.2, h - 0.8, z], color: "#fff6ea", power: 1.6, down: true });
  }
  const cams: RoomSpec["camera"][] = [
    { pos: [-0.4, 1.45, 0.5], yaw: 0.12, fov: 58, shift: -0.2 },
    { pos: [4.6, 1.5, 0.8], yaw: -0.42, fov: 56, shift: -0.2 },
    { pos: [-5.0, 1.4, 1.0], yaw: 0.62, fov: 56, shift: -0.2 },
  ];
  return {
    w,
    d,
    h,
    camera: cams[variant % cams.length]!,
    floor: {
      spec: floorOf("silver", { grade: grades.premier, plankW: 220 }),
      angle: Math.PI / 2,
      seed: hashString(key),
    },
    walls: "#f0efec",
    wallBack: "#e2e0dc",
    ceiling: "#f4f4f2",
    windows: [
      {
        wall: "right",
        a0: 1.0,
        a1: 6.6,
        y0: 0.15,
        y1: 3.0,
        cols: 4,
        frame: 0.05,
        frameColor: "#202020",
      },
      {
        wall: "right",
        a0: 7.2,
        a1: 13.0,
        y0: 0.15,
        y1: 3.0,
        cols: 4,
        frame: 0.05,
        frameColor: "#202020",
      },
      {
        wall: "back",
        a0: 0.5,
        a1: 5.5,
        y0: 0.15,
        y1: 3.0,
        cols: 3,
        frame: 0.05,
        frameColor: "#202020",
      },
    ],
    sun: { dir: [0.6, 0.62, 0.5], color: "#fff4e6", power: 3.2, softness: 0.01 },
    sky: { zenith: "#a9c6ea", horizon: "#eef2f4", power: 1.5, view: "city" },
    ambient: { color: "#eceeef", power: 0.3 },
    lamps,
    prims,
    post: { exposure: 0.85, bloom: 0.2, vignette: 0.25, saturation: 0.8 },
  };
}
