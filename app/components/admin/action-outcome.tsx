import { useEffect } from "react";
import { notify } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";

/**
 * What an admin form's action did. Once JavaScript runs it is a toast, said once per answer (a
 * new `result` object each time the action answers); without JavaScript, where the toast cannot
 * appear, it is a line on the page the form posted back to.
 */
export function ActionOutcome({ result, text }: { result: { ok: boolean } | null | undefined; text: string | null }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (result && text) void notify(result.ok ? "success" : "error", text);
  }, [result, text]);
  if (!result || !text || hydrated) return null;
  return <OutcomeLine ok={result.ok} text={text} />;
}

/** The line itself: calm for what worked, red for what was refused. */
export function OutcomeLine({ ok, text }: { ok: boolean; text: string }) {
  return (
    <p
      role={ok ? "status" : "alert"}
      className={cn(
        "mt-6 rounded-sm border px-4 py-3 text-sm font-medium",
        ok ? "border-brass/40 bg-brass/10 text-charcoal" : "border-error/40 bg-error/5 text-error",
      )}
    >
      {text}
    </p>
  );
}
