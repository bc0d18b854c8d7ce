import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { imageManifest } from "./image-manifest";

const root = path.resolve("public/img");

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? listFiles(path.join(dir, entry.name))
      : [path.relative(root, path.join(dir, entry.name)).split(path.sep).join("/")],
  );
}

describe("generated images", () => {
  const expected = new Set<string>();
  for (const [key, entry] of Object.entries(imageManifest)) {
    for (const width of entry.widths) {
      expected.add(`${key}-${width}.avif`);
      expected.add(`${key}-${width}.webp`);
    }
    if (key.startsWith("og/")) expected.add(`${key}.jpg`);
  }

  it("has every file the manifest names, and no stray files", () => {
    expect(listFiles(root).sort()).toEqual([...expected].sort());
  });

  it("describes each image consistently", () => {
    for (const [key, entry] of Object.entries(imageManifest)) {
      expect(entry.widths.at(-1), key).toBe(entry.width);
      expect([...entry.widths].sort((a, b) => a - b), key).toEqual([...entry.widths]);
      expect(entry.color, key).toMatch(/^#[0-9a-f]{6}$/);
      expect(entry.v, key).toMatch(/^[0-9a-f]{8}$/);
      for (const width of entry.widths) {
        expect(statSync(path.join(root, `${key}-${width}.avif`)).size, key).toBeGreaterThan(500);
      }
    }
  });
});
