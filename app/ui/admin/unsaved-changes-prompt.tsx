import { useEffect } from "react";
import { useBlocker, type Blocker } from "react-router";
import { Button } from "~/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/ui/dialog";
import { useT } from "~/platform/i18n/i18n";
import type { FieldSpec } from "~/platform/entities/define";
import { askBeforeUnload, leavesEditor, saysNothingNew } from "~/ui/admin/unsaved-changes";

/**
 * Never lose work: whether the form (`current`) holds changes not saved since it was `loaded`,
 * read field by field as the `entity` declares, and the blocker that holds back leaving the editor
 * while it does (saving does not leave).
 */
export function useUnsavedChanges(current: unknown, loaded: unknown, entity: { fields: readonly (FieldSpec & { key: string })[]; field: object }) {
  const dirty = !saysNothingNew(entity, current, loaded);
  const blocker = useBlocker((navigation) => dirty && leavesEditor(navigation));
  useEffect(() => (dirty ? askBeforeUnload(window) : undefined), [dirty]);
  return { dirty, blocker };
}

/** 'Leave without saving?': shown while the blocker holds a navigation back. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useT();
  return (
    <Dialog
      open={blocker.state === "blocked"}
      onOpenChange={(open) => (!open ? blocker.reset?.() : undefined)}
    >
      <DialogContent showClose={false} className="text-charcoal">
        <DialogTitle className="font-display text-2xl">{t("editor.unsaved.title")}</DialogTitle>
        <DialogDescription className="text-bark">{t("editor.unsaved.body")}</DialogDescription>
        <div className="mt-2 flex flex-wrap justify-end gap-3">
          <Button type="button" variant="outline" onClick={() => blocker.proceed?.()}>
            {t("editor.unsaved.leave")}
          </Button>
          <Button type="button" autoFocus onClick={() => blocker.reset?.()}>
            {t("editor.unsaved.stay")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
