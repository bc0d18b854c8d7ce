/*
 * The address a loader or an action answers for. React Router hands them the request as it came
 * (decision 055): a client-side navigation's data request names its page with `.data`
 * (`/products.data`, `/_.data` for the home page, `/x/_.data` for `/x/`) and adds the router's own
 * parameters (`_routes`, an empty `index`). This is the page's address without them, as React
 * Router's own `url` argument has it, for code that is handed only the request.
 */

const DATA = ".data";
const TRAILING_DATA = "/_.data";

export function requestUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith(TRAILING_DATA)) url.pathname = url.pathname.slice(0, -TRAILING_DATA.length + 1);
  else if (url.pathname.endsWith(DATA)) url.pathname = url.pathname.slice(0, -DATA.length);
  url.searchParams.delete("_routes");
  if (url.searchParams.getAll("index").every((value) => value === "")) url.searchParams.delete("index");
  return url;
}
