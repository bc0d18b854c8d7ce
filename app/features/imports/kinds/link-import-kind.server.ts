import {
  LINK_IMPORT,
  linkImportHandler,
  queueLinkImport,
  type LinkImportPayload,
  type LinkImportResult,
} from "~/features/imports/link/link-import.server";
import type { JobKind } from "./job-kind";
import { IMPORTED_OUTCOMES } from "./job-kinds";

/** Importing one product page from a link: its dry run can be run for real, its real run undone. */
export const linkImportKind: JobKind = {
  kind: LINK_IMPORT,
  label: "import.kind.link-import",
  title: "import.job.title",
  outcomes: IMPORTED_OUTCOMES,
  undoable: true,
  runForReal: async (payload, who, database) =>
    (await queueLinkImport({ ...(payload as LinkImportPayload), ...who, dryRun: undefined }, database)).id,
  undoOf: () => null,
  // A dry run's outcome is its list: nothing was imported.
  outcome: (job, dryRun) => ({
    result: job.state === "done" && !dryRun ? (job.result as LinkImportResult | null) : null,
  }),
  handler: ({ fetcher, database }) => linkImportHandler({ fetcher, database }),
};
