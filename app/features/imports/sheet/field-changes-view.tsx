import { product } from "~/features/catalogue/product.entity";
import { useT } from "~/platform/i18n/i18n";
import type { ChangeValue, FieldChange } from "~/features/imports/field-changes";

/*
 * A row's changes in an import's list, one line a field: 'Size: 1520*228*7mm → 1520*228*9mm', the
 * field named as the product editor names it, yes, no and '(empty)' in the reader's language.
 */

export function FieldChanges({ changes }: { changes: FieldChange[] }) {
  const { t } = useT();
  const say = (value: ChangeValue) => {
    if (value === null) return t("editor.diff.empty");
    if (typeof value === "boolean") return value ? t("common.yes") : t("common.no");
    if (typeof value === "object")
      return t("editor.diff.colours", { count: value.colours, names: value.names });
    return value;
  };
  return (
    <ul className="grid gap-1 text-charcoal" aria-label={t("import.sheet.row.changes")}>
      {changes.map((change) => (
        <li key={change.field} className="[overflow-wrap:anywhere]">
          {t("import.sheet.row.change", {
            field: t(product.field[change.field].label),
            before: say(change.before),
            after: say(change.after),
          })}
        </li>
      ))}
    </ul>
  );
}
