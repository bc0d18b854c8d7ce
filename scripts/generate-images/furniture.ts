// Materials and furniture built from boxes, cylinders and ellipsoids. Pieces
// are placed by floor position (x, z) and yaw; everything is in metres.
import { type RGB, lin, toLinear1 } from "./color.ts";
import { Floor, type FloorSpec, newFloorSample } from "./floor.ts";
import { Noise } from "./noise.ts";
import { type ProductId, productFloor } from "./products.ts";
import { Rng, hash3, hashString } from "./rng.ts";
import { type Hit, type Material, type Prim, box, boxAt, cylinder, ellipsoid } from "./trace.ts";

const texNoise = new Noise(777);

export function plain(hex: string, gloss = 0): Material {
  return { color: lin(hex), gloss };
}

/** Woven fabric: fine weave plus slow mottling, so sofas are not flat plastic. */
export function fabric(hex: string): Material {
  const c = lin(hex);
  return {
    color: c,
    gloss: 0,
    tex: (h: Hit, out: RGB) => {
      const k =
        1 +
        0.05 * texNoise.n2(h.px * 180 + h.pz * 40, h.py * 180) +
        0.04 * texNoise.fbm(h.px * 4 + h.pz * 3, h.py * 4, 2);
      out[0] = c[0] * k;
      out[1] = c[1] * k;
      out[2] = c[2] * k;
    },
  };
}

/** Wool rug with a border band and a faint tone-on-tone pattern. */
export function rugMat(
  hex: string,
  border: string,
  halfW: number,
  halfD: number,
  pattern = 0.06,
): Material {
  const c = lin(hex);
  const b = lin(border);
  return {
    color: c,
    gloss: 0,
    tex: (h: Hit, out: RGB) => {
      const ex = halfW - Math.abs(h.lx);
      const ez = halfD - Math.abs(h.lz);
      const e = Math.min(ex, ez);
      const band = e > 0.08 && e < 0.14 ? 1 : 0;
      const pat =
        Math.sin(h.lx * 9 + Math.sin(h.lz * 7) * 1.5) * Math.sin(h.lz * 9 + Math.sin(h.lx * 6));
      const pile =
        1 + 0.08 * texNoise.n2(h.lx * 300, h.lz * 300) + 0.05 * texNoise.fbm(h.lx * 3, h.lz * 3, 2);
      const k = pile * (1 + pat * pattern);
      const base = band ? b : c;
      out[0] = base[0] * k;
      out[1] = base[1] * k;
      out[2] = base[2] * k;
    },
  };
}

/** Veined stone (marble tops, reception desks). */
export function marble(hex: string, vein: string): Material {
  const c = lin(hex);
  const v = lin(vein);
  return {
    color: c,
    gloss: 0.5,
    tex: (h: Hit, out: RGB) => {
      const x = h.px * 2.2 + h.py * 1.1;
      const z = h.pz * 2.2 - h.py * 0.7;
      const n = texNoise.fbm(x, z, 5);
      const vein1 = Math.exp(-Math.abs(Math.sin((x + z) * 2 + n * 6)) * 12);
      const k = Math.min(1, vein1 * 0.8);
      out[0] = c[0] + (v[0] - c[0]) * k;
      out[1] = c[1] + (v[1] - c[1]) * k;
      out[2] = c[2] + (v[2] - c[2]) * k;
    },
  };
}

/**
 * Wood surface for furniture and display boards: samples the floor model in
 * local face coordinates with grain along the primitive's longest axis.
 */
export function woodMat(spec: FloorSpec, seed: string, gloss = 0.3, boards = false): Material {
  const floor = new Floor(spec, hashString(seed));
  const fs = newFloorSample();
  const out0: RGB = [0, 0, 0];
  return {
    color: out0,
    gloss,
    tex: (h: Hit, out: RGB) => {
      const p = h.prim!;
      const hx = p.h[0];
      const hy = p.h[1];
      const hz = p.h[2];
      // Pick the two in-face axes, grain along the longer one.
      let a: number;
      let b: number;
      let la: number;
      let lb: number;
      if (h.face === 0) {
        a = h.lz;
        b = h.ly;
        la = hz;
        lb = hy;
      } else if (h.face === 1) {
        a = h.lx;
        b = h.lz;
        la = hx;
        lb = hz;
      } else {
        a = h.lx;
        b = h.ly;
        la = hx;
        lb = hy;
      }
      if (lb > la) {
        const t = a;
        a = b;
        b = t;
      }
      if (boards) floor.sample(a * 1000 + 20000, b * 1000 + 3000 + h.face * 777, 1.5, fs);
      else {
        // One board per piece, sized to it, so figure and knots scale with the piece.
        const id =
          hash3(Math.round(p.c[0] * 1000), Math.round(p.c[1] * 1000), Math.round(p.c[2] * 1000)) &
          0xffffff;
        floor.sampleBoard(
          id,
          la * 2000 + 1,
          (a + la) * 1000,
          (b + lb) * 1000 + h.face * 7,
          0.5,
          fs,
        );
      }
      out[0] = toLinear1(fs.r);
      out[1] = toLinear1(fs.g);
      out[2] = toLinear1(fs.b);
    },
  };
}

export function productWood(id: ProductId, seed: string, gloss = 0.3): Material {
  return woodMat(productFloor(id), seed, gloss);
}

/** Abstract painting: soft fields of colour, like a gallery canvas. */
export function artMat(colors: string[], seed: number): Material {
  const cs = colors.map(lin);
  const n = new Noise(seed);
  return {
    color: cs[0]!,
    gloss: 0,
    tex: (h: Hit, out: RGB) => {
      const u = h.face === 2 ? h.lx : h.lz;
      const v = h.ly;
      const f = n.fbm(u * 1.2, v * 1.2, 4) * 2.2 + 0.5 + v * 0.4;
      const idx = Math.max(0, Math.min(cs.length - 1.001, f * (cs.length - 1)));
      const i = Math.floor(idx);
      const t = idx - i;
      const a = cs[i]!;
      const b = cs[i + 1] ?? a;
      const k = 1 + 0.04 * n.n2(u * 60, v * 60);
      out[0] = (a[0] + (b[0] - a[0]) * t) * k;
      out[1] = (a[1] + (b[1] - a[1]) * t) * k;
      out[2] = (a[2] + (b[2] - a[2]) * t) * k;
    },
  };
}

/** Small helper to place pieces relative to a local origin and yaw. */
export class Place {
  constructor(
    readonly x: number,
    readonly z: number,
    readonly yaw = 0,
  ) {}
  /** Local (lx, lz) to world (x, z). */
  at(lx: number, lz: number): [number, number] {
    const c = Math.cos(this.yaw);
    const s = Math.sin(this.yaw);
    return [this.x + lx * c + lz * s, this.z - lx * s + lz * c];
  }
  box(
    lx: number,
    y0: number,
    lz: number,
    sx: number,
    sy: number,
    sz: number,
    mat: Material,
    round = 0,
  ): Prim {
    const [x, z] = this.at(lx, lz);
    return boxAt([x, y0 + sy / 2, z], [sx, sy, sz], mat, { yaw: this.yaw, round });
  }
}

export function sofa(
  x: number,
  z: number,
  yaw: number,
  width: number,
  cloth: Material,
  legs: Material,
): Prim[] {
  const p = new Place(x, z, yaw);
  const D = 0.95;
  const out: Prim[] = [];
  const arm = 0.2;
  const seatW = width - arm * 2;
  out.push(p.box(0, 0.07, 0, width - 0.04, 0.3, D - 0.04, cloth, 0.04));
  const n = width > 2.2 ? 3 : 2;
  for (let i = 0; i < n; i++) {
    const cw = seatW / n;
    out.push(
      p.box(-seatW / 2 + cw * (i + 0.5), 0.37, 0.08, cw - 0.015, 0.13, D - 0.26, cloth, 0.06),
    );
    // Back cushions lean slightly.
    out.push(
      p.box(-seatW / 2 + cw * (i + 0.5), 0.5, -D / 2 + 0.2, cw - 0.02, 0.36, 0.16, cloth, 0.07),
    );
  }
  out.push(p.box(0, 0.37, -D / 2 + 0.07, width, 0.46, 0.14, cloth, 0.05));
  out.push(p.box(-width / 2 + arm / 2, 0.07, 0, arm, 0.55, D, cloth, 0.06));
  out.push(p.box(width / 2 - arm / 2, 0.07, 0, arm, 0.55, D, cloth, 0.06));
  for (const sx of [-1, 1])
    for (const sz of [-1, 1])
      out.push(p.box(sx * (width / 2 - 0.08), 0, sz * (D / 2 - 0.08), 0.05, 0.07, 0.05, legs));
  return out;
}

export function armchair(
  x: number,
  z: number,
  yaw: number,
  cloth: Material,
  legs: Material,
): Prim[] {
  const p = new Place(x, z, yaw);
  const W = 0.85;
  const D = 0.85;
  return [
    p.box(0, 0.12, 0, W - 0.04, 0.26, D - 0.04, cloth, 0.05),
    p.box(0, 0.38, 0.06, W - 0.36, 0.12, D - 0.24, cloth, 0.06),
    p.box(0, 0.38, -D / 2 + 0.09, W, 0.42, 0.18, cloth, 0.07),
    p.box(-W / 2 + 0.09, 0.12, 0, 0.18, 0.46, D, cloth, 0.07),
    p.box(W / 2 - 0.09, 0.12, 0, 0.18, 0.46, D, cloth, 0.07),
    ...[-1, 1].flatMap((sx) =>
      [-1, 1].map((sz) =>
        p.box(sx * (W / 2 - 0.07), 0, sz * (D / 2 - 0.07), 0.04, 0.12, 0.04, legs),
      ),
    ),
  ];
}

export function coffeeTable(
  x: number,
  z: number,
  yaw: number,
  w: number,
  d: number,
  top: Material,
  base: Material,
): Prim[] {
  const p = new Place(x, z, yaw);
  const out = [
    p.box(0, 0.36, 0, w, 0.05, d, top, 0.01),
    p.box(0, 0.08, 0, w - 0.12, 0.025, d - 0.12, top, 0.005),
  ];
  for (const sx of [-1, 1])
    for (const sz of [-1, 1])
      out.push(p.box(sx * (w / 2 - 0.05), 0, sz * (d / 2 - 0.05), 0.035, 0.36, 0.035, base));
  return out;
}

/** Sheer curtain panel hanging in front of a side wall (left/right), gently pleated. */
export function curtain(wallX: number, z0: number, z1: number, h: number, mat: Material): Prim[] {
  const out: Prim[] = [];
  const n = Math.max(2, Math.round((z1 - z0) / 0.12));
  const s = wallX < 0 ? 1 : -1;
  for (let i = 0; i < n; i++) {
    const z = z0 + ((z1 - z0) * (i + 0.5)) / n;
    const off = 0.09 + (i % 2) * 0.035;
    out.push(
      boxAt([wallX + s * off, h / 2 + 0.01, z], [0.05, h - 0.02, ((z1 - z0) / n) * 1.15], mat, {
        round: 0.025,
      }),
    );
  }
  return out;
}

/** Recessed ceiling downlight trim (the glowing disc); pair with a `down` lamp. */
export function downlight(x: number, z: number, ceiling: number, glow: Material): Prim {
  return cylinder([x, ceiling - 0.004, z], 0.05, 0.008, glow);
}

export function rug(x: number, z: number, yaw: number, w: number, d: number, mat: Material): Prim {
  const [cx, cz] = [x, z];
  return boxAt([cx, 0.006, cz], [w, 0.012, d], mat, { yaw, round: 0.01 });
}

export function sideboard(
  x: number,
  z: number,
  yaw: number,
  w: number,
  body: Material,
  legs: Material,
): Prim[] {
  const p = new Place(x, z, yaw);
  const d = 0.45;
  const out = [p.box(0, 0.18, 0, w, 0.62, d, body, 0.008)];
  for (const sx of [-1, 1])
    for (const sz of [-1, 1])
      out.push(p.box(sx * (w / 2 - 0.06), 0, sz * (d / 2 - 0.06), 0.04, 0.18, 0.04, legs));
  return out;
}

export function diningSet(
  x: number,
  z: number,
  yaw: number,
  len: number,
  top: Material,
  chair: Material,
  legs: Material,
): Prim[] {
  const p = new Place(x, z, yaw);
  const W = 1.0;
  const out: Prim[] = [p.box(0, 0.72, 0, len, 0.045, W, top, 0.01)];
  for (const sx of [-1, 1])
    for (const sz of [-1, 1])
      out.push(p.box(sx * (len / 2 - 0.1), 0, sz * (W / 2 - 0.1), 0.07, 0.72, 0.07, legs));
  const n = Math.max(2, Math.floor(len / 0.65));
  for (let i = 0; i < n; i++) {
    const cx = -len / 2 + (len / n) * (i + 0.5);
    for (const side of [-1, 1]) {
      const cz = side * (W / 2 + 0.12);
      out.push(p.box(cx, 0.44, cz, 0.44, 0.05, 0.44, chair, 0.02));
      out.push(p.box(cx, 0.49, cz + side * 0.2, 0.44, 0.42, 0.04, chair, 0.02));
      for (const a of [-1, 1])
        for (const b of [-1, 1])
          out.push(p.box(cx + a * 0.19, 0, cz + b * 0.19, 0.03, 0.44, 0.03, legs));
    }
  }
  return out;
}

/** Potted plant: a stem and a loose crown of individual leaves. */
export function plant(x: number, z: number, scale: number, pot: Material, leaf: Material): Prim[] {
  const rng = new Rng(hashString(`plant${x.toFixed(2)}${z.toFixed(2)}`));
  const out: Prim[] = [
    cylinder([x, 0.2 * scale, z], 0.19 * scale, 0.4 * scale, pot, { round: 0.02 }),
  ];
  out.push(cylinder([x, 0.8 * scale, z], 0.012 * scale, 0.9 * scale, plain("#5a4632")));
  for (let i = 0; i < 70; i++) {
    // Leaves on a rough ellipsoidal crown, denser at the top.
    const a = rng.range(0, Math.PI * 2);
    const hgt = rng.range(0.55, 1.55);
    const rad = (0.1 + 0.32 * Math.sin(((hgt - 0.5) / 1.1) * Math.PI)) * rng.range(0.6, 1.1);
    const cx = x + Math.cos(a) * rad * scale;
    const cz = z + Math.sin(a) * rad * scale;
    out.push(
      ellipsoid([cx, hgt * scale, cz], [0.1 * scale, 0.012 * scale, 0.06 * scale], leaf, {
        yaw: a + rng.range(-0.6, 0.6),
        roll: rng.range(-0.9, 0.9),
        pitch: rng.range(-0.5, 0.5),
      }),
    );
  }
  return out;
}

export function leafMat(): Material {
  const c = lin("#3d5a2a");
  return {
    color: c,
    gloss: 0.05,
    tex: (h: Hit, out: RGB) => {
      const n = texNoise.fbm(h.px * 18, h.py * 18 + h.pz * 18, 3);
      const k = 0.55 + 0.9 * Math.max(0, n + 0.3);
      out[0] = c[0] * k * (1 + n * 0.3);
      out[1] = c[1] * k;
      out[2] = c[2] * k;
    },
  };
}

export function floorLamp(x: number, z: number, metal: Material, shade: Material): Prim[] {
  return [
    cylinder([x, 0.015, z], 0.16, 0.03, metal),
    cylinder([x, 0.8, z], 0.012, 1.55, metal),
    cylinder([x, 1.55, z], 0.2, 0.3, shade),
  ];
}

export function pendant(
  x: number,
  y: number,
  z: number,
  ceiling: number,
  metal: Material,
  glow: Material,
  r = 0.22,
): Prim[] {
  return [
    cylinder([x, (ceiling + y) / 2, z], 0.004, ceiling - y, metal),
    ellipsoid([x, y, z], [r, r * 0.55, r], metal),
    cylinder([x, y - r * 0.45, z], r * 0.55, 0.02, glow),
  ];
}

/** A framed canvas hung on a wall. `wall` picks the plane; a = position along it. */
export function artwork(
  wall: "left" | "right" | "back",
  roomW: number,
  roomD: number,
  a: number,
  y: number,
  w: number,
  h: number,
  canvas: Material,
  frame: Material,
): Prim[] {
  const t = 0.035;
  if (wall === "back") {
    return [
      box(
        [a - w / 2 - 0.03, y - h / 2 - 0.03, roomD - t - 0.01],
        [a + w / 2 + 0.03, y + h / 2 + 0.03, roomD],
        frame,
      ),
      box([a - w / 2, y - h / 2, roomD - t - 0.02], [a + w / 2, y + h / 2, roomD - t], canvas),
    ];
  }
  const x = wall === "left" ? -roomW / 2 : roomW / 2;
  const s = wall === "left" ? 1 : -1;
  const f = box(
    [Math.min(x, x + s * (t + 0.01)), y - h / 2 - 0.03, a - w / 2 - 0.03],
    [Math.max(x, x + s * (t + 0.01)), y + h / 2 + 0.03, a + w / 2 + 0.03],
    frame,
  );
  const c = box(
    [Math.min(x + s * t, x + s * (t + 0.02)), y - h / 2, a - w / 2],
    [Math.max(x + s * t, x + s * (t + 0.02)), y + h / 2, a + w / 2],
    canvas,
  );
  return [f, c];
}

/** Skirting boards around the room (white or matching). */
export function skirting(
  w: number,
  d: number,
  height: number,
  mat: Material,
  skipFront = true,
): Prim[] {
  const t = 0.015;
  const out = [
    box([-w / 2, 0, 0], [-w / 2 + t, height, d], mat, { round: 0.006 }),
    box([w / 2 - t, 0, 0], [w / 2, height, d], mat, { round: 0.006 }),
    box([-w / 2, 0, d - t], [w / 2, height, d], mat, { round: 0.006 }),
  ];
  if (!skipFront) out.push(box([-w / 2, 0, 0], [w / 2, height, t], mat));
  return out;
}
