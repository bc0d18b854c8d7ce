// Raster copies of the vector mark (public/favicon.svg) for places that do not take SVG:
// the home-screen icon of phones and the logo in structured data.
//   npx tsx scripts/generate-icons.ts
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../public");
const mark = path.join(publicDir, "favicon.svg");

const outputs = [
  { file: "apple-touch-icon.png", size: 180 },
  { file: "logo.png", size: 512 },
];

for (const { file, size } of outputs) {
  await sharp(mark, { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    // Square and opaque: phones round the corners themselves.
    .flatten({ background: "#2b2118" })
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(publicDir, file));
  console.log(`public/${file} (${size}×${size})`);
}
