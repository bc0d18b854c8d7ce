/*
 * The address a loader or an action answers for. React Router hands them the request as it came
 * (decision 055): a client-side navigation's data request names its page with `.data`
 * (`/projects.data`, `/_.data` for the home page, `/x/_.data` for `/x/`) and adds the router's own
 * parameters (`_routes`, an empty `index`). This is the page's address without them, as React
 * Router's own `url` argument has it, for code that is handed only the request.
 */

const DATA = ".data";
/** A page whose address ends in a slash (the home page's `/`) asks for its data as `…/_.data`. */
const SLASH_DATA = "/_.data";

/** The page a data request's path asks for (`/projects.data` → `/projects`, `/_.data` → `/`); null for any other path. */
export function pageOfDataPath(path: string): string | null {
  if (path.endsWith(SLASH_DATA)) return path.slice(0, 1 - SLASH_DATA.length);
  return path.endsWith(DATA) ? path.slice(0, -DATA.length) : null;
}

/** The path of a page's data request: `pageOfDataPath` the other way. */
export const dataPathOf = (page: string) => (page.endsWith("/") ? `${page}_${DATA}` : `${page}${DATA}`);

export function requestUrl(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = pageOfDataPath(url.pathname) ?? url.pathname;
  url.searchParams.delete("_routes");
  if (url.searchParams.getAll("index").every((value) => value === "")) url.searchParams.delete("index");
  return url;
}
