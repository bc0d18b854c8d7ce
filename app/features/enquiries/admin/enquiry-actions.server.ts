import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import type { AuditedBy } from "~/platform/audit/actor.server";
import { db as defaultDb, type Database } from "~/platform/db/client.server";
import { hasUnexpectedShape } from "~/platform/http/form-lists.server";
import type { PostedForm } from "~/platform/http/read-form.server";
import type { MessageKey } from "~/platform/i18n/i18n";
import { wakeJobs } from "~/platform/jobs/job-runner.server";
import { retryEnquiryDelivery } from "./admin-enquiries.server";
import { addLeadNote, assignLead, moveLead, type PipelineRefusal } from "./lead-pipeline.server";
import { noteFormSchema, ownerFormSchema, stateFormSchema } from "./lead-pipeline";

/*
 * What a lead's page posts (/admin/enquiries/:id), one function per intent: move it to a state,
 * give it an owner, add a note, or send its e-mail again. Each reads its form with the schema the
 * page checks in the browser, makes the change and says what came of it; bad input changes
 * nothing and is answered under its field. The route checks the role first.
 */

export type EnquiryIntent = "state" | "owner" | "note" | "retry";

export interface EnquiryActionData {
  ok: boolean;
  message: MessageKey;
  id?: number;
  intent?: EnquiryIntent;
  /** The field a refusal is said under. */
  field?: "state" | "owner" | "note";
  /** The note form's answer, for its fields (what was typed comes back with a refusal). */
  result?: SubmissionResult<string[]>;
}

export interface EnquiryReply {
  body: EnquiryActionData;
  status: number;
}

const intentSchema = z.object({ intent: z.enum(["state", "owner", "note", "retry"]) });

/** Forms are a few fields and a note of at most 2,000 characters (up to 9 bytes each, encoded). */
export const MAX_ENQUIRY_FORM_BYTES = 64 * 1024;

const invalid = (): EnquiryReply => ({ body: { ok: false, message: "enquiries.error.invalid" }, status: 400 });

const refusals: Record<PipelineRefusal, { message: MessageKey; status: number }> = {
  "not-found": { message: "enquiries.error.notFound", status: 404 },
  unchanged: { message: "enquiries.error.unchanged", status: 409 },
  "unknown-owner": { message: "enquiries.pipeline.error.owner", status: 400 },
};

const successes: Record<EnquiryIntent, MessageKey> = {
  state: "enquiries.done.state",
  owner: "enquiries.done.owner",
  note: "enquiries.done.note",
  retry: "enquiries.done.retried",
};

async function changeState(form: PostedForm, id: number, who: AuditedBy, database: Database): Promise<EnquiryReply> {
  const submission = parseWithZod(form as FormData, { schema: stateFormSchema, disableAutoCoercion: true });
  if (hasUnexpectedShape(submission.payload)) return invalid();
  if (submission.status !== "success") {
    return { body: { ok: false, message: "enquiries.pipeline.error.state", id, intent: "state", field: "state" }, status: 400 };
  }
  return answer("state", id, await moveLead(who.actor, id, submission.value.state, who.ipHash, database));
}

async function changeOwner(form: PostedForm, id: number, who: AuditedBy, database: Database): Promise<EnquiryReply> {
  const submission = parseWithZod(form as FormData, { schema: ownerFormSchema, disableAutoCoercion: true });
  if (hasUnexpectedShape(submission.payload)) return invalid();
  if (submission.status !== "success") {
    return { body: { ok: false, message: "enquiries.pipeline.error.owner", id, intent: "owner", field: "owner" }, status: 400 };
  }
  return answer("owner", id, await assignLead(who.actor, id, submission.value.owner, who.ipHash, database));
}

async function addNote(form: PostedForm, id: number, who: AuditedBy, database: Database): Promise<EnquiryReply> {
  const submission = parseWithZod(form as FormData, { schema: noteFormSchema, disableAutoCoercion: true });
  if (hasUnexpectedShape(submission.payload)) return invalid();
  if (submission.status !== "success") {
    const message = (submission.error?.note?.[0] ?? "enquiries.pipeline.error.noteEmpty") as MessageKey;
    return { body: { ok: false, message, id, intent: "note", field: "note", result: submission.reply() }, status: 400 };
  }
  const result = await addLeadNote(who.actor, id, submission.value.note, who.ipHash, database);
  const reply = answer("note", id, result);
  // A written note empties the box; a refused one keeps what was typed.
  reply.body.result = result.ok ? submission.reply({ resetForm: true }) : submission.reply();
  return reply;
}

async function retry(id: number, who: AuditedBy, database: Database): Promise<EnquiryReply> {
  const result = await retryEnquiryDelivery(who.actor, id, who.ipHash, database);
  if (!result.ok) {
    const message: MessageKey =
      result.reason === "not-found" ? "enquiries.error.notFound" : result.reason === "sending" ? "enquiries.error.sending" : "enquiries.error.delivered";
    return { body: { ok: false, message, id, intent: "retry" }, status: result.reason === "not-found" ? 404 : 409 };
  }
  wakeJobs();
  return { body: { ok: true, message: successes.retry, id, intent: "retry" }, status: 200 };
}

function answer(intent: Exclude<EnquiryIntent, "retry">, id: number, result: Awaited<ReturnType<typeof moveLead>>): EnquiryReply {
  if (result.ok) return { body: { ok: true, message: successes[intent], id, intent }, status: 200 };
  const refusal = refusals[result.reason];
  return {
    body: { ok: false, message: refusal.message, id, intent, field: result.reason === "unknown-owner" ? "owner" : undefined },
    status: refusal.status,
  };
}

/** The page's action once the role is checked: the posted intent's change on enquiry `id` (null: no such id). */
export async function enquiryAction(form: PostedForm, id: number | null, who: AuditedBy, database: Database = defaultDb()): Promise<EnquiryReply> {
  const parsed = intentSchema.safeParse({ intent: form.get("intent") ?? undefined });
  if (!parsed.success) return invalid();
  if (id === null) return { body: { ok: false, message: "enquiries.error.notFound" }, status: 404 };
  switch (parsed.data.intent) {
    case "state":
      return changeState(form, id, who, database);
    case "owner":
      return changeOwner(form, id, who, database);
    case "note":
      return addNote(form, id, who, database);
    case "retry":
      return retry(id, who, database);
  }
}
