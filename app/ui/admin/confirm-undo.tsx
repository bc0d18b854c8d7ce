import { Undo2 } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button, buttonVariants } from "~/ui/button";
import { useT } from "~/platform/i18n/i18n";
import { useHydrated } from "~/platform/render/use-hydrated";
import { cn } from "~/ui/class-names";

/**
 * 'Undo this import': with JavaScript an alert dialog asks first ('Cancel' keeps everything,
 * confirming queues the undo); without, a disclosure asks the same and its button posts the form.
 */
export function ConfirmUndo({ jobId }: { jobId: number }) {
  const { t } = useT();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [open, setOpen] = useState(false);
  const working = navigation.state !== "idle" && navigation.formData?.get("intent") === "undo";
  const question = t("import.undo.question", { id: jobId });
  const confirm = (
    <Form method="post" onSubmit={() => setOpen(false)} className="contents">
      <Button type="submit" name="intent" value="undo" size="sm" variant="danger" disabled={working}>
        {working ? t("import.undo.working") : t("import.undo.confirm")}
      </Button>
    </Form>
  );
  const trigger = buttonVariants({ variant: "dangerOutline", size: "sm" });
  if (!hydrated) {
    return (
      <details className="group">
        <summary className={cn(trigger, "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}>
          <Undo2 aria-hidden="true" className="size-4" />
          {t("import.undo.button")}
        </summary>
        <div className="mt-3 max-w-xl rounded-sm border border-error/30 bg-white p-4">
          <p className="font-semibold text-charcoal">{question}</p>
          <p className="mt-1 mb-4 text-sm text-bark">{t("import.undo.explained")}</p>
          {confirm}
        </div>
      </details>
    );
  }
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger className={trigger} disabled={working}>
        <Undo2 aria-hidden="true" className="size-4" />
        {working ? t("import.undo.working") : t("import.undo.button")}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[70] bg-charcoal/70 transition-opacity duration-300 ease-soft motion-reduce:transition-none starting:opacity-0" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[70] grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-sm bg-ivory p-6 text-charcoal shadow-2xl shadow-charcoal/30 outline-none transition-opacity duration-300 ease-soft motion-reduce:transition-none starting:opacity-0 sm:p-8">
          <AlertDialog.Title className="font-display text-2xl">{question}</AlertDialog.Title>
          <AlertDialog.Description className="text-bark">{t("import.undo.explained")}</AlertDialog.Description>
          <div className="mt-2 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button type="button" variant="outline" size="sm">
                {t("common.cancel")}
              </Button>
            </AlertDialog.Cancel>
            {confirm}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
