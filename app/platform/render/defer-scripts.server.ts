import { LRUCache } from "lru-cache";

/*
 * Paint first, then load the application.
 *
 * React Router's <Scripts> puts a modulepreload link for every chunk of the page in <head> and an
 * inline module script that imports the route modules statically. The browser then downloads and
 * runs all of that before its first paint, so on a slow phone the server-rendered page stays
 * blank while JavaScript that the first paint does not need is fetched and compiled.
 *
 * This rewrite keeps the markup React hydrates identical (the hoisted preload links are not part
 * of hydration; the inline script's body is not compared) and changes only when loading starts:
 * the module script waits for the first paint, then adds the preload links itself and imports
 * the same modules dynamically. The page reads, scrolls and follows links without JavaScript in
 * the meantime; menus and reveals have CSS fallbacks for exactly that state.
 */

const MODULE_SCRIPT_START = '<script nonce="';
const MODULE_SCRIPT_MARKER = 'type="module"';
const SCRIPT_END = "</script>";
const HEAD_END = "</head>";
/** React Router's module script names this; the script's end after it is where the rewrite stops. */
const MARKER = "__reactRouterRouteModules";


/** The page has painted (or will not paint soon, e.g. a hidden tab): time to load the app. */
const WAIT_FOR_FIRST_PAINT = `await new Promise((go) => {
  if (document.visibilityState === "hidden") return go();
  const timer = setTimeout(go, 1000);
  try {
    const seen = new PerformanceObserver((list) => {
      if (list.getEntries().length === 0) return;
      seen.disconnect();
      clearTimeout(timer);
      go();
    });
    seen.observe({ type: "paint", buffered: true });
  } catch {
    clearTimeout(timer);
    go();
  }
});`
  // Sent with every page: one line (every statement above ends in a semicolon or a brace).
  .replace(/\n\s*/g, "");

const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"\n]+");?[ \t]*$/gm;

/**
 * Rewrites the document (UTF-8) prefix that ends with React Router's module script. Returns the
 * input unchanged when it does not have the expected shape, so a framework change degrades to the
 * framework's own behaviour instead of a broken page. Only the head and the script are decoded:
 * the document itself is never one string (see render-document.server.ts).
 */
export function deferAppScripts(page: Buffer): Buffer {
  const moduleScript = findModuleScript(page);
  if (!moduleScript) return page;
  const { bodyStart, bodyEnd } = moduleScript;
  const headEnd = page.indexOf(HEAD_END);
  // Preload links are hoisted into the head: when no other is before the script, the page between
  // the head and the script, most of the document, is not searched.
  const headOnly = headEnd !== -1 && headEnd < bodyStart && page.lastIndexOf("modulepreload", bodyStart) < headEnd;
  const searchedUpTo = headOnly ? headEnd : bodyStart;
  const rewritten = rewriteParts(page.toString("utf8", 0, searchedUpTo), page.toString("utf8", bodyStart, bodyEnd));
  if (!rewritten) return page;
  return Buffer.concat([
    Buffer.from(rewritten.before, "utf8"),
    page.subarray(searchedUpTo, bodyStart),
    rewritten.body,
    page.subarray(bodyEnd),
  ]);
}

/**
 * The rewrite itself: the module script's `body`, and the markup `before` it whose preload links
 * it takes over. Null when the script does not have the expected shape.
 */
function rewriteParts(before: string, body: string): { before: string; body: Buffer } | null {
  const preloads: string[] = [];
  const head = before.replace(PRELOAD_LINK, (_link, href: string) => {
    preloads.push(href.replaceAll("&amp;", "&"));
    return "";
  });
  // The script is the same for every render of a route (its manifest and modules): rewritten once.
  const key = `${preloads.join("\n")}\n\n${body}`;
  let rewritten = rewrittenScripts.get(key);
  if (rewritten === undefined) {
    rewritten = Buffer.from(rewriteScript(preloads, body) ?? "", "utf8");
    rewrittenScripts.set(key, rewritten);
  }
  return rewritten.length === 0 ? null : { before: head, body: rewritten };
}

/** Rewritten module scripts, encoded, by their preloads and original text (empty: not the expected shape). */
const rewrittenScripts = new LRUCache<string, Buffer>({ max: 200 });

function rewriteScript(preloads: string[], body: string): string | null {
  const imports: { name: string | null; specifier: string }[] = [];
  const rest = body.replace(STATIC_IMPORT, (_line, name: string | undefined, specifier: string) => {
    imports.push({ name: name ?? null, specifier });
    return "";
  });
  if (imports.length === 0 || !/import\("[^"]+"\);?\s*$/.test(rest)) return null;

  const bindings = imports.map(({ name }, index) => name ?? `_unused${index}`).join(",");
  return [
    WAIT_FOR_FIRST_PAINT,
    `for(const href of ${JSON.stringify(preloads)}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link);}`,
    `const [${bindings}]=await Promise.all([${imports.map(({ specifier }) => `import(${specifier})`).join(",")}]);`,
    compactManifest(rest.trim()),
  ].join("\n");
}

const MANIFEST = /(window\.__reactRouterManifest = )(\{[\s\S]*?\});\n/;

/**
 * React Router writes the page's route manifest indented, a third of it spaces: written on one
 * line instead. Left as it is when it is not the JSON expected.
 */
function compactManifest(script: string): string {
  const match = MANIFEST.exec(script);
  if (!match) return script;
  try {
    // `<` escaped, as it would be in any JSON written into a script element.
    const compact = JSON.stringify(JSON.parse(match[2]!)).replaceAll("<", "\\u003c");
    return script.slice(0, match.index) + match[1] + compact + ";\n" + script.slice(match.index + match[0].length);
  } catch {
    return script;
  }
}

function findModuleScript(page: Buffer): { bodyStart: number; bodyEnd: number } | null {
  let from = 0;
  for (;;) {
    const start = page.indexOf(MODULE_SCRIPT_START, from);
    if (start === -1) return null;
    const tagEnd = page.indexOf(">", start);
    if (tagEnd === -1) return null;
    const bodyEnd = page.indexOf(SCRIPT_END, tagEnd);
    if (bodyEnd === -1) return null;
    const tag = page.subarray(start, tagEnd + 1);
    if (tag.includes(MODULE_SCRIPT_MARKER) && page.subarray(tagEnd + 1, bodyEnd).includes(MARKER)) {
      return { bodyStart: tagEnd + 1, bodyEnd };
    }
    from = bodyEnd;
  }
}
