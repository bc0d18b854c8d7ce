import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { builtAddress } from "./enhance-script.server";
import { shipsNoApp } from "./page-scripts";

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

  it("refuses a build whose manifest does not name it", () => {
    const dir = clientDir();
    writeFileSync(path.join(dir, ".vite", "manifest.json"), "{}");
    expect(() => builtAddress(dir)).toThrow(/app\/islands\/enhance\.ts/);
  });
});
