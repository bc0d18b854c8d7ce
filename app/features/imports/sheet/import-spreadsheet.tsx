import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect } from "react-router";
import { ActionOutcome } from "~/ui/admin/action-outcome";
import { sheetUploadSchema } from "~/features/imports/sheet/spreadsheet-form-schema";
import { SpreadsheetUploadForm } from "~/features/imports/sheet/spreadsheet-upload";
import { useT, type MessageKey } from "~/platform/i18n/i18n";
import { actorOf } from "~/platform/audit/actor.server";
import { itemMessage } from "~/features/imports/item-message";
import { guessMapping, readMapping } from "~/features/imports/sheet/spreadsheet-columns";
import { queueSheetImport, readSheetPayload, SHEET_IMPORT, storeSpreadsheet, type SheetImportResult } from "~/features/imports/sheet/spreadsheet-import.server";
import { isSheetRefusal, readSpreadsheet, SPREADSHEET_MAX_BYTES } from "~/features/imports/sheet/spreadsheet-read.server";
import { readForm, readLimitedForm } from "~/platform/http/read-form.server";
import { parseId } from "~/platform/http/search-params";
import { runDryRunOnce } from "~/features/imports/job/run-once.server";
import { requireRole } from "~/features/auth/require-role.server";
import { job as jobEntity } from "~/features/imports/job.entity";
import { findJob } from "~/platform/jobs/jobs.server";
import type { AdminHandle } from "~/ui/admin/admin-handle";
import { importSection } from "~/features/imports/admin-section";
import type { Route } from "./+types/import-spreadsheet";

export const handle = { ...importSection, title: "import.sheet.title" } satisfies AdminHandle;

/*
 * /admin/import/spreadsheet: the spreadsheet import's form (also on the Data import tab) and its
 * three steps. 'upload' reads the file (a file that is not a readable spreadsheet is refused here,
 * under the field, and nothing is kept), stores it and queues a dry run with the columns guessed
 * from their headings; 'remap' queues another dry run of the same file with the columns as the
 * person chose them; 'run' queues the import of a finished dry run for real. Each opens the new
 * job's page. Decision 028.
 */

export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(request, context, jobEntity.access);
  return null;
}

export const formFields = ["intent", "file", "publish", "job", "column", "category"];

interface SheetActionData {
  result?: SubmissionResult<string[]>;
  outcome?: { ok: boolean; message: MessageKey };
}

const refuse = (message: MessageKey, status = 400) => data<SheetActionData>({ outcome: { ok: false, message } }, { status });

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireRole(request, context, jobEntity.access);
  const { actor, ipHash } = actorOf({ user }, context);
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("multipart/form-data")) {
    const form = await readLimitedForm(request, SPREADSHEET_MAX_BYTES + 64 * 1024);
    if (form === "not a form") return refuse("import.error.unknown");
    if (form === "too large") {
      return data<SheetActionData>(
        { result: { status: "error", error: { file: [itemMessage("import.sheet.error.tooLarge", { mb: SPREADSHEET_MAX_BYTES / 1024 / 1024 })] } } },
        { status: 413 },
      );
    }
    if (form.get("intent") !== "upload") return refuse("import.error.unknown");
    const submission = parseWithZod(form as FormData, { schema: sheetUploadSchema, disableAutoCoercion: true });
    if (submission.status !== "success") return data<SheetActionData>({ result: submission.reply() }, { status: 400 });
    const bytes = new Uint8Array(await submission.value.file.arrayBuffer());
    const sheet = await readSpreadsheet(bytes);
    if (isSheetRefusal(sheet)) {
      return data<SheetActionData>({ result: submission.reply({ fieldErrors: { file: [itemMessage(sheet.error, sheet.values)] } }) }, { status: 400 });
    }
    const fileKey = await storeSpreadsheet(bytes, sheet.format);
    const job = await queueSheetImport({
      fileKey,
      fileName: submission.value.file.name.slice(0, 200),
      mapping: guessMapping(sheet.headers),
      dryRun: true,
      publish: submission.value.publish,
      actor,
      ipHash,
    });
    throw redirect(`/admin/import/jobs/${job.id}?new=1`, 303);
  }

  const form = await readForm(request, 64 * 1024);
  const intent = form.get("intent");
  if (intent !== "remap" && intent !== "run") return refuse("import.error.unknown");
  const jobId = parseId(String(form.get("job") ?? ""));
  const job = jobId === null ? null : await findJob(jobId);
  const payload = job?.kind === SHEET_IMPORT ? readSheetPayload(job.payload) : null;
  if (!job || !payload || !payload.dryRun || job.state !== "done") return refuse("import.sheet.error.noJob", 404);
  if (intent === "remap") {
    // A posted form is read as FormData or as a plain form: both give every value of a repeated name.
    const columns = (form as unknown as Pick<FormData, "getAll">).getAll("column").map(String);
    const mapping = readMapping(columns, payload.mapping.length);
    if (!mapping) return refuse("import.sheet.error.mapping");
    const next = await queueSheetImport({ ...payload, mapping, dryRun: true, makeCategories: [], actor, ipHash });
    throw redirect(`/admin/import/jobs/${next.id}?new=1`, 303);
  }
  // Of the categories the dry run listed, those left ticked are made; anything else posted is ignored.
  const ticked = new Set((form as unknown as Pick<FormData, "getAll">).getAll("category").map(String));
  const listed = (job.result as SheetImportResult | null)?.newCategories ?? [];
  const makeCategories = listed.map((entry) => entry.path).filter((path) => ticked.has(path));
  // Pressed again (or by two people at once), it goes to the import the first press queued.
  const run = await runDryRunOnce(job.id, async (database) => {
    const next = await queueSheetImport(
      { ...payload, dryRun: false, makeCategories, publish: form.get("publish") === "on", actor, ipHash, fromDryRun: job.id },
      database,
    );
    return next.id;
  });
  throw redirect(`/admin/import/jobs/${run.jobId}${run.queued ? "?new=1" : ""}`, 303);
}

export default function AdminImportSpreadsheet({ actionData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <section aria-labelledby="admin-page-title">
      <Link
        to="/admin/import"
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brass-dark underline decoration-sand underline-offset-4 hover:decoration-brass"
      >
        {t("import.job.back")}
      </Link>
      <h1 id="admin-page-title" className="mt-2 text-3xl sm:text-4xl">
        {t("import.sheet.title")}
      </h1>
      <ActionOutcome result={actionData?.outcome} text={actionData?.outcome ? t(actionData.outcome.message) : null} />
      <SpreadsheetUploadForm result={actionData?.result} className="mt-8 grid max-w-3xl gap-5 rounded-sm border border-sand bg-ivory p-6" />
    </section>
  );
}
