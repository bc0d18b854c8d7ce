import { Link } from "react-router";
import { useT } from "~/platform/i18n/i18n";
import { cn } from "~/ui/class-names";

/** The Products tab's own views: the catalogue, its Trash and the categories. */
export function ProductsNav({ current, trashCount }: { current: "catalogue" | "trash" | "categories"; trashCount: number }) {
  const { t } = useT();
  const views = [
    { id: "catalogue", href: "/admin", label: t("products.view.catalogue") },
    { id: "trash", href: "/admin?view=trash", label: `${t("products.view.trash")} (${trashCount})` },
    { id: "categories", href: "/admin/categories", label: t("products.view.categories") },
  ] as const;
  return (
    <nav aria-label={t("admin.tab.products")} className="mt-4 flex flex-wrap gap-x-1 border-b border-sand text-sm font-semibold">
      {views.map((view) => (
        <Link
          key={view.id}
          to={view.href}
          aria-current={view.id === current ? "page" : undefined}
          className={cn(
            "-mb-px inline-flex min-h-11 items-center border-b-2 px-3 whitespace-nowrap",
            view.id === current ? "border-brass text-charcoal" : "border-transparent text-stone hover:text-walnut",
          )}
        >
          {view.label}
        </Link>
      ))}
    </nav>
  );
}
