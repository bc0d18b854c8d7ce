// The catalogue of images: key, size, published widths and how to render it.
import { closeups, renderCloseup } from "./closeup.ts";
import { renderFlatLay } from "./flatlay.ts";
import { type ProductId } from "./products.ts";
import { toneMap } from "./raster.ts";
import { RoomRenderer } from "./room.ts";
import { flatScenes, roomScenes } from "./scenes.ts";
import { productShots } from "./product-shots.ts";
import { renderFloorSwatch, renderSwatch } from "./swatch.ts";

export interface Job {
  key: string;
  /** Largest published size. */
  width: number;
  height: number;
  widths: readonly number[];
  /** Supersampling factor of the render relative to the largest size. */
  ss: number;
  /** Rough relative cost, for scheduling the slow ones first. */
  cost: number;
  jpg?: boolean;
  /** Render at w x h (already supersampled) to 8-bit sRGB. */
  render: (w: number, h: number) => Uint8Array;
}

const SQUARE = [320, 640, 1024] as const;
const CLOSE = [480, 828, 1200] as const;
const WIDE = [480, 828, 1280, 1920] as const;
const PHOTO = [480, 828, 1200, 1600] as const;
const NEWS = [480, 828, 1200] as const;
/** Upright heroes for phones: 480 for small screens, 828 for 2x, 1080 for 3x. */
const PORTRAIT = [480, 828, 1080] as const;

/** Size of a scene key from its group. */
function sizeOf(key: string): Pick<Job, "width" | "height" | "widths" | "jpg"> {
  // The home carousel fills a phone's screen (9:16); inner-page banners are shorter (3:4).
  if (/^scene\/hero-\d+-portrait$/.test(key))
    return { width: 1080, height: 1920, widths: PORTRAIT };
  if (/^scene\/.+-portrait$/.test(key)) return { width: 1080, height: 1440, widths: PORTRAIT };
  if (key.startsWith("scene/")) return { width: 1920, height: 1080, widths: WIDE };
  if (key.startsWith("project/")) return { width: 1600, height: 1067, widths: PHOTO };
  if (key.startsWith("news/")) return { width: 1200, height: 800, widths: NEWS };
  if (key.startsWith("gallery/")) return { width: 1200, height: 900, widths: CLOSE };
  if (key.startsWith("og/")) return { width: 1200, height: 630, widths: [1200], jpg: true };
  if (/^(stair|trim|spindle)\//.test(key)) return { width: 1024, height: 1024, widths: SQUARE };
  throw new Error(`No size rule for ${key}`);
}

const swatchIds: ProductId[] = [
  "nature",
  "lily-canvas",
  "ivory-gold",
  "burlywood",
  "silver",
  "senior-grey",
  "old-prairie",
  "nudie",
  "smoked-oak",
  "espresso",
  "white-oak",
  "red-oak",
  "maple-natural",
  "maple-honey",
  "walnut-natural",
  "walnut-dark",
  "hickory-natural",
  "hickory-saddle",
  "spc-coastal-grey",
  "spc-sandbar",
  "spc-harbour-oak",
  "spc-driftwood",
  "spc-chestnut",
  "spc-stone-grey",
  "laminate-barn-oak",
  "laminate-alpine",
  "laminate-cognac",
  "laminate-fog",
];

const all: Job[] = [
  ...Object.entries(roomScenes).map(([key, fn]): Job => ({
    key,
    ...sizeOf(key),
    ss: 1,
    cost: 20,
    render: (w, h) => new RoomRenderer(fn()).render(w, h),
  })),
  ...Object.entries(flatScenes).map(([key, fn]): Job => ({
    key,
    ...sizeOf(key),
    ss: 1.5,
    cost: 10,
    render: (w, h) =>
      toneMap(renderFlatLay(fn(), w, h, key), { exposure: 1, vignette: 0.2, filmic: false }),
  })),
  ...Object.entries(closeups).map(([key, spec]): Job => ({
    key,
    width: 1200,
    height: 900,
    widths: CLOSE,
    ss: 1.5,
    cost: 5,
    render: (w, h) =>
      toneMap(renderCloseup(spec, w, h, key), { exposure: 1, vignette: 0.15, filmic: false }),
  })),
  ...swatchIds.map((id): Job => ({
    key: `swatch/${id}`,
    width: 1024,
    height: 1024,
    widths: SQUARE,
    ss: 1.6,
    cost: 4,
    render: (w) =>
      toneMap(renderSwatch(id, w, `swatch/${id}`), { exposure: 1, vignette: 0, filmic: false }),
  })),
  ...Object.entries(productShots).map(([key, fn]): Job => ({
    key,
    width: 1024,
    height: 1024,
    widths: SQUARE,
    ss: 1.6,
    cost: 4,
    render: (w) => {
      const { floor, across } = fn();
      return toneMap(renderFloorSwatch(floor, across, w, key), {
        exposure: 1,
        vignette: 0,
        filmic: false,
      });
    },
  })),
];

/** Catalogue order: the order keys appear in the generated manifest. */
const order = [
  "scene/",
  "project/",
  "news/",
  "gallery/",
  "species/",
  "grade/",
  "finish/",
  "swatch/",
  "product/",
  "stair/",
  "trim/",
  "spindle/",
  "og/",
];
export const jobs: Job[] = order.flatMap((p) => all.filter((j) => j.key.startsWith(p)));
