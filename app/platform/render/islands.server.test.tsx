import { useId } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Island, IslandsProvider, islandIdPrefix, islandJson, type PlacedIsland } from "./islands";
import { islandElement, renderIslands } from "./islands.server";

function Labelled({ label }: { label: string }) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} />
    </p>
  );
}

describe("islandJson", () => {
  it("writes props no text in them can break out of their block, and reads back the same", () => {
    const props = { text: "</script><script>alert(1)</script> <!-- & \u2028 ’" };
    const json = islandJson(props);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(props);
  });
});

describe("Island", () => {
  it("is the component itself on a page that runs the app", () => {
    expect(renderToStaticMarkup(<Island name="labelled" component={Labelled} props={{ label: "Area" }} />)).toContain("<label");
  });

  it("is a JSON block and an empty marker on a page without the app, which the server then fills", () => {
    const placed: PlacedIsland[] = [];
    const page = renderToStaticMarkup(
      <IslandsProvider value={placed}>
        <main>
          <Island name="labelled" component={Labelled} props={{ label: "Area </script>" }} />
          <Island name="labelled" component={Labelled} props={{ label: "Colour" }} />
        </main>
      </IslandsProvider>,
    );
    expect(placed.map((island) => island.props)).toEqual([{ label: "Area </script>" }, { label: "Colour" }]);
    expect(page).toContain('<script type="application/json">{"label":"Area \\u003c/script\\u003e"}</script><div class="contents" data-island="labelled">');
    const filled = renderIslands(Buffer.from(page), placed).toString("utf8");
    expect(filled).not.toContain("data-island-slot");
    // Each island as the browser renders it to hydrate it: its own root, its own id prefix.
    for (const [index, island] of placed.entries()) {
      expect(filled).toContain(renderToString(islandElement(island), { identifierPrefix: islandIdPrefix(index) }));
    }
    const ids = [...filled.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toContain(islandIdPrefix(0));
    expect(ids[1]).toContain(islandIdPrefix(1));
  });
});
