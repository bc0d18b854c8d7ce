import { useState, type FormEvent } from "react";
import type { FormMetadata } from "@conform-to/react";
import { Input } from "~/ui/field";
import { FieldHint } from "~/ui/admin/form-fields";
import { FieldError } from "~/ui/field";
import { useT, type MessageKey } from "~/platform/i18n/i18n";
import { DAYS, hoursFromForm, weekLines, exceptionLine } from "~/platform/text/opening-hours";

/*
 * Opening hours as staff set them: each weekday open from one time to another or closed, and the
 * dated days that differ (a holiday closed, a short day). Plain inputs a form posts as they are:
 * nothing here needs scripts. Underneath, the hours as visitors read them in English and in
 * French, from what is typed (decision 052).
 */

/** Blank rows offered for new dates; more come after saving. */
const NEW_ROWS = 2;

type Row = Record<string, unknown>;
const rows = (raw: unknown): Row[] => (Array.isArray(raw) ? raw.map((item) => (item && typeof item === "object" ? (item as Row) : {})) : []);
const text = (raw: unknown) => (typeof raw === "string" ? raw : "");
const on = (raw: unknown) => raw === "on" || raw === "true";

/** The parts of a form under `name` ('hours.days[0].opens'), as the object they spell. */
function postedUnder(form: HTMLFormElement, name: string): Row {
  const found: Row = {};
  for (const [key, value] of new FormData(form)) {
    if (!key.startsWith(`${name}.`) || typeof value !== "string") continue;
    const path = key.slice(name.length + 1).split(/[.[\]]+/).filter(Boolean);
    let into: Record<string, unknown> = found;
    path.forEach((part, index) => {
      if (index === path.length - 1) into[part] = value;
      else into = (into[part] ??= /^\d+$/.test(path[index + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return found;
}

export function OpeningHoursField({
  name,
  id,
  label,
  hint,
  value,
  form,
}: {
  name: string;
  id: string;
  label: string;
  hint?: string;
  /** What the form started with (last sent, or stored), in whatever shape it came. */
  value: unknown;
  form: FormMetadata<Record<string, unknown>>;
}) {
  const { t } = useT();
  const held = value && typeof value === "object" && !Array.isArray(value) ? (value as Row) : {};
  const days = rows(held.days);
  const exceptions: Row[] = [...rows(held.exceptions), ...Array.from({ length: NEW_ROWS }, () => ({}))];
  const errors = form.allErrors;
  const error = (path: string) => {
    const first = errors[`${name}${path}`]?.[0];
    return first ? t(first as MessageKey) : null;
  };
  // What visitors will read, as it is typed.
  const [preview, setPreview] = useState(() => hoursFromForm(held).value);
  const typed = (event: FormEvent<HTMLFieldSetElement>) => {
    const owner = event.currentTarget.form;
    if (owner) setPreview(hoursFromForm(postedUnder(owner, name)).value);
  };
  const previewLines = (locale: "en" | "fr") => [...weekLines(preview, locale), ...preview.exceptions.map((exception) => exceptionLine(exception, locale))];
  /** A time's input, labelled above it (in the week, only on phones: a heading names the columns on wider screens). */
  const timeInput = (path: string, labelText: string, current: unknown, headed = false) => {
    const problem = error(path);
    return (
      <label className="grid gap-1 text-sm text-stone">
        <span className={headed ? "sm:sr-only" : undefined}>{labelText}</span>
        <Input
          type="time"
          name={`${name}${path}`}
          defaultValue={text(current)}
          step={300}
          className={headed ? "w-full sm:w-40" : "w-36 sm:w-40"}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}${path}-error` : undefined}
        />
        {problem ? <FieldError id={`${id}${path}-error`}>{problem}</FieldError> : null}
      </label>
    );
  };
  return (
    <fieldset id={id} className="grid gap-6" onInput={typed} onChange={typed}>
      <legend className="mb-1 text-sm font-semibold text-charcoal">{label}</legend>
      {hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
      {error("") ? <FieldError id={`${id}-error`}>{error("")}</FieldError> : null}
      <div className="grid max-w-2xl gap-2">
        <div aria-hidden="true" className="hidden grid-cols-[8rem_7rem_10rem_10rem] gap-x-4 text-sm text-stone sm:grid">
          <span />
          <span />
          <span>{t("content.hours.opens")}</span>
          <span>{t("content.hours.closes")}</span>
        </div>
        {DAYS.map((day, index) => {
          const row = days[index] ?? {};
          const dayId = `${id}-${day}`;
          return (
            <div key={day} role="group" aria-labelledby={dayId} className="grid grid-cols-2 items-start gap-x-4 gap-y-1 border-t border-sand/60 pt-2 sm:grid-cols-[8rem_7rem_10rem_10rem] sm:border-0 sm:pt-0">
              <span id={dayId} className="flex min-h-11 items-center text-sm font-semibold text-charcoal">
                {t(`content.hours.day.${day}`)}
              </span>
              <label className="inline-flex min-h-11 items-center gap-2 text-sm">
                <input type="checkbox" name={`${name}.days[${index}].open`} defaultChecked={on(row.open)} className="size-5 accent-walnut" />
                {t("content.hours.open")}
              </label>
              {timeInput(`.days[${index}].opens`, t("content.hours.opens"), row.opens, true)}
              {timeInput(`.days[${index}].closes`, t("content.hours.closes"), row.closes, true)}
            </div>
          );
        })}
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold text-charcoal">{t("content.hours.exceptions")}</legend>
        {exceptions.map((row, index) => {
          const dateProblem = error(`.exceptions[${index}].date`);
          return (
            <div key={index} className="flex flex-wrap items-start gap-x-4 gap-y-2 rounded-sm border border-sand bg-white p-3">
              <label className="grid gap-1 text-sm text-stone">
                <span>{t("content.hours.exceptionDate")}</span>
                <Input
                  type="date"
                  name={`${name}.exceptions[${index}].date`}
                  defaultValue={text(row.date)}
                  className="w-44"
                  aria-invalid={dateProblem ? true : undefined}
                  aria-describedby={dateProblem ? `${id}-exception-${index}-error` : undefined}
                />
                {dateProblem ? <FieldError id={`${id}-exception-${index}-error`}>{dateProblem}</FieldError> : null}
              </label>
              <label className="inline-flex min-h-11 items-center gap-2 self-end text-sm">
                <input type="checkbox" name={`${name}.exceptions[${index}].closed`} defaultChecked={on(row.closed) || !text(row.date)} className="size-5 accent-walnut" />
                {t("content.hours.closedAllDay")}
              </label>
              {timeInput(`.exceptions[${index}].opens`, t("content.hours.opens"), row.opens)}
              {timeInput(`.exceptions[${index}].closes`, t("content.hours.closes"), row.closes)}
              {text(row.date) ? (
                <label className="inline-flex min-h-11 items-center gap-2 self-end text-sm text-stone">
                  <input type="checkbox" name={`${name}.exceptions[${index}].remove`} defaultChecked={on(row.remove)} className="size-5 accent-walnut" />
                  {t("content.hours.removeDay")}
                </label>
              ) : null}
            </div>
          );
        })}
        {error(".exceptions") ? <FieldError id={`${id}-exceptions-error`}>{error(".exceptions")}</FieldError> : null}
      </fieldset>
      <div className="grid gap-4 rounded-sm bg-linen p-4 text-sm sm:grid-cols-2" aria-live="polite">
        {(["en", "fr"] as const).map((locale) => (
          <div key={locale} lang={locale}>
            <p className="font-semibold text-charcoal">
              {t("content.hours.preview")} · {locale === "en" ? "English" : "Français"}
            </p>
            <ul className="mt-1 text-bark">
              {previewLines(locale).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
