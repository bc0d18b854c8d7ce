import { getTextareaProps } from "@conform-to/react";
import { product } from "~/features/catalogue/product.entity";
import { FieldHint, FieldMessage, TextField, type Field } from "~/ui/admin/form-fields";
import { Label, Textarea } from "~/ui/field";
import { useT } from "~/platform/i18n/i18n";
import { productPageTitle } from "~/platform/http/page-title";
import { useSiteName } from "~/ui/site-name";
import { cn } from "~/ui/utils";
import type { Fields } from "./editor-form";
import { editorLayout, fieldsAt } from "./editor-layout";
import { SEO_ADVICE } from "./product-form-schema";

/** The editor's SEO tab: the search fields, their lengths, and the result as a search engine shows it. */

const { field: declared } = product;
/** The tab's fields besides the two a search result shows, which have their counters and preview. */
const otherFields = fieldsAt(editorLayout(product), "search").filter(
  (item) => item.key !== "seoTitle" && item.key !== "seoDescription",
);

function Counter({ count, limit, id }: { count: number; limit: number; id: string }) {
  const { t } = useT();
  const over = count > limit;
  return (
    <p
      id={id}
      className={cn(
        "mt-2 flex flex-wrap justify-between gap-x-4 text-sm tabular-nums",
        over ? "text-brass-dark" : "text-stone",
      )}
    >
      <span>{t("editor.seo.counter", { count, limit })}</span>
      {over ? <span>{t("editor.seo.tooLongForResults", { limit })}</span> : null}
    </p>
  );
}

export function SeoSettings({
  fields,
  origin,
  productId,
}: {
  fields: Fields;
  origin: string;
  productId: number | null;
}) {
  const { t } = useT();
  const siteName = useSiteName();
  const title = fields.title.value ?? "";
  const content = fields.content.value ?? "";
  const seoTitle = fields.seoTitle.value ?? "";
  const seoDescription = fields.seoDescription.value ?? "";
  // The page's <title> exactly as the public product page writes it, the company's name included.
  const shownTitle = seoTitle.trim() || title.trim() ? productPageTitle({ title, seoTitle }, siteName) : "";
  const shownDescription = (seoDescription.trim() || content.trim()).replace(/\s+/g, " ");
  const cut = (text: string, limit: number) =>
    text.length > limit ? `${text.slice(0, limit - 1).trimEnd()}…` : text;
  const host = origin.replace(/^https?:\/\//, "");
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
            maxLength={declared.seoTitle.limit}
          />
          <Counter
            count={shownTitle.length}
            limit={SEO_ADVICE.title}
            id={`${fields.seoTitle.id}-count`}
          />
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
          <Counter
            count={shownDescription.length}
            limit={SEO_ADVICE.description}
            id={`${fields.seoDescription.id}-count`}
          />
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
      <div>
        <p className="text-sm font-semibold tracking-wide text-bark">{t("editor.seo.preview")}</p>
        <p className="mt-1 text-sm text-stone">{t("editor.seo.previewNote")}</p>
        <div
          className="mt-4 rounded-sm border border-sand bg-white p-5 shadow-sm"
          aria-live="polite"
        >
          <p className="truncate text-sm text-[#3c4043]">
            {host}
            <span className="text-stone"> › products{productId ? ` › ${productId}` : ""}</span>
          </p>
          <p
            lang="en"
            className="mt-1 text-xl leading-snug text-[#1a0dab] [overflow-wrap:anywhere]"
          >
            {shownTitle ? cut(shownTitle, SEO_ADVICE.title) : t("editor.seo.untitled")}
          </p>
          <p
            lang="en"
            className="mt-1 text-sm leading-relaxed text-[#4d5156] [overflow-wrap:anywhere]"
          >
            {shownDescription
              ? cut(shownDescription, SEO_ADVICE.description)
              : t("editor.seo.noDescription")}
          </p>
        </div>
      </div>
    </div>
  );
}
