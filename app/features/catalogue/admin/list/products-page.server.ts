import { type RequestContext } from "~/platform/http/request-context";
import { data } from "react-router";
import { z } from "zod";
import { product } from "~/features/catalogue/product.entity";
import type { MessageKey } from "~/platform/i18n/i18n";
import { actorOf } from "~/platform/audit/actor.server";
import { privateMessages } from "~/features/auth/private-page.server";
import { readForm } from "~/platform/http/read-form.server";
import { ADMINS, requireRole } from "~/features/auth/require-role.server";
import { purgeExpiredTrash } from "~/features/catalogue/trash-purge.server";
import { countTrash, listAdminProducts, titlesOf } from "~/features/catalogue/admin/list/admin-products.server";
import {
  bulkChangeProducts,
  duplicateProduct,
  moveProduct,
  type BulkChange,
} from "~/features/catalogue/product-changes.server";
import { restoreProducts, trashProducts } from "~/features/catalogue/product-trash.server";
import { catalogueChanged } from "~/features/catalogue/public/public-catalogue.server";

/*
 * The Products tab's action: the list's buttons and its bulk bar. Whatever changes several
 * products at once, or deletes, asks first: a post without `confirmed=1` changes nothing and
 * answers the confirmation step (the count and the names), which is what a browser without
 * JavaScript shows; with JavaScript the same question is a dialog before the post. Deleting for
 * good and emptying the Trash are for administrators only.
 */

const ids = z.array(z.number().int().positive()).min(1).max(500);
const confirmed = z.boolean();

/** What the list's buttons post: one intent, the products it applies to, and its detail. */
const changeSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.enum(["trash", "restore", "publish", "unpublish", "feature", "unfeature", "purge"]),
    ids,
    confirmed,
  }),
  z.object({
    intent: z.literal("category"),
    ids,
    categoryId: z.number().int().positive().nullable(),
    confirmed,
  }),
  z.object({ intent: z.literal("empty-trash"), confirmed }),
  z.object({ intent: z.literal("duplicate"), id: z.number().int().positive() }),
  z.object({
    intent: z.literal("move"),
    id: z.number().int().positive(),
    position: z.number().int().min(1).max(1_000_000),
  }),
]);

type Change = z.output<typeof changeSchema>;
type AskedIntent = Extract<Change, { confirmed: boolean }>["intent"];

/** How many names a confirmation lists before saying 'and N more'. */
const CONFIRM_NAMES = 12;

type ListOutcome =
  | {
      kind: "done";
      ok: boolean;
      message: MessageKey;
      count?: number;
      id?: number;
      position?: number;
      title?: string;
    }
  | {
      kind: "confirm";
      intent: AskedIntent;
      ids: number[];
      categoryId: number | null;
      /** The first names, in the catalogue's order, and how many products in all. */
      titles: string[];
      count: number;
    };

const numberOf = (value: FormDataEntryValue | null) =>
  typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : undefined;

const done = (
  outcome: Omit<Extract<ListOutcome, { kind: "done" }>, "kind">,
  status = outcome.ok ? 200 : 404,
) => data<ListOutcome>({ kind: "done", ...outcome }, { status });

export async function productsListAction(request: Request, context: RequestContext) {
  const { user } = requireRole(request, context, product.access);
  const form = await readForm(request, 64 * 1024);
  const category = form.get("categoryId");
  const parsed = changeSchema.safeParse({
    intent: form.get("intent") ?? undefined,
    ids: (form as FormData).getAll?.("ids").map((value) => numberOf(value)) ?? [],
    id: numberOf(form.get("id")),
    categoryId: category === "none" ? null : numberOf(category),
    position: numberOf(form.get("position")),
    confirmed: form.get("confirmed") === "1",
  });
  if (!parsed.success) {
    const intent = form.get("intent");
    const nothingSelected =
      intent !== "duplicate" && intent !== "move" && intent !== "empty-trash" && !form.get("ids");
    return done(
      {
        ok: false,
        message: nothingSelected ? "products.error.nothingSelected" : "products.error.invalid",
      },
      400,
    );
  }
  const change = parsed.data;
  // Deleting for good is an administrator's decision: an editor is refused before anything is read.
  if (change.intent === "purge" || change.intent === "empty-trash")
    requireRole(request, context, ADMINS);
  const who = actorOf({ user }, context);

  if ("confirmed" in change && !change.confirmed) {
    const named = change.intent === "empty-trash" ? null : await titlesOf(change.ids);
    const titles = named ?? (await listAdminProducts({ trash: true, sort: "order" })).rows;
    return data<ListOutcome>({
      kind: "confirm",
      intent: change.intent,
      ids: "ids" in change ? change.ids : [],
      categoryId: change.intent === "category" ? change.categoryId : null,
      titles: titles.slice(0, CONFIRM_NAMES).map((row) => row.title),
      count: named ? named.length : await countTrash(),
    });
  }

  const { messages } = privateMessages(request, context);
  switch (change.intent) {
    case "trash": {
      const count = await trashProducts(change.ids, who);
      await catalogueChanged({ products: change.ids, lists: true });
      return done({ ok: true, message: "products.done.deleted", count });
    }
    case "restore": {
      const count = await restoreProducts(change.ids, who);
      await catalogueChanged({ products: change.ids, lists: true });
      return done({ ok: true, message: "products.done.restoredAsWere", count });
    }
    case "purge":
    case "empty-trash": {
      const outcome = await purgeExpiredTrash({
        selection: { ids: change.intent === "purge" ? change.ids : "all", ...who },
      });
      if (outcome.skipped) return done({ ok: false, message: "products.error.purgeBusy" }, 409);
      // Nothing in the Trash was on the site, but which files are public may have changed.
      if (outcome.products.length)
        await catalogueChanged({ products: outcome.products, lists: false });
      return done({ ok: true, message: "products.done.purged", count: outcome.products.length });
    }
    case "category": {
      const count = await bulkChangeProducts(
        change.ids,
        { kind: "category", categoryId: change.categoryId },
        who,
      );
      await catalogueChanged({ products: change.ids, lists: true });
      return done({ ok: true, message: "products.done.updated", count });
    }
    case "duplicate": {
      const copyTitle = (title: string) => messages["products.copyTitle"].replace("{title}", title);
      const id = await duplicateProduct(change.id, copyTitle, who);
      if (!id) return done({ ok: false, message: "products.error.notFound" });
      // A duplicate is a draft: only its own number is new.
      await catalogueChanged({ products: [id], lists: false });
      const [copy] = await titlesOf([id]);
      return done({
        ok: true,
        message: "products.done.duplicatedNamed",
        id,
        title: copy?.title ?? "",
      });
    }
    case "move": {
      const moved = await moveProduct(change.id, change.position, who);
      if (!moved) return done({ ok: false, message: "products.error.notFound" });
      await catalogueChanged({ products: [change.id], lists: true });
      return done({ ok: true, message: "products.done.moved", position: moved.to });
    }
    default: {
      const count = await bulkChangeProducts(
        change.ids,
        { kind: change.intent } as BulkChange,
        who,
      );
      await catalogueChanged({ products: change.ids, lists: true });
      return done({ ok: true, message: "products.done.updated", count });
    }
  }
}
