import { getInputProps } from "@conform-to/react";
import { describedBy, FieldMessage, type Field } from "~/ui/admin/form-fields";
import { Button } from "~/ui/button";
import { Input, Label } from "~/ui/field";
import { useT } from "~/platform/i18n/i18n";

/*
 * Beside a new entry's form: what it is to be once created. Its buttons and the schedule's time
 * belong to the editor's form (the `form` attribute), so one submit sends every field with them, with
 * or without JavaScript: "Publish" creates it published, "Schedule" creates it scheduled for the
 * time typed in the office's zone (Mississauga), and the form's own button creates a draft.
 */

export function CreateState({ formId, publishAt, busy }: { formId: string; publishAt: Field; busy: boolean }) {
  const { t } = useT();
  const { key, ...props } = getInputProps(publishAt, { type: "datetime-local" });
  const hintId = `${publishAt.id}-hint`;
  return (
    <aside aria-labelledby="content-state-title" className="grid gap-4 rounded-sm border border-sand bg-white p-5 lg:sticky lg:top-24">
      <h2 id="content-state-title" className="text-xl">
        {t("content.editor.stateTitle")}
      </h2>
      <p className="text-sm text-bark">{t("content.editor.createIntro")}</p>
      <Button type="submit" form={formId} name="createAs" value="publish" disabled={busy} className="w-full">
        {t("content.editor.createPublish")}
      </Button>
      <div className="grid gap-2 border-t border-sand pt-4">
        <Label htmlFor={publishAt.id}>{t("content.editor.scheduleLabel")}</Label>
        <Input key={key} {...props} form={formId} aria-describedby={[hintId, describedBy(publishAt, false)].filter(Boolean).join(" ")} />
        <p id={hintId} className="text-xs text-stone">
          {t("content.editor.scheduleHint")}
        </p>
        <FieldMessage field={publishAt} />
        <Button type="submit" variant="outline" form={formId} name="createAs" value="schedule" disabled={busy}>
          {t("content.editor.schedule")}
        </Button>
      </div>
    </aside>
  );
}
