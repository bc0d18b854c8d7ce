import { useRouteLoaderData } from "react-router";
import { site } from "~/content/site";

/*
 * The company's name as staff keep it (the root loader reads it with the company's details on
 * every page), for the logo, the browser tab and the Open Graph tags; the shipped name when a page
 * has no root data (the root's own error page).
 */

type RootData = { company?: { name?: unknown } } | undefined;

const nameIn = (root: RootData) => (typeof root?.company?.name === "string" && root.company.name.trim() ? root.company.name.trim() : site.name);

export function useSiteName(): string {
  return nameIn(useRouteLoaderData("root") as RootData);
}

/** The same, for a route's `meta`, from its matches. */
export function siteNameFrom(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): string {
  return nameIn(matches.find((match) => match?.id === "root")?.loaderData as RootData);
}
