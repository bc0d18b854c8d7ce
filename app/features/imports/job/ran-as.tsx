import { Link } from "react-router";
import { useT } from "~/platform/i18n/i18n";

/** Where a dry run that was run for real went: 'Run import' is not offered twice. */
export function RanAs({ id }: { id: number }) {
  const { t } = useT();
  return (
    <p className="text-sm text-charcoal">
      {t("import.job.ranAs")}{" "}
      <Link to={`/admin/import/jobs/${id}`} className="font-semibold text-brass-dark underline decoration-sand underline-offset-4 hover:decoration-brass">
        {t("import.job.ranAsLink", { id })}
      </Link>
    </p>
  );
}
