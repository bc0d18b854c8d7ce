import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { FEATURE_DEPENDENCIES, refuseFeatureCycles } from "../../eslint.config.js";

/*
 * The layout's import rules (docs/architecture.md) as `npm run lint` applies them: code written
 * at a place in app/ that imports what its folder may not is refused, whichever way the import is
 * spelled. Each case lints one would-be file; the modules it imports are the site's own.
 */

const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: path.join(root, "eslint.config.js"),
  ruleFilter: ({ ruleId }) => ruleId.startsWith("import-x/"),
});

async function problemsAt(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe("import boundaries", () => {
  it("refuses a feature imported into platform, by the alias or by a relative path", async () => {
    expect(
      await problemsAt(
        "app/platform/log/wrong.ts",
        'import { requireRole } from "~/features/auth/require-role.server";\nexport const x = requireRole;\n',
      ),
    ).toEqual([expect.stringMatching(/no-restricted-paths: .*app\/platform imports only app\/platform and app\/content/)]);
    expect(
      await problemsAt(
        "app/platform/db/wrong.ts",
        'import { seedDemoCatalogueIfEmpty } from "../../features/catalogue/seed.server";\nexport const x = seedDemoCatalogueIfEmpty;\n',
      ),
    ).toEqual([expect.stringContaining('"../../features/catalogue/seed.server"')]);
  });

  it("refuses a feature in ui, even for a type, and anything of app/ in content", async () => {
    expect(
      await problemsAt("app/ui/wrong.tsx", 'import type { Role } from "~/features/auth/auth.server";\nexport type X = Role;\n'),
    ).toEqual([expect.stringContaining("app/ui imports only")]);
    expect(
      await problemsAt("app/content/wrong.ts", 'import { cn } from "~/ui/class-names";\nexport const x = cn;\n'),
    ).toEqual([expect.stringContaining("app/content imports only app/content")]);
  });

  it("refuses a feature the importing feature does not name, and so any import back up the list", async () => {
    // imports -> catalogue is named, so catalogue -> imports would close a circle.
    expect(FEATURE_DEPENDENCIES.imports).toContain("catalogue");
    expect(
      await problemsAt(
        "app/features/catalogue/wrong.ts",
        'import { ITEM_OUTCOMES } from "~/features/imports/kinds/job-kinds";\nexport const x = ITEM_OUTCOMES;\n',
      ),
    ).toEqual([expect.stringContaining("features/catalogue imports only platform, ui, content, itself and features auth")]);
    expect(
      await problemsAt("app/features/auth/wrong.ts", 'export const load = () => import("~/features/staff/staff-accounts.server");\n'),
    ).toEqual([expect.stringContaining("features/auth imports only")]);
  });

  it("does not let the list of feature dependencies itself hold a circle", () => {
    expect(() => refuseFeatureCycles({ ...FEATURE_DEPENDENCIES, catalogue: ["auth", "imports"] })).toThrow(
      /cycle: .*catalogue -> imports -> catalogue|cycle: .*imports -> catalogue -> imports/,
    );
    expect(() => refuseFeatureCycles(FEATURE_DEPENDENCIES)).not.toThrow();
  });

  it("refuses two modules of one feature that import each other", async () => {
    const dir = path.join(root, "app/features/catalogue");
    const names = [`cycle-check-${process.pid}-a`, `cycle-check-${process.pid}-b`];
    try {
      writeFileSync(path.join(dir, `${names[0]}.ts`), `import { b } from "./${names[1]}";\nexport const a = () => b;\n`);
      writeFileSync(path.join(dir, `${names[1]}.ts`), `import { a } from "./${names[0]}";\nexport const b = () => a;\n`);
      const [result] = await eslint.lintFiles([path.join(dir, `${names[0]}.ts`)]);
      expect(result!.messages.map((message) => message.ruleId)).toEqual(["import-x/no-cycle"]);
    } finally {
      for (const name of names) rmSync(path.join(dir, `${name}.ts`), { force: true });
    }
  });

  it("lets a feature import platform, ui, content and the features it names", async () => {
    expect(
      await problemsAt(
        "app/features/imports/fine.ts",
        [
          'import { site } from "~/content/site";',
          'import { logger } from "~/platform/log/logger.server";',
          'import { cn } from "../../ui/class-names";',
          'import { formatSize } from "~/features/catalogue/product-size";',
          'import { requireRole } from "~/features/auth/require-role.server";',
          "export const x = [site, logger, cn, formatSize, requireRole];",
          "",
        ].join("\n"),
      ),
    ).toEqual([]);
  });
});
