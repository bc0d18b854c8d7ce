import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import type { EnquiryState } from "~/platform/db/schema";
import { formatDate, formatNumber, useT, type Translate } from "~/platform/i18n/i18n";
import { describedBy, FieldHint, FieldMessage } from "~/ui/admin/form-fields";
import { Button } from "~/ui/button";
import { cn } from "~/ui/class-names";
import { FieldError, Label, NativeSelect, Textarea } from "~/ui/field";
import type { EnquiryActionData } from "./enquiry-actions.server";
import { NOTE_MAX, noteFormSchema, stateKeys } from "./lead-pipeline";
import { leadStates, UNASSIGNED } from "./lead-values";

/*
 * Where a lead stands, on its page: its state (one button per state, the current one pressed;
 * any move allowed), its owner among the staff, and a note for its timeline. Each is a plain form
 * that posts without JavaScript; the note is checked as it is typed, by the schema the server uses.
 */

export interface PipelineData {
  id: number;
  state: EnquiryState;
  stateChangedAt: string | null;
  stateChangedBy: string | null;
  ownerId: string | null;
  staff: { id: string; email: string }[];
}

const stateButton = (pressed: boolean) =>
  cn(
    "inline-flex min-h-11 items-center rounded-sm border px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brass disabled:opacity-60",
    pressed ? "border-walnut bg-walnut text-ivory" : "border-sand bg-white text-bark hover:border-walnut/50 hover:text-charcoal",
  );

/** The refusal an answer carries for `field`, in words. */
function refusalFor(actionData: EnquiryActionData | undefined, field: "state" | "owner") {
  return actionData && !actionData.ok && actionData.field === field ? actionData.message : null;
}

export function PipelineCard({ lead, actionData }: { lead: PipelineData; actionData: EnquiryActionData | undefined }) {
  const { t, locale } = useT();
  const busy = useNavigation().state === "submitting";
  const stateRefusal = refusalFor(actionData, "state");
  const ownerRefusal = refusalFor(actionData, "owner");
  // An owner who is no longer staff still shows, so the select says who has it.
  const owners = lead.ownerId && !lead.staff.some((member) => member.id === lead.ownerId) ? [...lead.staff, { id: lead.ownerId, email: t("enquiries.pipeline.formerStaff") }] : lead.staff;
  return (
    <div className="grid gap-6">
      <Form method="post">
        <input type="hidden" name="intent" value="state" />
        <fieldset aria-describedby={stateRefusal ? "lead-state-when lead-state-error" : "lead-state-when"}>
          <legend className="mb-2 text-sm font-semibold tracking-wide text-bark">{t("enquiries.pipeline.state")}</legend>
          <div className="flex flex-wrap gap-2">
            {leadStates.map((state) => (
              <button key={state} type="submit" name="state" value={state} aria-pressed={lead.state === state} disabled={busy} className={stateButton(lead.state === state)}>
                {t(stateKeys[state])}
              </button>
            ))}
          </div>
        </fieldset>
        <p id="lead-state-when" className="mt-2 text-sm text-stone [overflow-wrap:anywhere]">
          {lead.stateChangedAt && lead.stateChangedBy
            ? t("enquiries.pipeline.stateChanged", {
                state: t(stateKeys[lead.state]),
                email: lead.stateChangedBy,
                date: formatDate(lead.stateChangedAt, locale, { dateStyle: "medium", timeStyle: "short" }),
              })
            : t("enquiries.pipeline.stateNever")}
        </p>
        <FieldError id="lead-state-error">{stateRefusal ? t(stateRefusal) : null}</FieldError>
      </Form>

      <Form method="post" className="grid gap-3">
        <input type="hidden" name="intent" value="owner" />
        <div>
          <Label htmlFor="lead-owner">{t("enquiries.pipeline.owner")}</Label>
          <NativeSelect
            id="lead-owner"
            name="owner"
            defaultValue={lead.ownerId ?? UNASSIGNED}
            key={lead.ownerId ?? UNASSIGNED}
            aria-invalid={ownerRefusal ? true : undefined}
            aria-describedby={ownerRefusal ? "lead-owner-error" : undefined}
          >
            <option value={UNASSIGNED}>{t("enquiries.pipeline.nobody")}</option>
            {owners.map((member) => (
              <option key={member.id} value={member.id}>
                {member.email}
              </option>
            ))}
          </NativeSelect>
          <FieldError id="lead-owner-error">{ownerRefusal ? t(ownerRefusal) : null}</FieldError>
        </div>
        <div>
          <Button type="submit" variant="outline" size="sm" disabled={busy}>
            {t("enquiries.pipeline.assign")}
          </Button>
        </div>
      </Form>
    </div>
  );
}

export function NoteForm({ actionData }: { actionData: EnquiryActionData | undefined }) {
  const { t, locale } = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "note";
  const [form, fields] = useForm({
    id: "lead-note",
    lastResult: actionData?.intent === "note" ? actionData.result : undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: noteFormSchema, disableAutoCoercion: true }),
  });
  const { key, ...textarea } = getTextareaProps(fields.note);
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-3">
      <input type="hidden" name="intent" value="note" />
      <div>
        <Label htmlFor={fields.note.id}>{t("enquiries.pipeline.note")}</Label>
        <Textarea key={key} {...textarea} rows={3} className="min-h-24" aria-describedby={describedBy(fields.note, true)} />
        <FieldHint id={fields.note.descriptionId}>{t("enquiries.pipeline.noteHint", { limit: formatNumber(NOTE_MAX, locale) })}</FieldHint>
        <FieldMessage field={fields.note} />
      </div>
      <div>
        <Button type="submit" variant="outline" size="sm" disabled={busy}>
          {t("enquiries.pipeline.addNote")}
        </Button>
      </div>
    </Form>
  );
}

export interface TimelineEntry {
  id: number;
  kind: "state" | "owner" | "note";
  from: string | null;
  to: string | null;
  note: string | null;
  actor: string;
  at: string;
}

/** One event in words: who moved it, gave it, or wrote. */
function eventText(entry: TimelineEntry, t: Translate): string {
  const stateName = (value: string | null) => (value && Object.hasOwn(stateKeys, value) ? t(stateKeys[value as EnquiryState]) : (value ?? ""));
  if (entry.kind === "state") return t("enquiries.timeline.state", { actor: entry.actor, from: stateName(entry.from), to: stateName(entry.to) });
  if (entry.kind === "owner") {
    return entry.to
      ? t("enquiries.timeline.owner", { actor: entry.actor, owner: entry.to })
      : t("enquiries.timeline.unassigned", { actor: entry.actor, owner: entry.from ?? "" });
  }
  return t("enquiries.timeline.note", { actor: entry.actor });
}

/** The lead's history, newest first, down to when it was received. */
export function Timeline({ entries, receivedAt }: { entries: TimelineEntry[]; receivedAt: string }) {
  const { t, locale } = useT();
  const when = (iso: string) => formatDate(iso, locale, { dateStyle: "medium", timeStyle: "short" });
  const item = "relative border-l border-sand pb-5 pl-5 last:pb-0";
  const dot = "absolute top-1.5 -left-[5px] size-2.5 rounded-full";
  return (
    <ol aria-label={t("enquiries.timeline.label")} className="mt-2">
      {entries.map((entry) => (
        <li key={entry.id} className={item}>
          <span aria-hidden="true" className={cn(dot, entry.kind === "note" ? "bg-brass" : "bg-walnut")} />
          <p className="text-sm text-charcoal [overflow-wrap:anywhere]">{eventText(entry, t)}</p>
          <p className="text-xs text-stone tabular-nums">
            <time dateTime={entry.at}>{when(entry.at)}</time>
          </p>
          {entry.note ? (
            <p className="mt-2 rounded-sm border border-sand bg-white px-3 py-2 text-sm leading-relaxed whitespace-pre-wrap text-charcoal [overflow-wrap:anywhere]">
              {entry.note}
            </p>
          ) : null}
        </li>
      ))}
      <li className={item}>
        <span aria-hidden="true" className={cn(dot, "border border-stone bg-ivory")} />
        <p className="text-sm text-charcoal">{t("enquiries.timeline.received")}</p>
        <p className="text-xs text-stone tabular-nums">
          <time dateTime={receivedAt}>{when(receivedAt)}</time>
        </p>
      </li>
    </ol>
  );
}
