import { getInputProps } from "@conform-to/react";
import { Star } from "lucide-react";
import { Link } from "react-router";
import { FieldMessage, type Field } from "~/ui/admin/form-fields";
import { Input, Label } from "~/ui/field";
import { useT } from "~/platform/i18n/i18n";

/*
 * Where a product stands, in the editor: its position in the whole list (1 = first, the number
 * the Products list shows and 'Move to position' takes), and what the home page's featured
 * collection shows now (the first three published products, featured ones first).
 */

interface Placement {
  position: number | null;
  catalogueSize: number;
  homePage: { id: number; title: string; isFeatured: boolean }[];
  homePageCount: number;
}

/** The position box. The stored display order goes along unchanged, hidden: only a move renumbers. */
export function PositionField({
  field,
  was,
  displayOrder,
  placement,
  creating,
}: {
  field: Field;
  was: Field;
  displayOrder: Field;
  placement: Placement;
  creating: boolean;
}) {
  const { t } = useT();
  const { key, ...props } = getInputProps(field, { type: "text" });
  const last = creating ? placement.catalogueSize + 1 : placement.catalogueSize;
  return (
    <div>
      <Label htmlFor={field.id}>{t("editor.position.label")}</Label>
      <Input
        key={key}
        {...props}
        inputMode="numeric"
        maxLength={9}
        placeholder={creating ? String(last) : undefined}
        aria-describedby={[field.descriptionId, field.errors ? field.errorId : null]
          .filter(Boolean)
          .join(" ")}
      />
      <p id={field.descriptionId} className="mt-2 text-sm text-stone">
        {creating
          ? t("editor.position.hintNew", { count: last })
          : t("editor.position.hint", { count: last })}
      </p>
      <FieldMessage field={field} />
      <input type="hidden" name={was.name} value={was.initialValue ?? ""} />
      <input type="hidden" name={displayOrder.name} value={displayOrder.initialValue ?? ""} />
    </div>
  );
}

/** What the home page shows now, and why: so that featuring or moving a product is not a surprise. */
export function HomePageNote({
  placement,
  productId,
}: {
  placement: Placement;
  productId: number | null;
}) {
  const { t } = useT();
  return (
    <aside
      aria-labelledby="home-page-note"
      className="mt-6 rounded-sm border border-sand bg-white p-4 text-sm"
    >
      <h3 id="home-page-note" className="text-base font-semibold text-charcoal">
        {t("editor.homePage.title")}
      </h3>
      <p className="mt-1 text-stone">
        {t("editor.homePage.rule", { count: placement.homePageCount })}
      </p>
      {placement.homePage.length ? (
        <ol className="mt-3 grid list-decimal gap-1 pl-5 text-bark">
          {placement.homePage.map((item) => (
            <li key={item.id} className="[overflow-wrap:anywhere]">
              {item.id === productId ? (
                <span className="font-semibold text-charcoal">
                  {item.title} {t("editor.homePage.thisOne")}
                </span>
              ) : (
                <Link
                  to={`/admin/products/${item.id}`}
                  className="hover:text-brass-dark hover:underline"
                >
                  {item.title}
                </Link>
              )}
              {item.isFeatured ? (
                <Star
                  aria-label={t("products.featured")}
                  role="img"
                  className="ml-1.5 inline size-3.5 -translate-y-px fill-brass text-brass"
                />
              ) : (
                <span className="ml-1.5 text-xs text-stone">
                  {t("editor.homePage.notFeatured")}
                </span>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-stone">{t("editor.homePage.empty")}</p>
      )}
    </aside>
  );
}
