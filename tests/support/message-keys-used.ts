import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/*
 * Which admin message keys a module can show: every string literal naming a key, and every
 * template literal starting with a key's prefix (`import.state.${state}`), in the module and in
 * every module of the app it imports, followed to the end. Read from the source with the
 * TypeScript parser, so a key is found whether the browser or the server half names it.
 */

const APP = path.resolve(import.meta.dirname, "../../app");
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];
/**
 * The catalogues name every key, and the scopes name prefixes: a module importing them (for
 * types, to translate, to choose texts) shows none by that.
 */
const CATALOGUE = /[/\\](messages\.(en|zh)|message-scopes)\.ts$/;

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("~/")) base = path.join(APP, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return undefined;
}

interface Parsed {
  imports: string[];
  strings: string[];
  templateHeads: string[];
}

const parsedFiles = new Map<string, Parsed>();

function parse(file: string): Parsed {
  const cached = parsedFiles.get(file);
  if (cached) return cached;
  const source = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
  );
  const parsed: Parsed = { imports: [], strings: [], templateHeads: [] };
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      parsed.imports.push(node.moduleSpecifier.text);
      return;
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      parsed.imports.push(node.arguments[0].text);
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      parsed.strings.push(node.text);
    else if (ts.isTemplateExpression(node)) parsed.templateHeads.push(node.head.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  parsedFiles.set(file, parsed);
  return parsed;
}

/** Every app module `file` reaches through its imports (type-only ones too), itself included. */
export function moduleGraph(file: string): string[] {
  const seen = new Set<string>();
  const queue = [path.resolve(file)];
  while (queue.length > 0) {
    const current = queue.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    for (const specifier of parse(current).imports) {
      const target = resolveImport(current, specifier);
      if (target && !CATALOGUE.test(target) && !seen.has(target)) queue.push(target);
    }
  }
  return [...seen];
}

/** The keys of `catalogue` that the modules reachable from `file` name. */
export function messageKeysUsed(file: string, catalogue: readonly string[]): Set<string> {
  const used = new Set<string>();
  const keys = new Set(catalogue);
  for (const module of moduleGraph(file)) {
    const { strings, templateHeads } = parse(module);
    for (const text of strings) if (keys.has(text)) used.add(text);
    for (const head of templateHeads) {
      // Only a head that is a key's dotted start (`import.state.`) names a group of keys.
      if (!/^[a-z][A-Za-z]*\.(?:[A-Za-z]+\.)*$/.test(head)) continue;
      for (const key of catalogue) if (key.startsWith(head)) used.add(key);
    }
  }
  return used;
}
