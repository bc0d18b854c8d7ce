import { useEffect, useRef } from "react";
import { useNavigate, useRevalidator } from "react-router";
import type { JobState } from "~/platform/db/schema";
import { useT, type MessageKey } from "~/platform/i18n/i18n";
import { notify } from "~/ui/toast";
import { jobKindViewOf } from "~/features/imports/kinds/job-kind-views";
import type { Job } from "./job-parts";

export const ENDED: JobState[] = ["done", "failed", "cancelled"];

/**
 * Asks for the job again every second while it has not ended; says how it ended once, as a toast,
 * to whoever watched it run or has just queued it (`fresh`, dropped from the address once said).
 * A real run that finished is said as its kind says it.
 */
export function useFollowJob(job: Job, fresh: boolean) {
  const { t } = useT();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const running = !ENDED.includes(job.state);
  const seenRunning = useRef(running || fresh);
  useEffect(() => {
    if (!running) return;
    seenRunning.current = true;
    const timer = setInterval(() => {
      if (revalidator.state === "idle" && document.visibilityState === "visible")
        void revalidator.revalidate();
    }, 1_000);
    return () => clearInterval(timer);
  }, [running, revalidator]);
  useEffect(() => {
    if (running || !seenRunning.current) return;
    seenRunning.current = false;
    const done = job.state === "done" ? jobKindViewOf(job.kind).doneToast?.(job, t) : null;
    if (job.state === "done" && job.dryRun) {
      void notify("success", t("import.toast.dryRunDone"));
    } else if (job.state === "done" && job.undoOf !== null) {
      void notify("success", t("import.toast.undoDone"));
    } else if (done) {
      void notify("success", done);
    } else if (job.state === "failed") {
      void notify(
        "error",
        job.error
          ? t("import.toast.failed", {
              error: job.errorIsKey ? t(job.error as MessageKey) : job.error,
            })
          : t("import.toast.failedUnknown"),
      );
    } else if (job.state === "cancelled") {
      void notify("success", t("import.toast.cancelled"));
    }
    if (fresh) void navigate({ search: "" }, { replace: true, preventScrollReset: true });
  }, [running, job, t, fresh, navigate]);
}
