// Product swatch: boards seen from above, running vertically, with staggered
// end joints, bevels and a soft sheen.
import { Floor, newFloorSample } from "./floor.ts";
import { type ProductId, productFloor } from "./products.ts";
import { type Raster } from "./raster.ts";
import { hashString } from "./rng.ts";
import { type SurfaceSample, renderSurface } from "./surface.ts";

export function renderSwatch(id: ProductId, size: number, seedKey: string): Raster {
  const spec = productFloor(id);
  const floor = new Floor(spec, hashString(seedKey));
  // Show about four boards across; narrower boards show more.
  const viewMm = spec.plankW * 4.3;
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
