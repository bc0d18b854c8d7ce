import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { BRAND_GLYPHS, brandGlyphId } from "../app/ui/icons/brand-glyphs";
import { SPRITE_ICONS } from "../app/ui/icons/names";
import { iconSprite, SPRITE_FILE } from "./icon-sprite";

describe("the icon sprite", () => {
  it("is drawn from lucide for exactly the listed icons (npm run icons:sprite after a change)", async () => {
    const committed = await readFile(SPRITE_FILE, "utf8");
    expect(committed).toBe(await iconSprite());
    const ids = [...committed.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(ids.map(([, id]) => id)).toEqual([...SPRITE_ICONS, ...Object.keys(BRAND_GLYPHS).map(brandGlyphId)]);
    // Every symbol draws something.
    for (const [, id, shapes] of ids) expect(shapes, id).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse) /);
  });
});
