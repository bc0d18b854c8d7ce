import { isRouteErrorResponse } from "react-router";
import { site } from "~/content/site";
import { translate, type Locale, type Messages, type PlainMessageKey } from "./i18n";

/*
 * The browser tab's title for each admin page, in the person's language: the page's name, then
 * the admin's. Pages are named by address here, so the layout's meta is the only one needed.
 */


/** Pages whose title is one text, by their address. */
const plainTitles: Record<string, PlainMessageKey> = {
  "/admin": "admin.tab.products",
  "/admin/products/new": "editor.title.new",
  "/admin/categories": "categories.title",
  "/admin/content": "content.title",
  "/admin/import": "import.title",
  "/admin/import/spreadsheet": "import.sheet.title",
  "/admin/enquiries": "enquiries.title",
  "/admin/users": "users.title",
  "/admin/activity": "activity.title",
  "/admin/pending": "auth.pending.title",
  "/admin/account": "admin.account.title",
};

interface Shell {
  locale: Locale;
  messages: Messages;
}

/** The page at `pathname`; `error` is what its error boundary shows, if any; `siteName` the company's as staff keep it. */
export function adminPageTitle(shell: Shell, pathname: string, error?: unknown, siteName: string = site.name): string {
  const { messages, locale } = shell;
  const path = pathname.replace(/\/+$/, "") || "/";
  const importJob = /^\/admin\/import\/jobs\/(\d+)$/.exec(path);
  const enquiry = /^\/admin\/enquiries\/(\d+)$/.exec(path);
  let name: string;
  if (error !== undefined && error !== null) {
    const status = isRouteErrorResponse(error) ? error.status : 500;
    name = translate(
      messages,
      status === 403
        ? "admin.error.forbiddenTitle"
        : status === 404
          ? "admin.error.notFoundTitle"
          : "admin.error.failedTitle",
    );
  } else if (importJob) {
    name = translate(messages, "import.job.title", { id: importJob[1]! }, locale);
  } else if (enquiry) {
    name = translate(messages, "enquiries.detail.title", { id: enquiry[1]! }, locale);
  } else if (path.startsWith("/admin/content/")) {
    name = translate(messages, "content.title");
  } else if (/^\/admin\/products\/\d+$/.test(path)) {
    name = translate(messages, "editor.title.edit");
  } else {
    name = translate(messages, plainTitles[path] ?? "admin.title");
  }
  return translate(messages, "admin.pageTitle", { page: name, site: siteName }, locale);
}
