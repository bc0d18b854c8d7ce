// Minimal ray caster for room scenes: oriented boxes, vertical-axis cylinders
// and ellipsoids, with a tiny BVH. World units are metres, y is up.
import type { RGB } from "./color.ts";

export interface Material {
  /** Linear albedo. */
  color: RGB;
  /** Specular reflection strength 0..1 (varnished wood, lacquer, glass, metal). */
  gloss: number;
  /** Optional procedural albedo (world position + local position/normal). */
  tex?: (h: Hit, out: RGB) => void;
  /** Emissive radiance multiplier (lamp shades, light panels). */
  emit?: number;
  /** Skip sun shadows cast by this object (e.g. sheer curtains). */
  noShadow?: boolean;
}

export const enum Kind {
  Box = 0,
  Cylinder = 1,
  Ellipsoid = 2,
  /** 2D profile (local x-y, centred) extruded along local z: mouldings. */
  Extrusion = 3,
}

export interface Prim {
  kind: Kind;
  /** Centre. */
  c: [number, number, number];
  /** World->local rotation rows (local axes expressed in world coordinates). */
  ax: [number, number, number];
  ay: [number, number, number];
  az: [number, number, number];
  /** Half extents along the local axes. */
  h: [number, number, number];
  /** Edge rounding radius used for shading (m). */
  round: number;
  mat: Material;
  /** World AABB. */
  lo: [number, number, number];
  hi: [number, number, number];
  tag?: string;
  /** Extrusion profile: x,y pairs (CCW) and smooth per-edge normals. */
  profile?: Float64Array;
  /** Per-vertex normals (x,y pairs) for smooth shading of curved profiles. */
  vnormals?: Float64Array;
}

/** Hit record, reused to avoid allocation in the hot loop. */
export interface Hit {
  t: number;
  prim: Prim | null;
  /** World position and shading normal. */
  px: number;
  py: number;
  pz: number;
  nx: number;
  ny: number;
  nz: number;
  /** Local position (relative to the primitive centre, in local axes). */
  lx: number;
  ly: number;
  lz: number;
  /** Local face axis: 0 = x, 1 = y, 2 = z (boxes), sign in faceSign. */
  face: number;
  faceSign: number;
}

export function newHit(): Hit {
  return {
    t: Infinity,
    prim: null,
    px: 0,
    py: 0,
    pz: 0,
    nx: 0,
    ny: 1,
    nz: 0,
    lx: 0,
    ly: 0,
    lz: 0,
    face: 1,
    faceSign: 1,
  };
}

interface PrimOpts {
  /** Rotation about the vertical axis (radians). */
  yaw?: number;
  /** Rotation about the local x axis after yaw (radians), e.g. a sloped handrail. */
  pitch?: number;
  /** Rotation about local z after yaw (radians). */
  roll?: number;
  round?: number;
  tag?: string;
}

function make(
  kind: Kind,
  c: [number, number, number],
  h: [number, number, number],
  mat: Material,
  o: PrimOpts = {},
): Prim {
  const cy = Math.cos(o.yaw ?? 0);
  const sy = Math.sin(o.yaw ?? 0);
  const cp = Math.cos(o.pitch ?? 0);
  const sp = Math.sin(o.pitch ?? 0);
  const cr = Math.cos(o.roll ?? 0);
  const sr = Math.sin(o.roll ?? 0);
  // Local axes in world space: R = Ry(yaw) * Rx(pitch) * Rz(roll).
  const X0: [number, number, number] = [cr, sr, 0];
  const Y0: [number, number, number] = [-sr, cr, 0];
  const Z0: [number, number, number] = [0, 0, 1];
  const rx = (v: [number, number, number]): [number, number, number] => [
    v[0],
    v[1] * cp - v[2] * sp,
    v[1] * sp + v[2] * cp,
  ];
  const ry = (v: [number, number, number]): [number, number, number] => [
    v[0] * cy + v[2] * sy,
    v[1],
    -v[0] * sy + v[2] * cy,
  ];
  const ax = ry(rx(X0));
  const ay = ry(rx(Y0));
  const az = ry(rx(Z0));
  const p: Prim = {
    kind,
    c,
    ax,
    ay,
    az,
    h,
    round: o.round ?? 0,
    mat,
    lo: [0, 0, 0],
    hi: [0, 0, 0],
    tag: o.tag,
  };
  // AABB of the oriented box (conservative for cylinders/ellipsoids too).
  for (let k = 0; k < 3; k++) {
    const e = Math.abs(ax[k]!) * h[0] + Math.abs(ay[k]!) * h[1] + Math.abs(az[k]!) * h[2];
    p.lo[k] = c[k]! - e;
    p.hi[k] = c[k]! + e;
  }
  return p;
}

/** Box from min/max corners (axis aligned) or centre/size with rotation. */
export function box(
  min: [number, number, number],
  max: [number, number, number],
  mat: Material,
  o: PrimOpts = {},
): Prim {
  const c: [number, number, number] = [
    (min[0] + max[0]) / 2,
    (min[1] + max[1]) / 2,
    (min[2] + max[2]) / 2,
  ];
  const h: [number, number, number] = [
    (max[0] - min[0]) / 2,
    (max[1] - min[1]) / 2,
    (max[2] - min[2]) / 2,
  ];
  return make(Kind.Box, c, h, mat, o);
}

export function boxAt(
  c: [number, number, number],
  size: [number, number, number],
  mat: Material,
  o: PrimOpts = {},
): Prim {
  return make(Kind.Box, c, [size[0] / 2, size[1] / 2, size[2] / 2], mat, o);
}

/** Cylinder along local y. */
export function cylinder(
  c: [number, number, number],
  radius: number,
  height: number,
  mat: Material,
  o: PrimOpts = {},
): Prim {
  return make(Kind.Cylinder, c, [radius, height / 2, radius], mat, o);
}

/**
 * Extrude a 2D profile (metres, counter-clockwise, any position) along local
 * z for `length`. Corners sharper than ~35 degrees stay crisp; gentler ones
 * are shaded smooth so round-overs read as curves.
 */
export function extrusion(
  c: [number, number, number],
  profile: [number, number][],
  length: number,
  mat: Material,
  o: PrimOpts = {},
): Prim {
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const [x, y] of profile) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  const n = profile.length;
  const pr = new Float64Array(n * 2);
  profile.forEach(([x, y], i) => {
    pr[i * 2] = x - cx;
    pr[i * 2 + 1] = y - cy;
  });
  // Edge normals (outward for CCW), then vertex normals where the turn is gentle.
  const en = new Float64Array(n * 2);
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    const ex = pr[j * 2]! - pr[i * 2]!;
    const ey = pr[j * 2 + 1]! - pr[i * 2 + 1]!;
    const l = Math.sqrt(ex * ex + ey * ey) || 1;
    en[i * 2] = ey / l;
    en[i * 2 + 1] = -ex / l;
  }
  // vn holds, per edge, the normals at its start and end vertex.
  const vn = new Float64Array(n * 4);
  for (let i = 0; i < n; i++) {
    const prev = (i + n - 1) % n;
    const next = (i + 1) % n;
    const blend = (a: number, b: number): [number, number] => {
      const dot = en[a * 2]! * en[b * 2]! + en[a * 2 + 1]! * en[b * 2 + 1]!;
      if (dot < 0.82) return [en[a * 2]!, en[a * 2 + 1]!];
      const x = en[a * 2]! + en[b * 2]!;
      const y = en[a * 2 + 1]! + en[b * 2 + 1]!;
      const l = Math.sqrt(x * x + y * y) || 1;
      return [x / l, y / l];
    };
    const s0 = blend(i, prev);
    const s1 = blend(i, next);
    vn[i * 4] = s0[0];
    vn[i * 4 + 1] = s0[1];
    vn[i * 4 + 2] = s1[0];
    vn[i * 4 + 3] = s1[1];
  }
  const p = make(Kind.Extrusion, c, [(maxX - minX) / 2, (maxY - minY) / 2, length / 2], mat, o);
  p.profile = pr;
  p.vnormals = vn;
  return p;
}

/** Thin cylinder between two points (wires, rods). */
export function segment(
  a: [number, number, number],
  b: [number, number, number],
  radius: number,
  mat: Material,
): Prim {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const dz = b[2] - a[2];
  const len = Math.sqrt(dx * dx + dy * dy + dz * dz);
  const pitch = Math.acos(Math.max(-1, Math.min(1, dy / len)));
  const yaw = Math.atan2(dx, dz);
  return make(
    Kind.Cylinder,
    [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2],
    [radius, len / 2, radius],
    mat,
    { yaw, pitch },
  );
}

export function ellipsoid(
  c: [number, number, number],
  r: [number, number, number],
  mat: Material,
  o: PrimOpts = {},
): Prim {
  return make(Kind.Ellipsoid, c, r, mat, o);
}

/** Intersect one primitive; returns t or Infinity and fills `hit` when closer than tMax. */
function intersectPrim(
  p: Prim,
  ox: number,
  oy: number,
  oz: number,
  dx: number,
  dy: number,
  dz: number,
  tMax: number,
  hit: Hit | null,
): number {
  // Transform to local.
  const rx = ox - p.c[0];
  const ry = oy - p.c[1];
  const rz = oz - p.c[2];
  const ax = p.ax;
  const ay = p.ay;
  const az = p.az;
  const lox = rx * ax[0] + ry * ax[1] + rz * ax[2];
  const loy = rx * ay[0] + ry * ay[1] + rz * ay[2];
  const loz = rx * az[0] + ry * az[1] + rz * az[2];
  const ldx = dx * ax[0] + dy * ax[1] + dz * ax[2];
  const ldy = dx * ay[0] + dy * ay[1] + dz * ay[2];
  const ldz = dx * az[0] + dy * az[1] + dz * az[2];
  const hx = p.h[0];
  const hy = p.h[1];
  const hz = p.h[2];
  let t = Infinity;
  let face = 0;
  let sign = 1;
  let nlx = 0;
  let nly = 0;
  let nlz = 0;
  if (p.kind === Kind.Box) {
    let tn = -Infinity;
    let tf = Infinity;
    // Slab test per axis, tracking the entering face.
    const ix = 1 / ldx;
    let t1 = (-hx - lox) * ix;
    let t2 = (hx - lox) * ix;
    if (t1 > t2) {
      const s = t1;
      t1 = t2;
      t2 = s;
    }
    if (t1 > tn) {
      tn = t1;
      face = 0;
    }
    if (t2 < tf) tf = t2;
    const iy = 1 / ldy;
    t1 = (-hy - loy) * iy;
    t2 = (hy - loy) * iy;
    if (t1 > t2) {
      const s = t1;
      t1 = t2;
      t2 = s;
    }
    if (t1 > tn) {
      tn = t1;
      face = 1;
    }
    if (t2 < tf) tf = t2;
    const iz = 1 / ldz;
    t1 = (-hz - loz) * iz;
    t2 = (hz - loz) * iz;
    if (t1 > t2) {
      const s = t1;
      t1 = t2;
      t2 = s;
    }
    if (t1 > tn) {
      tn = t1;
      face = 2;
    }
    if (t2 < tf) tf = t2;
    if (tn > tf || tf < 1e-5 || tn < 1e-5 || tn >= tMax) return Infinity;
    t = tn;
    const d = face === 0 ? ldx : face === 1 ? ldy : ldz;
    sign = d > 0 ? -1 : 1;
    if (face === 0) nlx = sign;
    else if (face === 1) nly = sign;
    else nlz = sign;
  } else if (p.kind === Kind.Cylinder) {
    const r = hx;
    const a = ldx * ldx + ldz * ldz;
    const b = lox * ldx + loz * ldz;
    const c = lox * lox + loz * loz - r * r;
    // Side
    if (a > 1e-12) {
      const disc = b * b - a * c;
      if (disc >= 0) {
        const sq = Math.sqrt(disc);
        const ts = (-b - sq) / a;
        if (ts > 1e-5 && ts < tMax) {
          const y = loy + ldy * ts;
          if (y >= -hy && y <= hy) {
            t = ts;
            face = 0;
            nlx = (lox + ldx * ts) / r;
            nlz = (loz + ldz * ts) / r;
          }
        }
      }
    }
    // Caps
    if (Math.abs(ldy) > 1e-12) {
      const tc = ((ldy > 0 ? -hy : hy) - loy) / ldy;
      if (tc > 1e-5 && tc < t && tc < tMax) {
        const x = lox + ldx * tc;
        const z = loz + ldz * tc;
        if (x * x + z * z <= r * r) {
          t = tc;
          face = 1;
          nlx = 0;
          nlz = 0;
          nly = ldy > 0 ? -1 : 1;
        }
      }
    }
    if (t === Infinity) return Infinity;
    sign = 1;
  } else if (p.kind === Kind.Extrusion) {
    const pr = p.profile!;
    const n = pr.length >> 1;
    // Side walls: 2D ray against each profile edge.
    let best = tMax;
    let bestEdge = -1;
    let bestS = 0;
    for (let i = 0; i < n; i++) {
      const j = i + 1 === n ? 0 : i + 1;
      const ax0 = pr[i * 2]!;
      const ay0 = pr[i * 2 + 1]!;
      const ex = pr[j * 2]! - ax0;
      const ey = pr[j * 2 + 1]! - ay0;
      const den = ldx * ey - ldy * ex;
      if (Math.abs(den) < 1e-14) continue;
      const wx = ax0 - lox;
      const wy = ay0 - loy;
      const tt = (wx * ey - wy * ex) / den;
      if (tt <= 1e-5 || tt >= best) continue;
      const ss = (wx * ldy - wy * ldx) / den;
      if (ss < 0 || ss > 1) continue;
      const zz = loz + ldz * tt;
      if (zz < -hz || zz > hz) continue;
      best = tt;
      bestEdge = i;
      bestS = ss;
    }
    // End caps.
    let capT = Infinity;
    if (Math.abs(ldz) > 1e-12) {
      const tc = ((ldz > 0 ? -hz : hz) - loz) / ldz;
      if (tc > 1e-5 && tc < best) {
        const x = lox + ldx * tc;
        const y = loy + ldy * tc;
        let inside = false;
        for (let i = 0, j = n - 1; i < n; j = i++) {
          const yi = pr[i * 2 + 1]!;
          const yj = pr[j * 2 + 1]!;
          if (yi > y !== yj > y) {
            const xi = pr[i * 2]!;
            const xj = pr[j * 2]!;
            if (x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
          }
        }
        if (inside) capT = tc;
      }
    }
    if (capT < best) {
      t = capT;
      face = 1;
      nlz = ldz > 0 ? -1 : 1;
    } else if (bestEdge >= 0) {
      t = best;
      face = 0;
      const vn = p.vnormals!;
      nlx = vn[bestEdge * 4]! * (1 - bestS) + vn[bestEdge * 4 + 2]! * bestS;
      nly = vn[bestEdge * 4 + 1]! * (1 - bestS) + vn[bestEdge * 4 + 3]! * bestS;
    } else return Infinity;
  } else {
    // Ellipsoid: scale to unit sphere.
    const sx = lox / hx;
    const sy = loy / hy;
    const sz = loz / hz;
    const ex = ldx / hx;
    const ey = ldy / hy;
    const ez = ldz / hz;
    const a = ex * ex + ey * ey + ez * ez;
    const b = sx * ex + sy * ey + sz * ez;
    const c = sx * sx + sy * sy + sz * sz - 1;
    const disc = b * b - a * c;
    if (disc < 0) return Infinity;
    const te = (-b - Math.sqrt(disc)) / a;
    if (te < 1e-5 || te >= tMax) return Infinity;
    t = te;
    nlx = (lox + ldx * t) / (hx * hx);
    nly = (loy + ldy * t) / (hy * hy);
    nlz = (loz + ldz * t) / (hz * hz);
    face = 3;
  }
  if (hit) {
    const lx = lox + ldx * t;
    const ly = loy + ldy * t;
    const lz = loz + ldz * t;
    // Rounded edges: bend the normal near box edges so furniture reads soft.
    if (p.kind === Kind.Box && p.round > 0) {
      const rr = p.round;
      if (face !== 0) {
        const e = hx - Math.abs(lx);
        if (e < rr) nlx += Math.sign(lx) * (1 - e / rr) * 1.2;
      }
      if (face !== 1) {
        const e = hy - Math.abs(ly);
        if (e < rr) nly += Math.sign(ly) * (1 - e / rr) * 1.2;
      }
      if (face !== 2) {
        const e = hz - Math.abs(lz);
        if (e < rr) nlz += Math.sign(lz) * (1 - e / rr) * 1.2;
      }
    }
    const nl = Math.sqrt(nlx * nlx + nly * nly + nlz * nlz);
    nlx /= nl;
    nly /= nl;
    nlz /= nl;
    hit.t = t;
    hit.prim = p;
    hit.px = ox + dx * t;
    hit.py = oy + dy * t;
    hit.pz = oz + dz * t;
    hit.nx = nlx * ax[0] + nly * ay[0] + nlz * az[0];
    hit.ny = nlx * ax[1] + nly * ay[1] + nlz * az[1];
    hit.nz = nlx * ax[2] + nly * ay[2] + nlz * az[2];
    hit.lx = lx;
    hit.ly = ly;
    hit.lz = lz;
    hit.face = face;
    hit.faceSign = sign;
  }
  return t;
}

interface Node {
  lo: [number, number, number];
  hi: [number, number, number];
  left: Node | null;
  right: Node | null;
  prims: Prim[];
}

function aabbHit(
  lo: [number, number, number],
  hi: [number, number, number],
  ox: number,
  oy: number,
  oz: number,
  ix: number,
  iy: number,
  iz: number,
  tMax: number,
): boolean {
  let t1 = (lo[0] - ox) * ix;
  let t2 = (hi[0] - ox) * ix;
  let tn = Math.min(t1, t2);
  let tf = Math.max(t1, t2);
  t1 = (lo[1] - oy) * iy;
  t2 = (hi[1] - oy) * iy;
  tn = Math.max(tn, Math.min(t1, t2));
  tf = Math.min(tf, Math.max(t1, t2));
  t1 = (lo[2] - oz) * iz;
  t2 = (hi[2] - oz) * iz;
  tn = Math.max(tn, Math.min(t1, t2));
  tf = Math.min(tf, Math.max(t1, t2));
  return tf >= Math.max(tn, 0) && tn < tMax;
}

function build(prims: Prim[]): Node {
  const lo: [number, number, number] = [Infinity, Infinity, Infinity];
  const hi: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  for (const p of prims) {
    for (let k = 0; k < 3; k++) {
      lo[k] = Math.min(lo[k]!, p.lo[k]!);
      hi[k] = Math.max(hi[k]!, p.hi[k]!);
    }
  }
  if (prims.length <= 4) return { lo, hi, left: null, right: null, prims };
  // Split along the longest axis at the median centre.
  const ext = [hi[0] - lo[0], hi[1] - lo[1], hi[2] - lo[2]];
  const axis = ext[0]! >= ext[1]! && ext[0]! >= ext[2]! ? 0 : ext[1]! >= ext[2]! ? 1 : 2;
  const sorted = [...prims].sort((a, b) => a.lo[axis]! + a.hi[axis]! - (b.lo[axis]! + b.hi[axis]!));
  const mid = sorted.length >> 1;
  return { lo, hi, left: build(sorted.slice(0, mid)), right: build(sorted.slice(mid)), prims: [] };
}

/** A set of primitives with a BVH for fast nearest-hit and shadow queries. */
export class Scene {
  private readonly root: Node | null;
  constructor(readonly prims: Prim[]) {
    this.root = prims.length ? build(prims) : null;
  }

  /** Nearest hit closer than tMax; returns true and fills hit if found. */
  intersect(
    ox: number,
    oy: number,
    oz: number,
    dx: number,
    dy: number,
    dz: number,
    tMax: number,
    hit: Hit,
  ): boolean {
    if (!this.root) return false;
    const ix = 1 / dx;
    const iy = 1 / dy;
    const iz = 1 / dz;
    let best = tMax;
    let found = false;
    const stack = this.stack;
    let sp = 0;
    stack[sp++] = this.root;
    while (sp > 0) {
      const n = stack[--sp]!;
      if (!aabbHit(n.lo, n.hi, ox, oy, oz, ix, iy, iz, best)) continue;
      if (n.left) {
        stack[sp++] = n.left;
        if (n.right) stack[sp++] = n.right;
        continue;
      }
      for (const p of n.prims) {
        const t = intersectPrim(p, ox, oy, oz, dx, dy, dz, best, hit);
        if (t < best) {
          best = t;
          found = true;
        }
      }
    }
    return found;
  }

  /** Any hit closer than tMax (shadow rays). */
  occluded(
    ox: number,
    oy: number,
    oz: number,
    dx: number,
    dy: number,
    dz: number,
    tMax: number,
  ): boolean {
    if (!this.root) return false;
    const ix = 1 / dx;
    const iy = 1 / dy;
    const iz = 1 / dz;
    const stack = this.stack;
    let sp = 0;
    stack[sp++] = this.root;
    while (sp > 0) {
      const n = stack[--sp]!;
      if (!aabbHit(n.lo, n.hi, ox, oy, oz, ix, iy, iz, tMax)) continue;
      if (n.left) {
        stack[sp++] = n.left;
        if (n.right) stack[sp++] = n.right;
        continue;
      }
      for (const p of n.prims) {
        if (p.mat.noShadow || p.mat.emit) continue;
        if (intersectPrim(p, ox, oy, oz, dx, dy, dz, tMax, null) < tMax) return true;
      }
    }
    return false;
  }

  /**
   * Cheap ambient occlusion from distance to nearby boxes: objects darken
   * what is close beneath or beside them, like contact shadows in a photo.
   */
  ambientOcclusion(
    px: number,
    py: number,
    pz: number,
    nx: number,
    ny: number,
    nz: number,
    self: Prim | null,
  ): number {
    if (!this.root) return 1;
    let occ = 0;
    // Walk only BVH nodes within reach (max AO radius ~1.1 m).
    const reach = 1.1;
    const stack = this.stack;
    let sp = 0;
    stack[sp++] = this.root;
    while (sp > 0) {
      const n = stack[--sp]!;
      if (
        px < n.lo[0] - reach ||
        px > n.hi[0] + reach ||
        py < n.lo[1] - reach ||
        py > n.hi[1] + reach ||
        pz < n.lo[2] - reach ||
        pz > n.hi[2] + reach
      )
        continue;
      if (n.left) {
        stack[sp++] = n.left;
        if (n.right) stack[sp++] = n.right;
        continue;
      }
      for (const p of n.prims) {
        if (p === self || p.mat.emit) continue;
        occ += this.boxOcclusion(p, px, py, pz, nx, ny, nz);
      }
    }
    return Math.max(0.25, 1 - occ);
  }

  private readonly stack: Node[] = [];

  private boxOcclusion(
    p: Prim,
    px: number,
    py: number,
    pz: number,
    nx: number,
    ny: number,
    nz: number,
  ): number {
    const R = 0.12 + 0.9 * Math.min(p.h[1], Math.max(p.h[0], p.h[2]));
    if (
      px < p.lo[0] - R ||
      px > p.hi[0] + R ||
      py < p.lo[1] - R ||
      py > p.hi[1] + R ||
      pz < p.lo[2] - R ||
      pz > p.hi[2] + R
    )
      return 0;
    const rx = px - p.c[0];
    const ry = py - p.c[1];
    const rz = pz - p.c[2];
    const lx = rx * p.ax[0] + ry * p.ax[1] + rz * p.ax[2];
    const ly = rx * p.ay[0] + ry * p.ay[1] + rz * p.ay[2];
    const lz = rx * p.az[0] + ry * p.az[1] + rz * p.az[2];
    const qx = Math.max(Math.abs(lx) - p.h[0], 0);
    const qy = Math.max(Math.abs(ly) - p.h[1], 0);
    const qz = Math.max(Math.abs(lz) - p.h[2], 0);
    const d = Math.sqrt(qx * qx + qy * qy + qz * qz);
    if (d >= R) return 0;
    // Occlusion only counts if the box is in front of the surface normal.
    const cx = Math.max(-p.h[0], Math.min(p.h[0], lx));
    const cy = Math.max(-p.h[1], Math.min(p.h[1], ly));
    const cz = Math.max(-p.h[2], Math.min(p.h[2], lz));
    const wx = p.c[0] + cx * p.ax[0] + cy * p.ay[0] + cz * p.az[0] - px;
    const wy = p.c[1] + cx * p.ax[1] + cy * p.ay[1] + cz * p.az[1] - py;
    const wz = p.c[2] + cx * p.ax[2] + cy * p.ay[2] + cz * p.az[2] - pz;
    const wl = Math.sqrt(wx * wx + wy * wy + wz * wz) + 1e-4;
    const facing = Math.max(0, (wx * nx + wy * ny + wz * nz) / wl) * 0.7 + 0.3;
    const k = 1 - d / R;
    return k * k * facing * 0.55;
  }
}
