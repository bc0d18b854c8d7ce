import { type RequestContext } from "~/platform/http/request-context";
import { slugOf } from "~/platform/text/slug";
import { companyDay } from "~/features/content/public-slides.server";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { actorOf } from "~/platform/audit/actor.server";
import { env } from "~/platform/config/env.server";
import { readForm, type PostedForm } from "~/platform/http/read-form.server";
import { parseId } from "~/platform/http/search-params";
import { largeImageUrl } from "~/platform/media/media-source";
import { imageFieldValue } from "~/platform/media/media-upload-form.server";
import { MAX_UPLOAD_FORM_BYTES } from "~/platform/media/media-upload-checks.server";
import { uploadsGone } from "~/platform/media/media-library.server";
import { db } from "~/platform/db/client.server";
import { emptyRecord, formValuesOf } from "~/platform/entities/records";
import { parseRichText } from "~/platform/rich-text/document";
import { requireRole } from "~/features/auth/require-role.server";
import { resolveImage } from "~/features/catalogue/images/media-resolver.server";
import type { MessageKey } from "~/platform/i18n/i18n";
import { kindDeclaration, kindSpec, isSingleton, listPath, type ContentKind, type ContentRecord } from "../content-kinds";
import { createEntry, getEntry, listEntryVersions, restoreEntryVersion, saveEntry } from "../content-store.server";
import { createEntryAs, scheduleEntry, setPublished, trashEntries } from "../content-state.server";
import { discardChanges, publishChanges, readChanges, saveChanges, scheduleChanges, type ChangesResult } from "../content-changes.server";
import { contentFormSchema } from "./content-form";
import { pictureValuesOf } from "../content-pictures";
import { fromCompanyTime } from "../company-time";
import { editorOptions, newsCategories, referencesNamed, type ReferenceKind } from "./content-options.server";
import { discardWorkingCopy, editorAutosave } from "~/platform/autosave/working-copies.server";
import { saysNothingNew } from "~/ui/admin/unsaved-changes";
import { workingCopyKindOf } from "../content-working-copies.server";

/*
 * The editor of an entry of the site's content (create or edit): what its page starts from, and
 * what its buttons do. A save checks the form's schema (the browser ran the same), then what only
 * the server can know: the rich text against its editor's schema, the category against staff's
 * list, the articles and products it names, the address not taken. Each refusal is a message
 * under its field and changes nothing. Publishing, scheduling and the Trash are buttons of their
 * own (content-state.server.ts); a new entry may also be created published or scheduled at once.
 */

function kindFields(kind: ContentKind) {
  return kindSpec(kind).entity.fields;
}

/** Preview links for every picture value in a record, its rich text's included (signed: drafts' files are private). */
async function previewsOf(kind: ContentKind, record: Record<string, unknown>) {
  const entries = await Promise.all(
    pictureValuesOf(kind, record).map(async (value) => {
      const source = await resolveImage(value, { access: "signed" });
      return source ? ([value, largeImageUrl(source)] as const) : null;
    }),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== null));
}

export async function contentEditorData(request: Request, context: RequestContext, kind: ContentKind, id: number | null) {
  const session = requireRole(request, context, kindSpec(kind).entity.access);
  const entry = id === null ? null : await getEntry(kind, id);
  if (id !== null && !entry) throw data(null, { status: 404 });
  const options = await editorOptions(kind, id, (entry?.record as Record<string, unknown> | undefined) ?? null);
  // A draft of changes waiting: the editor opens on it; the live entry stays as visitors see it.
  const waiting = entry ? await readChanges(kind, entry.id) : null;
  const shown = (waiting?.record ?? entry?.record ?? null) as Record<string, unknown> | null;
  // The entry as its form opens: a working copy saying no more than it is not offered.
  const storedForm = shown && formValuesOf(kindSpec(kind).entity, shown as never);
  const autosave = await editorAutosave(request, session.user.id, workingCopyKindOf(kind), id, entry?.version ?? null, {
    sameAsStored: (fields) => storedForm !== null && saysNothingNew(kindSpec(kind).entity, fields, storedForm),
  });
  const base = { kind, options, isAdmin: session.user.role === "admin", mailTo: kind === "company" ? (env().MAIL_TO ?? null) : null, autosave };
  if (id === null) {
    const record = emptyRecord(kindSpec(kind).entity) as Record<string, unknown>;
    // Today in Mississauga (the UTC date is already tomorrow there every evening).
    if (kind === "news") record.date = companyDay();
    return { ...base, mode: "create" as const, id: null, version: null, defaults: formValuesOf(kindSpec(kind).entity, record as never), previews: {} as Record<string, string>, changes: null, state: null, history: [] };
  }
  if (!entry) throw data(null, { status: 404 });
  const versions = await listEntryVersions(id, 50);
  const path = kindDeclaration(kind).path ?? null;
  const record = entry.record as Record<string, unknown>;
  return {
    ...base,
    mode: "edit" as const,
    id,
    version: entry.version,
    defaults: storedForm!,
    previews: await previewsOf(kind, shown!),
    changes: waiting
      ? {
          savedBy: waiting.actorEmail,
          savedAt: waiting.savedAt.toISOString(),
          basedOn: waiting.basedOn,
          publishAt: waiting.publishAt?.toISOString() ?? null,
          // As history keeps a version's fields, to be compared with the live one.
          fields: Object.fromEntries(kindFields(kind).map((field) => [field.key, (waiting.record as Record<string, unknown>)[field.key]])),
        }
      : null,
    state: {
      isPublished: entry.isPublished,
      publishAt: entry.publishAt?.toISOString() ?? null,
      updatedAt: entry.updatedAt.toISOString(),
      savedBy: versions.find((row) => row.version === entry.version)?.actorEmail ?? null,
      publicPath: path && typeof record.slug === "string" ? path(record.slug) : null,
      title: String(record.title ?? record.name ?? ""),
      // A slide shows only on its days: published says little when they have not come or are over.
      days: kind === "slide" ? slideDays(record) : null,
    },
    history: versions.map((row) => ({
      version: row.version,
      actorEmail: row.actorEmail,
      createdAt: row.createdAt.toISOString(),
      isPublished: row.snapshot.isPublished,
      fromChanges: row.snapshot.fromChanges === true,
      fields: row.snapshot.fields,
    })),
  };
}

export type ContentEditorData = Awaited<ReturnType<typeof contentEditorData>>;

type Reply = SubmissionResult<string[]>;

/** When a published slide shows, against the company's today: from a day to come, no more, or now (until a day). */
function slideDays(record: Record<string, unknown>): { when: "later" | "ended" | "now"; from: string | null; until: string | null } {
  const from = typeof record.activeFrom === "string" && record.activeFrom ? record.activeFrom : null;
  const until = typeof record.activeUntil === "string" && record.activeUntil ? record.activeUntil : null;
  const today = companyDay();
  const when = from !== null && today < from ? "later" : until !== null && until < today ? "ended" : "now";
  return { when, from, until };
}

/** What a draft of changes' button answers: done, or why not (the versions when the live entry moved on). */
function changesReply(result: ChangesResult, done: MessageKey, values?: Record<string, string | number>) {
  if (result.ok) return message(true, done, 200, values);
  if (result.reason === "conflict") return message(false, "content.changes.conflict", 409, { version: result.basedOn, current: result.current });
  if (result.reason === "slug-taken") return message(false, "content.validation.slugTaken", 409);
  return message(false, result.reason === "not-found" ? "content.editor.notFound" : "content.done.none", result.reason === "not-found" ? 404 : 400);
}

/** Saves the form as the entry's draft of changes, answered in the shape of a save's result. */
async function saveChangesFor<K extends ContentKind>(kind: K, id: number, record: ContentRecord<K>, version: number, who: { actor: { id: string; email: string }; ipHash: string | null }) {
  const result = await saveChanges(kind, id, record, version, who);
  if (result.ok) return { ok: true as const, id, version, changed: true, draft: true };
  if (result.reason === "conflict") return { ok: false as const, reason: "conflict" as const };
  if (result.reason === "slug-taken") return { ok: false as const, reason: "slug-taken" as const };
  return { ok: false as const, reason: "not-found" as const };
}

export type ContentEditorOutcome =
  | { kind: "form"; result: Reply }
  | { kind: "message"; ok: boolean; message: MessageKey; values?: Record<string, string | number> };

const message = (ok: boolean, key: MessageKey, status = ok ? 200 : 400, values?: Record<string, string | number>) =>
  data<ContentEditorOutcome>({ kind: "message", ok, message: key, values }, { status });

/** A new or saved entry whose address was left blank takes one made from its title (as the browser suggests it). */
function suggestSlug(payload: URLSearchParams, kind: ContentKind) {
  const slug = kindFields(kind).find((field) => field.key === "slug");
  if (!slug || (payload.get("slug") ?? "").trim() !== "") return;
  const made = slugOf(payload.get("title") ?? "", slug.limit ?? 80);
  if (made) payload.set("slug", made);
}

const LIST_KINDS = new Set(["links", "references", "pictures", "colourImages"]);

/**
 * A list field posted in a shape its form never sends (`related.id=1` instead of
 * `related[0].id=1`) is taken out, with a message under the field: left in, it would be the form's
 * starting value, which the editor cannot draw.
 */
function withoutMalformedLists(uploads: { payload: URLSearchParams; errors: Record<string, string[]> }, kind: ContentKind) {
  const lists = kindFields(kind).filter((field) => LIST_KINDS.has(field.kind)).map((field) => field.key);
  const names = [...uploads.payload.keys()];
  for (const list of lists) {
    if (!names.some((name) => name.startsWith(`${list}.`))) continue;
    for (const name of names) if (name === list || name.startsWith(`${list}.`) || name.startsWith(`${list}[`)) uploads.payload.delete(name);
    uploads.errors[list] = ["content.validation.listMalformed"];
  }
  return uploads;
}

/** Picture fields as posted: an upload replaces the value, 'Remove' clears it. */
async function withUploads(form: PostedForm, kind: ContentKind, audit: { actor: { id: string; email: string }; ipHash: string | null }) {
  const errors: Record<string, string[]> = {};
  if (!(form instanceof FormData)) return { payload: form as URLSearchParams, errors };
  const payload = new URLSearchParams();
  for (const [name, value] of form.entries()) if (typeof value === "string") payload.append(name, value);
  const pictureNames = kindFields(kind).filter((field) => field.kind === "picture").map((field) => field.key);
  const listNames = kindFields(kind).filter((field) => field.kind === "pictures").map((field) => field.key);
  const names = new Set([
    ...pictureNames,
    ...[...form.keys()].filter((name) => listNames.some((list) => new RegExp(`^${list}\\[\\d{1,3}\\]\\.picture$`).test(name))),
  ]);
  for (const name of names) {
    const result = await imageFieldValue(form, name, { audit });
    if (result.ok) payload.set(name, result.value ?? "");
    else errors[name] = [result.error];
  }
  return { payload, errors };
}

/** What only the server can check of a parsed record; field errors by name. */
async function serverChecks(kind: ContentKind, record: Record<string, unknown>, id: number | null): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  const categories = kind === "news" ? await newsCategories() : [];
  for (const field of kindFields(kind)) {
    const value = record[field.key];
    if (field.kind === "richText") {
      const parsed = parseRichText(value, { maxText: field.limit ?? 50_000 });
      if (!parsed.ok) errors[field.key] = [parsed.problem === "tooLong" ? field.messages!.tooLong! : field.messages!.invalid!];
      else record[field.key] = parsed.doc;
    }
    if (field.kind === "choice" && !field.options && typeof value === "string" && !categories.includes(value))
      errors[field.key] = [field.messages!.invalid!];
    if (field.kind === "references") {
      const items = value as { id: number | null }[];
      const known = await referencesNamed((field.refersTo ?? "product") as ReferenceKind, items.flatMap((item) => (item.id === null ? [] : [item.id])), id);
      items.forEach((item, index) => {
        if (item.id !== null && !known.has(item.id)) errors[`${field.key}[${index}].id`] = [field.messages!.invalid!];
      });
    }
  }
  // A picture placed from the library and deleted there meanwhile is named under its field (the
  // bodies are documents by now).
  const gone = await uploadsGone(db(), pictureValuesOf(kind, record));
  if (gone.size === 0) return errors;
  for (const field of kindFields(kind)) {
    const value = record[field.key];
    const named = (picture: unknown) => typeof picture === "string" && gone.has(picture);
    if (field.kind === "picture" && named(value)) errors[field.key] = ["images.library.gone"];
    if (field.kind === "richText" && !errors[field.key] && pictureValuesOf(kind, { [field.key]: value }).some(named)) errors[field.key] = ["images.library.gone"];
    if (field.kind === "pictures" && Array.isArray(value))
      value.forEach((item: { picture?: unknown }, index) => {
        if (named(item.picture)) errors[`${field.key}[${index}].picture`] = ["images.library.gone"];
      });
  }
  return errors;
}

export async function contentEditorAction(request: Request, context: RequestContext, kind: ContentKind, id: number | null) {
  const session = requireRole(request, context, kindSpec(kind).entity.access);
  const who = actorOf(session, context);
  const form = await readForm(request, MAX_UPLOAD_FORM_BYTES);
  const intent = form.get("intent") ?? "save";
  const editorOf = (entry: number) => (isSingleton(kind) ? listPath(kind) : `${listPath(kind)}/${entry}`);
  const here = id === null ? `${listPath(kind)}/new` : editorOf(id);

  if (id !== null && intent !== "save") {
    switch (intent) {
      case "publish":
      case "unpublish": {
        const changed = await setPublished(kind, [id], intent === "publish", who);
        return message(true, changed.length ? (intent === "publish" ? "content.editor.nowPublished" : "content.editor.nowUnpublished") : "content.done.none");
      }
      case "schedule": {
        const at = fromCompanyTime(String(form.get("publishAt") ?? ""));
        if (!at) return message(false, "content.editor.scheduleInvalid");
        const done = await scheduleEntry(kind, id, at, who);
        return done ? message(true, "content.editor.scheduled", 200, { when: at.toISOString() }) : message(false, "content.done.none");
      }
      case "unschedule": {
        await scheduleEntry(kind, id, null, who);
        return message(true, "content.editor.unscheduled");
      }
      case "trash": {
        await trashEntries(kind, [id], who);
        throw redirect(`${listPath(kind)}?status=trash`, 303);
      }
      case "restore": {
        const version = parseId(String(form.get("restore") ?? ""));
        const expected = parseId(String(form.get("version") ?? ""));
        if (version === null || expected === null) return message(false, "common.unknownError");
        const result = await restoreEntryVersion(kind, id, version, expected, who);
        if (result.ok) throw redirect(`${here}?restored=${version}`, 303);
        return result.reason === "conflict"
          ? message(false, "content.editor.conflict", 409, { version: result.current.version })
          : message(false, "content.editor.notFound", 404);
      }
      case "publish-changes":
        return changesReply(await publishChanges(kind, id, who), "content.changes.published");
      case "schedule-changes": {
        const at = fromCompanyTime(String(form.get("publishAt") ?? ""));
        if (!at) return message(false, "content.editor.scheduleInvalid");
        return changesReply(await scheduleChanges(kind, id, at, who), "content.changes.scheduled", { when: at.toISOString() });
      }
      case "unschedule-changes":
        return changesReply(await scheduleChanges(kind, id, null, who), "content.changes.unscheduled");
      case "discard-changes":
        return (await discardChanges(kind, id, who)) ? message(true, "content.changes.discarded") : message(false, "content.done.none");
      default:
        return message(false, "common.unknownError");
    }
  }

  const uploads = withoutMalformedLists(await withUploads(form, kind, who), kind);
  suggestSlug(uploads.payload, kind);
  // What a new entry is to be means nothing to one that exists: its state has buttons of its own.
  if (id !== null) uploads.payload.delete("createAs");
  const schema = contentFormSchema(kind);
  const submission = (() => {
    try {
      return parseWithZod(uploads.payload, { schema, disableAutoCoercion: true });
    } catch {
      return null;
    }
  })();
  if (!submission) return message(false, "common.unknownError");
  if (Object.keys(uploads.errors).length > 0)
    return data<ContentEditorOutcome>({ kind: "form", result: submission.reply({ fieldErrors: uploads.errors }) }, { status: 400 });
  if (submission.status !== "success")
    return data<ContentEditorOutcome>({ kind: "form", result: submission.reply() }, { status: submission.status === "error" ? 400 : 200 });
  const { version, createAs, publishAt, ...fields } = submission.value;
  const record = fields as Record<string, unknown>;
  const errors = await serverChecks(kind, record, id);
  if (Object.keys(errors).length)
    return data<ContentEditorOutcome>({ kind: "form", result: submission.reply({ fieldErrors: errors }) }, { status: 400 });

  // A new entry is created as the button pressed says: a draft, published, or scheduled (the schema checked its time).
  const becomes = id === null ? createAs : "draft";
  const result =
    id === null
      ? becomes === "draft"
        ? await createEntry(kind, record as ContentRecord<typeof kind>, who)
        : await createEntryAs(kind, record as ContentRecord<typeof kind>, becomes === "publish" ? { publish: true } : { at: publishAt! }, who)
      : version === null
        ? ({ ok: false, reason: "not-found" } as const)
        : form.get("as") === "changes"
          ? await saveChangesFor(kind, id, record as ContentRecord<typeof kind>, version, who)
          : await saveEntry(kind, id, record as ContentRecord<typeof kind>, version, { ...who, dropChanges: form.get("fromChanges") === "1" });
  if (result.ok && "draft" in result) throw redirect(`${editorOf(result.id)}?saved=changes`, 303);
  if (result.ok) {
    await discardWorkingCopy({ userId: session.user.id, kind: workingCopyKindOf(kind), entry: id === null ? "new" : String(id) });
    const saved = becomes === "publish" ? "published" : becomes === "schedule" ? "scheduled" : result.changed ? "1" : "0";
    throw redirect(`${editorOf(result.id)}?saved=${saved}`, 303);
  }
  if (result.reason === "slug-taken")
    return data<ContentEditorOutcome>({ kind: "form", result: submission.reply({ fieldErrors: { slug: ["content.validation.slugTaken"] } }) }, { status: 409 });
  if (result.reason === "conflict")
    return data<ContentEditorOutcome>(
      { kind: "form", result: submission.reply({ formErrors: ["content.editor.conflict"] }) },
      { status: 409 },
    );
  return message(false, "content.editor.notFound", 404);
}
