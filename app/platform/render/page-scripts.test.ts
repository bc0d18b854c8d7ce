import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { builtAddress } from "./enhance-script.server";
import { pageIslands, pageModule, shipsNoApp } from "./page-scripts";

describe("shipsNoApp", () => {
  it("is true when a matched route's handle says so, whatever the others say", () => {
    expect(shipsNoApp([undefined, { preloadImage: {} }, { scripts: "none" }])).toBe(true);
  });

  it("is false for pages that declare nothing, or something else", () => {
    expect(shipsNoApp([undefined, { privateArea: true }])).toBe(false);
    expect(shipsNoApp([{ scripts: "all" }])).toBe(false);
    expect(shipsNoApp([])).toBe(false);
  });
});

describe("pageModule", () => {
  it("is the innermost route's own module, else the chrome's", () => {
    expect(pageModule([undefined, { scripts: "none", enhance: "app/islands/list-page.ts" }])).toBe("app/islands/list-page.ts");
    expect(pageModule([{ enhance: "app/islands/outer.ts" }, { enhance: "app/islands/inner.ts" }])).toBe("app/islands/inner.ts");
    expect(pageModule([undefined, { scripts: "none" }])).toBe("app/islands/enhance.ts");
  });
});

describe("pageIslands", () => {
  it("is the innermost route's list of islands, else none", () => {
    expect(pageIslands([undefined, { scripts: "none", islands: ["carousel"] }])).toEqual(["carousel"]);
    expect(pageIslands([{ islands: ["outer"] }, { islands: ["inner"] }])).toEqual(["inner"]);
    expect(pageIslands([undefined, { scripts: "none" }])).toEqual([]);
  });
});

describe("builtAddress", () => {
  const clientDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "client-build-"));
    mkdirSync(path.join(dir, ".vite"));
    return dir;
  };

  it("reads the enhancing module's hashed file from the build's manifest", () => {
    const dir = clientDir();
    writeFileSync(path.join(dir, ".vite", "manifest.json"), JSON.stringify({ "app/islands/enhance.ts": { file: "assets/enhance-AbC1.js", isEntry: true } }));
    expect(builtAddress(dir)).toBe("/assets/enhance-AbC1.js");
  });

  it("reads a page's own module by its source", () => {
    const dir = clientDir();
    writeFileSync(path.join(dir, ".vite", "manifest.json"), JSON.stringify({ "app/islands/list-page.ts": { file: "assets/list-page-X9.js", isEntry: true } }));
    expect(builtAddress(dir, "app/islands/list-page.ts")).toBe("/assets/list-page-X9.js");
  });

  it("refuses a build whose manifest does not name it", () => {
    const dir = clientDir();
    writeFileSync(path.join(dir, ".vite", "manifest.json"), "{}");
    expect(() => builtAddress(dir)).toThrow(/app\/islands\/enhance\.ts/);
  });
});
