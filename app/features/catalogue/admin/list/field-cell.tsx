import { ProductImage } from "~/features/catalogue/public/product-image";
import { formatNumber, useT } from "~/platform/i18n/i18n";
import type { ImageSource } from "~/platform/media/media-source";
import { StackCell } from "~/ui/admin/data-table";
import { cn } from "~/ui/class-names";
import type { ListCells, ListCellValue } from "./list-cells";
import { chosenFields, type ProductField, type ProductFieldKey } from "./product-columns";

/*
 * A chosen field's cell in the Products list, shown from the field's declared kind: text on one
 * line (all of it in the cell's title), a description's first line, a number, yes or no, the
 * category's name, a small picture, or how many colour pictures. A blank is a muted dash. At
 * 1440 px each is a cell of the row; on phones the card says it as 'Label: value' under the title.
 */

/** The fields the phone card's summary line already says (category and size), when chosen. */
const CARD_SUMMARY_FIELDS: readonly ProductFieldKey[] = ["categoryId", "size"];

/** Whether the declaration writes a text field's value in a way of its own (a size's measures). */
const writtenAsMeasure = (field: ProductField) => typeof field.visitors === "object" && Boolean(field.visitors.show);

function Blank() {
  return <span className="text-stone">—</span>;
}

function OneLine({ text, className }: { text: string; className?: string }) {
  return (
    <span title={text} className={cn("block truncate", className)}>
      {text}
    </span>
  );
}

function FieldValue({ field, value }: { field: ProductField; value: ListCellValue }) {
  const { t, locale } = useT();
  switch (field.kind) {
    case "text":
    case "multiline":
    case "decimal": {
      if (typeof value !== "string" || value === "") return <Blank />;
      // Written by the loader as visitors read it where the declaration says how (a size as '1520 × 228 × 7 mm'), a measure with its unit.
      return <OneLine text={value} className="max-w-64 max-lg:max-w-full" />;
    }
    case "number":
    case "position":
      return typeof value === "number" ? (
        <span className="tabular-nums">{formatNumber(value, locale)}</span>
      ) : (
        <Blank />
      );
    case "boolean":
      return <span>{value === true ? t("common.yes") : t("common.no")}</span>;
    case "treeNode":
      return typeof value === "string" && value !== "" ? (
        <span>{value}</span>
      ) : (
        // What the list has always said of a product in no category.
        <span className="text-stone">{t("products.filter.noCategory")}</span>
      );
    case "picture":
      return value && typeof value === "object" ? (
        <span className="inline-block size-9 shrink-0 overflow-hidden rounded-sm border border-sand bg-linen align-middle">
          <ProductImage
            source={value as ImageSource}
            alt=""
            sizes="36px"
            placeholderLabel={t("products.noPicture")}
            className="size-full object-cover"
          />
        </span>
      ) : (
        <Blank />
      );
    case "colourImages":
      return typeof value === "number" && value > 0 ? (
        <span className="tabular-nums">{formatNumber(value, locale)}</span>
      ) : (
        <Blank />
      );
  }
}

/** The chosen fields' cells of one row of the table, in the declaration's order (hidden on phones). */
export function FieldCells({ columns, cells }: { columns: readonly string[]; cells: ListCells }) {
  const { t } = useT();
  return chosenFields(columns).map((field) => (
    <StackCell
      key={field.key}
      label={t(field.label)}
      className={cn(
        "max-lg:hidden",
        (field.kind === "number" || field.kind === "decimal" || field.kind === "position" || field.kind === "colourImages" || writtenAsMeasure(field)) &&
          "tabular-nums lg:whitespace-nowrap",
      )}
    >
      <FieldValue field={field} value={cells[field.key] ?? null} />
    </StackCell>
  ));
}

/** On phones: each chosen field the summary line does not say, as 'Label: value' under the title. */
export function FieldCardLines({
  columns,
  cells,
}: {
  columns: readonly string[];
  cells: ListCells;
}) {
  const { t } = useT();
  const fields = chosenFields(columns).filter((field) => !CARD_SUMMARY_FIELDS.includes(field.key));
  if (fields.length === 0) return null;
  return (
    <dl className="mt-1 space-y-0.5 text-xs text-bark lg:hidden">
      {fields.map((field) => (
        <div key={field.key} className="flex min-w-0 items-center gap-1.5">
          <dt className="shrink-0 text-stone">
            {t("products.columns.cardLabel", { label: t(field.label) })}
          </dt>
          <dd className="min-w-0 flex-1">
            <FieldValue field={field} value={cells[field.key] ?? null} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
