import { Download } from "lucide-react";
import { useLocation } from "react-router";
import { buttonVariants } from "~/ui/button";
import { useT } from "~/platform/i18n/i18n";
import { cn } from "~/ui/class-names";

/** The list as a spreadsheet: every product its filter matches, on all its pages, with every field. */
export function ExportLinks() {
  const { t } = useT();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  query.delete("page");
  query.delete("saved");
  // The list's columns are the screen's, not the file's: an export has every field.
  query.delete("columns");
  const suffix = query.size > 0 ? `?${query}` : "";
  return (
    <p className="flex flex-wrap items-center gap-2" title={t("products.export.hint")}>
      <span className="text-stone">{t("products.export.label")}</span>
      {/* Files to download, not pages: the browser fetches them itself. */}
      <a
        href={`/admin/products.csv${suffix}`}
        download
        className={cn(buttonVariants({ variant: "outline", size: "sm" }))}
      >
        <Download aria-hidden="true" className="size-4" />
        {t("products.export.csv")}
      </a>
      <a
        href={`/admin/products.xlsx${suffix}`}
        download
        className={cn(buttonVariants({ variant: "outline", size: "sm" }))}
      >
        <Download aria-hidden="true" className="size-4" />
        {t("products.export.xlsx")}
      </a>
    </p>
  );
}
