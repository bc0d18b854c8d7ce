// Plank layouts (staggered straight lay and herringbone) on top of the wood
// model, with micro-bevels and joints. Floor coordinates are millimetres.
import { smoothstep } from "./color.ts";
import { Rng, hash3, hashFloat } from "./rng.ts";
import type { Noise } from "./noise.ts";
import { type Plank, Wood, type WoodSample, type WoodStyle, newSample } from "./wood.ts";

export interface FloorSpec {
  style: WoodStyle;
  /** Board face width and length range (mm). */
  plankW: number;
  len: [number, number];
  layout?: "straight" | "herringbone";
  /** Herringbone board length as a multiple of width. */
  herringRatio?: number;
  /** Micro-bevel width in mm (0 = square edge with a hairline joint). */
  bevel: number;
  endBevel?: boolean;
  /** Installation in progress: each row stops at a joint past `along` (+ up to `spread`) mm. */
  partial?: { along: number; spread: number };
}

export interface FloorSample {
  /** sRGB albedo 0..1 (converted to linear by the caller). */
  r: number;
  g: number;
  b: number;
  /** Relief in mm (for 2D normal computation). */
  height: number;
  /** Normal tilt from bevels, in floor coordinates. */
  nx: number;
  ny: number;
  /** Board id, handy for per-board effects. */
  id: number;
}

export function newFloorSample(): FloorSample {
  return { r: 0, g: 0, b: 0, height: 0, nx: 0, ny: 0, id: 0 };
}

const SPAN = 40000; // each row is generated across +-40 m, plenty for any room

export class Floor {
  readonly wood: Wood;
  private readonly rows = new Map<number, Float64Array>();
  private readonly planks = new Map<number, Plank>();
  private readonly ws: WoodSample = newSample();
  private readonly seed: number;
  readonly layout: "straight" | "herringbone";
  private readonly L: number;

  constructor(
    readonly spec: FloorSpec,
    seed: number,
  ) {
    this.seed = seed;
    this.wood = new Wood(spec.style, seed);
    this.layout = spec.layout ?? "straight";
    this.L = spec.plankW * (spec.herringRatio ?? 5);
  }

  /** End-joint positions of one row: random start offset so joints stagger. */
  private lastRowIdx = NaN;
  private lastRow: Float64Array = new Float64Array(0);
  private lastPlankId = NaN;
  private lastPlank: Plank | null = null;

  private row(r: number): Float64Array {
    // Neighbouring samples nearly always hit the same row and board.
    if (r === this.lastRowIdx) return this.lastRow;
    let b = this.rows.get(r);
    if (b) {
      this.lastRowIdx = r;
      this.lastRow = b;
    }
    if (b) return b;
    const rng = new Rng(hash3(this.seed, r, 77));
    const [lo, hi] = this.spec.len;
    const xs: number[] = [-SPAN - rng.range(0, hi)];
    while (xs[xs.length - 1]! < SPAN) {
      // Favour long boards: luxury floors show few joints.
      const t = Math.sqrt(rng.next());
      xs.push(xs[xs.length - 1]! + lo + (hi - lo) * t);
    }
    b = Float64Array.from(xs);
    this.rows.set(r, b);
    return b;
  }

  private plank(id: number, len: number): Plank {
    if (id === this.lastPlankId && this.lastPlank) return this.lastPlank;
    let p = this.planks.get(id);
    if (!p) {
      p = this.wood.makePlank(new Rng(hash3(this.seed, id, 991)), this.spec.plankW, len);
      this.planks.set(id, p);
    }
    this.lastPlankId = id;
    this.lastPlank = p;
    return p;
  }

  /** Sample one free-standing board (no layout, no bevel): loose boards, furniture, trims. */
  sampleBoard(id: number, len: number, u: number, v: number, fw: number, o: FloorSample): void {
    const pk = this.plank(id, len);
    this.wood.sample(pk, u, v, fw, this.ws);
    o.r = this.ws.r;
    o.g = this.ws.g;
    o.b = this.ws.b;
    o.height = this.ws.height;
    o.nx = 0;
    o.ny = 0;
    o.id = id;
  }

  sample(x: number, y: number, fw: number, o: FloorSample): void {
    let u: number;
    let v: number;
    let len: number;
    let id: number;
    let swap = false;
    const W = this.spec.plankW;
    if (this.layout === "straight") {
      const r = Math.floor(y / W);
      const xs = this.row(r);
      let lo = 0;
      let hi = xs.length - 1;
      while (hi - lo > 1) {
        const m = (lo + hi) >> 1;
        if (xs[m]! <= x) lo = m;
        else hi = m;
      }
      u = x - xs[lo]!;
      len = xs[lo + 1]! - xs[lo]!;
      v = y - r * W;
      id = (r & 0xffff) * 65536 + lo;
      const part = this.spec.partial;
      if (part && xs[lo]! > part.along + hashFloat(this.seed, r, 5) * part.spread) {
        subfloor(this.wood.noise, x, y, o);
        return;
      }
    } else {
      // Herringbone: rotate 45 degrees, then find which of the two boards of
      // the repeating pair (lattice a=(W,W), b=(L,-L)) contains the point.
      const L = this.L;
      const px = (x + y) * Math.SQRT1_2;
      const py = (y - x) * Math.SQRT1_2;
      const s = Math.floor((px + py) / (2 * W));
      const t = Math.floor((px - py) / (2 * L));
      u = 0;
      v = 0;
      len = L;
      id = 0;
      const reach = Math.ceil(L / W / 2) + 1;
      search: for (let di = -reach; di <= reach; di++) {
        for (let dj = -1; dj <= 1; dj++) {
          const i = s + di;
          const j = t + dj;
          const qx = px - i * W - j * L;
          const qy = py - i * W + j * L;
          if (qx >= 0 && qx < L && qy >= 0 && qy < W) {
            u = qx;
            v = qy;
            id = hash3(i, j, 1);
            break search;
          }
          if (qx >= L && qx < L + W && qy >= W - L && qy < W) {
            u = qy - (W - L);
            v = qx - L;
            id = hash3(i, j, 2);
            swap = true;
            break search;
          }
        }
      }
    }

    const pk = this.plank(id, len);
    this.wood.sample(pk, u, v, fw, this.ws);
    let R = this.ws.r;
    let G = this.ws.g;
    let B = this.ws.b;
    let height = this.ws.height;

    // Micro-bevel: a narrow chamfer along each edge, slightly darker where the
    // finish pools, plus a hairline at the joint itself.
    const bev = this.spec.bevel;
    const ev = Math.min(v, W - v);
    const eu = Math.min(u, len - u);
    let nu = 0;
    let nv = 0;
    const soft = fw * 0.5;
    if (bev > 0) {
      const cov = Math.min(1, bev / Math.max(fw, bev));
      const inV = 1 - smoothstep(bev - soft, bev + soft, ev);
      const inU = this.spec.endBevel === false ? 0 : 1 - smoothstep(bev - soft, bev + soft, eu);
      if (inV > 0) {
        nv = (v < W / 2 ? -0.55 : 0.55) * inV * cov;
        height -= (bev - Math.min(ev, bev)) * 0.6;
      }
      if (inU > 0) {
        nu = (u < len / 2 ? -0.55 : 0.55) * inU * cov;
        height -= (bev - Math.min(eu, bev)) * 0.6;
      }
      const dk = 1 - Math.max(inU, inV) * cov * 0.12;
      R *= dk;
      G *= dk;
      B *= dk;
    }
    // Hairline joint (square edge or bottom of the bevel).
    const e = Math.min(ev, eu);
    const line = 1 - smoothstep(0.15, 0.35 + soft, e);
    const lk = 1 - line * Math.min(1, 0.5 / Math.max(fw, 0.5)) * 0.5;
    R *= lk;
    G *= lk;
    B *= lk;

    // Map board-local tilt back to floor axes.
    let nx = swap ? nv : nu;
    let ny = swap ? nu : nv;
    if (this.layout === "herringbone") {
      const ax = (nx - ny) * Math.SQRT1_2;
      const ay = (nx + ny) * Math.SQRT1_2;
      nx = ax;
      ny = ay;
    }
    o.r = R;
    o.g = G;
    o.b = B;
    o.height = height;
    o.nx = nx;
    o.ny = ny;
    o.id = id;
  }
}

/** Oriented strand board subfloor, visible where boards are not laid yet. */
function subfloor(N: Noise, x: number, y: number, o: FloorSample): void {
  // Random flakes: cells with their own tone, plus 1220 x 2440 sheet seams.
  const cx = Math.floor(x / 45);
  const cy = Math.floor(y / 18 + cx * 0.37);
  const flake = N.n2(cx * 0.73, cy * 0.61) * 0.9 + N.n2(x * 0.02, y * 0.05) * 0.3;
  const seam =
    Math.min(Math.abs(((x % 2440) + 2440) % 2440), Math.abs(((y % 1220) + 1220) % 1220)) < 2
      ? 0.6
      : 1;
  const k = (0.9 + flake * 0.35) * seam;
  o.r = 0.8 * k;
  o.g = 0.7 * k;
  o.b = 0.5 * k;
  o.height = 0;
  o.nx = 0;
  o.ny = 0;
  o.id = -1;
}
