import { useT } from "~/platform/i18n/i18n";

/** Whether a French text is missing: its English one says something and it says nothing. */
export const frenchMissing = (english: unknown, french: unknown) =>
  typeof english === "string" && english.trim() !== "" && !(typeof french === "string" && french.trim() !== "");

/**
 * The mark beside a French field whose English has text and which has none: the French site then
 * shows the English (decision 049). Nothing when the French is there, or when there is nothing to
 * translate.
 */
export function MissingFrench({ english, french }: { english: unknown; french: unknown }) {
  const { t } = useT();
  if (!frenchMissing(english, french)) return null;
  return (
    <span className="ml-2 inline-flex items-center rounded-full border border-brass/50 bg-brass/10 px-2 py-0.5 align-middle text-xs font-semibold text-brass-dark">
      {t("common.translation.missing")}
    </span>
  );
}
