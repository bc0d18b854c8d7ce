import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/*
 * The layout's rules (docs/architecture.md, decision 039): which folder of app/ may import which.
 * content imports only content; platform imports platform and content; ui imports platform,
 * content and ui; a feature imports platform, ui, content, itself and the features named here.
 * The route table, root.tsx and entry.server.tsx, and everything outside app/, may import anything.
 */
export const FEATURE_DEPENDENCIES = {
  auth: [],
  backup: [],
  account: ["auth"],
  staff: ["auth"],
  enquiries: ["auth", "content", "catalogue"],
  catalogue: ["auth"],
  "admin-shell": ["auth", "enquiries", "catalogue"],
  media: ["auth", "catalogue"],
  imports: ["auth", "catalogue", "media"],
  content: ["auth", "catalogue"],
  site: ["auth", "catalogue", "enquiries", "content"],
};

/** Throws when a feature may import, through the list, a feature that imports it. */
export function refuseFeatureCycles(dependencies) {
  const state = {};
  const visit = (feature, trail) => {
    if (!(feature in dependencies)) throw new Error(`FEATURE_DEPENDENCIES names no feature "${feature}" (${trail.join(" -> ")})`);
    if (state[feature] === "done") return;
    if (state[feature] === "visiting") throw new Error(`FEATURE_DEPENDENCIES has a cycle: ${[...trail, feature].join(" -> ")}`);
    state[feature] = "visiting";
    for (const next of dependencies[feature]) visit(next, [...trail, feature]);
    state[feature] = "done";
  };
  for (const feature of Object.keys(dependencies)) visit(feature, []);
}
refuseFeatureCycles(FEATURE_DEPENDENCIES);

const boundaryZones = [
  { target: "app/content", from: "app", except: ["./content"], message: "app/content imports only app/content." },
  {
    target: "app/platform",
    from: "app",
    except: ["./platform", "./content"],
    message: "app/platform imports only app/platform and app/content.",
  },
  {
    target: "app/ui",
    from: "app",
    except: ["./platform", "./content", "./ui"],
    message: "app/ui imports only app/platform, app/content and app/ui.",
  },
  ...Object.entries(FEATURE_DEPENDENCIES).map(([feature, dependencies]) => ({
    target: `app/features/${feature}`,
    from: "app",
    except: ["./platform", "./content", "./ui", `./features/${feature}`, ...dependencies.map((name) => `./features/${name}`)],
    message:
      `features/${feature} imports only platform, ui, content, itself` +
      (dependencies.length ? ` and features ${dependencies.join(", ")} (eslint.config.js).` : " (eslint.config.js)."),
  })),
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      "data/",
      ".react-router/",
      ".tmp/",
      "public/",
      "bench/results/",
      "test-results/",
      "playwright-report/",
      "app/content/image-manifest.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: `${import.meta.dirname}/tsconfig.json` })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: boundaryZones }],
      // It skips `import type` and has no option not to: tests/architecture/import-cycles.test.ts
      // refuses cycles of type imports too.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // A test puts its subject together with what it needs from anywhere (a delivery test sends
    // through the mail queue, a content test reads the demo catalogue); only the code it tests
    // keeps to the layout.
    files: ["app/**/*.test.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": "off" },
  },
  {
    // No module of the site over 400 lines (decision 039): one that grows past it is split by what
    // it does. Data kept as code is the exception: the message catalogues, the demo catalogue and
    // the database schema. Tests, scripts and benches are not modules of the site.
    files: ["app/**/*.{ts,tsx}", "server/**/*.{ts,js}"],
    ignores: ["**/*.test.{ts,tsx}", "app/content/messages/messages.*.ts", "app/features/catalogue/demo-catalogue*.ts", "app/platform/db/schema.ts"],
    rules: { "max-lines": ["error", { max: 400, skipBlankLines: false, skipComments: false }] },
  },
);
