/*
 * Which admin texts each private page sends the browser. A page's loader data carries its
 * language's catalogue, and the whole one (every screen, both halves of the admin) is most of a
 * page's weight: the sign-in page would send the editor's and the importer's texts to every
 * visitor who opens it. So each page names the key prefixes it shows, and only those keys go.
 * `tests/support/message-keys-used.ts` reads every page's modules and fails the tests when a page
 * shows a key its scope leaves out (docs/decisions/013-admin-languages.md).
 */

/** Key prefixes: `import.` or `enquiries.tabNew` (that key and any below it). */
export type MessageScope = readonly string[];

export function inScope(key: string, scope: MessageScope): boolean {
  return scope.some(
    (prefix) => key === prefix || key.startsWith(prefix.endsWith(".") ? prefix : `${prefix}.`),
  );
}

/** What every sign-in page shows: its forms, their checks and errors, the language switch. */
const AUTH_PAGE = ["auth.", "common."] as const;

export const authScopes = {
  signIn: AUTH_PAGE,
  forgotPassword: AUTH_PAGE,
  resetPassword: AUTH_PAGE,
  setup: AUTH_PAGE,
  // The code step answers with the account page's refusals (a wrong password, a code already used).
  twoFactor: [
    ...AUTH_PAGE,
    "admin.account.error.",
    "admin.account.twoFactor.",
    "admin.account.require.",
  ],
} as const satisfies Record<string, MessageScope>;

/** The admin's frame on every page: header, tabs, notices, and the checks forms share. */
const ADMIN_SHELL = [
  "admin.",
  "common.",
  "users.role.",
  "auth.action.",
  "auth.error.",
  "auth.toast.",
  "auth.validation.",
  "auth.verify.",
  "enquiries.tabNew",
  "editor.toast.",
  // Every page's name, for the browser tab's title (page-titles.ts), which the layout writes.
  "editor.title.",
  "categories.title",
  "content.title",
  "import.title",
  "import.sheet.title",
  "import.job.title",
  "enquiries.title",
  "enquiries.detail.title",
  "users.title",
  "activity.title",
  "auth.pending.title",
] as const;

/**
 * The admin's sections, each the pages under its paths (the first match wins, `/admin` alone is
 * the product list) and the texts they show beyond the frame. Moving between pages of one section
 * keeps the texts the layout sent; entering another section fetches its own.
 */
const ADMIN_SECTIONS = [
  {
    name: "import",
    paths: ["/admin/import"],
    prefixes: ["import.", "editor.", "products.column.", "images.error.", "categories."],
  },
  { name: "enquiries", paths: ["/admin/enquiries"], prefixes: ["enquiries."] },
  // The editor reads pictures through the catalogue's resolver, whose modules name the product's field texts.
  { name: "content", paths: ["/admin/content"], prefixes: ["content.", "images.", "editor.", "products.column."] },
  { name: "users", paths: ["/admin/users"], prefixes: ["users."] },
  { name: "activity", paths: ["/admin/activity"], prefixes: ["activity."] },
  { name: "account", paths: ["/admin/account", "/admin/pending"], prefixes: ["auth."] },
  {
    name: "catalogue",
    paths: ["/admin"],
    prefixes: ["products.", "editor.", "categories.", "images."],
  },
] as const;

/** The section a path of the admin belongs to (`catalogue` for the list, editor and categories). */
export function adminSection(pathname: string): string {
  const path = pathname.toLowerCase();
  const section = ADMIN_SECTIONS.find((entry) =>
    entry.paths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
  );
  return section?.name ?? "catalogue";
}

/** The texts a page of the admin at `pathname` is sent: the frame's and its section's. */
export function adminScope(pathname: string): MessageScope {
  const name = adminSection(pathname);
  const section = ADMIN_SECTIONS.find((entry) => entry.name === name)!;
  return [...ADMIN_SHELL, ...section.prefixes];
}
