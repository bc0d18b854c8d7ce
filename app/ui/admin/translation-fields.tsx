import type { ReactNode } from "react";
import { getInputProps, getTextareaProps } from "@conform-to/react";
import { useT } from "~/platform/i18n/i18n";
import { describedBy, FieldMessage, type Field } from "~/ui/admin/form-fields";
import { MissingFrench } from "~/ui/admin/missing-french";
import { Input, Label, Textarea } from "~/ui/field";

/*
 * French texts beside the English they translate (decision 049): on each row the English as it
 * stands in the form, read-only, and the French to type, marked when it is missing. Shared by the
 * editors of every entity with French fields; each passes its declared translations.
 */

interface Translation {
  /** The French field, as the form has it. */
  field: Field;
  /** Its label ("Title in French") and the English field's ("Title"). */
  label: string;
  englishLabel: string;
  /** The English text now in the form. */
  english: string;
  multiline: boolean;
  limit?: number;
  /** Shown under the French field (a search result's counter). */
  after?: ReactNode;
}

/** The rows, then `children` (a search result's preview, say). */
export function TranslationFields({ rows, children }: { rows: readonly Translation[]; children?: ReactNode }) {
  const { t } = useT();
  return (
    <div className="grid gap-8">
      <p className="max-w-prose text-stone">{t("common.translation.intro")}</p>
      {rows.map((row) => (
        <TranslationRow key={row.field.name} row={row} englishCaption={t("common.translation.english")} emptyEnglish={t("common.translation.englishEmpty")} />
      ))}
      {children}
    </div>
  );
}

function TranslationRow({ row, englishCaption, emptyEnglish }: { row: Translation; englishCaption: string; emptyEnglish: string }) {
  const { field, english } = row;
  const englishId = `${field.id}-english`;
  const described = [describedBy(field, false), englishId].filter(Boolean).join(" ");
  return (
    <div className="grid gap-3 border-t border-sand pt-6 lg:grid-cols-2 lg:gap-8">
      <div>
        <p className="mb-2 text-sm font-semibold tracking-wide text-bark">
          {row.englishLabel} <span className="font-normal text-stone">· {englishCaption}</span>
        </p>
        {/* Scrolls when long: a region the keyboard can reach and scroll. */}
        <div
          id={englishId}
          role="region"
          aria-label={`${row.englishLabel} · ${englishCaption}`}
          tabIndex={0}
          className="max-h-60 overflow-y-auto rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brass border border-sand/70 bg-linen/60 px-3.5 py-2.5 text-[0.95rem] whitespace-pre-wrap text-charcoal [overflow-wrap:anywhere]"
        >
          {english.trim() ? <span lang="en">{english}</span> : <span className="text-stone italic">{emptyEnglish}</span>}
        </div>
      </div>
      <div>
        <Label htmlFor={field.id}>
          {row.label}
          <MissingFrench english={english} french={field.value} />
        </Label>
        {row.multiline ? (
          <TranslationArea field={field} describedBy={described} limit={row.limit} />
        ) : (
          <TranslationInput field={field} describedBy={described} limit={row.limit} />
        )}
        {row.after}
        <FieldMessage field={field} />
      </div>
    </div>
  );
}

function TranslationInput({ field, describedBy: described, limit }: { field: Field; describedBy: string; limit?: number }) {
  const { key, ...props } = getInputProps(field, { type: "text" });
  return <Input key={key} {...props} lang="fr-CA" maxLength={limit} autoComplete="off" aria-describedby={described} />;
}

function TranslationArea({ field, describedBy: described, limit }: { field: Field; describedBy: string; limit?: number }) {
  const { key, ...props } = getTextareaProps(field);
  return <Textarea key={key} {...props} lang="fr-CA" rows={6} maxLength={limit} aria-describedby={described} />;
}

/**
 * Any French control (a rich text, say) beside the English it translates: the English as the form
 * holds it now, read-only, and the mark when the French is missing.
 */
export function TranslationPair({
  englishLabel,
  english,
  frenchMissing,
  children,
}: {
  englishLabel: string;
  english: string;
  frenchMissing: boolean;
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    <div className="grid gap-3 border-t border-sand pt-6 first-of-type:border-t-0 lg:grid-cols-2 lg:gap-8">
      <div>
        <p className="mb-2 text-sm font-semibold tracking-wide text-bark">
          {englishLabel} <span className="font-normal text-stone">· {t("common.translation.english")}</span>
          {frenchMissing ? <MissingFrench english="x" french="" /> : null}
        </p>
        <div
          role="region"
          aria-label={`${englishLabel} · ${t("common.translation.english")}`}
          tabIndex={0}
          className="max-h-60 overflow-y-auto rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brass border border-sand/70 bg-linen/60 px-3.5 py-2.5 text-[0.95rem] whitespace-pre-wrap text-charcoal [overflow-wrap:anywhere]"
        >
          {english.trim() ? <span lang="en">{english}</span> : <span className="text-stone italic">{t("common.translation.englishEmpty")}</span>}
        </div>
      </div>
      <div>{children}</div>
    </div>
  );
}
