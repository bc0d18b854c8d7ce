import { getTextareaProps } from "@conform-to/react";
import { product } from "~/features/catalogue/product.entity";
import { FieldHint, FieldMessage, TextField, type Field } from "~/ui/admin/form-fields";
import { SearchResultPreview, SeoCounter, textsIn, useSearchResult } from "~/ui/admin/search-result";
import { Label, Textarea } from "~/ui/field";
import { useT } from "~/platform/i18n/i18n";
import type { SiteLocale } from "~/platform/i18n/site-locale";
import { productSearchText } from "~/features/catalogue/product-search-text";
import type { Fields } from "./editor-form";
import { editorLayout, fieldsAt } from "./editor-layout";

/** The editor's SEO tab: the search fields, their lengths, and the result as a search engine shows it. */

const { field: declared } = product;
/** The tab's fields besides the two a search result shows, which have their counters and preview. */
const otherFields = fieldsAt(editorLayout(product), "search").filter((item) => !item.seo);

/** The product's search result in a language, from the form as it stands (the English SEO tab's and the French tab's). */
export function useProductSearchResult(fields: Fields, productId: number | null, locale: SiteLocale) {
  const values = Object.fromEntries(product.fields.map((item) => [item.key, (fields[item.key] as Field).value]));
  const texts = textsIn(product.fields, values, locale);
  return useSearchResult(product.fields, texts, productSearchText, productId ? `/products/${productId}` : "/products", locale);
}

export function SeoSettings({ fields, productId }: { fields: Fields; productId: number | null }) {
  const { t } = useT();
  const title = fields.title.value ?? "";
  const content = fields.content.value ?? "";
  const result = useProductSearchResult(fields, productId, "en");
  const { key: descriptionKey, ...descriptionProps } = getTextareaProps(fields.seoDescription);
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <div className="grid content-start gap-6">
        <div>
          <TextField
            field={fields.seoTitle}
            label={t(declared.seoTitle.label)}
            hint={t(declared.seoTitle.hint)}
            placeholder={title}
          />
          <SeoCounter role="title" result={result} id={`${fields.seoTitle.id}-count`} />
        </div>
        <div>
          <Label htmlFor={fields.seoDescription.id}>{t(declared.seoDescription.label)}</Label>
          <Textarea
            key={descriptionKey}
            {...descriptionProps}
            rows={4}
            placeholder={content.slice(0, 300)}
            aria-describedby={[
              fields.seoDescription.descriptionId,
              fields.seoDescription.errors ? fields.seoDescription.errorId : null,
            ]
              .filter(Boolean)
              .join(" ")}
          />
          <FieldHint id={fields.seoDescription.descriptionId}>
            {t(declared.seoDescription.hint)}
          </FieldHint>
          <SeoCounter role="description" result={result} id={`${fields.seoDescription.id}-count`} />
          <FieldMessage field={fields.seoDescription} />
        </div>
        {otherFields.map((item) => {
          const field = fields[item.key] as Field;
          if (item.kind === "text")
            return (
              <TextField
                key={item.key}
                field={field}
                label={t(item.label)}
                hint={item.hint ? t(item.hint) : undefined}
                maxLength={item.limit}
              />
            );
          const { key, ...props } = getTextareaProps(field);
          return (
            <div key={item.key}>
              <Label htmlFor={field.id}>{t(item.label)}</Label>
              <Textarea key={key} {...props} rows={4} aria-describedby={field.errors ? field.errorId : undefined} />
              {item.hint ? <FieldHint id={field.descriptionId}>{t(item.hint)}</FieldHint> : null}
              <FieldMessage field={field} />
            </div>
          );
        })}
      </div>
      <SearchResultPreview result={result} emptyTitle={t("editor.seo.untitled")} emptyDescription={t("editor.seo.noDescription")} />
    </div>
  );
}
