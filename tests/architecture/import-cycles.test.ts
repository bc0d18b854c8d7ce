import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * No two modules of app/ import each other, through any number of others, type imports included.
 * `import-x/no-cycle` (npm run lint) refuses cycles of imports that run, but it skips
 * `import type` and has no option not to; a cycle of types still ties two modules together (the
 * message catalogues once read a type from i18n.ts, which reads its keys from them). Tests are
 * left out: nothing imports a test.
 */

const root = path.resolve(import.meta.dirname, "../..");
const app = path.join(root, "app");
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function modulesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return modulesUnder(file);
    return /\.tsx?$/.test(name) && !isTest(name) ? [file] : [];
  });
}

function resolved(from: string, specifier: string): string | null {
  const base = specifier.startsWith("~/")
    ? path.join(app, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
  return found && !isTest(found) ? found : null;
}

/** What each module imports or re-exports, statically, types and side effects included. */
export function importGraph(files: readonly string[], read: (file: string) => string): Map<string, Set<string>> {
  const statement = /(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s+["']([^"']+)["']|(?:^|\n)\s*import\s+["']([^"']+)["']/g;
  return new Map(
    files.map((file) => [
      file,
      new Set([...read(file).matchAll(statement)].flatMap((match) => resolved(file, (match[1] ?? match[2])!) ?? [])),
    ]),
  );
}

/** The graph's cycles: each set of modules that reach one another (Tarjan's strongly connected components). */
export function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (module: string) => {
    order.set(module, counter);
    lowest.set(module, counter);
    counter += 1;
    stack.push(module);
    onStack.add(module);
    for (const next of graph.get(module) ?? []) {
      if (!graph.has(next)) continue;
      if (!order.has(next)) {
        visit(next);
        lowest.set(module, Math.min(lowest.get(module)!, lowest.get(next)!));
      } else if (onStack.has(next)) lowest.set(module, Math.min(lowest.get(module)!, order.get(next)!));
    }
    if (lowest.get(module) !== order.get(module)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== module);
    if (component.length > 1 || graph.get(module)?.has(module)) cycles.push(component.sort());
  };
  for (const module of graph.keys()) if (!order.has(module)) visit(module);
  return cycles;
}

describe("import cycles", () => {
  it("reads a type import as an import, and finds the modules that reach one another", () => {
    const logger = path.join(app, "platform/audit/audit-log.server.ts");
    const graph = importGraph([logger], (file) => readFileSync(file, "utf8"));
    // `import type { AuditAction } from "~/platform/audit/audit-actions"`
    expect(graph.get(logger)).toContain(path.join(app, "platform/audit/audit-actions.ts"));
    const made = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["a"])],
      ["c", new Set(["a", "c"])],
      ["d", new Set(["a"])],
    ]);
    expect(cyclesOf(made)).toEqual([["a", "b"], ["c"]]);
  });

  it("has none among the modules of app/, type imports included", () => {
    const graph = importGraph(modulesUnder(app), (file) => readFileSync(file, "utf8"));
    expect(graph.size).toBeGreaterThan(100);
    expect(cyclesOf(graph).map((cycle) => cycle.map((file) => path.relative(root, file)).join(" -> "))).toEqual([]);
  });
});
