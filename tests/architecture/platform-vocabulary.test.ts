import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * app/platform/ holds services that know nothing of flooring (docs/architecture.md): no file
 * under it, code, test or comment, names a product, a category, an enquiry or the news. What a
 * feature needs of the platform it passes as a parameter or registers (decision 057). The words
 * are whole words in any case, also inside identifiers (`productId`, `NEWS_KINDS`,
 * `enquiry-guard`), not inside other words ('renews', 'production').
 */

const root = path.resolve(import.meta.dirname, "../..");
const PLATFORM = "app/platform";

/** Files and folders (ending in '/') that may name them, each with its reason. */
const EXCEPTIONS: Record<string, string> = {
  "app/platform/db/schema.ts": "the database's tables are the database's: it declares every one, the catalogue's too",
  "app/platform/db/migrations/": "the database's tables are the database's: migrations and their snapshots name them",
  "app/platform/db/mail-jobs-migration.server.test.ts": "proves a migration against the database's own tables",
};

/** Single lines that may name them, by file and a fragment of the line, each with its reason. */
const LINE_EXCEPTIONS: { file: string; containing: string; reason: string }[] = [];

const FLOORING_WORD = /^(?:products?|categor(?:y|ies)|enquir(?:y|ies)|news)$/i;

/** The flooring words of a line: its words split at anything not a letter and at each lower-to-upper case change. */
function flooringWords(line: string): string[] {
  return line
    .split(/[^A-Za-z]+/)
    .flatMap((word) => word.split(/(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/))
    .filter((word) => FLOORING_WORD.test(word));
}

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder)).flatMap((name) => {
    const relative = `${folder}/${name}`;
    return statSync(path.join(root, relative)).isDirectory() ? filesUnder(relative) : [relative];
  });
}

const excepted = (file: string) =>
  Object.keys(EXCEPTIONS).some((entry) => (entry.endsWith("/") ? file.startsWith(entry) : file === entry));

describe("the platform's vocabulary", () => {
  it("finds the words whole, in any case and inside identifiers, and not inside other words", () => {
    expect(flooringWords("const productId = NEWS_KINDS.categories; // Enquiry, enquiries, Category")).toEqual([
      "product",
      "NEWS",
      "categories",
      "Enquiry",
      "enquiries",
      "Category",
    ]);
    expect(flooringWords('"/products?category=x" enquiry-guard.server.ts HTMLProductCard')).toEqual([
      "products",
      "category",
      "enquiry",
      "Product",
    ]);
    expect(flooringWords("renews newSecret production categorical Newsletter productive")).toEqual([]);
  });

  it("has no file under app/platform/ that names products, categories, enquiries or the news", () => {
    const found = filesUnder(PLATFORM)
      .filter((file) => !excepted(file))
      .flatMap((file) =>
        readFileSync(path.join(root, file), "utf8")
          .split("\n")
          .flatMap((line, index) => {
            const words = flooringWords(line);
            const allowed = LINE_EXCEPTIONS.some((exception) => exception.file === file && line.includes(exception.containing));
            return words.length && !allowed ? [`${file}:${index + 1}: ${words.join(", ")}`] : [];
          }),
      );
    expect(found, "flooring words in app/platform/: move the flooring part to its feature (decision 057)").toEqual([]);
  });

  it("names, among its exceptions, only files, folders and lines that exist, each with a reason", () => {
    for (const [entry, reason] of Object.entries(EXCEPTIONS)) {
      expect(entry.startsWith(`${PLATFORM}/`), entry).toBe(true);
      expect(statSync(path.join(root, entry), { throwIfNoEntry: false }), entry).toBeDefined();
      expect(reason.trim(), entry).not.toBe("");
    }
    for (const { file, containing, reason } of LINE_EXCEPTIONS) {
      expect(readFileSync(path.join(root, file), "utf8"), file).toContain(containing);
      expect(reason.trim(), file).not.toBe("");
    }
  });
});
