// Deterministic, offline image generator for the site (rooms, floors, swatches,
// trims, stairs, spindles). See scripts/generate-images/README.md.
//   npx tsx scripts/generate-images.ts                 # everything
//   npx tsx scripts/generate-images.ts swatch/ grade/  # only keys with these prefixes
//   npx tsx scripts/generate-images.ts scene/hero-1 --preview=/tmp/prev --scale=0.5
import { main } from "./generate-images/main.ts";

await main(process.argv.slice(2));
