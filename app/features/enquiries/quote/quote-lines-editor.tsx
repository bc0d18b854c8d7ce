import { useState } from "react";
import type { QuotePageCopy } from "~/content/quote";
import { clearQuote, removeFromQuote, setQuoteArea, useQuoteList, type ListedProduct, addToQuote } from "~/features/catalogue/public/quote-list";
import { fill, plural } from "~/features/catalogue/public/copy-text";
import { useSiteLocale } from "~/platform/i18n/site-locale";
import { useHydrated } from "~/platform/render/use-hydrated";
import { FieldError, Input } from "~/ui/field";
import { X } from "~/ui/icons/icon";
import { SiteLink } from "~/ui/site-link";
import type { EnquiryResult } from "../enquiry-form-schema";
import type { EnquiryValidationTexts } from "../enquiry-text.en";
import { areaIsValid, boxesFor, lineFields, readArea, readPostedLines, type LineErrors, type LineValues } from "./quote-lines";
import type { AddressLine } from "./quote-page.server";
import { useAddressItemJoinsList } from "../address-item";

/*
 * The quote page's products, inside its form: each with its colour, an area to edit and the boxes
 * it takes, posted as the lines of the request (quote-lines.ts). Before the script runs (or
 * without it) the one product the address names is the list; once it runs, the list kept in the
 * browser is, with that product added to it.
 */

interface EditorProps {
  addressLine: AddressLine | null;
  copy: QuotePageCopy["list"];
  messages: Pick<EnquiryValidationTexts, "linesTooMany" | "areaInvalid">;
  /** A refused post's messages and typed lines (without JavaScript). */
  refused?: { errors?: LineErrors; values?: LineValues[] };
}

const areaText = (area: number | null, locale: string) =>
  area === null ? "" : new Intl.NumberFormat(locale === "fr" ? "fr-CA" : "en-CA", { maximumFractionDigits: 2, useGrouping: false }).format(area);

export function useQuoteLines({ addressLine, copy, messages, refused }: EditorProps) {
  const hydrated = useHydrated();
  const list = useQuoteList();
  const locale = useSiteLocale();
  const [errors, setErrors] = useState<LineErrors>(refused?.errors ?? {});

  useAddressItemJoinsList(addressLine, (line) => addToQuote({ ...line }), "/quote");

  const lines: ListedProduct[] = hydrated ? list.quote : addressLine ? [addressLine] : [];

  const check = (data: FormData) => {
    const found = readPostedLines(data, messages).errors;
    setErrors(found ?? {});
    return !found;
  };
  const onAnswer = (answer: EnquiryResult) => {
    if (answer.status === "invalid") setErrors(answer.lineErrors ?? {});
    if (answer.status === "sent") {
      setErrors({});
      clearQuote();
    }
  };

  const fields = (
    <QuoteLinesFields
      lines={lines}
      hydrated={hydrated}
      copy={copy}
      errors={errors}
      typed={refused?.values}
      onArea={(index, typed) => {
        const area = readArea(typed);
        const valid = areaIsValid(area);
        setErrors((current) => {
          const area = { ...current.area };
          if (valid) delete area[index];
          else area[index] = messages.areaInvalid;
          return { ...current, area };
        });
        if (valid) setQuoteArea(index, area);
      }}
      locale={locale}
    />
  );
  return { fields, check, onAnswer };
}

function QuoteLinesFields({
  lines,
  hydrated,
  copy,
  errors,
  typed,
  onArea,
  locale,
}: {
  lines: ListedProduct[];
  hydrated: boolean;
  copy: QuotePageCopy["list"];
  errors: LineErrors;
  typed?: LineValues[];
  onArea: (index: number, typed: string) => void;
  locale: "en" | "fr";
}) {
  return (
    <section aria-labelledby="quote-lines-heading" className="mb-4">
      <h2 id="quote-lines-heading" className="text-2xl sm:text-3xl">
        {copy.heading}
        {lines.length > 0 ? <span className="ml-2 align-middle font-sans text-base font-semibold text-stone">({lines.length})</span> : null}
      </h2>
      {errors.lines ? (
        <p role="alert" className="mt-4 rounded-sm border border-error/30 bg-error/5 p-4 text-sm text-error">
          {errors.lines}
        </p>
      ) : null}
      {lines.length === 0 ? (
        <div className="mt-4 rounded-sm border border-dashed border-sand bg-ivory p-6 text-bark">
          <p>{copy.empty}</p>
          <SiteLink to="/products" className="mt-3 inline-flex min-h-11 items-center font-semibold text-brass-dark underline-offset-4 hover:underline">
            {copy.browse} →
          </SiteLink>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-sand border-y border-sand">
          {lines.map((line, index) => {
            const areaId = `quote-area-${index}`;
            const errorId = `${areaId}-error`;
            const message = errors.area?.[index];
            const boxes = boxesFor(line.area, line.coveragePerBox);
            return (
              <li key={`${line.id}:${line.colour ?? ""}`} data-quote-line={line.id} className="grid gap-3 py-4 sm:grid-cols-[1fr_11rem_auto] sm:items-start">
                <input type="hidden" name={lineFields.product} value={line.id} />
                <input type="hidden" name={lineFields.colour} value={line.colour ?? ""} />
                <input type="hidden" name={lineFields.title} value={line.title} />
                <div className="min-w-0 sm:pt-2">
                  <SiteLink to={`/products/${line.id}`} className="font-display text-lg text-charcoal hover:text-brass-dark">
                    {line.title}
                  </SiteLink>
                  {line.colour ? (
                    <p className="text-sm text-stone">
                      {copy.colour}: <span className="text-bark">{line.colour}</span>
                    </p>
                  ) : null}
                  {boxes !== null ? <p className="mt-1 text-sm font-semibold text-walnut">{plural(copy.boxes, boxes, { count: boxes }, locale)}</p> : null}
                </div>
                <div>
                  <label htmlFor={areaId} className="mb-1 block text-sm font-semibold text-charcoal">
                    {copy.area}
                  </label>
                  <Input
                    id={areaId}
                    name={lineFields.area}
                    inputMode="decimal"
                    autoComplete="off"
                    defaultValue={typed?.[index]?.area ?? areaText(line.area, locale)}
                    aria-invalid={message ? true : undefined}
                    aria-describedby={message ? errorId : `${areaId}-hint`}
                    onChange={(event) => onArea(index, event.currentTarget.value)}
                  />
                  {message ? <FieldError id={errorId}>{message}</FieldError> : <p id={`${areaId}-hint`} className="mt-1 text-xs text-stone">{copy.areaHint}</p>}
                </div>
                <div className="sm:pt-7">
                  {hydrated ? (
                    <button
                      type="button"
                      onClick={() => removeFromQuote(index)}
                      aria-label={fill(copy.removeOf, { title: line.title })}
                      className="inline-flex min-h-11 items-center gap-1.5 rounded-sm px-3 text-sm font-semibold text-stone transition-colors hover:bg-linen hover:text-error"
                    >
                      <X aria-hidden="true" className="size-4" /> {copy.remove}
                    </button>
                  ) : (
                    <SiteLink to="/quote" aria-label={fill(copy.removeOf, { title: line.title })} className="inline-flex min-h-11 items-center gap-1.5 px-3 text-sm font-semibold text-stone hover:text-error">
                      <X aria-hidden="true" className="size-4" /> {copy.remove}
                    </SiteLink>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
