import { Link } from "react-router";
import { useT, type MessageKey } from "~/platform/i18n/i18n";
import { adminTabOf, useAdminPage } from "~/ui/admin/admin-handle";
import { cn } from "~/ui/class-names";

/* The Enquiries section's own navigation: the inbox (the list and each lead) and the Leads overview. */

const entries: { to: string; tab: string; label: MessageKey }[] = [
  { to: "/admin/enquiries", tab: "inbox", label: "enquiries.nav.inbox" },
  { to: "/admin/enquiries/overview", tab: "overview", label: "enquiries.nav.overview" },
];

export function EnquiriesNav() {
  const { t } = useT();
  // The entry the page's route names as its tab (its handle): a lead's page is the inbox's.
  const current = adminTabOf(useAdminPage());
  return (
    <nav aria-label={t("enquiries.nav.label")} className="mt-6 -mx-1 flex gap-1 overflow-x-auto border-b border-sand pb-px">
      {entries.map((entry) => (
        <Link
          key={entry.tab}
          to={entry.to}
          aria-current={current === entry.tab ? "page" : undefined}
          className={cn(
            "inline-flex min-h-11 shrink-0 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap transition-colors",
            current === entry.tab ? "border-walnut text-charcoal" : "border-transparent text-stone hover:text-charcoal",
          )}
        >
          {t(entry.label)}
        </Link>
      ))}
    </nav>
  );
}
