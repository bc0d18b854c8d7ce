import { product } from "~/features/catalogue/product.entity";
import { useT } from "~/platform/i18n/i18n";
import type { Field } from "~/ui/admin/form-fields";
import { frenchMissing } from "~/ui/admin/missing-french";
import { TranslationFields } from "~/ui/admin/translation-fields";
import type { Fields } from "./editor-form";
import { editorLayout, fieldsAt } from "./editor-layout";

/** The editor's French tab: each declared French text beside the English it translates (decision 049). */

const translations = fieldsAt(editorLayout(product), "translation");
const englishOf = (key: string) => product.fields.find((item) => item.key === key)!;

/** How many French texts the form lacks while their English has text (the tab's mark). */
export function missingFrench(fields: Fields): number {
  return translations.filter((item) => {
    const english = fields[englishOf(item.translates!).key as keyof Fields] as Field;
    return frenchMissing(english.value ?? "", (fields[item.key] as Field).value);
  }).length;
}

export function FrenchTexts({ fields }: { fields: Fields }) {
  const { t } = useT();
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
          limit: item.limit,
        };
      })}
    />
  );
}
