import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { buttonVariants } from "~/ui/button";
import { useT, type MessageKey } from "~/platform/i18n/i18n";

/**
 * What the admin says in place of a page it refused (403), could not find (404) or failed to
 * show: what happened and what the person may do instead, in their language.
 */
export function AdminProblem({ error }: { error: unknown }) {
  const { t } = useT();
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, body]: [MessageKey, MessageKey] =
    status === 403
      ? [
          "admin.error.forbiddenTitle",
          pathname === "/admin/users" || pathname.startsWith("/admin/users/")
            ? "admin.error.forbiddenUsers"
            : "admin.error.forbidden",
        ]
      : status === 404
        ? ["admin.error.notFoundTitle", "admin.error.notFound"]
        : ["admin.error.failedTitle", "admin.error.failed"];
  return (
    <section
      aria-labelledby="admin-page-title"
      className="mx-auto max-w-2xl rounded-sm border border-sand bg-ivory p-8 sm:p-12"
    >
      <p className="text-sm font-semibold tracking-[0.2em] text-brass-dark uppercase">
        {t("admin.error.status", { status: String(status) })}
      </p>
      <h1 id="admin-page-title" className="mt-3 text-3xl sm:text-4xl">
        {t(title)}
      </h1>
      <p className="mt-5 text-lg text-bark">{t(body)}</p>
      <Link to="/admin" className={`${buttonVariants({ size: "lg" })} mt-8`}>
        {t("admin.error.toProducts")}
      </Link>
    </section>
  );
}
