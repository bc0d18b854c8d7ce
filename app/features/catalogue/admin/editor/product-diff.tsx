import { kindOf } from "~/platform/entities/kinds";
import type { FieldDeclaration, FieldKind } from "~/platform/entities/define";
import type { ReactNode } from "react";
import { formatDate, useT, type MessageKey } from "~/platform/i18n/i18n";
import {
  changedSnapshotFields,
  type ProductSnapshot,
  type SnapshotField,
} from "~/features/catalogue/product-snapshot";
import { cn } from "~/ui/class-names";
import { product as productEntity } from "~/features/catalogue/product.entity";

/*
 * Two states of a product side by side, field by field, only where they differ: the history's
 * comparison and the conflict view use the same table.
 */

/** Each field's name, as the product's declaration gives it. */
const fieldLabels = Object.fromEntries(
  productEntity.fields.map((field) => [field.key, field.label]),
) as Record<SnapshotField, MessageKey>;

function FieldValue({ snapshot, field }: { snapshot: ProductSnapshot; field: SnapshotField }) {
  const { t } = useT();
  const empty = <span className="text-stone italic">{t("editor.diff.empty")}</span>;
  // Each value is shown by its field's kind, so a new field is compared without another case here.
  switch (productEntity.field[field].kind as FieldKind) {
    case "boolean":
      return <>{snapshot[field] ? t("common.yes") : t("common.no")}</>;
    case "treeNode":
      return snapshot[field] === null ? (
        empty
      ) : (
        <>{snapshot.categoryName ?? `#${String(snapshot[field])}`}</>
      );
    case "position":
      return <span className="tabular-nums">{String(snapshot[field])}</span>;
    case "number":
    case "decimal": {
      // Written as its kind writes it (a measure with its unit).
      const declared = productEntity.field[field] as FieldDeclaration;
      const written = snapshot[field] === null ? null : kindOf(declared).text?.(snapshot[field], declared, "en");
      return written ? <span className="tabular-nums">{written}</span> : empty;
    }
    case "colourImages": {
      const images = snapshot[field] as ProductSnapshot["images"];
      return images.length === 0 ? (
        empty
      ) : (
        <>
          {t("editor.diff.colours", {
            count: images.length,
            names: images.map((image) => image.altText || t("editor.diff.unnamed")).join(", "),
          })}
        </>
      );
    }
    default: {
      const value = snapshot[field];
      return value ? (
        <span className="whitespace-pre-wrap [overflow-wrap:anywhere]">{String(value)}</span>
      ) : (
        empty
      );
    }
  }
}

/** A long text scrolls within its cell (and, so that a keyboard can scroll it, takes focus). */
function Scrolls({ long, children }: { long: boolean; children: ReactNode }) {
  return long ? (
    <div
      className="max-h-48 overflow-y-auto rounded-sm focus-visible:outline-2 focus-visible:outline-brass"
      tabIndex={0}
    >
      {children}
    </div>
  ) : (
    <div>{children}</div>
  );
}

/** The fields where `before` and `after` differ, or a line saying they are the same. */
export function SnapshotDiff({
  before,
  after,
  beforeLabel,
  afterLabel,
  className,
}: {
  before: ProductSnapshot;
  after: ProductSnapshot;
  beforeLabel: string;
  afterLabel: string;
  className?: string;
}) {
  const { t } = useT();
  const fields = changedSnapshotFields(before, after);
  if (fields.length === 0)
    return <p className={cn("text-sm text-stone", className)}>{t("editor.history.noChanges")}</p>;
  return (
    <div className={cn("overflow-x-auto rounded-sm border border-sand bg-white", className)}>
      <table className="w-full table-fixed text-left text-sm max-sm:block">
        <thead className="border-b border-sand bg-linen/60 text-xs tracking-wide text-stone uppercase max-sm:sr-only">
          <tr>
            <th scope="col" className="w-36 px-4 py-2.5 font-semibold">
              {t("editor.diff.field")}
            </th>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              {beforeLabel}
            </th>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              {afterLabel}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand/70 max-sm:block">
          {fields.map((field) => (
            <tr key={field} className="align-top max-sm:block max-sm:px-4 max-sm:py-3">
              <th
                scope="row"
                className="px-4 py-3 font-semibold text-charcoal max-sm:block max-sm:p-0"
              >
                {t(fieldLabels[field])}
              </th>
              <td className="px-4 py-3 text-bark max-sm:mt-2 max-sm:block max-sm:rounded-sm max-sm:bg-linen/60 max-sm:p-2">
                <span className="mb-1 block text-xs font-semibold text-stone sm:hidden">
                  {beforeLabel}
                </span>
                <Scrolls long={productEntity.field[field].kind === "multiline"}>
                  <FieldValue snapshot={before} field={field} />
                </Scrolls>
              </td>
              <td className="px-4 py-3 text-charcoal max-sm:mt-2 max-sm:block max-sm:rounded-sm max-sm:bg-brass/10 max-sm:p-2 sm:bg-brass/5">
                <span className="mb-1 block text-xs font-semibold text-stone sm:hidden">
                  {afterLabel}
                </span>
                <Scrolls long={productEntity.field[field].kind === "multiline"}>
                  <FieldValue snapshot={after} field={field} />
                </Scrolls>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** 'Version 3, saved … by …' for a kept version. */
export function versionLine(
  t: ReturnType<typeof useT>["t"],
  locale: ReturnType<typeof useT>["locale"],
  row: { version: number; actorEmail: string | null; createdAt: string },
) {
  const date = formatDate(row.createdAt, locale, { dateStyle: "medium", timeStyle: "short" });
  return row.actorEmail
    ? t("editor.savedAtBy", { version: row.version, date, email: row.actorEmail })
    : t("editor.savedAt", { version: row.version, date });
}
