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
  if (!outcome || outcome.kind === "confirm") return null;
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
