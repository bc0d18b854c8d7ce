import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { IslandRoot, islandIdPrefix, islandSlot, type PlacedIsland } from "./islands";

/*
 * Each island's HTML, rendered after the page into the marker the page left for it (islands.tsx).
 * Rendered on its own, an island is the tree the browser hydrates (islands/islands.ts): its own
 * root and its own `useId` prefix. Inside the page's tree its ids would follow its place in the
 * page, which an island hydrated alone cannot reproduce.
 */

/** The element an island's root renders, the same on both sides. */
export function islandElement(island: Pick<PlacedIsland, "component" | "props" | "locale">) {
  return createElement(IslandRoot, { locale: island.locale }, createElement(island.component, island.props as never));
}

/** The page (UTF-8) with each island's HTML in its marker; the page itself when it has none. */
export function renderIslands(page: Buffer, islands: readonly PlacedIsland[]): Buffer {
  if (islands.length === 0) return page;
  const parts: Buffer[] = [];
  let from = 0;
  islands.forEach((island, index) => {
    const slot = Buffer.from(islandSlot(index), "utf8");
    const at = page.indexOf(slot, from);
    if (at < 0) throw new Error(`The page has no marker for its island ${island.name} (${index}).`);
    parts.push(page.subarray(from, at), Buffer.from(renderToString(islandElement(island), { identifierPrefix: islandIdPrefix(index) }), "utf8"));
    from = at + slot.length;
  });
  parts.push(page.subarray(from));
  return Buffer.concat(parts);
}
