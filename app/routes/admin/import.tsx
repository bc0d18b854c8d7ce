import { ComingSoon } from "~/components/admin/coming-soon";
import { requireRole, STAFF } from "~/lib/session.server";
import type { Route } from "./+types/import";

export function loader({ request, context }: Route.LoaderArgs) {
  requireRole(request, context, STAFF);
  return null;
}

export default function AdminImport() {
  return <ComingSoon title="admin.tab.import" />;
}
