export { useSaveShortcut } from "~/ui/admin/save-shortcut";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button, buttonVariants } from "~/ui/button";
import { useT } from "~/platform/i18n/i18n";
import { cn } from "~/ui/class-names";
import { useToastClearance } from "~/ui/toast-clearance";

/**
 * The save bar, inside the form: it stays in reach while the form scrolls ('Back to list', 'Save
 * and close', 'Save'); it is not part of History.
 */
export function SaveBar({
  formId,
  creating,
  saving,
  hidden,
  status,
}: {
  formId: string;
  creating: boolean;
  saving: boolean;
  hidden: boolean;
  /** What autosave says, at the bar's start. */
  status?: ReactNode;
}) {
  const { t } = useT();
  const keepToastsClear = useToastClearance<HTMLDivElement>();
  return (
    <div
      ref={keepToastsClear}
      hidden={hidden}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-sand bg-ivory/95 backdrop-blur"
    >
      <div className="container-site flex flex-wrap items-center justify-end gap-x-3 gap-y-1 py-3">
        {status}
        <Link
          to="/admin"
          className={cn(buttonVariants({ variant: "outline" }), "bg-white max-sm:hidden")}
        >
          {t("editor.backToList")}
        </Link>
        <Button
          type="submit"
          name="close"
          value="1"
          variant="outline"
          size="lg"
          disabled={saving}
          className="bg-white max-sm:px-4"
        >
          {creating ? t("editor.submit.createAndClose") : t("editor.submit.saveAndClose")}
        </Button>
        <Button
          type="submit"
          id={`${formId}-save`}
          size="lg"
          disabled={saving}
          className="min-w-28 sm:min-w-36"
          title={t("editor.submit.shortcut")}
          aria-keyshortcuts="Control+S Meta+S"
        >
          {saving
            ? t("editor.submit.saving")
            : creating
              ? t("editor.submit.create")
              : t("editor.submit.save")}
        </Button>
      </div>
    </div>
  );
}
