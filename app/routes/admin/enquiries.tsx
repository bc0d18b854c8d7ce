import { ComingSoon } from "~/components/admin/coming-soon";
import { requireRole, STAFF } from "~/lib/session.server";
import type { Route } from "./+types/enquiries";

export function loader({ request, context }: Route.LoaderArgs) {
  requireRole(request, context, STAFF);
  return null;
}

export default function AdminEnquiries() {
  return <ComingSoon title="admin.tab.enquiries" />;
}
