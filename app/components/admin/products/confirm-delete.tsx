import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { useT } from "~/i18n/i18n";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * 'Delete' for one product: with JavaScript a dialog asks first ('Cancel' closes it, confirming
 * moves the product to the Trash and the list reloads); without, a disclosure asks the same.
 */
export function ConfirmDelete({ id, title }: { id: number; title: string }) {
  const { t } = useT();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const trigger = "inline-flex min-h-10 items-center gap-1.5 rounded-sm px-3 text-xs font-semibold tracking-wide text-error hover:bg-error/5";
  const confirm = (
    <Form method="post" onSubmit={() => setOpen(false)} className="contents">
      <input type="hidden" name="intent" value="trash" />
      <input type="hidden" name="ids" value={id} />
      <Button type="submit" size="sm" variant="danger">
        {t("products.delete.confirm")}
      </Button>
    </Form>
  );
  if (!hydrated) {
    return (
      <details>
        <summary className={`${trigger} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>{t("products.action.delete")}</summary>
        <div className="mt-2 max-w-72 rounded-sm border border-error/30 bg-white p-3">
          <p className="font-semibold text-charcoal">{t("products.delete.question", { title })}</p>
          <p className="mt-1 mb-3 text-xs text-bark">{t("products.delete.explained")}</p>
          {confirm}
        </div>
      </details>
    );
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className={trigger} aria-label={`${t("products.action.delete")}: ${title}`}>
        <Trash2 aria-hidden="true" className="size-3.5" />
        {t("products.action.delete")}
      </DialogTrigger>
      <DialogContent showClose={false} className="text-charcoal">
        <DialogTitle className="font-display text-2xl">{t("products.delete.question", { title })}</DialogTitle>
        <DialogDescription className="text-bark">{t("products.delete.explained")}</DialogDescription>
        <div className="mt-2 flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button type="button" variant="outline" size="sm">
              {t("common.cancel")}
            </Button>
          </DialogClose>
          {confirm}
        </div>
      </DialogContent>
    </Dialog>
  );
}
