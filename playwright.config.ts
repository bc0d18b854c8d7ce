import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { ADMIN } from "./tests/e2e/admin-fixtures";

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? ".tmp/e2e-data";
// The site delivers mail through a real SMTP server on loopback (tests/e2e/fixtures/mail-sink.ts).
const mailPort = port + 1;
// A supplier's shop for the import tests (tests/fixtures/supplier-site.ts), the one host imports may reach.
const supplierPort = port + 2;

/*
 * Debian's Chromium, never a downloaded browser; the flags keep it off the network. Its headless
 * shell (Debian's `chromium-headless-shell`, the same Chromium build without the desktop browser
 * around it) when installed: the same pages took 40% less time and 45% less CPU than in the full
 * browser's headless mode (docs/decisions/044-browser-tests-in-the-headless-shell.md).
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-dev-shm-usage",
  ],
};

const phone = {
  ...devices["Pixel 7"],
  viewport: { width: 390, height: 844 },
  defaultBrowserType: "chromium" as const,
};
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } };

/*
 * Each behaviour is tested once, at the width its users have: the public site's at phone width
 * (most visitors come on phones), the admin's at desktop width (staff work at a desk). A test whose
 * subject is the layout (navigation, forms, what fits, the admin's phone views) is tagged @layout
 * and runs at both widths. Playwright matches these against "project file describe title tags".
 */
const LAYOUT = /@layout\b/;
const PUBLIC_SPEC = /^\S+ (?!admin-)\S+\.spec\.ts /;
const ADMIN_SPEC = /^\S+ admin-\S+\.spec\.ts /;
const atPhoneWidth = [LAYOUT, PUBLIC_SPEC];
const atDesktopWidth = [LAYOUT, ADMIN_SPEC];
/**
 * Spec files whose tests change what the public catalogue shows (new products first in the
 * display order, copies published and moved). They run after the public pages' tests, which count
 * on the seeded catalogue's order, and beside each other, since each works on products it makes.
 */
const CHANGES_CATALOGUE = /\.catalogue\.spec\.ts$/;
/** Spec files that must not share the site with any other test while they run. */
const RUN_ALONE = /\.alone\.spec\.ts$/;
/**
 * The one that switches on a rule every signed-in page obeys (two-factor for everyone): after the
 * other lone specs, on its own, so that no test meets the rule half-way.
 */
const SITE_RULES = /admin-require-two-factor\.alone\.spec\.ts$/;
/**
 * Spec files that touch what many other tests made (the bulk import updates every product the
 * import tests imported): after all the others, one width at a time.
 */
const RUN_LAST = /\.last\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_500 },
  reporter: process.env.CI ? [["list"], ["json", { outputFile: ".tmp/playwright.json" }]] : [["list"], ["json", { outputFile: ".tmp/playwright.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "phone", testIgnore: [RUN_ALONE, RUN_LAST, CHANGES_CATALOGUE], grep: atPhoneWidth, use: phone },
    { name: "desktop", testIgnore: [RUN_ALONE, RUN_LAST, CHANGES_CATALOGUE], grep: atDesktopWidth, use: desktop },
    { name: "phone-catalogue", testMatch: CHANGES_CATALOGUE, dependencies: ["phone", "desktop"], grep: atPhoneWidth, use: phone },
    { name: "desktop-catalogue", testMatch: CHANGES_CATALOGUE, dependencies: ["phone", "desktop"], grep: atDesktopWidth, use: desktop },
    // Tests that must not share the site run after all the others, one width at a time; the one
    // that switches on a rule every signed-in page obeys (two-factor for everyone) after them, alone.
    { name: "phone-alone", testMatch: RUN_ALONE, testIgnore: SITE_RULES, dependencies: ["phone-catalogue", "desktop-catalogue"], grep: atPhoneWidth, use: phone },
    { name: "desktop-alone", testMatch: RUN_ALONE, testIgnore: SITE_RULES, dependencies: ["phone-alone"], grep: atDesktopWidth, use: desktop },
    { name: "desktop-rules", testMatch: SITE_RULES, dependencies: ["desktop-alone"], grep: atDesktopWidth, use: desktop },
    { name: "phone-last", testMatch: RUN_LAST, dependencies: ["desktop-rules"], grep: atPhoneWidth, use: phone },
    { name: "desktop-last", testMatch: RUN_LAST, dependencies: ["phone-last"], grep: atDesktopWidth, use: desktop },
  ],
  webServer: {
    // The catalogue fixtures (uploaded pictures, a draft) go in before the server starts.
    command: `rm -rf ${dataDir} && npx tsx tests/e2e/fixtures/catalogue.ts ${dataDir} && (npx tsx tests/e2e/fixtures/mail-sink.ts ${dataDir} ${mailPort} &) && (npx tsx tests/e2e/fixtures/supplier.ts ${supplierPort} &) && node server/index.js`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      // Browser tests name their own client address (X-Forwarded-For), so rate limits stay per test.
      TRUST_PROXY: "loopback",
      // The browser tests' administrator; production names its own (or uses the setup link).
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      IMPORT_ALLOWED_HOSTS: `127.0.0.1:${supplierPort}`,
      SUPPLIER_URL: `http://127.0.0.1:${supplierPort}`,
      NODE_ENV: "production",
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
    },
    stdout: "ignore",
    stderr: "pipe",
  },
});
