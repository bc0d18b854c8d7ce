import { Link } from "react-router";
import { ConfirmUndo } from "~/ui/admin/confirm-undo";
import { useT } from "~/platform/i18n/i18n";
import type { Route } from "./+types/import-job";

type UndoOffer = NonNullable<NonNullable<Route.ComponentProps["loaderData"]["job"]>["undo"]>;

/** 'Undo this import' behind a confirmation, or where the undo of this import stands. */
export function UndoSection({ jobId, offer }: { jobId: number; offer: UndoOffer }) {
  const { t } = useT();
  return (
    <section
      aria-labelledby="import-undo"
      className="mt-8 rounded-sm border border-sand bg-linen/60 p-6"
    >
      <h2 id="import-undo" className="font-display text-xl">
        {t("import.undo.section")}
      </h2>
      {offer.undo ? (
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-charcoal">
          {offer.undo.state === "done" ? t("import.undo.stateDone") : t("import.undo.stateRunning")}
          <Link
            to={`/admin/import/jobs/${offer.undo.id}`}
            className="inline-flex min-h-11 items-center font-semibold text-brass-dark underline decoration-sand underline-offset-4 hover:decoration-brass"
          >
            {t("import.undo.open", { id: offer.undo.id })}
          </Link>
        </p>
      ) : (
        <>
          <p className="mt-2 mb-4 max-w-2xl text-sm text-bark">{t("import.undo.intro")}</p>
          <ConfirmUndo jobId={jobId} />
        </>
      )}
    </section>
  );
}
