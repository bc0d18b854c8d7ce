import { describe, expect, it } from "vitest";
import { deferAppScripts as deferAppScriptsInBytes } from "./defer-scripts.server";

/** The rewrite of a document given as text. */
function deferAppScripts(html: string): string {
  return deferAppScriptsInBytes(Buffer.from(html, "utf8")).toString("utf8");
}

// The shape React Router 7 renders: hoisted preload links in <head>, then at the end of <body>
// the context script and the module script that imports the route modules.
const documentHtml = [
  '<!DOCTYPE html><html lang="en-CA"><head>',
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  "<title>About Us | Cedarline Flooring</title>",
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/framework-B.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/about-C.js" nonce="n0nce"/>',
  "</head><body><main><h1>About Us</h1><p>Café floors — über oak.</p></main>",
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>',
  '<script nonce="n0nce" type="module" async="">;',
  'import * as route0 from "/assets/root-D.js";',
  'import * as route1 from "/assets/about-C.js";',
  '  window.__reactRouterManifest = {\n    "entry": {\n      "module": "/assets/entry.client-A.js"\n    }\n  };',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};',
  "",
  'import("/assets/entry.client-A.js");</script>',
  '<script nonce="n0nce">window.__reactRouterContext.streamController.enqueue("[]");</script>',
  "</body></html>",
].join("\n");

describe("deferAppScripts", () => {
  const html = deferAppScripts(documentHtml);

  it("takes the module preloads out of the head", () => {
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"');
  });

  it("loads the same modules dynamically once the page has painted", () => {
    const script = html.slice(html.indexOf('type="module"'));
    expect(script).not.toMatch(/^import \* as/m);
    const waitAt = script.indexOf('observe({ type: "paint", buffered: true })');
    const preloadAt = script.indexOf('["/assets/entry.client-A.js","/assets/framework-B.js","/assets/about-C.js"]');
    const importAt = script.indexOf(
      'const [route0,route1]=await Promise.all([import("/assets/root-D.js"),import("/assets/about-C.js")]);',
    );
    const entryAt = script.indexOf('import("/assets/entry.client-A.js");');
    expect(waitAt).toBeGreaterThan(0);
    expect(preloadAt).toBeGreaterThan(waitAt);
    expect(importAt).toBeGreaterThan(preloadAt);
    expect(script.indexOf('window.__reactRouterRouteModules = {"root":route0')).toBeGreaterThan(importAt);
    expect(entryAt).toBeGreaterThan(importAt);
  });

  it("writes the route manifest on one line, the same JSON", () => {
    const script = html.slice(html.indexOf('type="module"'));
    expect(script).toContain('window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};\n');
  });

  it("keeps an escaped `<` in the manifest escaped: its text never closes the script element", () => {
    const escaped = documentHtml.replace('"/assets/entry.client-A.js"\n', '"/assets/entry.client-A.js\\u003c/script>\\u003cscript>alert(1)//"\n');
    const rewritten = deferAppScripts(escaped);
    expect(rewritten).not.toBe(escaped);
    const script = rewritten.slice(rewritten.indexOf('type="module"'));
    expect(script).toContain('"/assets/entry.client-A.js\\u003c/script>\\u003cscript>alert(1)//"');
    expect(rewritten.match(/<\/script>/g)).toHaveLength(documentHtml.match(/<\/script>/g)!.length);
  });

  it("keeps the rest of the document byte for byte", () => {
    expect(html).toContain("<main><h1>About Us</h1><p>Café floors — über oak.</p></main>");
    expect(html).toContain('<script nonce="n0nce" type="module" async="">');
    expect(html.endsWith('enqueue("[]");</script>\n</body></html>')).toBe(true);
  });

  it("gives the script something that parses as a module", () => {
    const body = html.slice(html.indexOf('async="">') + 'async="">'.length, html.lastIndexOf("</script>\n<script"));
    // A module body with top-level await parses inside an async function.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (code: string) => unknown;
    expect(() => new AsyncFunction(body.replace(/\bimport\(/g, "Promise.resolve("))).not.toThrow();
  });

  it("leaves a document without React Router's module script alone", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><script>1</script></body></html>";
    expect(deferAppScripts(plain)).toBe(plain);
  });

  it("leaves a page that ships no app, only its enhancing module, alone (page-scripts.tsx)", () => {
    const enhanced = '<!DOCTYPE html><html><head></head><body><main></main><script type="module" src="/assets/enhance-F.js" nonce="n0nce"></script></body></html>';
    expect(deferAppScripts(enhanced)).toBe(enhanced);
  });
});

describe("deferAppScripts beyond the head", () => {
  it("takes out a preload link that is not in the head too", () => {
    const stray = documentHtml.replace("<main>", '<main><link rel="modulepreload" href="/assets/late-E.js"/>');
    const output = deferAppScripts(stray);
    expect(output).not.toContain('<link rel="modulepreload"');
    expect(output).toContain('"/assets/late-E.js"');
    expect(output).toContain('"/assets/about-C.js"');
  });
});
