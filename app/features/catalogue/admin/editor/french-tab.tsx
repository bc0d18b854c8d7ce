import { product } from "~/features/catalogue/product.entity";
import { useT } from "~/platform/i18n/i18n";
import type { Field } from "~/ui/admin/form-fields";
import { frenchMissing } from "~/ui/admin/missing-french";
import { SearchResultPreview, SeoCounter } from "~/ui/admin/search-result";
import { TranslationFields } from "~/ui/admin/translation-fields";
import type { Fields } from "./editor-form";
import { editorLayout, fieldsAt } from "./editor-layout";
import { useProductSearchResult } from "./seo-tab";

/**
 * The editor's French tab: each declared French text beside the English it translates (decision
 * 049); under the French search texts their counters, and after them the French page's search result.
 */

const translations = fieldsAt(editorLayout(product), "translation");
const englishOf = (key: string) => product.fields.find((item) => item.key === key)!;

/** How many French texts the form lacks while their English has text (the tab's mark). */
export function missingFrench(fields: Fields): number {
  return translations.filter((item) => {
    const english = fields[englishOf(item.translates!).key as keyof Fields] as Field;
    return frenchMissing(english.value ?? "", (fields[item.key] as Field).value);
  }).length;
}

export function FrenchTexts({ fields, productId }: { fields: Fields; productId: number | null }) {
  const { t } = useT();
  const result = useProductSearchResult(fields, productId, "fr");
  return (
    <TranslationFields
      rows={translations.map((item) => {
        const english = englishOf(item.translates!);
        return {
          field: fields[item.key] as Field,
          label: t(item.label),
          englishLabel: t(english.label),
          english: String((fields[english.key as keyof Fields] as Field).value ?? ""),
          multiline: item.kind === "multiline",
          // A search text is never cut as it is typed: its counter and its message say when it is long.
          limit: item.seo ? undefined : item.limit,
          after: item.seo ? <SeoCounter role={item.seo} result={result} id={`${fields[item.key].id}-count`} /> : null,
        };
      })}
    >
      {translations.some((item) => item.seo) ? (
        <div className="border-t border-sand pt-6 lg:ml-[calc(50%+1rem)]">
          <SearchResultPreview result={result} emptyTitle={t("editor.seo.untitled")} emptyDescription={t("editor.seo.noDescription")} />
        </div>
      ) : null}
    </TranslationFields>
  );
}
