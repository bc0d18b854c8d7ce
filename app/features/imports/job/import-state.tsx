import type { JobState } from "~/platform/db/schema";
import { useT } from "~/platform/i18n/i18n";
import { cn } from "~/ui/class-names";

/* Where an import stands, as a small badge: waiting, running, finished, failed or cancelled. */

const look: Record<JobState, string> = {
  queued: "border-brass/50 bg-brass/10 text-brass-dark",
  running: "border-brass/50 bg-brass/10 text-brass-dark",
  done: "border-walnut/30 bg-walnut text-ivory",
  failed: "border-error/40 bg-error/5 text-error",
  cancelled: "border-sand bg-linen text-stone",
};

export function ImportStateBadge({ state }: { state: JobState }) {
  const { t } = useT();
  return (
    <span className={cn("inline-flex items-center rounded-sm border px-2 py-0.5 text-xs font-semibold whitespace-nowrap", look[state])}>
      {t(`import.state.${state}`)}
    </span>
  );
}
