import { useRouteLoaderData } from "react-router";
import { site } from "~/content/site";

/*
 * How to reach the company, as the page's root loader read it from the stored company record
 * (staff change it in the admin), for the widgets and features that show a phone number or an
 * address without owning the company's record; the shipped details only on the root's own error
 * page, which has no data.
 */

interface CompanyContact {
  phone: string;
  phoneHref: string;
  email: string;
}

export function useCompanyContact(): CompanyContact {
  const root = useRouteLoaderData("root") as { company?: Partial<CompanyContact> } | undefined;
  const stored = root?.company;
  if (stored?.phone && stored.phoneHref && stored.email) return { phone: stored.phone, phoneHref: stored.phoneHref, email: stored.email };
  return { phone: site.phone.display, phoneHref: `tel:${site.phone.e164}`, email: site.email };
}

interface CompanyAddress {
  street: string;
  city: string;
  regionName: string;
  postalCode: string;
}

/** Where the showroom is, from the stored company record (the shipped one only on the root's error page). */
export function useCompanyAddress(): CompanyAddress {
  const root = useRouteLoaderData("root") as { company?: Partial<CompanyAddress> } | undefined;
  const stored = root?.company;
  if (stored?.street && stored.city) {
    return { street: stored.street, city: stored.city, regionName: stored.regionName ?? "", postalCode: stored.postalCode ?? "" };
  }
  const { street, city, regionName, postalCode } = site.address;
  return { street, city, regionName, postalCode };
}
