import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonVariants } from "~/ui/button";
import { formatDate, useT } from "~/platform/i18n/i18n";
import type { EditorActionData } from "~/features/catalogue/admin/editor/editor-page.server";
import { cn } from "~/ui/class-names";
import { SnapshotDiff } from "./product-diff";

/**
 * Someone else saved the product while it was being edited: both versions side by side, and the
 * choice of keeping one's own changes (saved over theirs) or opening what they saved.
 */
export function ConflictPanel({
  conflict,
  formId,
  productId,
}: {
  conflict: NonNullable<Extract<EditorActionData, { kind: "form" }>["conflict"]>;
  formId: string;
  productId: number;
}) {
  const { t, locale } = useT();
  const date = formatDate(conflict.savedAt, locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <div
      role="alert"
      className="mt-8 rounded-sm border border-brass/50 bg-ivory p-5 shadow-sm sm:p-7"
    >
      <h2 className="flex items-start gap-3 text-2xl">
        <AlertTriangle aria-hidden="true" className="mt-1 size-5 shrink-0 text-brass-dark" />
        {t("editor.conflict.title")}
      </h2>
      <p className="mt-3 text-bark">
        {conflict.savedBy
          ? t("editor.conflict.bodyBy", {
              email: conflict.savedBy,
              version: conflict.version,
              date,
            })
          : t("editor.conflict.body", { version: conflict.version, date })}
      </p>
      <SnapshotDiff
        before={conflict.theirs}
        after={conflict.mine}
        beforeLabel={t("editor.conflict.theirs")}
        afterLabel={t("editor.conflict.mine")}
        className="mt-5"
      />
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <div>
          <Button
            type="submit"
            form={formId}
            name="overwriteVersion"
            value={String(conflict.version)}
            className="w-full"
          >
            {t("editor.conflict.keepMine")}
          </Button>
          <p className="mt-2 text-sm text-stone">{t("editor.conflict.keepMineHint")}</p>
        </div>
        <div>
          <Link
            to={`/admin/products/${productId}`}
            className={cn(buttonVariants({ variant: "outline" }), "w-full bg-white")}
          >
            {t("editor.conflict.takeTheirs")}
          </Link>
          <p className="mt-2 text-sm text-stone">{t("editor.conflict.takeTheirsHint")}</p>
        </div>
      </div>
    </div>
  );
}
