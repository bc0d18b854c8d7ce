import { isRouteErrorResponse } from "react-router";
import { site } from "~/content/site";
import { translate, type Locale, type MessageKey, type Messages } from "~/platform/i18n/i18n";
import type { AdminPage } from "~/ui/admin/admin-handle";

/*
 * The browser tab's title for each admin page, in the person's language: the page's name, then
 * the admin's. Each page names itself in its route's `handle` (`title`, filled with the route's
 * parameters), so the layout's meta is the only one needed.
 */

interface Shell {
  locale: Locale;
  messages: Messages;
}

/** The title of `page`; `error` is what its error boundary shows, if any; `siteName` the company's as staff keep it. */
export function adminPageTitle(shell: Shell, page: AdminPage | undefined, error?: unknown, siteName: string = site.name): string {
  const { messages, locale } = shell;
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
  } else {
    const key: MessageKey = page?.handle.title ?? "admin.title";
    // A name with a number in it (`Import #{id}`) takes it from the address's parameters.
    name = translate(messages, key, page?.params ?? {}, locale);
  }
  return translate(messages, "admin.pageTitle", { page: name, site: siteName }, locale);
}
