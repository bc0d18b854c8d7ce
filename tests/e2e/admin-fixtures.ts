/*
 * Accounts the browser tests' site starts with (test-only). The administrator comes from
 * ADMIN_EMAIL/ADMIN_PASSWORD (playwright.config.ts), the others from tests/e2e/fixtures/catalogue.ts,
 * each for the tests that change it, so that tests running side by side never share an account
 * whose state they change.
 */
export const ADMIN = { email: "owner@example.ca", password: "walnut-ferry-lantern-42" } as const;

export interface StaffAccount {
  email: string;
  password: string;
  role: "admin" | "editor" | "pending";
}

export const STAFF_ACCOUNTS = {
  /** Reads and runs the catalogue; never changed by a test. */
  editor: { email: "editor@example.ca", password: "birch-meadow-copper-17", role: "editor" },
  /** A second administrator, so the first is never the last one. */
  secondAdmin: { email: "deputy@example.ca", password: "maple-harbour-signal-58", role: "admin" },
  /** Waiting for approval; never approved by a test. */
  pending: { email: "waiting@example.ca", password: "spruce-lantern-valley-33", role: "pending" },
  /** Editors whose admin language admin-language.spec.ts changes, one per width. */
  languagePhone: { email: "language.phone@example.ca", password: "linden-canal-harvest-61", role: "editor" },
  languageDesktop: { email: "language.desktop@example.ca", password: "linden-canal-harvest-62", role: "editor" },
  /** Editors who read the search results' counters in Chinese (admin-search-results.spec.ts), one per width. */
  seoLanguagePhone: { email: "seo.phone@example.ca", password: "hemlock-ridge-beacon-73", role: "editor" },
  seoLanguageDesktop: { email: "seo.desktop@example.ca", password: "hemlock-ridge-beacon-74", role: "editor" },
  /** Editors who switch to Chinese in admin-spreadsheet-import.catalogue.spec.ts, one per width. */
  sheetLanguagePhone: { email: "sheet.phone@example.ca", password: "poplar-quarry-ledger-63", role: "editor" },
  sheetLanguageDesktop: { email: "sheet.desktop@example.ca", password: "poplar-quarry-ledger-64", role: "editor" },
  /** Editors who import into new categories in Chinese and English (same spec), one per width. */
  sheetCategoriesPhone: { email: "sheet.categories.phone@example.ca", password: "poplar-quarry-ledger-65", role: "editor" },
  sheetCategoriesDesktop: { email: "sheet.categories.desktop@example.ca", password: "poplar-quarry-ledger-66", role: "editor" },
  /** Editors who read an update's changes in Chinese and English (same spec), one per width. */
  sheetChangesPhone: { email: "sheet.changes.phone@example.ca", password: "poplar-quarry-ledger-67", role: "editor" },
  sheetChangesDesktop: { email: "sheet.changes.desktop@example.ca", password: "poplar-quarry-ledger-68", role: "editor" },
  /** Editors whose working copies admin-autosave.spec.ts makes and discards, one per admin language. */
  autosaveEnglish: { email: "autosave.english@example.ca", password: "juniper-ledger-harbour-81", role: "editor" },
  autosaveChinese: { email: "autosave.chinese@example.ca", password: "juniper-ledger-harbour-82", role: "editor" },
  /** Two-factor set up and used by admin-two-factor.spec.ts, one account per width. */
  twoFactorPhone: { email: "totp.phone@example.ca", password: "cobalt-orchard-ferry-24", role: "editor" },
  twoFactorDesktop: { email: "totp.desktop@example.ca", password: "cobalt-orchard-ferry-25", role: "editor" },
  /** Administrators who require two-factor of everyone (admin-require-two-factor.alone.spec.ts). */
  requirePhone: { email: "rule.phone@example.ca", password: "amber-quarry-signal-71", role: "admin" },
  requireDesktop: { email: "rule.desktop@example.ca", password: "amber-quarry-signal-72", role: "admin" },
} satisfies Record<string, StaffAccount>;
