import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * docs/architecture.md names files and folders between backticks (`features/imports/kinds/`,
 * `platform/db/client.server`): each must exist, so the map is not left behind when code moves.
 * A name is looked for from the repository's root and from app/ (the map speaks of app/'s folders
 * without it), with the extensions an import leaves out; a bare file name anywhere in the
 * repository; a placeholder (`<kind>`, `{name}`) only up to the folder it stands in.
 */

const root = path.resolve(import.meta.dirname, "../..");
const document = "docs/architecture.md";

/** Backticked words that hold a slash but name no file: an ESLint rule. */
const NOT_PATHS = new Set(["import-x/no-cycle"]);
/** Folders the site makes when it first runs, not kept in the repository. */
const MADE_AT_RUN_TIME = new Set(["./data"]);

const EXTENSIONS = ["", ".ts", ".tsx", ".js", ".mjs", ".md"];
const SKIPPED = new Set(["node_modules", ".git", "build", "data", ".tmp", ".react-router", "test-results", "playwright-report"]);

function filesUnder(dir: string, out: Set<string> = new Set()): Set<string> {
  for (const name of readdirSync(dir)) {
    if (SKIPPED.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) filesUnder(full, out);
    else out.add(name);
  }
  return out;
}

/** The backticked words of a text that look like paths: a slash, or a file's extension, and no spaces or calls. */
function pathsNamedIn(text: string): string[] {
  const words = [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
  return [
    ...new Set(
      words.filter(
        (word) =>
          !/[\s()]/.test(word) &&
          !NOT_PATHS.has(word) &&
          (word.includes("/") || /\.(?:tsx?|m?js|md|json|sql)$/.test(word)),
      ),
    ),
  ];
}

/** `messages.{en,zh}.ts` is `messages.en.ts` and `messages.zh.ts`. */
function expand(word: string): string[] {
  const braces = /\{([^{}]*,[^{}]*)\}/.exec(word);
  if (!braces) return [word];
  return braces[1]!
    .split(",")
    .flatMap((part) => expand(word.slice(0, braces.index) + part + word.slice(braces.index + braces[0].length)));
}

function exists(word: string, basenames: Set<string>): boolean {
  if (MADE_AT_RUN_TIME.has(word)) return true;
  // A placeholder (`features/<f>/<name>.entity.ts`): the folder before it must exist.
  const placeholder = word.search(/[<*{]/);
  const known = placeholder === -1 ? word : word.slice(0, word.lastIndexOf("/", placeholder) + 1);
  if (known === "") return true;
  const bare = known.replace(/\/$/, "");
  if (!bare.includes("/") && placeholder === -1 && /\.\w+$/.test(bare) && basenames.has(bare)) return true;
  return ["", "app"].some((base) => EXTENSIONS.some((extension) => existsSync(path.join(root, base, bare + extension))));
}

describe("docs/architecture.md", () => {
  it("names only files and folders that exist", () => {
    const text = readFileSync(path.join(root, document), "utf8");
    const basenames = filesUnder(root);
    const named = pathsNamedIn(text);
    expect(named.length).toBeGreaterThan(20);
    const missing = named.filter((word) => !expand(word).every((one) => exists(one, basenames)));
    expect(missing).toEqual([]);
  });

  it("tells a path from other backticked words", () => {
    expect(pathsNamedIn("`platform/db/client.server`, `db()`, `npm run lint`, `import-x/no-cycle`, `root.tsx`, `content_entries`")).toEqual([
      "platform/db/client.server",
      "root.tsx",
    ]);
  });
});
