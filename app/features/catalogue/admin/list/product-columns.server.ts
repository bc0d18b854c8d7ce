import { requestUrl } from "~/platform/http/request-url";
import { secureAttribute } from "~/platform/http/cookie-security.server";
import { cookieValue } from "~/platform/i18n/locale.server";
import { DEFAULT_COLUMNS, pickColumns, type ProductFieldKey } from "./product-columns";

/*
 * The Products list's columns as this browser chose them: `?columns=` when the chooser's form was
 * sent (it always sends an empty `columns`, so ticking nothing still says something), which is
 * then remembered in a cookie for the admin's pages; else the cookie; else the default.
 * `?columns=default` forgets the choice.
 */

export const COLUMNS_COOKIE = "admin_product_columns";
/** What the reset link sends. */
const RESET_COLUMNS = "default";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function columnsCookie(columns: readonly ProductFieldKey[] | null): string {
  // Field keys are letters only, so a dot joins them without quoting.
  const value = columns ? columns.join(".") : "";
  const age = columns ? ONE_YEAR_SECONDS : 0;
  return `${COLUMNS_COOKIE}=${value}; Path=/admin; Max-Age=${age}; SameSite=Lax; HttpOnly${secureAttribute()}`;
}

interface ChosenColumns {
  columns: ProductFieldKey[];
  /** The Set-Cookie value to send when the address changed the choice. */
  setCookie: string | null;
}

export function readProductColumns(request: Request): ChosenColumns {
  const asked = requestUrl(request).searchParams.getAll("columns");
  if (asked.includes(RESET_COLUMNS))
    return { columns: [...DEFAULT_COLUMNS], setCookie: columnsCookie(null) };
  if (asked.length > 0) {
    // A long or repeated list is cut, never read in full.
    const columns = pickColumns(asked.slice(0, 100));
    return { columns, setCookie: columnsCookie(columns) };
  }
  const kept = cookieValue(request.headers.get("cookie"), COLUMNS_COOKIE);
  if (kept === undefined) return { columns: [...DEFAULT_COLUMNS], setCookie: null };
  return { columns: pickColumns(kept.slice(0, 2_000).split(".")), setCookie: null };
}
