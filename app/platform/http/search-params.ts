import { requestUrl } from "~/platform/http/request-url";
import { data } from "react-router";
import { z } from "zod";

/*
 * A route's query parameters, declared once as a zod object and read through it: nothing from the
 * URL reaches a query unless it fits. The loader (or action) is made with `withSearchParams`, which
 * carries the declaration as its `searchParams` property; the hostile-request tests
 * (tests/integration/hostile-requests.test.ts) read it there. Being part of the loader, the declaration and
 * zod leave the browser bundle with it.
 */

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Text from the URL: no NUL or other control characters (PostgreSQL refuses NUL), at most `max` long. */
export const urlText = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), "must not contain control characters");

/** The largest id a PostgreSQL `integer` column holds. */
const MAX_ID = 2_147_483_647;

/** A row id as written in a URL: digits only, within PostgreSQL's integer range. */
export function parseId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** `?page=<n>` of a paged list: a positive whole number, anything else the first page. */
export const pageParam = () =>
  z
    .string()
    .optional()
    .transform((value) => {
      const page = Number(value);
      return Number.isSafeInteger(page) && page > 1 ? page : 1;
    });

type SearchParamsResult<T> = { success: true; data: T } | { success: false; error: string };

/**
 * Reads the declared parameters of a URL (the first value of each; undeclared ones are ignored).
 * On failure, the message names the first bad parameter.
 */
export function parseSearchParams<S extends z.ZodObject>(
  params: URLSearchParams,
  schema: S,
): SearchParamsResult<z.output<S>> {
  const raw = Object.fromEntries(
    Object.keys(schema.shape).flatMap((name) => {
      const value = params.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { success: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  return { success: false, error: `${issue?.path.join(".") ?? "parameter"} ${issue?.message ?? "is not valid"}` };
}

/** A page's answer to a parameter it could never have linked to: the error page, with the reason. */
const badRequestPage = (message: string) =>
  data(`Bad request: ${message}`, { status: 400, statusText: "Bad Request" });

/**
 * A loader or action that first reads the declared query parameters and hands them to `handler`;
 * when one does not fit, it throws what `refuse` makes of the message (by default the 400 page).
 */
export function withSearchParams<S extends z.ZodObject, A extends { request: Request }, R>(
  schema: S,
  handler: (args: A, query: z.output<S>) => R,
  refuse: (message: string) => unknown = badRequestPage,
): ((args: A) => R) & { searchParams: S } {
  const read = (args: A): R => {
    const parsed = parseSearchParams(requestUrl(args.request).searchParams, schema);
    if (!parsed.success) throw refuse(parsed.error);
    return handler(args, parsed.data);
  };
  return Object.assign(read, { searchParams: schema });
}
