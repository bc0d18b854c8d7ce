// Resize the supersampled render to each published width and encode.
import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { toHex } from "./color.ts";

export interface Encoded {
  key: string;
  width: number;
  height: number;
  widths: number[];
  color: string;
  v: string;
  bytes: number;
}

export interface EncodeInput {
  key: string;
  rgb: Uint8Array;
  w: number;
  h: number;
  width: number;
  height: number;
  widths: readonly number[];
  jpg: boolean;
}

function raw(i: EncodeInput): Sharp {
  return sharp(Buffer.from(i.rgb.buffer, i.rgb.byteOffset, i.rgb.byteLength), {
    raw: { width: i.w, height: i.h, channels: 3 },
  });
}

export async function encodeAll(outDir: string, i: EncodeInput): Promise<Encoded> {
  const base = path.join(outDir, i.key);
  await mkdir(path.dirname(base), { recursive: true });
  let bytes = 0;
  let largestWebp: Buffer | undefined;
  let color = "#000000";
  const sorted = [...i.widths].sort((a, b) => a - b);
  for (const w of sorted) {
    const h = Math.round((w * i.height) / i.width);
    // One decode-resize per width keeps memory low; lanczos3 for crisp grain.
    const px = await raw(i).resize(w, h, { kernel: "lanczos3", fit: "fill" }).raw().toBuffer();
    const img = (): Sharp => sharp(px, { raw: { width: w, height: h, channels: 3 } });
    const avif = await img()
      .avif({ quality: 55, effort: 4, chromaSubsampling: "4:2:0" })
      .toBuffer();
    const webp = await img().webp({ quality: 72, effort: 5 }).toBuffer();
    await writeFile(`${base}-${w}.avif`, avif);
    await writeFile(`${base}-${w}.webp`, webp);
    bytes += avif.length + webp.length;
    if (w === sorted[sorted.length - 1]) {
      largestWebp = webp;
      color = averageColor(px);
      if (i.jpg) {
        const jpg = await img()
          .resize(1200, 630, { fit: "cover" })
          .jpeg({ quality: 82, mozjpeg: true })
          .toBuffer();
        await writeFile(`${base}.jpg`, jpg);
        bytes += jpg.length;
      }
    }
  }
  const v = createHash("sha256")
    .update(largestWebp ?? Buffer.alloc(0))
    .digest("hex")
    .slice(0, 8);
  return { key: i.key, width: i.width, height: i.height, widths: sorted, color, v, bytes };
}

function averageColor(px: Buffer): string {
  let r = 0;
  let g = 0;
  let b = 0;
  const n = px.length / 3;
  for (let k = 0; k < px.length; k += 3) {
    r += px[k]!;
    g += px[k + 1]!;
    b += px[k + 2]!;
  }
  return toHex([r / n / 255, g / n / 255, b / n / 255]);
}

/** Preview helper: a PNG of the render at its final largest size. */
export async function writePreview(dir: string, i: EncodeInput): Promise<void> {
  const file = path.join(dir, `${i.key.replace(/\//g, "__")}.png`);
  await mkdir(dir, { recursive: true });
  await raw(i).resize(i.width, i.height, { kernel: "lanczos3", fit: "fill" }).png().toFile(file);
}
