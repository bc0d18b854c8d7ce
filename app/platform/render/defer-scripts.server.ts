import { Transform, type TransformCallback } from "node:stream";

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
});`;

const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"\n]+");?[ \t]*$/gm;

/**
 * Rewrites the document prefix that ends with React Router's module script. Returns the input
 * unchanged when it does not have the expected shape, so a framework change degrades to the
 * framework's own behaviour instead of a broken page.
 */
export function deferAppScripts(html: string): string {
  const moduleScript = findModuleScript(html);
  if (!moduleScript) return html;
  const { bodyStart, bodyEnd } = moduleScript;
  const rewritten = rewriteParts(html.slice(0, bodyStart), html.slice(bodyStart, bodyEnd));
  return rewritten ? rewritten.before + rewritten.body + html.slice(bodyEnd) : html;
}

/**
 * The rewrite itself: the module script's `body`, and the markup `before` it whose preload links
 * it takes over. Null when the script does not have the expected shape.
 */
function rewriteParts(before: string, body: string): { before: string; body: string } | null {
  const imports: { name: string | null; specifier: string }[] = [];
  const rest = body.replace(STATIC_IMPORT, (_line, name: string | undefined, specifier: string) => {
    imports.push({ name: name ?? null, specifier });
    return "";
  });
  if (imports.length === 0 || !/import\("[^"]+"\);?\s*$/.test(rest)) return null;

  const preloads: string[] = [];
  const head = before.replace(PRELOAD_LINK, (_link, href: string) => {
    preloads.push(href.replaceAll("&amp;", "&"));
    return "";
  });

  const bindings = imports.map(({ name }, index) => name ?? `_unused${index}`).join(", ");
  const rewritten = [
    WAIT_FOR_FIRST_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) {`,
    `  const link = document.createElement("link");`,
    `  link.rel = "modulepreload";`,
    `  link.href = href;`,
    `  document.head.append(link);`,
    `}`,
    `const [${bindings}] = await Promise.all([${imports.map(({ specifier }) => `import(${specifier})`).join(", ")}]);`,
    rest.trim(),
  ].join("\n");
  return { before: head, body: rewritten };
}

const HEAD_END = "</head>";

/**
 * {@link deferAppScripts} on the bytes of a document up to the end of its module script
 * (`scriptEnd`, where its `</script>` starts), decoding only the head and the script: the page
 * between them, most of the document, is neither decoded nor searched by a regular expression.
 */
function deferAppScriptsInBytes(buffer: Buffer, markerAt: number, scriptEnd: number): Buffer {
  const start = buffer.lastIndexOf(MODULE_SCRIPT_START, markerAt);
  const tagEnd = start === -1 ? -1 : buffer.indexOf(">", start);
  const headEnd = buffer.indexOf(HEAD_END);
  const plain =
    tagEnd !== -1 &&
    buffer.subarray(start, tagEnd).includes(MODULE_SCRIPT_MARKER) &&
    headEnd !== -1 &&
    headEnd < start &&
    // Preload links are hoisted into the head; one anywhere else needs the whole document read.
    !buffer.subarray(headEnd, start).includes("modulepreload");
  if (!plain) {
    const cut = scriptEnd + SCRIPT_END.length;
    return Buffer.from(deferAppScripts(buffer.toString("utf8", 0, cut)) + buffer.toString("utf8", cut));
  }
  const bodyStart = tagEnd + 1;
  const rewritten = rewriteParts(buffer.toString("utf8", 0, headEnd), buffer.toString("utf8", bodyStart, scriptEnd));
  if (!rewritten) return buffer;
  return Buffer.concat([
    Buffer.from(rewritten.before),
    buffer.subarray(headEnd, bodyStart),
    Buffer.from(rewritten.body),
    buffer.subarray(scriptEnd),
  ]);
}

function findModuleScript(html: string): { bodyStart: number; bodyEnd: number } | null {
  let from = 0;
  for (;;) {
    const start = html.indexOf(MODULE_SCRIPT_START, from);
    if (start === -1) return null;
    const tagEnd = html.indexOf(">", start);
    if (tagEnd === -1) return null;
    const tag = html.slice(start, tagEnd + 1);
    const bodyEnd = html.indexOf(SCRIPT_END, tagEnd);
    if (bodyEnd === -1) return null;
    if (tag.includes(MODULE_SCRIPT_MARKER) && html.slice(tagEnd + 1, bodyEnd).includes(MARKER)) {
      return { bodyStart: tagEnd + 1, bodyEnd };
    }
    from = bodyEnd;
  }
}

/**
 * Streams the document through {@link deferAppScripts}: bytes are held back only until the end
 * of React Router's module script (the head and the page, sent in one piece when not streaming),
 * everything after it passes straight through.
 */
export function createPaintFirstTransform(): Transform {
  let pending: Buffer[] = [];
  /** The last bytes of the previous chunk: the marker or the script's end may straddle two. */
  let carry: Buffer = Buffer.alloc(0);
  let markerSeen = false;
  let done = false;
  const flushPending = (stream: Transform, force: boolean) => {
    const buffer = Buffer.concat(pending);
    const markerAt = buffer.indexOf(MARKER);
    const end = markerAt === -1 ? -1 : buffer.indexOf(SCRIPT_END, markerAt);
    if (end === -1 && !force) {
      pending = [buffer];
      return;
    }
    pending = [];
    done = true;
    if (end === -1) {
      stream.push(buffer);
      return;
    }
    stream.push(deferAppScriptsInBytes(buffer, markerAt, end));
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (done) return callback(null, chunk);
      pending.push(chunk);
      // Held bytes are joined and searched only once a chunk could complete the script: React
      // writes a page in small chunks, and joining them all at each one cost more than the rewrite.
      const window = carry.length === 0 ? chunk : Buffer.concat([carry, chunk]);
      carry = window.subarray(Math.max(0, window.length - MARKER.length));
      if (!markerSeen) markerSeen = window.includes(MARKER);
      if (markerSeen && window.includes(SCRIPT_END)) flushPending(this, false);
      callback();
    },
    flush(callback: TransformCallback) {
      if (!done) flushPending(this, true);
      callback();
    },
  });
}
