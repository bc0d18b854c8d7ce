import type { SamplesPageCopy } from "~/content/samples";
import { fill } from "~/features/catalogue/public/copy-text";
import {
  MAX_SAMPLES,
  removeSample,
  type ListedSample,
} from "~/features/catalogue/public/quote-list";
import type { SiteLocale } from "~/platform/i18n/site-locale";
import { X } from "~/ui/icons/icon";
import { SiteLink } from "~/ui/site-link";
import { lineFields } from "../quote/quote-lines";

/*
 * The colours a sample request names, inside its form: each posted as a line (product, colour and
 * the title the visitor read), each removable. Before the script runs (or without it) the one
 * colour the address names is the list, and removing it is a link to the page without it.
 */

export function SampleList({
  samples,
  hydrated,
  copy,
  error,
  notes,
  locale,
}: {
  samples: readonly ListedSample[];
  hydrated: boolean;
  copy: SamplesPageCopy["list"];
  /** The list's own message: none chosen, too many, or all gone from the catalogue. */
  error?: string;
  /** What happened to the colour the address named (gone, or the list was full). */
  notes: string[];
  locale: SiteLocale;
}) {
  return (
    <section aria-labelledby="sample-list-heading" data-sample-list="">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="sample-list-heading" className="text-2xl sm:text-3xl">
          {copy.heading}
        </h2>
        {samples.length > 0 ? (
          <p className="text-sm font-semibold tracking-wide text-stone tabular-nums">
            {fill(copy.count, { count: samples.length, max: MAX_SAMPLES }, locale)}
          </p>
        ) : null}
      </div>
      {notes.map((note) => (
        <p
          key={note}
          role="status"
          className="mt-4 rounded-sm border border-sand bg-ivory p-4 text-sm text-bark"
        >
          {note}
        </p>
      ))}
      {error ? (
        <p
          id="samples-error"
          role="alert"
          className="mt-4 rounded-sm border border-error/30 bg-error/5 p-4 text-sm text-error"
        >
          {error}
        </p>
      ) : null}
      {samples.length === 0 ? (
        <div className="mt-5 rounded-sm border border-dashed border-sand bg-ivory px-6 py-8 text-bark">
          <p className="max-w-prose">{copy.empty}</p>
          <SiteLink
            to="/products"
            className="mt-3 inline-flex min-h-11 items-center font-semibold text-brass-dark underline-offset-4 hover:underline"
          >
            {copy.browse} →
          </SiteLink>
        </div>
      ) : (
        <ol className="mt-5 divide-y divide-sand border-y border-sand">
          {samples.map((sample, index) => {
            const removeLabel = fill(
              copy.removeOf,
              { name: sample.colour, title: sample.title },
              locale,
            );
            const removeClass =
              "inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-sm px-3 text-sm font-semibold text-stone transition-colors hover:bg-linen hover:text-error";
            return (
              <li
                key={`${sample.id}:${sample.colour}`}
                data-sample={sample.colour}
                className="flex items-center gap-4 py-4"
              >
                <input type="hidden" name={lineFields.product} value={sample.id} />
                <input type="hidden" name={lineFields.colour} value={sample.colour} />
                <input type="hidden" name={lineFields.title} value={sample.title} />
                <span
                  aria-hidden="true"
                  className="w-7 shrink-0 font-display text-lg text-brass tabular-nums"
                >
                  {String(index + 1).padStart(2, "0")}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-display text-xl text-charcoal">{sample.colour}</p>
                  <SiteLink
                    to={`/products/${sample.id}`}
                    className="text-sm text-stone underline-offset-4 hover:text-brass-dark hover:underline"
                  >
                    {sample.title}
                  </SiteLink>
                </div>
                {hydrated ? (
                  <button
                    type="button"
                    onClick={() => removeSample(index)}
                    aria-label={removeLabel}
                    className={removeClass}
                  >
                    <X aria-hidden="true" className="size-4" /> {copy.remove}
                  </button>
                ) : (
                  <SiteLink to="/samples" aria-label={removeLabel} className={removeClass}>
                    <X aria-hidden="true" className="size-4" /> {copy.remove}
                  </SiteLink>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
