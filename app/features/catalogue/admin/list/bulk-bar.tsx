import { useRef, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { Button } from "~/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/ui/dialog";
import { Label, NativeSelect } from "~/ui/field";
import { useT, type MessageKey } from "~/platform/i18n/i18n";
import { useHydrated } from "~/platform/render/use-hydrated";

/*
 * The bulk bar under the filters: one action for every selected product, asked first. With
 * JavaScript 'Apply to selected' opens a dialog with the count and the names; without, the server
 * answers the same question as a panel (`BulkConfirmStep`) whose button posts it again, confirmed.
 */

type Category = { id: number; name: string; depth: number };

const question: Record<string, MessageKey> = {
  publish: "products.confirm.publish",
  unpublish: "products.confirm.unpublish",
  feature: "products.confirm.feature",
  unfeature: "products.confirm.unfeature",
  category: "products.confirm.category",
  trash: "products.confirm.trash",
  restore: "products.confirm.restore",
  purge: "products.confirm.purge",
  "empty-trash": "products.confirm.emptyTrash",
};

const explanation: Record<string, MessageKey> = {
  publish: "products.confirm.publishNote",
  unpublish: "products.confirm.unpublishNote",
  feature: "products.confirm.featureNote",
  unfeature: "products.confirm.unfeatureNote",
  category: "products.confirm.categoryNote",
  trash: "products.confirm.trashNote",
  restore: "products.confirm.restoreNote",
  purge: "products.confirm.purgeNote",
  "empty-trash": "products.confirm.purgeNote",
};

const confirmLabel: Record<string, MessageKey> = {
  publish: "products.bulk.publish",
  unpublish: "products.bulk.unpublish",
  feature: "products.bulk.feature",
  unfeature: "products.bulk.unfeature",
  category: "products.bulk.category",
  trash: "products.bulk.trash",
  restore: "products.bulk.restore",
  purge: "products.purge.confirm",
  "empty-trash": "products.trash.emptyConfirm",
};

const destructive = new Set(["trash", "purge", "empty-trash", "unpublish"]);

/** The question, the names (the first ones and 'and N more') and the note, as the dialog and the panel say them. */
function Question({
  intent,
  titles,
  count,
  categoryName,
}: {
  intent: string;
  titles: string[];
  count: number;
  categoryName: string | null;
}) {
  const { t } = useT();
  return (
    <>
      <ul className="mt-1 max-h-56 list-disc overflow-y-auto pl-5 text-sm text-charcoal [overflow-wrap:anywhere]">
        {titles.map((title, index) => (
          <li key={index}>{title}</li>
        ))}
        {count > titles.length ? (
          <li className="list-none text-stone">
            {t("products.confirm.more", { count: count - titles.length })}
          </li>
        ) : null}
      </ul>
      <p className="text-sm text-bark">
        {intent === "category"
          ? t("products.confirm.categoryNote", {
              category: categoryName ?? t("products.filter.noCategory"),
            })
          : t(explanation[intent]!)}
      </p>
    </>
  );
}

export function BulkBar({
  trash,
  categories,
  selected,
}: {
  trash: boolean;
  categories: Category[];
  /** The selected rows, in the list's order. */
  selected: { id: number; title: string }[];
}) {
  const { t } = useT();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const [intent, setIntent] = useState(trash ? "restore" : "publish");
  const [asking, setAsking] = useState(false);
  const categoryName = (id: string) =>
    categories.find((category) => String(category.id) === id)?.name ?? null;
  const [categoryId, setCategoryId] = useState("none");
  return (
    <Form
      id="products-bulk"
      method="post"
      ref={formRef}
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        // With JavaScript the question comes first, in a dialog; confirming posts it.
        if (!hydrated) return;
        event.preventDefault();
        if (selected.length > 0) setAsking(true);
      }}
    >
      <div>
        <Label htmlFor="products-bulk-intent">{t("products.bulk.label")}</Label>
        <NativeSelect
          id="products-bulk-intent"
          name="intent"
          value={intent}
          onChange={(event) => setIntent(event.target.value)}
          className="min-h-11 py-2 text-sm"
        >
          {trash ? (
            <option value="restore">{t("products.bulk.restore")}</option>
          ) : (
            <>
              <option value="publish">{t("products.bulk.publish")}</option>
              <option value="unpublish">{t("products.bulk.unpublish")}</option>
              <option value="feature">{t("products.bulk.feature")}</option>
              <option value="unfeature">{t("products.bulk.unfeature")}</option>
              <option value="category">{t("products.bulk.category")}</option>
              <option value="trash">{t("products.bulk.trash")}</option>
            </>
          )}
        </NativeSelect>
      </div>
      {!trash ? (
        <div className={intent === "category" ? undefined : "hidden no-js:block"}>
          <Label htmlFor="products-bulk-category">{t("products.bulk.categoryLabel")}</Label>
          <NativeSelect
            id="products-bulk-category"
            name="categoryId"
            value={categoryId}
            onChange={(event) => setCategoryId(event.target.value)}
            className="min-h-11 py-2 text-sm"
          >
            <option value="none">{t("products.filter.noCategory")}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.depth ? `\u2003${category.name}` : category.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <Button type="submit" variant="outline" disabled={hydrated && selected.length === 0}>
        {t("products.bulk.apply")}
        {selected.length > 0 ? ` (${selected.length})` : ""}
      </Button>
      <Dialog open={asking} onOpenChange={setAsking}>
        <DialogContent showClose={false} className="text-charcoal">
          <DialogTitle className="font-display text-2xl">
            {t(question[intent]!, { count: selected.length })}
          </DialogTitle>
          <DialogDescription asChild>
            <div className="grid gap-3">
              <Question
                intent={intent}
                titles={selected.map((row) => row.title)}
                count={selected.length}
                categoryName={categoryName(categoryId)}
              />
            </div>
          </DialogDescription>
          <div className="mt-2 flex flex-wrap justify-end gap-3">
            <Button type="button" variant="outline" size="sm" onClick={() => setAsking(false)}>
              {t("common.cancel")}
            </Button>
            <Button
              type="button"
              size="sm"
              variant={destructive.has(intent) ? "danger" : "primary"}
              onClick={() => {
                setAsking(false);
                const data = new FormData(formRef.current!);
                data.set("confirmed", "1");
                void submit(data, { method: "post" });
              }}
            >
              {t(confirmLabel[intent]!)}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </Form>
  );
}

/**
 * The question the server answers a bulk post with when it was not confirmed (a browser without
 * JavaScript): the count and the names, 'Cancel' (back to the list) and the confirmed post.
 */
export function BulkConfirmStep({
  outcome,
  categories,
  cancelHref,
}: {
  outcome: {
    intent: string;
    ids: number[];
    categoryId: number | null;
    titles: string[];
    count: number;
  };
  categories: Category[];
  cancelHref: string;
}) {
  const { t } = useT();
  const categoryName =
    categories.find((category) => category.id === outcome.categoryId)?.name ?? null;
  return (
    <div
      role="alertdialog"
      aria-labelledby="bulk-confirm-title"
      className="mt-6 grid gap-3 rounded-sm border border-brass/50 bg-white p-5 shadow-sm"
    >
      <h2 id="bulk-confirm-title" className="text-2xl">
        {t(question[outcome.intent]!, { count: outcome.count })}
      </h2>
      <Question
        intent={outcome.intent}
        titles={outcome.titles}
        count={outcome.count}
        categoryName={categoryName}
      />
      <Form method="post" className="mt-1 flex flex-wrap items-center justify-end gap-3">
        <input type="hidden" name="intent" value={outcome.intent} />
        {outcome.ids.map((id) => (
          <input key={id} type="hidden" name="ids" value={id} />
        ))}
        {outcome.intent === "category" ? (
          <input type="hidden" name="categoryId" value={outcome.categoryId ?? "none"} />
        ) : null}
        <input type="hidden" name="confirmed" value="1" />
        <Link
          to={cancelHref}
          className="inline-flex min-h-11 items-center px-3 text-sm font-semibold text-walnut hover:underline"
        >
          {t("common.cancel")}
        </Link>
        <Button
          type="submit"
          size="sm"
          variant={destructive.has(outcome.intent) ? "danger" : "primary"}
        >
          {t(confirmLabel[outcome.intent]!)}
        </Button>
      </Form>
    </div>
  );
}
