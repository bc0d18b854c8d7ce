import { useRouteLoaderData } from "react-router";
import { shippedCompany } from "~/features/content/shipped-company";
import type { PublicCompany } from "~/features/content/public-types";

/*
 * The company's details as the root loader read them for this page (the footer, the contact page),
 * or as shipped when the page is the root's own error and has no data.
 */
export function useCompany(): PublicCompany {
  const root = useRouteLoaderData("root") as { company?: PublicCompany } | undefined;
  return root?.company ?? shippedCompany;
}

/** The same, for a route's `meta`, from its matches. */
export function companyFrom(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): PublicCompany {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { company?: PublicCompany } | undefined;
  return root?.company ?? shippedCompany;
}
