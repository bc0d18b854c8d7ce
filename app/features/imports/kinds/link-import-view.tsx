import { ExternalLink, PencilLine } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/ui/button";
import { useT, type MessageKey } from "~/platform/i18n/i18n";
import type { JobKindView, ShownJob } from "./job-kind-view";

/**
 * An import from a link that finished: what it did with the product, its title, category and
 * gallery count, with the way to the editor and to the supplier's page.
 */
function LinkImportResult({ job }: { job: ShownJob }) {
  const { t } = useT();
  if (job.state !== "done" || !job.result) return null;
  return (
    <section
      aria-labelledby="import-result"
      className="mt-8 rounded-sm border border-sand bg-ivory p-6"
    >
      <h2 id="import-result" className="font-display text-2xl">
        {t("import.job.result")}
      </h2>
      <p className="mt-2 text-sm text-bark">
        {t(`import.job.outcome.${job.result.outcome}` as MessageKey)}
      </p>
      <dl className="mt-5 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-xs tracking-wide text-stone uppercase sm:pt-0.5">
          {t("import.job.resultTitle")}
        </dt>
        <dd className="font-semibold [overflow-wrap:anywhere] text-charcoal">
          {job.result.title}
        </dd>
        <dt className="text-xs tracking-wide text-stone uppercase sm:pt-0.5">
          {t("import.job.resultCategory")}
        </dt>
        <dd className="text-charcoal">
          {job.result.categoryName ?? t("import.job.noCategory")}
        </dd>
        <dt className="text-xs tracking-wide text-stone uppercase sm:pt-0.5">
          {t("import.job.resultGallery")}
        </dt>
        <dd className="text-charcoal">
          {t("import.job.galleryCount", { count: job.result.galleryCount })}
        </dd>
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link
          to={`/admin/products/${job.result.productId}`}
          className={buttonVariants({ size: "sm" })}
        >
          <PencilLine aria-hidden="true" className="size-4" />
          {t("import.job.openProduct")}
        </Link>
        <a
          href={job.link}
          target="_blank"
          rel="noreferrer noopener"
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {t("import.job.openSource")}
        </a>
      </div>
    </section>
  );
}

/** Importing one product page from a link: its page shows the product it made or changed. */
export const linkImportView: JobKindView = {
  Outcome: LinkImportResult,
  doneToast: (job, t) =>
    job.result
      ? t("import.toast.done", {
          title: job.result.title,
          category: job.result.categoryName ?? t("import.job.noCategory"),
          gallery: t("import.job.galleryCount", { count: job.result.galleryCount }),
        })
      : null,
};
