// Which template renders which key. Room scenes are ray-cast interiors; flat
// lays are top-down board arrangements.
import type { FlatLay, LayBoard } from "./flatlay.ts";
import { type ProductId, productFloor } from "./products.ts";
import type { RoomSpec } from "./room.ts";
import { Rng, hashString } from "./rng.ts";
import { factory, lobby, office, showroom } from "./scene-commercial.ts";
import {
  entryHall,
  heritage,
  installation,
  livingRoom,
  penthouse,
  plankStudio,
  timber,
} from "./scene-homes.ts";
import { shoeShot, spindleShot, stairShot, trimShot } from "./scene-objects.ts";
import { floorOf, lookAt } from "./scene-util.ts";
import { grades } from "./wood.ts";

export const roomScenes: Record<string, () => RoomSpec> = {
  "scene/hero-1": () =>
    livingRoom("scene/hero-1", {
      floor: floorOf("nature", { plankW: 178, grade: grades.premier }),
    }),
  "scene/hero-2": () => factory("scene/hero-2"),
  "scene/hero-3": () => showroom("scene/hero-3", 0),
  "scene/about": () =>
    livingRoom("scene/about", {
      floor: floorOf("ivory-gold", { plankW: 190 }),
      windowWall: "back",
      dining: true,
      time: "day",
      camera: { pos: [1.2, 1.25, 0.5], yaw: -0.12 },
    }),
  "scene/contact": () => entryHall("scene/contact"),
  "scene/projects": () =>
    livingRoom("scene/projects", {
      floor: floorOf("lily-canvas", { plankW: 190 }),
      time: "dusk",
      view: "city",
      sofa: "#cfc7bb",
      accent: "#6f6a63",
    }),
  "scene/news": () =>
    livingRoom("scene/news", {
      floor: floorOf("burlywood", { plankW: 190, grade: grades.premier }),
      windowWall: "back",
      dining: true,
      time: "golden",
      walls: "#efe9df",
      camera: { pos: [-0.6, 1.3, 0.5], yaw: 0.05 },
    }),
  "scene/technology": () => plankStudio("scene/technology"),
  "scene/gallery": () =>
    livingRoom("scene/gallery", {
      floor: floorOf("lily-canvas", { plankW: 190 }),
      time: "day",
      sofa: "#e6e1d8",
      accent: "#9aa39a",
      camera: { pos: [-0.4, 1.2, 0.5], yaw: 0.06 },
    }),
  "scene/products": () => showroom("scene/products", 1),
  "scene/installation": () => installation("scene/installation"),
  ...Object.fromEntries(
    [0, 1, 2].flatMap((v) => [
      [`project/penthouse-${v + 1}`, () => penthouse(`project/penthouse-${v + 1}`, v)],
      [`project/heritage-${v + 1}`, () => heritage(`project/heritage-${v + 1}`, v)],
      [`project/hotel-${v + 1}`, () => lobby(`project/hotel-${v + 1}`, v)],
      [`project/office-${v + 1}`, () => office(`project/office-${v + 1}`, v)],
    ]),
  ),
  "news/design-award": () =>
    livingRoom("news/design-award", {
      floor: floorOf("smoked-oak", { plankW: 220, grade: grades.premier }),
      time: "dusk",
      view: "city",
      walls: "#e4ddd2",
      sofa: "#d3c9bb",
      accent: "#7a5a40",
      camera: { pos: [1.4, 1.2, 0.5], yaw: -0.18 },
    }),
  "news/sustainability": () => timber("news/sustainability"),
  "news/wide-plank-trends": () =>
    livingRoom("news/wide-plank-trends", {
      floor: floorOf("white-oak", { plankW: 305, grade: grades.premier, len: [1800, 2800] }),
      windowWall: "back",
      time: "day",
      camera: { pos: [0.3, 1.2, 0.4], yaw: -0.05 },
    }),
  ...Object.fromEntries(
    (
      [
        ["nature", "#ebe5da", "#d9d2c5"],
        ["lily-canvas", "#e9e7e2", "#cfc9bf"],
        ["ivory-gold", "#efe8dc", "#e0d8ca"],
        ["burlywood", "#ece4d6", "#d8cdbb"],
        ["silver", "#eceeed", "#bfc3c4"],
        ["senior-grey", "#e9e6e1", "#e3ddd3"],
        ["old-prairie", "#e7dfd2", "#cbbca6"],
        ["nudie", "#f0ebe2", "#dad3c6"],
      ] as const
    ).map(([id, walls, sofa], i) => [
      `gallery/${id}`,
      () =>
        livingRoom(`gallery/${id}`, {
          floor: floorOf(id, { plankW: 190 }),
          walls,
          sofa,
          time: i % 3 === 1 ? "day" : "golden",
          windowWall: i % 2 ? "back" : "left",
          camera: { pos: [0.6, 1.25, 0.4], yaw: -0.1, fov: 60, shift: -0.3 },
          sunPower: 2.6,
          exposure: 0.82,
        }),
    ]),
  ),
  "stair/natural-oak": () => stairShot("stair/natural-oak", "nature", "white"),
  "stair/walnut": () => stairShot("stair/walnut", "walnut-natural", "white"),
  "stair/espresso": () => stairShot("stair/espresso", "espresso", "white"),
  "stair/grey": () => stairShot("stair/grey", "silver", "match"),
  // Risers are sold on their own: wood risers under the treads show what is bought.
  "stair/oak-riser": () => stairShot("stair/oak-riser", "nature", "match"),
  "stair/walnut-riser": () => stairShot("stair/walnut-riser", "walnut-natural", "match"),
  "stair/oak-tread-42": () =>
    stairShot("stair/oak-tread-42", "nature", "white", { width: 0.9, side: "front" }),
  "trim/quarter-round": () => trimShot("trim/quarter-round", "quarter-round"),
  "trim/t-molding": () => trimShot("trim/t-molding", "t-molding"),
  "trim/reducer": () => trimShot("trim/reducer", "reducer"),
  "trim/stair-nose": () => trimShot("trim/stair-nose", "stair-nose"),
  "trim/baseboard": () => trimShot("trim/baseboard", "baseboard"),
  "trim/threshold": () => trimShot("trim/threshold", "threshold"),
  "trim/baseboard-primed": () => trimShot("trim/baseboard-primed", "baseboard", true),
  "spindle/single-basket": () => spindleShot("spindle/single-basket", "basket"),
  "spindle/double-knuckle": () => spindleShot("spindle/double-knuckle", "knuckle"),
  "spindle/twist": () => spindleShot("spindle/twist", "twist"),
  "spindle/plain-square": () => spindleShot("spindle/plain-square", "square"),
  "spindle/shoe": () => shoeShot("spindle/shoe"),
  "spindle/shoe-pitched": () => shoeShot("spindle/shoe-pitched", true),
  "og/default": () =>
    livingRoom("og/default", {
      floor: floorOf("nature", { plankW: 178, grade: grades.premier }),
      camera: { pos: [0.7, 1.2, 0.4], yaw: -0.08, fov: 48, shift: -0.25 },
    }),
};

/**
 * Phone heroes: the same rooms (same template and key, so the same seeds and furniture) seen by
 * an upright camera aimed lower, so the floor fills the lower part of a portrait frame. The
 * vertical field of view is wider than the landscape one because the frame is narrow.
 */
const portraitCameras: Record<string, RoomSpec["camera"]> = {
  "scene/hero-1": { pos: [0.9, 1.2, 0.3], yaw: 0.02, fov: 72, shift: -0.3 },
  "scene/hero-2": { pos: [0.2, 1.6, 0.8], yaw: 0.04, fov: 74, shift: -0.25 },
  "scene/hero-3": { pos: [-1.2, 1.4, 0.5], yaw: 0.2, fov: 72, shift: -0.3 },
  "scene/about": { pos: [1.0, 1.25, 0.4], yaw: -0.05, fov: 62, shift: -0.3 },
  "scene/contact": { pos: [0.9, 1.45, 0.5], yaw: 0.25, fov: 64, shift: -0.2 },
  "scene/projects": { pos: [0.9, 1.15, 0.3], yaw: 0, fov: 62, shift: -0.3 },
  "scene/news": { pos: [-0.4, 1.3, 0.4], yaw: 0.08, fov: 62, shift: -0.3 },
  "scene/technology": {
    pos: [-0.05, 0.9, 0.9],
    ...lookAt([-0.05, 0.9, 0.9], [-0.05, 0, 2.3]),
    fov: 48,
  },
  "scene/gallery": { pos: [-0.2, 1.2, 0.4], yaw: 0.06, fov: 62, shift: -0.3 },
  "scene/products": { pos: [-3.2, 1.35, 0.9], yaw: 0.45, fov: 62, shift: -0.3 },
  "scene/installation": {
    pos: [-0.6, 1.45, 1.0],
    ...lookAt([-0.6, 1.45, 1.0], [0.2, 0, 3.6]),
    fov: 58,
  },
};
for (const [key, camera] of Object.entries(portraitCameras)) {
  const landscape = roomScenes[key]!;
  roomScenes[`${key}-portrait`] = () => ({ ...landscape(), camera });
}

function bg(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

/**
 * Boards side by side, tilted, grouped by product with a wider gap between groups; `rows` > 1
 * stacks the groups in rows (for an upright frame) with shorter boards.
 */
function boardRow(
  groups: { id: ProductId; grade?: keyof typeof grades }[],
  perGroup: number,
  key: string,
  viewMm: number,
  aspect: number,
  rows = 1,
): LayBoard[] {
  const rng = new Rng(hashString(key));
  const out: LayBoard[] = [];
  const perRow = Math.ceil(groups.length / rows);
  const total = perRow * perGroup;
  const pitch = 200;
  const groupGap = 70;
  const width = (total - 1) * pitch + (perRow - 1) * groupGap;
  const x0 = viewMm / 2 - width / 2;
  const len = rows > 1 ? 640 : 880;
  groups.forEach((g, index) => {
    const row = Math.floor(index / perRow);
    const gi = index % perRow;
    const rowY = (viewMm / aspect) * ((row + 0.5) / rows);
    for (let k = 0; k < perGroup; k++) {
      const i = gi * perGroup + k;
      const spec = g.grade
        ? floorOf(g.id, { grade: grades[g.grade], plankW: 180 })
        : floorOf(g.id, { plankW: 180 });
      out.push({
        spec,
        cx: x0 + i * pitch + gi * groupGap + rng.range(-5, 5),
        cy: rowY + (k % 2 ? 45 : -45) + rng.range(-20, 20),
        len,
        width: 180,
        angle: Math.PI / 2 + 0.22 + rng.range(-0.02, 0.02),
      });
    }
  });
  return out;
}

export const flatScenes: Record<string, () => FlatLay> = {
  "scene/species": () => ({
    boards: boardRow(
      [{ id: "maple-natural" }, { id: "red-oak" }, { id: "white-oak" }, { id: "walnut-natural" }],
      2,
      "scene/species",
      2000,
      16 / 9,
    ),
    viewMm: 2000,
    background: bg("#e7e3dc"),
  }),
  "scene/grades": () => ({
    boards: boardRow(
      [
        { id: "white-oak", grade: "clear" },
        { id: "white-oak", grade: "premier" },
        { id: "white-oak", grade: "select" },
        { id: "white-oak", grade: "heritage" },
      ],
      2,
      "scene/grades",
      2000,
      16 / 9,
    ),
    viewMm: 2000,
    background: bg("#e4e0d9"),
  }),
  // Upright versions for phones: the same pairs in two rows.
  "scene/species-portrait": () => ({
    boards: boardRow(
      [{ id: "maple-natural" }, { id: "red-oak" }, { id: "white-oak" }, { id: "walnut-natural" }],
      2,
      "scene/species-portrait",
      1100,
      3 / 4,
      2,
    ),
    viewMm: 1100,
    background: bg("#e7e3dc"),
  }),
  "scene/grades-portrait": () => ({
    boards: boardRow(
      [
        { id: "white-oak", grade: "clear" },
        { id: "white-oak", grade: "premier" },
        { id: "white-oak", grade: "select" },
        { id: "white-oak", grade: "heritage" },
      ],
      2,
      "scene/grades-portrait",
      1100,
      3 / 4,
      2,
    ),
    viewMm: 1100,
    background: bg("#e4e0d9"),
  }),
  "news/selection-guide": () => {
    // A fan of samples radiating from the lower left, like a designer's deck.
    const ids: ProductId[] = [
      "lily-canvas",
      "nudie",
      "ivory-gold",
      "nature",
      "burlywood",
      "old-prairie",
      "silver",
      "senior-grey",
      "smoked-oak",
      "walnut-dark",
    ];
    const boards: LayBoard[] = ids.map((id, i) => {
      const a = -0.95 + i * 0.13;
      const r = 560;
      return {
        spec: productFloor(id),
        cx: 180 + Math.cos(a) * r,
        cy: 820 + Math.sin(a) * r,
        len: 1000,
        width: 160,
        angle: a,
      };
    });
    return { boards, viewMm: 1200, background: bg("#ebe7e0") };
  },
};
