import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { z } from "zod";
import routeTable from "../../app/routes";

/*
 * What each route of `app/routes.ts` accepts from the outside, read from the route table and the
 * route modules themselves, so that tests which walk every route (hostile requests, access rules)
 * grow by themselves when a route, a query parameter or a form field is added.
 *
 * A route module declares what it reads:
 * - its query parameters, by making its loader or action with `withSearchParams(z.object({...}), …)`
 *   (app/platform/http/search-params.ts), which carries them as the function's `searchParams`;
 * - `export const formFields = [...]`: the fields its action reads from a posted form.
 */

export interface RouteSurface {
  /** The path pattern, e.g. `products/:id`, `media/*`, `` for the index. */
  pattern: string;
  file: string;
  /** Path parameters: `:name` segments and `*` for a splat. */
  pathParams: string[];
  queryParams: string[];
  formFields: string[];
  hasAction: boolean;
}

function flatten(entries: RouteConfigEntry[], parent = ""): { pattern: string; file: string }[] {
  return entries.flatMap((entry) => {
    const pattern = [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [{ pattern, file: entry.file }, ...flatten(entry.children ?? [], pattern)];
  });
}

const appDir = path.resolve(import.meta.dirname, "../../app");

export const routeModuleSource = (file: string) => readFileSync(path.join(appDir, file), "utf8");

export async function routeSurfaces(): Promise<RouteSurface[]> {
  const routes = flatten(await routeTable);
  return Promise.all(
    routes.map(async ({ pattern, file }) => {
      type Handler = { searchParams?: z.ZodObject } | undefined;
      const module = (await import(path.join(appDir, file))) as {
        loader?: Handler;
        action?: Handler;
        formFields?: readonly string[];
      };
      const declared = [module.loader?.searchParams, module.action?.searchParams].flatMap((schema) =>
        schema ? Object.keys(schema.shape) : [],
      );
      return {
        pattern,
        file,
        pathParams: pattern
          .split("/")
          .filter((segment) => segment.startsWith(":") || segment === "*")
          .map((segment) => (segment === "*" ? "*" : segment.slice(1).replace(/\?$/, ""))),
        queryParams: [...new Set(declared)],
        formFields: [...(module.formFields ?? [])],
        hasAction: typeof module.action === "function",
      };
    }),
  );
}

/** Fills a pattern's parameters, in order, with the given raw (already URL-encoded) values. */
export function fillPattern(pattern: string, values: Record<string, string>) {
  const filled = pattern
    .split("/")
    .map((segment) => {
      if (segment === "*") return values["*"] ?? "";
      if (segment.startsWith(":")) return values[segment.slice(1).replace(/\?$/, "")] ?? "";
      return segment;
    })
    .join("/");
  return `/${filled}`;
}
