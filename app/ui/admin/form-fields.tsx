import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldError, Input, Label } from "~/ui/field";
import { useT, type MessageKey } from "~/platform/i18n/i18n";

/* The pieces of the admin's Conform forms: a field's hint, its message and a labelled text input. */

export type Field = FieldMetadata<string | undefined>;

/** The ids a field's input points at: its hint when it has one, its message when it has one. */
export const describedBy = (field: Field, hint: boolean) =>
  [hint ? field.descriptionId : null, field.errors?.length ? field.errorId : null].filter(Boolean).join(" ") || undefined;

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-2 text-sm text-stone">
      {children}
    </p>
  );
}

/** The field's first message, in the reader's language; `name` fills a message's `{name}`. */
export function FieldMessage({ field, name }: { field: Field; name?: string }) {
  const { t } = useT();
  const first = field.errors?.[0];
  return <FieldError id={field.errorId}>{first ? t(first as MessageKey, { name: name ?? "" }) : null}</FieldError>;
}

/**
 * A labelled text input with its hint and its message. The browser's own `required` is left off so
 * that the form's schema words the message; `aria-required` still tells assistive technology.
 */
export function TextField({
  field,
  label,
  hint,
  placeholder,
  required,
  inputMode,
  maxLength,
  spellCheck,
  autoFocus,
  messageName,
  className,
  lang,
  badge,
}: {
  field: Field;
  label: string;
  /** The language of what is typed in it, when not the admin's (a French text). */
  lang?: string;
  /** A mark after the label (French missing). */
  badge?: ReactNode;
  hint?: ReactNode;
  placeholder?: string;
  required?: boolean;
  inputMode?: "numeric" | "decimal" | "text";
  maxLength?: number;
  spellCheck?: boolean;
  autoFocus?: boolean;
  /** Fills `{name}` in the field's message (the category that already has a slug, say). */
  messageName?: string;
  className?: string;
}) {
  const { key, ...props } = getInputProps(field, { type: "text" });
  return (
    <div className={className}>
      <Label htmlFor={field.id} required={required}>
        {label}
        {badge}
      </Label>
      <Input
        key={key}
        {...props}
        lang={lang}
        required={false}
        aria-required={required || undefined}
        aria-describedby={describedBy(field, Boolean(hint))}
        placeholder={placeholder}
        inputMode={inputMode}
        maxLength={maxLength}
        autoComplete="off"
        spellCheck={spellCheck}
        autoFocus={autoFocus}
      />
      {hint ? <FieldHint id={field.descriptionId}>{hint}</FieldHint> : null}
      <FieldMessage field={field} name={messageName} />
    </div>
  );
}
