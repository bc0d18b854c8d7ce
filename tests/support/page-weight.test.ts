import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loaderDataBytes, pageWeight, scriptBudgetKB, scriptsNamedBy, staticImportsOf } from "./page-weight";

describe("a page's weight", () => {
  const client = mkdtempSync(path.join(os.tmpdir(), "page-weight-"));
  afterAll(() => rmSync(client, { recursive: true, force: true }));

  it("names the scripts the page loads, not the route manifest's other pages", () => {
    const html = [
      '<link rel="modulepreload" href="/assets/root-a.js"/>',
      '<script type="module">for (const href of ["/assets/about-b.js"]){} import("/assets/entry-c.js");',
      'window.__reactRouterManifest = {"routes":{"home":{"module":"/assets/home-d.js"}}};',
      "</script>",
    ].join("\n");
    expect(scriptsNamedBy(html).sort()).toEqual(["/assets/about-b.js", "/assets/entry-c.js", "/assets/root-a.js"]);
  });

  it("follows static imports and leaves imports on demand out", () => {
    const source = 'import{a as b}from"./framework-x.js";import"./shared-y.js";export{c}from"../assets/ui-z.js";const t=()=>import("./toaster-w.js");';
    expect(staticImportsOf(source, "/assets/root-a.js").sort()).toEqual(["/assets/framework-x.js", "/assets/shared-y.js", "/assets/ui-z.js"]);
  });

  it("sums every chunk once, at its Brotli size, and counts the loader data", () => {
    mkdirSync(path.join(client, "assets"));
    writeFileSync(path.join(client, "assets", "root-a.js"), 'import"./shared-y.js";' + "x".repeat(5000));
    writeFileSync(path.join(client, "assets", "shared-y.js"), 'import"./root-a.js";export const y=1;');
    const data = '<script>window.__reactRouterContext.streamController.enqueue("[1]")</script>';
    const weight = pageWeight(`<link rel="modulepreload" href="/assets/root-a.js"/>${data}`, client);
    expect(weight.scripts.map((script) => script.file)).toEqual(["/assets/root-a.js", "/assets/shared-y.js"]);
    // Five thousand of one letter compress to a few dozen bytes.
    expect(weight.scriptBytes).toBeGreaterThan(0);
    expect(weight.scriptBytes).toBeLessThan(200);
    expect(weight.dataBytes).toBe(loaderDataBytes(data));
    expect(weight.dataBytes).toBe(Buffer.byteLength(data));
    expect(() => pageWeight('<script src="/assets/gone.js"></script>', client)).toThrow(/gone\.js/);
  });

  it("gives the text pages the light budget and the interactive ones the larger", () => {
    expect(scriptBudgetKB("/about")).toBe(10);
    expect(scriptBudgetKB("/news/hardwood-selection-guide")).toBe(10);
    expect(scriptBudgetKB("/")).toBe(75);
    expect(scriptBudgetKB("/products/1")).toBe(75);
    expect(scriptBudgetKB("/inspiration/gallery")).toBe(75);
  });
});
