import { FilePenLine } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/ui/button";
import { Input, Label } from "~/ui/field";
import { formatDate, useT } from "~/platform/i18n/i18n";
import { toCompanyTime } from "../company-time";
import type { ContentEditorData } from "./content-editor.server";
import { whenText } from "./content-nav";

/*
 * A published entry's draft of changes, as its editor shows it: the notice above the form (who
 * saved it, when, and whether the live entry moved on since), and beside the form its buttons:
 * publish the changes now or at a time, or discard them (decision 067). Plain forms: they work
 * before the scripts run.
 */

type Changes = NonNullable<ContentEditorData["changes"]>;

/** The notice over the form: the draft is what the form shows, the live page is unchanged. */
export function ChangesNotice({ changes, version }: { changes: Changes; version: number | null }) {
  const { t, locale } = useT();
  const stale = version !== null && changes.basedOn !== version;
  return (
    <div role="status" className="mt-6 flex items-start gap-3 rounded-sm border border-brass/50 bg-brass/5 px-4 py-3 text-sm text-bark">
      <FilePenLine aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brass-dark" />
      <div className="grid gap-1">
        <p className="font-semibold text-charcoal">
          {t("content.changes.waiting", { who: changes.savedBy ?? t("content.history.bySite"), when: whenText(changes.savedAt, locale) })}
        </p>
        <p>{t("content.changes.intro")}</p>
        {stale ? <p className="font-semibold text-error">{t("content.changes.stale", { version: changes.basedOn, current: version })}</p> : null}
      </div>
    </div>
  );
}

/** The draft's buttons, in the editor's side panel. */
export function ChangesActions({ changes }: { changes: Changes }) {
  const { t, locale } = useT();
  return (
    <div className="grid gap-3 border-t border-sand pt-4">
      <h3 className="text-base font-semibold text-charcoal">{t("content.changes.title")}</h3>
      {changes.publishAt ? (
        <p className="text-sm text-bark">{t("content.changes.scheduledFor", { when: formatDate(changes.publishAt, locale, { dateStyle: "full", timeStyle: "short" }) })}</p>
      ) : null}
      <Form method="post">
        <input type="hidden" name="intent" value="publish-changes" />
        <Button type="submit" className="w-full">
          {t("content.changes.publish")}
        </Button>
      </Form>
      <Form method="post" className="grid gap-2">
        <input type="hidden" name="intent" value="schedule-changes" />
        <Label htmlFor="content-changes-at">{t("content.changes.scheduleLabel")}</Label>
        <Input id="content-changes-at" type="datetime-local" name="publishAt" required defaultValue={changes.publishAt ? toCompanyTime(new Date(changes.publishAt)) : ""} aria-describedby="content-changes-at-hint" />
        <p id="content-changes-at-hint" className="text-xs text-stone">
          {t("content.editor.scheduleHint")}
        </p>
        <Button type="submit" variant="outline">
          {t("content.changes.schedule")}
        </Button>
      </Form>
      {changes.publishAt ? (
        <Form method="post">
          <input type="hidden" name="intent" value="unschedule-changes" />
          <Button type="submit" variant="outline" size="sm" className="w-full">
            {t("content.changes.unschedule")}
          </Button>
        </Form>
      ) : null}
      <Form method="post">
        <input type="hidden" name="intent" value="discard-changes" />
        <Button type="submit" variant="dangerOutline" size="sm" className="w-full">
          {t("content.changes.discard")}
        </Button>
      </Form>
    </div>
  );
}
