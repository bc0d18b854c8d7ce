import { Columns3 } from "lucide-react";
import { Form, Link, useSubmit } from "react-router";
import { product } from "~/features/catalogue/product.entity";
import { useT } from "~/platform/i18n/i18n";
import { useHydrated } from "~/platform/render/use-hydrated";
import { Button, buttonVariants } from "~/ui/button";
import { cn } from "~/ui/class-names";
import { columnChoices } from "./product-columns";

/*
 * 'Columns': which of the product's declared fields the list shows. A disclosure holding a GET
 * form, so it works without JavaScript: the boxes and the list's filter (kept as hidden fields) go
 * to the list's address, whose loader remembers the choice in a cookie
 * (product-columns.server.ts). With JavaScript a box applies as soon as it changes. The title,
 * picture and status are always shown: their boxes stay ticked.
 */

interface ChooserFilter {
  q: string;
  category: string;
  state: string;
  featured: boolean;
  sort: string;
  trash: boolean;
}

/** The list's filter as its address says it, leaving out what is at its default. */
function filterParams(filter: ChooserFilter): [string, string][] {
  return [
    ["q", filter.q],
    ["category", filter.category],
    ["state", filter.state],
    ["featured", filter.featured ? "1" : ""],
    ["sort", filter.sort === "order" ? "" : filter.sort],
    ["view", filter.trash ? "trash" : ""],
  ].filter((pair): pair is [string, string] => pair[1] !== "");
}

export function ColumnChooser({
  filter,
  columns,
}: {
  filter: ChooserFilter;
  /** The fields the list shows now, besides the fixed ones. */
  columns: readonly string[];
}) {
  const { t } = useT();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const kept = filterParams(filter);
  const reset = new URLSearchParams([...kept, ["columns", "default"]]);
  return (
    <details className="group relative">
      <summary
        className={cn(
          buttonVariants({ variant: "outline", size: "sm" }),
          "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
        )}
      >
        <Columns3 aria-hidden="true" className="size-4" />
        {t("products.columns.label")}
      </summary>
      <div className="z-20 mt-2 w-[min(26rem,calc(100vw-2rem))] rounded-sm border border-sand bg-white p-4 shadow-lg absolute left-0 sm:left-auto sm:right-0">
        <Form
          method="get"
          action="/admin"
          replace
          preventScrollReset
          onChange={
            hydrated
              ? (event) =>
                  void submit(event.currentTarget, { replace: true, preventScrollReset: true })
              : undefined
          }
        >
          {kept.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {/* Sent even with no box ticked, so that choice is told apart from no choice at all. */}
          <input type="hidden" name="columns" value="" />
          <fieldset>
            <legend className="text-sm font-semibold text-charcoal">
              {t("products.columns.legend")}
            </legend>
            <div className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1">
              {columnChoices(product).map((choice) => (
                <label
                  key={choice.key}
                  title={choice.fixed ? t("products.columns.fixed") : undefined}
                  className={cn(
                    "inline-flex min-h-9 items-center gap-2 text-sm text-bark",
                    choice.fixed ? "cursor-default text-stone" : "cursor-pointer",
                  )}
                >
                  <input
                    type="checkbox"
                    value={choice.key}
                    // A fixed one is not sent: the list shows it whatever the address says.
                    {...(choice.fixed
                      ? { checked: true, disabled: true, readOnly: true }
                      : { name: "columns", defaultChecked: columns.includes(choice.key) })}
                    key={`${choice.key}-${columns.includes(choice.key)}`}
                    className="size-4 shrink-0 accent-brass"
                  />
                  <span className="min-w-0">{t(choice.label)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <p className="mt-2 text-xs text-stone">{t("products.columns.fixedNote")}</p>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-sand pt-3">
            <Link
              to={`/admin?${reset}`}
              replace
              preventScrollReset
              className="inline-flex min-h-10 items-center text-sm font-semibold text-brass-dark hover:underline"
            >
              {t("products.columns.reset")}
            </Link>
            <Button type="submit" variant="outline" size="sm">
              {t("products.columns.apply")}
            </Button>
          </div>
        </Form>
      </div>
    </details>
  );
}
