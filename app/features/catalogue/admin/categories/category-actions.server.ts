import { parseWithZod } from "@conform-to/zod/v4";
import type { AuditedBy } from "~/platform/audit/actor.server";
import {
  createCategorySchema,
  deleteCategorySchema,
  editCategorySchema,
  moveCategorySchema,
} from "~/features/catalogue/admin/categories/category-form-schema";
import {
  createCategory,
  deleteCategory,
  moveCategory,
  updateCategory,
  type CategoryRefusal,
} from "~/features/catalogue/admin/categories/admin-categories.server";
import type {
  CategoriesActionData,
  Intent,
} from "~/features/catalogue/admin/categories/category-action-data";
import { catalogueChanged } from "~/features/catalogue/public/public-catalogue.server";
import { hasUnexpectedShape } from "~/platform/http/form-lists.server";
import type { MessageKey } from "~/platform/i18n/i18n";

/*
 * The changes the Categories page posts, one function per intent (create, edit, delete, move):
 * each reads its form, makes the change and says what came of it, with the status to answer.
 * The route's action (categories.tsx) checks the role first and answers with the intent and id.
 */

/** What a change came to: the body of the action's answer, less the intent and id, and its status. */
export interface CategoryReply {
  body: Omit<CategoriesActionData, "intent" | "id">;
  status: number;
}

type Posted = URLSearchParams | FormData;

const reply = (body: CategoryReply["body"], status = 200): CategoryReply => ({ body, status });

/**
 * The answer to a form the page never sends: an unknown intent, or a name posted twice or such as
 * `name[99999999]` (a list that long), refused without sending it back.
 */
export const invalidChange = () =>
  reply({ outcome: { ok: false, message: "categories.error.invalid" } }, 400);

/** Where each refusal of the model is said: under which field, in which words. */
const refusals: Record<CategoryRefusal, { field: string; message: MessageKey }> = {
  "not-found": { field: "", message: "categories.error.notFound" },
  "slug-taken": { field: "slug", message: "categories.error.slugTaken" },
  "slug-needed": { field: "slug", message: "categories.error.slugNeeded" },
  "parent-missing": { field: "parentId", message: "categories.error.parentMissing" },
  "parent-is-self": { field: "parentId", message: "categories.error.parentIsSelf" },
  "parent-not-top-level": { field: "parentId", message: "categories.error.parentNotTopLevel" },
  "has-subcategories": { field: "parentId", message: "categories.error.hasSubcategories" },
};

async function create(posted: Posted, who: AuditedBy): Promise<CategoryReply> {
  const submission = parseWithZod(posted, {
    schema: createCategorySchema,
    disableAutoCoercion: true,
  });
  if (hasUnexpectedShape(submission.payload)) return invalidChange();
  if (submission.status !== "success") return reply({ result: submission.reply() }, 400);
  const result = await createCategory(submission.value, who);
  if (!result.ok) {
    const refusal = refusals[result.reason];
    const message = result.takenBy ? "categories.error.slugTakenBy" : refusal.message;
    return reply(
      {
        result: submission.reply({ fieldErrors: { [refusal.field]: [message] } }),
        takenBy: result.takenBy,
      },
      400,
    );
  }
  catalogueChanged();
  return reply({
    result: submission.reply({ resetForm: true }),
    outcome: {
      ok: true,
      message: "categories.done.created",
      params: { name: submission.value.name },
    },
  });
}

async function edit(posted: Posted, who: AuditedBy): Promise<CategoryReply> {
  const submission = parseWithZod(posted, {
    schema: editCategorySchema,
    disableAutoCoercion: true,
  });
  if (hasUnexpectedShape(submission.payload)) return invalidChange();
  if (submission.status !== "success") return reply({ result: submission.reply() }, 400);
  const { id, ...input } = submission.value;
  const result = await updateCategory(id, input, who);
  if (!result.ok) {
    const refusal = refusals[result.reason];
    const message = result.takenBy ? "categories.error.slugTakenBy" : refusal.message;
    return reply(
      {
        result: refusal.field
          ? submission.reply({ fieldErrors: { [refusal.field]: [message] } })
          : submission.reply({ formErrors: [message] }),
        takenBy: result.takenBy,
        outcome: refusal.field ? undefined : { ok: false, message },
      },
      result.reason === "not-found" ? 404 : 400,
    );
  }
  catalogueChanged();
  return reply({
    result: submission.reply(),
    outcome: { ok: true, message: "categories.done.updated", params: { name: input.name } },
  });
}

async function remove(posted: Posted, who: AuditedBy): Promise<CategoryReply> {
  const submission = parseWithZod(posted, {
    schema: deleteCategorySchema,
    disableAutoCoercion: true,
  });
  if (hasUnexpectedShape(submission.payload)) return invalidChange();
  if (submission.status !== "success") return reply({ result: submission.reply() }, 400);
  const { id, products, targetId } = submission.value;
  const result = await deleteCategory(
    id,
    products === "move" ? { kind: "move", categoryId: targetId! } : { kind: "uncategorise" },
    who,
  );
  if (!result.ok) {
    const message: MessageKey =
      result.reason === "target-missing"
        ? "categories.error.targetMissing"
        : result.reason === "target-is-self"
          ? "categories.error.targetIsSelf"
          : result.reason === "has-subcategories"
            ? "categories.error.hasSubcategories"
            : "categories.error.notFound";
    const onTarget = result.reason === "target-missing" || result.reason === "target-is-self";
    return reply(
      {
        result: onTarget
          ? submission.reply({ fieldErrors: { targetId: [message] } })
          : submission.reply({ formErrors: [message] }),
        outcome: { ok: false, message },
      },
      result.reason === "not-found" ? 404 : 400,
    );
  }
  catalogueChanged();
  const message: MessageKey =
    result.products === 0
      ? "categories.done.deletedEmpty"
      : result.movedTo
        ? "categories.done.deletedMoved"
        : "categories.done.deletedUncategorised";
  return reply({
    outcome: {
      ok: true,
      message,
      params: { name: result.name, count: result.products, target: result.movedTo?.name ?? "" },
    },
  });
}

async function move(posted: Posted, who: AuditedBy): Promise<CategoryReply> {
  const parsed = moveCategorySchema.safeParse({
    intent: "move",
    id: posted.get("id") ?? undefined,
    direction: posted.get("direction") ?? undefined,
  });
  if (!parsed.success)
    return reply({ outcome: { ok: false, message: "categories.error.invalid" } }, 400);
  const moved = await moveCategory(parsed.data.id, parsed.data.direction, who);
  if (!moved) return reply({ outcome: { ok: false, message: "categories.error.notFound" } }, 404);
  catalogueChanged();
  return reply({
    direction: parsed.data.direction,
    outcome: {
      ok: true,
      message: "categories.done.moved",
      params: { position: moved.position, count: moved.count },
    },
  });
}

/** The change each intent makes. */
export const categoryChanges: Record<
  Intent,
  (posted: Posted, who: AuditedBy) => Promise<CategoryReply>
> = {
  create,
  edit,
  delete: remove,
  move,
};
