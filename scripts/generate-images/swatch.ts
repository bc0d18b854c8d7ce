// Product swatch: boards seen from above, running vertically, with staggered
// end joints, bevels and a soft sheen.
import { Floor, type FloorSpec, newFloorSample } from "./floor.ts";
import { type ProductId, productFloor } from "./products.ts";
import { type Raster } from "./raster.ts";
import { hashString } from "./rng.ts";
import { type SurfaceSample, renderSurface } from "./surface.ts";

export function renderSwatch(id: ProductId, size: number, seedKey: string): Raster {
  // About four boards across, whatever their width.
  return renderFloorSwatch(productFloor(id), 4.3, size, seedKey);
}

/** A swatch of any floor, `across` boards wide. */
export function renderFloorSwatch(
  spec: FloorSpec,
  across: number,
  size: number,
  seedKey: string,
): Raster {
  const floor = new Floor(spec, hashString(seedKey));
  const viewMm = spec.plankW * across;
  const s = viewMm / size;
  const fs = newFloorSample();
  // Offset so the frame does not start exactly on a board edge.
  const ox = 3100;
  const oy = spec.plankW * 0.37;
  return renderSurface({
    width: size,
    height: size,
    mmPerPx: s,
    gloss: spec.style.finish.gloss,
    relief: 1.6,
    sample: (x: number, y: number, fw: number, o: SurfaceSample) => {
      floor.sample(y + ox, x + oy, fw, fs);
      o.r = fs.r;
      o.g = fs.g;
      o.b = fs.b;
      o.height = fs.height;
      o.nx = fs.ny;
      o.ny = fs.nx;
    },
  });
}
