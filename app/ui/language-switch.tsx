import { useId } from "react";
import { useLocation } from "react-router";
import { LOCALES, localeNames, localeTags, useT } from "~/platform/i18n/i18n";
import { cn } from "~/ui/class-names";

/**
 * English / 简体中文 for the admin. A plain form posting to /auth/language, so it works before
 * and without JavaScript; the answer brings the browser back to this page in the chosen language.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, locale } = useT();
  const { pathname, search } = useLocation();
  const labelId = useId();
  return (
    <form
      method="post"
      action="/auth/language"
      className={cn("flex items-center gap-3", className)}
    >
      <input type="hidden" name="redirectTo" value={pathname + search} />
      {/* On narrow screens the word is read out but not shown: the two language names say it. */}
      <span id={labelId} className="text-sm font-semibold tracking-wide text-stone max-sm:sr-only">
        {t("common.language")}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        className="inline-flex gap-0.5 rounded-sm border border-sand bg-white p-0.5"
      >
        {LOCALES.map((option) => (
          <button
            key={option}
            type="submit"
            name="locale"
            value={option}
            lang={localeTags[option]}
            aria-pressed={option === locale}
            className="min-h-10 rounded-[2px] px-3 text-sm text-bark transition-colors duration-200 hover:bg-linen hover:text-charcoal aria-pressed:bg-walnut aria-pressed:font-semibold aria-pressed:text-ivory"
          >
            {localeNames[option]}
          </button>
        ))}
      </div>
    </form>
  );
}
