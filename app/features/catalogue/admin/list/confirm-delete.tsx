import { Trash2 } from "lucide-react";
import { ConfirmAction } from "~/ui/admin/confirm-action";
import { useT } from "~/platform/i18n/i18n";

/** 'Delete' for one product: it goes to the Trash after a confirmation. */
export function ConfirmDelete({ id, title }: { id: number; title: string }) {
  const { t } = useT();
  return (
    <ConfirmAction
      trigger={
        <>
          <Trash2 aria-hidden="true" className="size-3.5" />
          {t("products.action.delete")}
        </>
      }
      triggerLabel={`${t("products.action.delete")}: ${title}`}
      question={t("products.delete.question", { title })}
      explained={t("products.delete.explained")}
      confirmLabel={t("products.delete.confirm")}
      fields={{ intent: "trash", ids: id }}
    />
  );
}

/** 'Delete for good' for one product of the Trash (administrators). */
export function ConfirmPurge({ id, title }: { id: number; title: string }) {
  const { t } = useT();
  return (
    <ConfirmAction
      trigger={
        <>
          <Trash2 aria-hidden="true" className="size-3.5" />
          {t("products.purge.action")}
        </>
      }
      triggerLabel={t("products.purge.actionFor", { title })}
      question={t("products.purge.question", { title })}
      explained={t("products.purge.explained")}
      confirmLabel={t("products.purge.confirm")}
      fields={{ intent: "purge", ids: id }}
    />
  );
}
