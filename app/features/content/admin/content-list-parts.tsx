import { Form, Link } from "react-router";
import { Button, buttonVariants } from "~/ui/button";
import { useT, type MessageKey } from "~/platform/i18n/i18n";
import type { ContentListOutcome } from "./content-list-actions.server";

/*
 * What a kind's list says after its buttons: the question before a change to several entries (the
 * names, the consequence, and the button that posts it again, confirmed), and the outcome.
 */

const CONFIRM_NAMES = 12;

export function ConfirmPanel({ outcome, cancelTo }: { outcome: Extract<ContentListOutcome, { kind: "confirm" }>; cancelTo: string }) {
  const { t } = useT();
  const count = outcome.ids.length;
  return (
    <section role="alertdialog" aria-labelledby="content-confirm-title" aria-describedby="content-confirm-note" className="mt-6 rounded-sm border border-brass/50 bg-brass/5 p-5">
      <h2 id="content-confirm-title" className="text-xl">
        {t(`content.confirm.${outcome.intent}` as MessageKey, { count })}
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-bark">
        {outcome.titles.slice(0, CONFIRM_NAMES).map((title, index) => (
          <li key={`${index}-${title}`} className="[overflow-wrap:anywhere]">
            {title}
          </li>
        ))}
      </ul>
      <p id="content-confirm-note" className="mt-3 text-sm text-bark">
        {t(`content.confirm.${outcome.intent}Note` as MessageKey)}
      </p>
      <Form method="post" className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value={outcome.intent} />
        <input type="hidden" name="confirmed" value="1" />
        {outcome.ids.map((id) => (
          <input key={id} type="hidden" name="ids" value={id} />
        ))}
        <Button type="submit" variant={outcome.intent === "trash" || outcome.intent === "unpublish" ? "danger" : "primary"} autoFocus>
          {t(`content.bulk.${outcome.intent}` as MessageKey)}
        </Button>
        <Link to={cancelTo} className={buttonVariants({ variant: "outline" })}>
          {t("content.confirm.cancel")}
        </Link>
      </Form>
    </section>
  );
}

export function OutcomeLine({ outcome }: { outcome: ContentListOutcome | undefined }) {
  const { t } = useT();
  if (!outcome || outcome.kind === "confirm" || outcome.kind === "categories") return null;
  let text: string;
  if (outcome.kind === "refused") text = t(outcome.reason === "nothingSelected" ? "content.bulk.noneSelected" : "common.unknownError");
  else if (outcome.intent === "move")
    text = t("content.order.moved", { title: outcome.title ?? "", position: outcome.position ?? 0, count: outcome.total ?? 0 });
  else if (outcome.intent === "order") text = t("content.order.saved");
  else text = outcome.count === 0 ? t("content.done.none") : t(`content.done.${outcome.intent}` as MessageKey, { count: outcome.count });
  return (
    <p role="status" className={outcome.kind === "refused" ? "mt-4 text-sm font-semibold text-error" : "mt-4 text-sm font-semibold text-walnut"}>
      {text}
    </p>
  );
}

/** The news categories staff keep: one a line, in a disclosure under the list (it works without JavaScript). */
export function NewsCategories({ categories, outcome }: { categories: string[]; outcome: Extract<ContentListOutcome, { kind: "categories" }> | undefined }) {
  const { t } = useT();
  const open = outcome !== undefined;
  return (
    <details open={open} className="mt-8 rounded-sm border border-sand bg-ivory p-4">
      <summary className="cursor-pointer text-sm font-semibold text-charcoal">{t("content.categories.title")}</summary>
      <Form method="post" className="mt-4 grid max-w-xl gap-3">
        <input type="hidden" name="intent" value="categories" />
        <p id="news-categories-hint" className="text-sm text-bark">
          {t("content.categories.intro")}
        </p>
        <label htmlFor="news-categories" className="text-sm font-semibold text-charcoal">
          {t("content.categories.label")}
        </label>
        <textarea
          id="news-categories"
          name="categories"
          rows={Math.min(12, categories.length + 2)}
          defaultValue={categories.join("\n")}
          aria-describedby={outcome && !outcome.ok ? "news-categories-hint news-categories-message" : "news-categories-hint"}
          aria-invalid={outcome && !outcome.ok ? true : undefined}
          className="field-control py-2.5"
        />
        {outcome ? (
          <p id="news-categories-message" role="status" className={outcome.ok ? "text-sm font-semibold text-walnut" : "text-sm font-semibold text-error"}>
            {t(outcome.message, { name: outcome.name ?? "" })}
          </p>
        ) : null}
        <Button type="submit" variant="outline" className="justify-self-start">
          {t("content.categories.save")}
        </Button>
      </Form>
    </details>
  );
}
