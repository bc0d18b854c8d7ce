// Draws the public pages' icons (app/ui/icons/names.ts) into one SVG sprite, from lucide's own
// drawings, with the brand glyphs of app/ui/icons/brand-glyphs.ts: app/ui/icons/icon-sprite.svg. Run after changing the list: npm run icons:sprite
// (`--check` only compares, for the tests).
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { BRAND_GLYPHS, brandGlyphId } from "../app/ui/icons/brand-glyphs";
import { SPRITE_ICONS } from "../app/ui/icons/names";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const SPRITE_FILE = path.join(ROOT, "app", "ui", "icons", "icon-sprite.svg");

type IconNode = [tag: string, attributes: Record<string, string>][];

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The sprite's text: one <symbol> per icon, its id the icon's name, no styling of its own. */
export async function iconSprite(): Promise<string> {
  const symbols: string[] = [];
  for (const name of SPRITE_ICONS) {
    const file = path.join(ROOT, "node_modules", "lucide-react", "dist", "esm", "icons", `${name}.mjs`);
    const { __iconData } = (await import(pathToFileURL(file).href)) as { __iconData: { node: IconNode } };
    const shapes = __iconData.node
      .map(([tag, attributes]) => {
        const drawn = Object.entries(attributes)
          .filter(([attribute]) => attribute !== "key")
          .map(([attribute, value]) => ` ${attribute}="${escapeAttribute(String(value))}"`)
          .join("");
        return `<${tag}${drawn}/>`;
      })
      .join("");
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`);
  }
  // The social networks' glyphs are filled, not stroked.
  for (const [name, d] of Object.entries(BRAND_GLYPHS)) {
    symbols.push(`<symbol id="${brandGlyphId(name)}" viewBox="0 0 24 24"><path fill="currentColor" stroke="none" d="${escapeAttribute(d)}"/></symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

async function main() {
  const sprite = await iconSprite();
  if (process.argv.includes("--check")) {
    const current = await readFile(SPRITE_FILE, "utf8").catch(() => "");
    if (current !== sprite) {
      console.error(`${path.relative(ROOT, SPRITE_FILE)} is out of date: run npm run icons:sprite`);
      process.exit(1);
    }
    return;
  }
  await writeFile(SPRITE_FILE, sprite);
  console.log(`${path.relative(ROOT, SPRITE_FILE)}: ${SPRITE_ICONS.length} icons, ${Buffer.byteLength(sprite)} bytes`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
