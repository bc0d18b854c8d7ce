import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { Fragment } from "react";
import type { FieldDeclaration } from "~/platform/entities/define";
import { richTextToPlain, type RichTextValue } from "~/platform/entities/cells";
import { useT } from "~/platform/i18n/i18n";
import type { SiteLocale } from "~/platform/i18n/site-locale";
import { frenchMissing } from "~/ui/admin/missing-french";
import { SearchResultPreview, SeoCounter, seoFieldsOf, type SearchResult } from "~/ui/admin/search-result";
import { TranslationPair } from "~/ui/admin/translation-fields";
import { kindSpec, type ContentGroupName, type ContentKind } from "../content-kinds";
import { ContentField, sectionClass, type FieldOptions } from "./content-fields";
import { groupHeading } from "./content-nav";

/*
 * One part of an entry's editor (its main fields, its gallery, its search texts, its French): each
 * declared field drawn by its kind; a French one beside the English it translates; one declared
 * `seo` with its search result's counter under it, and after the part's last such field the result
 * as a search engine may show it, in the part's language.
 */

type AnyField = FieldMetadata<unknown>;

export function ContentGroup({
  kind,
  group,
  fields,
  form,
  options,
  previews,
  searchResults,
}: {
  kind: ContentKind;
  group: ContentGroupName;
  fields: Record<string, AnyField>;
  form: FormMetadata<Record<string, unknown>>;
  options: FieldOptions;
  previews: Record<string, string>;
  searchResults: Record<SiteLocale, SearchResult> | null;
}) {
  const { t } = useT();
  const entity = kindSpec(kind).entity as unknown as { fields: readonly FieldDeclaration[]; fieldsOf: (group: string) => FieldDeclaration[] };
  const declaredHere = entity.fieldsOf(group);
  const seo = seoFieldsOf(declaredHere);
  const result = searchResults?.[seo.locale];
  const lastSeo = seo.fields.at(-1)?.key;
  return (
    <section aria-labelledby={`group-${group}`} className={sectionClass}>
      <h2 id={`group-${group}`} className="text-xl">
        {t(groupHeading(group))}
      </h2>
      {group === "french" ? <p className="max-w-prose text-sm text-stone">{t("common.translation.intro")}</p> : null}
      {declaredHere.map((declared) => {
        const field = fields[declared.key]!;
        const drawn = <ContentField declared={declared} field={field} form={form} options={options} previews={previews} />;
        const control =
          declared.seo && result ? (
            <div>
              {drawn}
              <SeoCounter role={declared.seo} result={result} id={`${field.id}-count`} />
            </div>
          ) : (
            drawn
          );
        const preview =
          result && declared.key === lastSeo ? (
            <SearchResultPreview result={result} className={seo.locale === "fr" ? "border-t border-sand pt-6 lg:ml-[calc(50%+1rem)]" : "max-w-xl"} />
          ) : null;
        if (!declared.translates)
          return (
            <Fragment key={declared.key}>
              {control}
              {preview}
            </Fragment>
          );
        // A French text beside the English it translates, as the form holds both now.
        const english = entity.fields.find((item) => item.key === declared.translates)!;
        const englishText = formText(english.kind, fields[english.key]!.value);
        const frenchText = formText(declared.kind, field.value);
        return (
          <Fragment key={declared.key}>
            <TranslationPair englishLabel={t(english.label)} english={englishText} frenchMissing={frenchMissing(englishText, frenchText)}>
              {control}
            </TranslationPair>
            {preview}
          </Fragment>
        );
      })}
    </section>
  );
}

/** What a field of the form says, as plain text (a rich text's words), to set French beside English. */
function formText(kind: string, value: unknown): string {
  if (kind !== "richText") return typeof value === "string" ? value : "";
  try {
    return richTextToPlain(JSON.parse(String(value ?? "")) as RichTextValue);
  } catch {
    return "";
  }
}
