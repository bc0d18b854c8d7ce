import { useT } from "~/platform/i18n/i18n";
import { deliveryKeys, type DeliveryState } from "~/features/enquiries/enquiry-labels";
import { cn } from "~/ui/class-names";

/* An enquiry's two states as small badges: where its e-mail stands, and whether it is handled. */

const badge = "inline-flex items-center rounded-sm border px-2 py-0.5 text-xs font-semibold whitespace-nowrap";

const deliveryLook: Record<DeliveryState, string> = {
  delivered: "border-sand bg-linen text-walnut",
  outbox: "border-sand bg-linen text-walnut",
  waiting: "border-brass/50 bg-brass/10 text-brass-dark",
  retrying: "border-error/40 bg-error/5 text-error",
  failed: "border-error/40 bg-error/5 text-error",
};

export function DeliveryBadge({ state }: { state: DeliveryState }) {
  const { t } = useT();
  return <span className={cn(badge, deliveryLook[state])}>{t(deliveryKeys[state])}</span>;
}

export function HandledBadge({ handled }: { handled: boolean }) {
  const { t } = useT();
  return handled ? (
    <span className={cn(badge, "border-sand bg-linen text-stone")}>{t("enquiries.state.handled")}</span>
  ) : (
    <span className={cn(badge, "border-walnut/30 bg-walnut text-ivory")}>{t("enquiries.state.new")}</span>
  );
}
