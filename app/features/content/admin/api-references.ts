import { z } from "zod";
import { urlText, withSearchParams, parseId } from "~/platform/http/search-params";
import { requireRole } from "~/features/auth/require-role.server";
import { kindSpec } from "../content-kinds";
import { referencesNamed, searchReferences } from "./content-options.server";
import type { Route } from "./+types/api-references";

/*
 * GET /api/admin/references?to=product|news&q=<typed>[&except=<article id>][&id=<n>]: what the
 * content editor's picker offers for a list of references (a project's products used, an
 * article's related articles), searched on the server so that the editor never carries the whole
 * catalogue. With `id`, that one record (the picker names a choice it was not sent). For those who
 * may edit the kind that names them. Answers `{ success, data: [{ id, title, detail }] }`; like all
 * of /api/admin, never stored.
 */

const idParam = urlText(12)
  .optional()
  .refine((value) => value === undefined || value === "" || parseId(value) !== null, { message: "must be a record's number" })
  .transform((value) => (value ? parseId(value) : null));

export const searchParams = z.object({
  to: urlText(10)
    .optional()
    .refine((value) => value === undefined || value === "product" || value === "news", { message: "must be 'product' or 'news'" })
    .transform((value): "product" | "news" => (value === "news" ? "news" : "product")),
  q: urlText(200)
    .optional()
    .transform((value) => value?.trim() ?? ""),
  except: idParam,
  id: idParam,
});

const refuse = (message: string) => Response.json({ success: false, error: message }, { status: 400 });

export const loader = withSearchParams(
  searchParams,
  async ({ request, context }: Route.LoaderArgs, query) => {
    // Products are named by projects, articles by articles: whoever may edit the naming kind may look.
    requireRole(request, context, kindSpec(query.to === "news" ? "news" : "project").entity.access);
    const data =
      query.id !== null
        ? [...(await referencesNamed(query.to, [query.id], query.except)).values()]
        : await searchReferences(query.to, query.q, query.except);
    return Response.json({ success: true, data });
  },
  refuse,
);
