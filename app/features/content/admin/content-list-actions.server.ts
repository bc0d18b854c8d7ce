import { type RequestContext } from "~/platform/http/request-context";
import { data } from "react-router";
import { z } from "zod";
import { actorOf } from "~/platform/audit/actor.server";
import { readForm } from "~/platform/http/read-form.server";
import { requireRole } from "~/features/auth/require-role.server";
import { kindSpec, staffOrdered, type ContentKind } from "../content-kinds";
import { reorderEntries, restoreEntries, setPublished, trashEntries } from "../content-state.server";
import { entryTitles, listContent } from "./content-list.server";
import { saveNewsCategories } from "./content-options.server";
import type { MessageKey } from "~/platform/i18n/i18n";

/*
 * A kind's list's buttons: publish, unpublish, move to the Trash and restore what is selected,
 * asked first (a post without `confirmed=1` changes nothing and answers the question, which is what
 * a browser without JavaScript shows; with JavaScript the question is a dialog before the post);
 * and staff's order, one step up or down (keyboard, no JavaScript) or a whole new order (drag).
 */

const ids = z.array(z.number().int().positive()).min(1).max(500);
const changeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["publish", "unpublish", "trash", "restore"]), ids, confirmed: z.boolean() }),
  z.object({ intent: z.literal("move"), id: z.number().int().positive(), direction: z.enum(["up", "down"]) }),
  z.object({ intent: z.literal("order"), order: ids }),
]);

type BulkIntent = "publish" | "unpublish" | "trash" | "restore";

export type ContentListOutcome =
  | { kind: "done"; intent: BulkIntent | "move" | "order"; count: number; ok: boolean; id?: number; direction?: "up" | "down"; title?: string; position?: number; total?: number }
  | { kind: "confirm"; intent: BulkIntent; ids: number[]; titles: string[] }
  | { kind: "refused"; reason: "nothingSelected" | "invalid" }
  | { kind: "categories"; ok: boolean; message: MessageKey; name?: string };

const numberOf = (value: FormDataEntryValue | null) => (typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : undefined);

export async function contentListAction(request: Request, context: RequestContext, kind: ContentKind) {
  const session = requireRole(request, context, kindSpec(kind).entity.access);
  const form = await readForm(request, 64 * 1024);
  if (kind === "news" && form.get("intent") === "categories") {
    const outcome = await saveNewsCategories(String(form.get("categories") ?? ""), actorOf(session, context));
    return data<ContentListOutcome>({ kind: "categories", ...outcome }, { status: outcome.ok ? 200 : 400 });
  }
  const all = (name: string) => ((form as FormData).getAll?.(name) ?? []).map((value) => numberOf(value));
  const orderText = form.get("order");
  const parsed = changeSchema.safeParse({
    intent: form.get("intent") ?? undefined,
    ids: all("ids"),
    confirmed: form.get("confirmed") === "1",
    id: numberOf(form.get("id")),
    direction: form.get("direction") ?? undefined,
    order: typeof orderText === "string" ? orderText.split(",").map((value) => numberOf(value.trim())) : undefined,
  });
  if (!parsed.success) {
    const intent = form.get("intent");
    const nothing = intent !== "move" && intent !== "order" && !form.get("ids");
    return data<ContentListOutcome>({ kind: "refused", reason: nothing ? "nothingSelected" : "invalid" }, { status: 400 });
  }
  const change = parsed.data;
  const who = actorOf(session, context);
  if (change.intent === "move" || change.intent === "order") {
    if (!staffOrdered(kind)) return data<ContentListOutcome>({ kind: "refused", reason: "invalid" }, { status: 400 });
    const { rows } = await listContent(kind, { q: "", status: "", french: false, page: 1 });
    const order = rows.map((row) => row.id);
    let wanted = change.intent === "order" ? change.order : order;
    if (change.intent === "move") {
      const from = order.indexOf(change.id);
      if (from < 0) return data<ContentListOutcome>({ kind: "refused", reason: "invalid" }, { status: 404 });
      const to = Math.max(0, Math.min(order.length - 1, from + (change.direction === "up" ? -1 : 1)));
      wanted = [...order];
      wanted.splice(to, 0, ...wanted.splice(from, 1));
    }
    const moved = await reorderEntries(kind, wanted, who);
    const id = change.intent === "move" ? change.id : undefined;
    const title = id ? rows.find((row) => row.id === id)?.title : undefined;
    return data<ContentListOutcome>({
      kind: "done",
      intent: change.intent,
      count: moved ? 1 : 0,
      ok: true,
      id,
      direction: change.intent === "move" ? change.direction : undefined,
      title,
      position: id ? wanted.indexOf(id) + 1 : undefined,
      total: wanted.length,
    });
  }
  if (!change.confirmed) {
    return data<ContentListOutcome>({ kind: "confirm", intent: change.intent, ids: change.ids, titles: await entryTitles(kind, change.ids) });
  }
  const changed =
    change.intent === "publish" || change.intent === "unpublish"
      ? await setPublished(kind, change.ids, change.intent === "publish", who)
      : change.intent === "trash"
        ? await trashEntries(kind, change.ids, who)
        : await restoreEntries(kind, change.ids, who);
  return data<ContentListOutcome>({ kind: "done", intent: change.intent, count: changed.length, ok: true });
}
