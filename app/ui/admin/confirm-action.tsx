import { useState, type ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "~/ui/dialog";
import { useT } from "~/platform/i18n/i18n";
import { useHydrated } from "~/platform/render/use-hydrated";
import { cn } from "~/ui/class-names";

/**
 * A button that asks before it posts: with JavaScript a dialog ('Cancel' closes it, confirming
 * posts `fields` with `confirmed=1` and the page's data reloads); without, a disclosure asks the same.
 */
export function ConfirmAction({
  trigger,
  triggerLabel,
  question,
  explained,
  confirmLabel,
  fields,
  className,
  details,
}: {
  trigger: ReactNode;
  /** The trigger's name for assistive technology, when its text alone does not say which item it acts on. */
  triggerLabel?: string;
  question: string;
  explained: string;
  confirmLabel: string;
  fields: Record<string, string | number>;
  className?: string;
  /** What the confirmation lists beyond its one sentence (the records a change affects). */
  details?: ReactNode;
}) {
  const { t } = useT();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const triggerClass = cn(
    "inline-flex min-h-10 items-center gap-1.5 rounded-sm px-3 text-xs font-semibold tracking-wide text-error hover:bg-error/5",
    className,
  );
  const confirm = (
    <Form method="post" onSubmit={() => setOpen(false)} className="contents">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="confirmed" value="1" />
      <Button type="submit" size="sm" variant="danger">
        {confirmLabel}
      </Button>
    </Form>
  );
  if (!hydrated) {
    return (
      <details>
        <summary
          aria-label={triggerLabel}
          className={`${triggerClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
        >
          {trigger}
        </summary>
        <div className="mt-2 max-w-72 rounded-sm border border-error/30 bg-white p-3">
          <p className="font-semibold text-charcoal">{question}</p>
          <p className="mt-1 mb-3 text-xs text-bark">{explained}</p>
          {details ? <div className="mb-3">{details}</div> : null}
          {confirm}
        </div>
      </details>
    );
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className={triggerClass} aria-label={triggerLabel}>
        {trigger}
      </DialogTrigger>
      <DialogContent showClose={false} className="text-charcoal">
        <DialogTitle className="font-display text-2xl [overflow-wrap:anywhere]">
          {question}
        </DialogTitle>
        <DialogDescription className="text-bark">{explained}</DialogDescription>
        {details}
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
