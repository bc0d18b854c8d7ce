import { Calculator, Layers, Mail } from "lucide-react";
import { useT } from "~/platform/i18n/i18n";
import type { EnquiryKind, EnquiryState } from "~/platform/db/schema";
import { deliveryKeys, type DeliveryState } from "~/features/enquiries/enquiry-labels";
import { cn } from "~/ui/class-names";
import { kindKeys, stateKeys } from "./lead-pipeline";

/* An enquiry's states as small badges, each a word: where its e-mail stands, where the lead stands, what kind it is. */

const badge = "inline-flex items-center gap-1 rounded-sm border px-2 py-0.5 text-xs font-semibold whitespace-nowrap";

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

/** New stands out (someone should act), won is the accent, lost steps back. */
const stateLook: Record<EnquiryState, string> = {
  new: "border-walnut/30 bg-walnut text-ivory",
  contacted: "border-stone/40 bg-white text-bark",
  quoted: "border-brass/50 bg-brass/10 text-brass-dark",
  won: "border-brass bg-brass text-white",
  lost: "border-sand bg-linen text-stone",
};

export function StateBadge({ state }: { state: EnquiryState }) {
  const { t } = useT();
  return <span className={cn(badge, stateLook[state])}>{t(stateKeys[state])}</span>;
}

const kindIcon = { quote: Calculator, samples: Layers, contact: Mail } as const satisfies Record<EnquiryKind, unknown>;

export function KindBadge({ kind }: { kind: EnquiryKind }) {
  const { t } = useT();
  const Icon = kindIcon[kind];
  return (
    <span className={cn(badge, "border-sand bg-ivory text-bark")}>
      <Icon aria-hidden="true" className="size-3.5 text-stone" />
      {t(kindKeys[kind])}
    </span>
  );
}
