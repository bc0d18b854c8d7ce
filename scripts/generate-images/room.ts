// Room renderer: a box-shaped room (floor, four walls, ceiling) with window
// openings, furniture primitives and a simple but photographic lighting model:
// sun patches through the windows, sky light from each window as an area
// light, lamps, contact occlusion, a glossy floor reflecting the windows and
// optional light shafts. Units are metres; the camera looks along +z.
import { type RGB, clamp, lin, smoothstep } from "./color.ts";
import { Floor, type FloorSpec, newFloorSample } from "./floor.ts";
import { Noise } from "./noise.ts";
import { Raster, bloom, blurChannels, toneMap } from "./raster.ts";
import { type Hit, type Material, type Prim, Scene, newHit } from "./trace.ts";

export type WallId = "left" | "right" | "back" | "front";

export interface WindowSpec {
  wall: WallId;
  /** Horizontal extent along the wall: z for left/right walls, x for back/front. */
  a0: number;
  a1: number;
  y0: number;
  y1: number;
  /** Number of glass panes across / down (mullions between them). */
  cols?: number;
  rows?: number;
  /** Frame and mullion width (m). */
  frame?: number;
  frameColor?: string;
}

export interface LampSpec {
  pos: [number, number, number];
  color: string;
  power: number;
  /** Recessed downlight: light only goes downwards in a cone, painting scallops on walls. */
  down?: boolean;
}

export type OutsideView = "sky" | "city" | "garden" | "forest";

export interface RoomSpec {
  w: number;
  d: number;
  h: number;
  camera: {
    pos: [number, number, number];
    /** Rotation about y; 0 looks along +z. */
    yaw: number;
    pitch?: number;
    /** Vertical field of view in degrees. */
    fov: number;
    /** Vertical lens shift (fraction of half-height), keeps verticals straight. */
    shift?: number;
  };
  floor: {
    spec: FloorSpec;
    /** Board direction (radians from the x axis). */
    angle: number;
    offset?: [number, number];
    seed: number;
    /** Replace the wood with another floor (e.g. concrete) in parts of the room. */
    override?: (x: number, z: number, out: RGB) => boolean;
    overrideGloss?: number;
  };
  walls: string;
  wallBack?: string;
  wallLeft?: string;
  wallRight?: string;
  ceiling: string;
  windows: WindowSpec[];
  sun?: { dir: [number, number, number]; color: string; power: number; softness: number };
  sky: { zenith: string; horizon: string; power: number; view: OutsideView };
  ambient: { color: string; power: number };
  lamps?: LampSpec[];
  prims: Prim[];
  /** Optional wall texture hook (concrete, painted brick, forest backdrop). */
  wallTex?: (wall: WallId, x: number, y: number, z: number, out: RGB) => void;
  /** Aerial perspective: distant things fade toward this colour. */
  fog?: { color: string; density: number };
  /** Light shafts strength (0 = none). */
  shafts?: number;
  post: { exposure: number; bloom?: number; vignette?: number; saturation?: number; lift?: number };
}

const SHELL_FLOOR = 0;
const SHELL_CEIL = 1;
const SHELL_LEFT = 2;
const SHELL_RIGHT = 3;
const SHELL_BACK = 4;
const SHELL_FRONT = 5;

interface Win {
  spec: WindowSpec;
  /** Axis index of the wall plane (0 = x, 2 = z) and its coordinate. */
  axis: 0 | 2;
  plane: number;
  /** Inward normal sign along axis. */
  inward: number;
  /** Corners for the polygon form factor. */
  corners: [number, number, number][];
  frame: number;
  frameColor: RGB;
  shell: number;
}

export class RoomRenderer {
  private readonly scene: Scene;
  private readonly floor: Floor;
  private readonly wins: Win[];
  private readonly noise = new Noise(4242);
  private readonly fs = newFloorSample();
  private readonly hit: Hit = newHit();
  private readonly hit2: Hit = newHit();
  private readonly tmp: RGB = [0, 0, 0];
  private readonly c: {
    wall: RGB;
    back: RGB;
    left: RGB;
    right: RGB;
    ceil: RGB;
    sun: RGB;
    zen: RGB;
    hor: RGB;
    amb: RGB;
  };
  private readonly sunDir: [number, number, number];
  private readonly primIndex = new Map<Prim, number>();
  private readonly cosA: number;
  private readonly sinA: number;
  private readonly fxo: number;
  private readonly fzo: number;
  private readonly lamps: {
    pos: [number, number, number];
    color: RGB;
    power: number;
    down: boolean;
  }[];

  constructor(readonly spec: RoomSpec) {
    this.scene = new Scene(spec.prims);
    this.fogDensity = spec.fog?.density ?? 0;
    this.fogColor = spec.fog ? lin(spec.fog.color) : [0, 0, 0];
    spec.prims.forEach((p, i) => this.primIndex.set(p, i));
    this.floor = new Floor(spec.floor.spec, spec.floor.seed);
    const wall = lin(spec.walls);
    this.c = {
      wall,
      back: spec.wallBack ? lin(spec.wallBack) : wall,
      left: spec.wallLeft ? lin(spec.wallLeft) : wall,
      right: spec.wallRight ? lin(spec.wallRight) : wall,
      ceil: lin(spec.ceiling),
      sun: spec.sun ? lightColor(spec.sun.color) : [0, 0, 0],
      zen: lin(spec.sky.zenith),
      hor: lin(spec.sky.horizon),
      amb: lightColor(spec.ambient.color),
    };
    const sd = spec.sun?.dir ?? [0, 1, 0];
    const sl = Math.sqrt(sd[0] * sd[0] + sd[1] * sd[1] + sd[2] * sd[2]);
    this.sunDir = [sd[0] / sl, sd[1] / sl, sd[2] / sl];
    this.cosA = Math.cos(spec.floor.angle);
    this.sinA = Math.sin(spec.floor.angle);
    this.fxo = spec.floor.offset?.[0] ?? 5000;
    this.fzo = spec.floor.offset?.[1] ?? 5000;
    this.lamps = (spec.lamps ?? []).map((l) => ({
      pos: l.pos,
      color: lightColor(l.color),
      power: l.power,
      down: !!l.down,
    }));
    const { w, d } = spec;
    this.wins = spec.windows.map((ws): Win => {
      const frame = ws.frame ?? 0.05;
      const frameColor = lin(ws.frameColor ?? "#f2f0ec");
      const { a0, a1, y0, y1 } = ws;
      switch (ws.wall) {
        case "left":
          return {
            spec: ws,
            axis: 0,
            plane: -w / 2,
            inward: 1,
            frame,
            frameColor,
            shell: SHELL_LEFT,
            corners: [
              [-w / 2, y0, a0],
              [-w / 2, y0, a1],
              [-w / 2, y1, a1],
              [-w / 2, y1, a0],
            ],
          };
        case "right":
          return {
            spec: ws,
            axis: 0,
            plane: w / 2,
            inward: -1,
            frame,
            frameColor,
            shell: SHELL_RIGHT,
            corners: [
              [w / 2, y0, a0],
              [w / 2, y0, a1],
              [w / 2, y1, a1],
              [w / 2, y1, a0],
            ],
          };
        case "back":
          return {
            spec: ws,
            axis: 2,
            plane: d,
            inward: -1,
            frame,
            frameColor,
            shell: SHELL_BACK,
            corners: [
              [a0, y0, d],
              [a1, y0, d],
              [a1, y1, d],
              [a0, y1, d],
            ],
          };
        case "front":
          return {
            spec: ws,
            axis: 2,
            plane: 0,
            inward: 1,
            frame,
            frameColor,
            shell: SHELL_FRONT,
            corners: [
              [a0, y0, 0],
              [a1, y0, 0],
              [a1, y1, 0],
              [a0, y1, 0],
            ],
          };
      }
    });
  }

  private shellT = 0;
  /** Intersect the room shell from inside. Returns shell id; distance in shellT. */
  private shell(ox: number, oy: number, oz: number, dx: number, dy: number, dz: number): number {
    const { w, d, h } = this.spec;
    let t = Infinity;
    let id = -1;
    if (dy < 0) {
      const tt = -oy / dy;
      if (tt < t) {
        t = tt;
        id = SHELL_FLOOR;
      }
    } else if (dy > 0) {
      const tt = (h - oy) / dy;
      if (tt < t) {
        t = tt;
        id = SHELL_CEIL;
      }
    }
    if (dx < 0) {
      const tt = (-w / 2 - ox) / dx;
      if (tt < t) {
        t = tt;
        id = SHELL_LEFT;
      }
    } else if (dx > 0) {
      const tt = (w / 2 - ox) / dx;
      if (tt < t) {
        t = tt;
        id = SHELL_RIGHT;
      }
    }
    if (dz > 0) {
      const tt = (d - oz) / dz;
      if (tt < t) {
        t = tt;
        id = SHELL_BACK;
      }
    } else if (dz < 0) {
      const tt = -oz / dz;
      if (tt < t) {
        t = tt;
        id = SHELL_FRONT;
      }
    }
    this.shellT = t;
    return id;
  }

  /**
   * Fraction of a window opening (0..1) at wall-plane coordinates (a, y),
   * with edges softened by `soft` metres; mullions subtract.
   */
  private aperture(win: Win, a: number, y: number, soft: number): number {
    const s = win.spec;
    const e = Math.max(soft, 1e-4);
    const lo = Math.min(s.a0, s.a1);
    const hi = Math.max(s.a0, s.a1);
    const f = win.frame;
    const inA = smoothstep(lo + f - e, lo + f + e, a) * (1 - smoothstep(hi - f - e, hi - f + e, a));
    if (inA <= 0) return 0;
    const inY =
      smoothstep(s.y0 + f - e, s.y0 + f + e, y) * (1 - smoothstep(s.y1 - f - e, s.y1 - f + e, y));
    if (inY <= 0) return 0;
    let open = inA * inY;
    const cols = s.cols ?? 1;
    const rows = s.rows ?? 1;
    // Mullions: soft bars at pane boundaries (nearest interior divider only).
    const half = f * 0.5;
    if (cols > 1) {
      const pitch = (hi - lo) / cols;
      const k = Math.min(cols - 1, Math.max(1, Math.round((a - lo) / pitch)));
      open *= smoothstep(half - e, half + e, Math.abs(a - (lo + pitch * k)));
    }
    if (rows > 1) {
      const pitch = (s.y1 - s.y0) / rows;
      const k = Math.min(rows - 1, Math.max(1, Math.round((y - s.y0) / pitch)));
      open *= smoothstep(half * 0.8 - e, half * 0.8 + e, Math.abs(y - (s.y0 + pitch * k)));
    }
    return open;
  }

  /** Radiance seen through a window in direction d. */
  private outside(dx: number, dy: number, dz: number, out: RGB): void {
    const sky = this.spec.sky;
    const el = dy;
    const zen = this.c.zen;
    const hor = this.c.hor;
    const k = clamp(sky.view === "city" ? el * 4 + 0.15 : el * 1.6 + 0.1);
    let r = hor[0] + (zen[0] - hor[0]) * k;
    let g = hor[1] + (zen[1] - hor[1]) * k;
    let b = hor[2] + (zen[2] - hor[2]) * k;
    const az = Math.atan2(dx, dz);
    if (sky.view === "city") {
      // Skyline: towers of hashed heights with lit windows at dusk.
      // Two layers of towers: far (hazy, short) and near (taller, with lit windows).
      const colF = Math.floor(az * 30);
      const hf = 0.03 + 0.06 * Math.abs(this.noise.n2(colF * 0.61, 3.3));
      const colN = Math.floor(az * 11 + 0.37);
      const hn =
        0.02 +
        0.16 * Math.max(0, this.noise.n2(colN * 0.83, 7.7)) +
        0.05 * Math.abs(this.noise.n2(colN * 0.29, 2.1));
      if (el < hn) {
        const shade = 0.5 + 0.5 * this.noise.n2(colN * 0.37, 1.7);
        // By day towers are pale and hazy; at dusk dark with lit windows.
        const dusk = 0.2126 * zen[0] + 0.7152 * zen[1] + 0.0722 * zen[2] < 0.12;
        if (!dusk) {
          const k = 0.55 + 0.25 * shade;
          const wx = az * 160;
          const wy = el * 90;
          const grid = wx - Math.floor(wx) > 0.8 || wy - Math.floor(wy) > 0.85 ? 0.85 : 1;
          out[0] = (hor[0] * 0.75 * k + 0.05) * grid * sky.power;
          out[1] = (hor[1] * 0.8 * k + 0.06) * grid * sky.power;
          out[2] = (hor[2] * 0.9 * k + 0.09) * grid * sky.power;
          return;
        }
        r = 0.008 + 0.008 * shade;
        g = 0.01 + 0.01 * shade;
        b = 0.02 + 0.014 * shade;
        const wx = az * 160;
        const wy = el * 90;
        const lit = this.noise.n2(Math.floor(wx) * 0.71 + colN, Math.floor(wy) * 0.53) > 0.3;
        const fx = wx - Math.floor(wx);
        const fy = wy - Math.floor(wy);
        if (lit && fx > 0.3 && fx < 0.75 && fy > 0.35 && fy < 0.75) {
          r += 0.45;
          g += 0.3;
          b += 0.14;
        }
        // Towers are solid: no haze toward the glowing horizon.
        out[0] = r * sky.power;
        out[1] = g * sky.power;
        out[2] = b * sky.power;
        return;
      } else if (el < hf) {
        r = r * 0.55 + 0.04;
        g = g * 0.55 + 0.045;
        b = b * 0.6 + 0.07;
      }
    } else if (sky.view === "garden" || sky.view === "forest") {
      // Soft greenery: tree masses above the horizon, lawn below.
      const tree = (sky.view === "forest" ? 0.45 : 0.16) + 0.12 * this.noise.fbm(az * 6, 0.5, 3);
      if (el < tree) {
        const leaf = 0.5 + 0.5 * this.noise.fbm(az * 40, el * 40, 3);
        const lum = sky.view === "forest" ? 0.35 : 0.55;
        r = (0.12 + 0.18 * leaf) * lum;
        g = (0.2 + 0.28 * leaf) * lum;
        b = (0.06 + 0.08 * leaf) * lum;
      }
      if (el < -0.02) {
        r = 0.16;
        g = 0.26;
        b = 0.07;
      }
    }
    // Atmospheric haze and glass: the view is always softened toward the horizon colour.
    const haze = sky.view === "city" ? 0.1 : sky.view === "forest" ? 0.25 : 0.5;
    r += (hor[0] - r) * haze;
    g += (hor[1] - g) * haze;
    b += (hor[2] - b) * haze;
    out[0] = r * sky.power;
    out[1] = g * sky.power;
    out[2] = b * sky.power;
  }

  /** Sun visibility at p through any window (0..1), ignoring furniture. */
  private sunAperture(px: number, py: number, pz: number): number {
    if (!this.spec.sun) return 0;
    const [sx, sy, sz] = this.sunDir;
    let vis = 0;
    for (const win of this.wins) {
      const sd = win.axis === 0 ? sx : sz;
      // Sun must shine inwards through this wall.
      if (sd * win.inward >= -1e-4) continue;
      const pc = win.axis === 0 ? px : pz;
      const t = (win.plane - pc) / sd;
      if (t <= 0) continue;
      const y = py + sy * t;
      const a = win.axis === 0 ? pz + sz * t : px + sx * t;
      vis += this.aperture(win, a, y, t * this.spec.sun.softness);
    }
    return Math.min(1, vis);
  }

  /** Irradiance factor from a window polygon (Lambert's polygon formula). */
  private formFactor(
    win: Win,
    px: number,
    py: number,
    pz: number,
    nx: number,
    ny: number,
    nz: number,
  ): number {
    const c = win.corners;
    let sum = 0;
    for (let i = 0; i < 4; i++) {
      const a = c[i]!;
      const b = c[(i + 1) & 3]!;
      let ax = a[0] - px;
      let ay = a[1] - py;
      let az = a[2] - pz;
      let bx = b[0] - px;
      let by = b[1] - py;
      let bz = b[2] - pz;
      const al = Math.sqrt(ax * ax + ay * ay + az * az);
      const bl = Math.sqrt(bx * bx + by * by + bz * bz);
      ax /= al;
      ay /= al;
      az /= al;
      bx /= bl;
      by /= bl;
      bz /= bl;
      const cosT = clamp(ax * bx + ay * by + az * bz, -1, 1);
      const theta = Math.acos(cosT);
      let cx = ay * bz - az * by;
      let cy = az * bx - ax * bz;
      let cz = ax * by - ay * bx;
      const cl = Math.sqrt(cx * cx + cy * cy + cz * cz) || 1;
      cx /= cl;
      cy /= cl;
      cz /= cl;
      sum += theta * (cx * nx + cy * ny + cz * nz);
    }
    return Math.max(0, Math.abs(sum) / (2 * Math.PI)) * 0.85;
  }

  /** Occlusion near the room's edges (wall/floor/ceiling corners). */
  private cornerAO(px: number, py: number, pz: number, id: number): number {
    const { w, d, h } = this.spec;
    const dl = px + w / 2;
    const dr = w / 2 - px;
    const db = d - pz;
    const dfl = py;
    const dc = h - py;
    let occ = 0;
    if (id !== SHELL_LEFT) occ += Math.exp(-dl / 0.22) * 0.25;
    if (id !== SHELL_RIGHT) occ += Math.exp(-dr / 0.22) * 0.25;
    if (id !== SHELL_BACK) occ += Math.exp(-db / 0.22) * 0.25;
    if (id !== SHELL_FLOOR) occ += Math.exp(-dfl / 0.22) * 0.3;
    if (id !== SHELL_CEIL) occ += Math.exp(-dc / 0.22) * 0.2;
    return 1 - Math.min(0.6, occ);
  }

  /** Incoming light (irradiance-ish, linear RGB) at a point. */
  private irradiance(
    px: number,
    py: number,
    pz: number,
    nx: number,
    ny: number,
    nz: number,
    ao: number,
    self: Prim | null,
    out: RGB,
    cheap = false,
  ): void {
    const sky = this.spec.sky;
    let r = 0;
    let g = 0;
    let b = 0;
    // Sky through each window.
    for (const win of this.wins) {
      const ff = this.formFactor(win, px, py, pz, nx, ny, nz);
      if (ff <= 0) continue;
      const k = ff * sky.power * 2.2;
      r += k * (this.c.hor[0] * 0.6 + this.c.zen[0] * 0.4);
      g += k * (this.c.hor[1] * 0.6 + this.c.zen[1] * 0.4);
      b += k * (this.c.hor[2] * 0.6 + this.c.zen[2] * 0.4);
    }
    // Bounce light from the room itself (ambient), reduced in corners.
    const amb = this.spec.ambient.power * ao * (0.85 + 0.15 * ny);
    r += this.c.amb[0] * amb;
    g += this.c.amb[1] * amb;
    b += this.c.amb[2] * amb;
    // Sun patches.
    const sun = this.spec.sun;
    if (sun) {
      const [sx, sy, sz] = this.sunDir;
      const ndl = nx * sx + ny * sy + nz * sz;
      if (ndl > 0) {
        let vis = this.sunAperture(px, py, pz);
        if (vis > 0 && !cheap) {
          // Soft furniture shadows: a few rays around the sun direction.
          const ox = px + nx * 1e-3;
          const oy = py + ny * 1e-3;
          const oz = pz + nz * 1e-3;
          // Two diagonal rays first; only in the penumbra (they disagree) cast the other two.
          const sp = sun.softness * 1.5;
          const s0 = this.scene.occluded(ox, oy, oz, sx - sp, sy, sz - sp, 30) ? 0 : 1;
          const s1 = this.scene.occluded(ox, oy, oz, sx + sp, sy, sz + sp, 30) ? 0 : 1;
          let lit = (s0 + s1) * 0.5;
          if (s0 !== s1) {
            const s2 = this.scene.occluded(ox, oy, oz, sx + sp, sy, sz - sp, 30) ? 0 : 1;
            const s3 = this.scene.occluded(ox, oy, oz, sx - sp, sy, sz + sp, 30) ? 0 : 1;
            lit = (s0 + s1 + s2 + s3) * 0.25;
          }
          vis *= lit;
          const e = vis * ndl * sun.power;
          r += this.c.sun[0] * e;
          g += this.c.sun[1] * e;
          b += this.c.sun[2] * e;
        }
      }
    }
    // Lamps.
    for (const l of this.lamps) {
      const lx = l.pos[0] - px;
      const ly = l.pos[1] - py;
      const lz = l.pos[2] - pz;
      const d2 = lx * lx + ly * ly + lz * lz;
      const dl = Math.sqrt(d2);
      const ndl = (lx * nx + ly * ny + lz * nz) / dl;
      if (ndl <= 0) continue;
      let k = (l.power * ndl) / (d2 + 0.05);
      if (l.down) {
        // Cone pointing down: cos of angle from vertical.
        const c = ly / dl;
        k *= smoothstep(0.55, 0.85, c) * 1.6;
        if (k <= 0) continue;
      }
      if (!cheap && (self !== null || py < 0.01)) {
        // Only test furniture occlusion for lamps near objects (cheap enough).
        if (
          this.scene.occluded(
            px + nx * 1e-3,
            py + ny * 1e-3,
            pz + nz * 1e-3,
            lx / dl,
            ly / dl,
            lz / dl,
            dl - 0.05,
          )
        )
          k *= 0.15;
      }
      r += l.color[0] * k;
      g += l.color[1] * k;
      b += l.color[2] * k;
    }
    out[0] = r;
    out[1] = g;
    out[2] = b;
  }

  /** Shade a ray; `depth` > 0 for reflection rays (no further reflections). */
  private trace(
    ox: number,
    oy: number,
    oz: number,
    dx: number,
    dy: number,
    dz: number,
    fwk: number,
    depth: number,
    out: Float64Array,
  ): number {
    const sid = this.shell(ox, oy, oz, dx, dy, dz);
    const st = this.shellT;
    if (depth === 0) {
      out[3] = 0;
      out[4] = 0;
      out[5] = 0;
    }
    const hit = depth === 0 ? this.hit : this.hit2;
    hit.prim = null;
    const found = this.scene.intersect(ox, oy, oz, dx, dy, dz, st, hit);
    const hp = hit.prim as Prim | null;
    const alb = this.tmp;
    let px: number;
    let py: number;
    let pz: number;
    let nx: number;
    let ny: number;
    let nz: number;
    let gloss = 0;
    let id: number;
    let ao = 1;
    let self: Prim | null = null;
    let t: number;
    if (found && hp) {
      const p = hp;
      self = p;
      t = hit.t;
      px = hit.px;
      py = hit.py;
      pz = hit.pz;
      nx = hit.nx;
      ny = hit.ny;
      nz = hit.nz;
      const m: Material = p.mat;
      if (m.tex) m.tex(hit, alb);
      else {
        alb[0] = m.color[0];
        alb[1] = m.color[1];
        alb[2] = m.color[2];
      }
      if (m.emit) {
        out[0] = alb[0] * m.emit;
        out[1] = alb[1] * m.emit;
        out[2] = alb[2] * m.emit;
        return 100 + (this.primIndex.get(p) ?? 0);
      }
      gloss = m.gloss;
      ao =
        depth === 0
          ? this.scene.ambientOcclusion(px, py, pz, nx, ny, nz, p) * this.cornerAO(px, py, pz, -1)
          : 0.8;
      id = 100 + (this.primIndex.get(p) ?? 0);
    } else {
      t = st;
      id = sid;
      px = ox + dx * t;
      py = oy + dy * t;
      pz = oz + dz * t;
      nx = 0;
      ny = 0;
      nz = 0;
      if (sid === SHELL_FLOOR) {
        ny = 1;
        // Floor texture in mm, rotated to the board direction.
        const X = px * 1000;
        const Z = pz * 1000;
        const fx = X * this.cosA + Z * this.sinA + this.fxo;
        const fz = -X * this.sinA + Z * this.cosA + this.fzo;
        const fw = Math.max(0.05, t * fwk * 1000) / Math.sqrt(Math.max(0.05, Math.abs(dy)));
        let custom = false;
        if (this.spec.floor.override) custom = this.spec.floor.override(px, pz, alb);
        if (!custom) {
          this.floor.sample(fx, fz, fw, this.fs);
          alb[0] = srgbToLin(this.fs.r);
          alb[1] = srgbToLin(this.fs.g);
          alb[2] = srgbToLin(this.fs.b);
          // Bevel tilt, rotated back to world axes.
          const tx = this.fs.nx * this.cosA - this.fs.ny * this.sinA;
          const tz = this.fs.nx * this.sinA + this.fs.ny * this.cosA;
          nx = tx;
          nz = tz;
          const nl = Math.sqrt(nx * nx + 1 * 1 + nz * nz);
          nx /= nl;
          ny = 1 / nl;
          nz /= nl;
          gloss = 0.15 + 0.6 * this.spec.floor.spec.style.finish.gloss;
        } else gloss = this.spec.floor.overrideGloss ?? 0;
      } else if (sid === SHELL_CEIL) {
        ny = -1;
        alb[0] = this.c.ceil[0];
        alb[1] = this.c.ceil[1];
        alb[2] = this.c.ceil[2];
      } else {
        let base: RGB;
        if (sid === SHELL_LEFT) {
          nx = 1;
          base = this.c.left;
        } else if (sid === SHELL_RIGHT) {
          nx = -1;
          base = this.c.right;
        } else if (sid === SHELL_BACK) {
          nz = -1;
          base = this.c.back;
        } else {
          nz = 1;
          base = this.c.back;
        }
        // Windows in this wall?
        for (const win of this.wins) {
          if (win.shell !== sid) continue;
          const a = win.axis === 0 ? pz : px;
          // Reflections of windows are blurred with distance (satin, not mirror).
          const soft = depth === 0 ? t * fwk * 0.7 : t * 0.05 + 0.01;
          const open = this.aperture(win, a, py, soft);
          const s = win.spec;
          const lo = Math.min(s.a0, s.a1);
          const hi = Math.max(s.a0, s.a1);
          const inFrame = a > lo - soft && a < hi + soft && py > s.y0 - soft && py < s.y1 + soft;
          if (inFrame) {
            // Glass: outside view; frame: painted frame material lit like a wall.
            this.outside(dx, dy, dz, alb);
            // Seen directly, the outdoors is much brighter than the room (as in a photo).
            const vr = alb[0] * 2.4;
            const vg = alb[1] * 2.4;
            const vb = alb[2] * 2.4;
            this.irradiance(px, py, pz, nx, ny, nz, 1, null, alb);
            const fr = win.frameColor;
            out[0] = vr * open + fr[0] * alb[0] * (1 - open);
            out[1] = vg * open + fr[1] * alb[1] * (1 - open);
            out[2] = vb * open + fr[2] * alb[2] * (1 - open);
            return 50 + (open > 0.5 ? 1 : 0);
          }
        }
        // Plaster: very low-frequency mottling so walls are not flat CG.
        const m = 1 + 0.025 * this.noise.fbm(px * 1.3 + pz * 1.1, py * 1.3, 3);
        alb[0] = base[0] * m;
        alb[1] = base[1] * m;
        alb[2] = base[2] * m;
        if (this.spec.wallTex)
          this.spec.wallTex(
            sid === SHELL_LEFT
              ? "left"
              : sid === SHELL_RIGHT
                ? "right"
                : sid === SHELL_BACK
                  ? "back"
                  : "front",
            px,
            py,
            pz,
            alb,
          );
      }
      ao =
        depth === 0
          ? this.cornerAO(px, py, pz, sid) *
            this.scene.ambientOcclusion(px, py, pz, nx, ny, nz, null)
          : 0.85;
    }
    const ar = alb[0];
    const ag = alb[1];
    const ab = alb[2];
    const irr = this.tmp2;
    this.irradiance(px, py, pz, nx, ny, nz, ao, self, irr, depth > 0);
    let r = ar * irr[0];
    let g = ag * irr[1];
    let b = ab * irr[2];
    if (depth === 0) {
      out[3] = 0;
      out[4] = 0;
      out[5] = 0;
    }
    // Glossy reflection (floor, lacquered furniture): Fresnel-weighted mirror ray.
    if (depth === 0 && gloss > 0) {
      const dn = dx * nx + dy * ny + dz * nz;
      const rx = dx - 2 * dn * nx;
      const ry = dy - 2 * dn * ny;
      const rz = dz - 2 * dn * nz;
      const cos = Math.max(0, -dn);
      // Fresnel, capped: a satin floor never turns into a mirror at grazing angles.
      const fres = Math.min(0.04 + 0.96 * Math.pow(1 - cos, 5), 0.08 + 0.22 * gloss);
      const k = gloss * fres * 0.85;
      if (k > 0.006) {
        const ro = this.refl;
        this.trace(px + nx * 1e-3, py + ny * 1e-3, pz + nz * 1e-3, rx, ry, rz, fwk * 6, 1, ro);
        // Kept separate so render() can blur it: satin finishes give soft reflections.
        out[3] = ro[0]! * k;
        out[4] = ro[1]! * k;
        out[5] = ro[2]! * k;
      }
    }
    // Light shafts: sunlit air along the view ray.
    if (depth === 0 && this.spec.shafts && this.spec.sun) {
      const n = 16;
      let acc = 0;
      const tt = Math.min(t, 25);
      for (let i = 0; i < n; i++) {
        const s = ((i + 0.5) / n) * tt;
        acc += this.sunAperture(ox + dx * s, oy + dy * s, oz + dz * s);
      }
      const k = (acc / n) * tt * this.spec.shafts * this.spec.sun.power * 0.01;
      r += this.c.sun[0] * k;
      g += this.c.sun[1] * k;
      b += this.c.sun[2] * k;
    }
    if (depth === 0 && this.fogDensity > 0) {
      const f = 1 - Math.exp(-t * this.fogDensity);
      const fc = this.fogColor;
      r += (fc[0] - r) * f;
      g += (fc[1] - g) * f;
      b += (fc[2] - b) * f;
      out[3] = out[3]! * (1 - f);
      out[4] = out[4]! * (1 - f);
      out[5] = out[5]! * (1 - f);
    }
    out[0] = r;
    out[1] = g;
    out[2] = b;
    return id;
  }

  private readonly fogDensity: number;
  private readonly fogColor: RGB;

  private readonly tmp2: RGB = [0, 0, 0];
  private readonly refl = new Float64Array(6);

  /** Render to 8-bit sRGB at w x h, with extra samples only on edges. */
  render(w: number, h: number): Uint8Array {
    const cam = this.spec.camera;
    const img = new Raster(w, h);
    const ids = new Int32Array(w * h);
    const tanV = Math.tan(((cam.fov * Math.PI) / 180) * 0.5);
    const tanH = (tanV * w) / h;
    const cy = Math.cos(cam.yaw);
    const sy = Math.sin(cam.yaw);
    const cp = Math.cos(cam.pitch ?? 0);
    const sp = Math.sin(cam.pitch ?? 0);
    const shift = cam.shift ?? 0;
    // Camera basis.
    const fwd = [sy * cp, sp, cy * cp];
    const right = [cy, 0, -sy];
    const up = [-sy * sp, cp, -cy * sp];
    const fwk = (2 * tanV) / h; // radians per pixel, roughly
    const [ox, oy, oz] = cam.pos;
    const col = new Float64Array(6);
    const refl = new Float32Array(w * h * 3);
    const rmask = new Float32Array(w * h);
    const sample = (x: number, y: number, o: Float64Array): number => {
      const sx = (x / w) * 2 - 1;
      const syy = 1 - (y / h) * 2 + shift;
      let dx = fwd[0]! + right[0]! * sx * tanH + up[0]! * syy * tanV;
      let dy = fwd[1]! + right[1]! * sx * tanH + up[1]! * syy * tanV;
      let dz = fwd[2]! + right[2]! * sx * tanH + up[2]! * syy * tanV;
      const l = Math.sqrt(dx * dx + dy * dy + dz * dz);
      dx /= l;
      dy /= l;
      dz /= l;
      return this.trace(ox, oy, oz, dx, dy, dz, fwk, 0, o);
    };
    const d = img.data;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        ids[y * w + x] = sample(x + 0.5, y + 0.5, col);
        const i = (y * w + x) * 3;
        d[i] = col[0]!;
        d[i + 1] = col[1]!;
        d[i + 2] = col[2]!;
        refl[i] = col[3]!;
        refl[i + 1] = col[4]!;
        refl[i + 2] = col[5]!;
        rmask[y * w + x] = col[3]! + col[4]! + col[5]! > 0 ? 1 : 0;
      }
    }
    // Adaptive anti-aliasing: re-sample pixels on object edges or strong contrast.
    const lum = (i: number): number =>
      Math.log(0.01 + d[i * 3]! * 0.3 + d[i * 3 + 1]! * 0.6 + d[i * 3 + 2]! * 0.1);
    const offs = [
      [0.125, 0.375],
      [0.625, 0.125],
      [0.875, 0.625],
      [0.375, 0.875],
    ] as const;
    const extra = new Float32Array(w * h * 3);
    const flag = new Uint8Array(w * h);
    for (let y = 1; y < h - 1; y++) {
      for (let x = 1; x < w - 1; x++) {
        const i = y * w + x;
        const id = ids[i]!;
        const L = lum(i);
        if (
          ids[i - 1] !== id ||
          ids[i + 1] !== id ||
          ids[i - w] !== id ||
          ids[i + w] !== id ||
          Math.abs(lum(i + 1) - L) > 0.35 ||
          Math.abs(lum(i + w) - L) > 0.35
        )
          flag[i] = 1;
      }
    }
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        if (!flag[i]) continue;
        let r = d[i * 3]!;
        let g = d[i * 3 + 1]!;
        let b = d[i * 3 + 2]!;
        let rr = refl[i * 3]!;
        let rg = refl[i * 3 + 1]!;
        let rb = refl[i * 3 + 2]!;
        for (const [ax, ay] of offs) {
          sample(x + ax, y + ay, col);
          r += col[0]!;
          g += col[1]!;
          b += col[2]!;
          rr += col[3]!;
          rg += col[4]!;
          rb += col[5]!;
        }
        extra[i * 3] = r / 5;
        extra[i * 3 + 1] = g / 5;
        extra[i * 3 + 2] = b / 5;
        refl[i * 3] = rr / 5;
        refl[i * 3 + 1] = rg / 5;
        refl[i * 3 + 2] = rb / 5;
      }
    }
    for (let i = 0; i < w * h; i++) {
      if (!flag[i]) continue;
      d[i * 3] = extra[i * 3]!;
      d[i * 3 + 1] = extra[i * 3 + 1]!;
      d[i * 3 + 2] = extra[i * 3 + 2]!;
    }
    // Soft reflections: blur the reflection layer (normalised by its mask so
    // it does not bleed onto furniture), then add it back on reflective pixels.
    const blurR = Math.max(2, w / 220);
    const mcopy = rmask.slice();
    blurChannels(refl, w, h, 3, blurR, 2);
    blurChannels(mcopy, w, h, 1, blurR, 2);
    for (let i = 0; i < w * h; i++) {
      if (!rmask[i]) continue;
      const m = Math.max(mcopy[i]!, 0.2);
      d[i * 3] = d[i * 3]! + refl[i * 3]! / m;
      d[i * 3 + 1] = d[i * 3 + 1]! + refl[i * 3 + 1]! / m;
      d[i * 3 + 2] = d[i * 3 + 2]! + refl[i * 3 + 2]! / m;
    }
    const post = this.spec.post;
    if (post.bloom) bloom(img, 1.2 / post.exposure, post.bloom, Math.max(8, w / 60));
    return toneMap(img, {
      exposure: post.exposure,
      vignette: post.vignette ?? 0.25,
      filmic: true,
      saturation: post.saturation ?? 1,
      lift: post.lift ?? 0,
    });
  }
}

function srgbToLin(c: number): number {
  return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
}

/**
 * Light colours are authored as sRGB hex for convenience, but linearising a
 * warm hex makes it far too orange; keep about half of the tint, normalised
 * to the brightest channel.
 */
function lightColor(hex: string): RGB {
  const c = lin(hex);
  const l = 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
  const m: RGB = [l + (c[0] - l) * 0.5, l + (c[1] - l) * 0.5, l + (c[2] - l) * 0.5];
  const mx = Math.max(m[0], m[1], m[2]);
  return [m[0] / mx, m[1] / mx, m[2] / mx];
}
