import { redirect } from "react-router";
import { useT } from "~/platform/i18n/i18n";
import { requireUser } from "~/features/auth/require-role.server";
import type { AdminHandle } from "~/ui/admin/admin-handle";
import { ownAccountScope } from "~/features/auth/auth-scopes";
import type { Route } from "./+types/pending";

export const handle = { title: "auth.pending.title", scope: ownAccountScope } satisfies AdminHandle;

/** Where a signed-in account without a role waits: nothing of the admin, only this and sign-out. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireUser(request, context);
  if (user.role !== "pending") throw redirect("/admin", 303);
  return null;
}

export default function AdminPending() {
  const { t } = useT();
  return (
    <section
      aria-labelledby="admin-page-title"
      className="mx-auto max-w-xl rounded-sm border border-sand bg-ivory p-8 sm:p-12"
    >
      <h1 id="admin-page-title" className="text-3xl sm:text-4xl">
        {t("auth.pending.title")}
      </h1>
      <p className="mt-5 text-lg text-bark">{t("auth.pending.body")}</p>
    </section>
  );
}
