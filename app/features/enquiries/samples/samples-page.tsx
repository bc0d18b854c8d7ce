import { useEffect } from "react";
import { data } from "react-router";
import { z } from "zod";
import { NOT_STORED } from "~/platform/http/cache-control.server";
import { fill } from "~/features/catalogue/public/copy-text";
import {
  addSample,
  clearSamples,
  MAX_SAMPLES,
  useQuoteList,
} from "~/features/catalogue/public/quote-list";
import { withSearchParams, urlText } from "~/platform/http/search-params";
import { useSiteLocale } from "~/platform/i18n/site-locale";
import { useHydrated } from "~/platform/render/use-hydrated";
import { useCompanyContact } from "~/ui/company-contact";
import { Phone } from "~/ui/icons/icon";
import { seo } from "~/ui/seo";
import { SiteLink } from "~/ui/site-link";
import { postedSampleFields } from "./sample-request-schema";
import { SampleRequestForm } from "./sample-request-form";
import { samplesPageAction } from "./sample-submission.server";
import { samplesPageData } from "./samples-page.server";
import { useAddressItemJoinsList } from "../address-item";
import type { Route } from "./+types/samples-page";

/*
 * /samples (/fr/echantillons): the colours a visitor chose for free samples (kept in the browser,
 * up to five) and the request that sends them, shipped to a Canadian address or ready at the
 * showroom. It arrives in the office's inbox as a sample request of its own kind.
 */

export const loader = withSearchParams(
  z.object({ product: urlText(12).optional(), colour: urlText(200).optional() }),
  async ({ request }: Route.LoaderArgs, query) =>
    // A colour named in the address is this visitor's page: stored by no cache, so no run of
    // addresses can push the site's pages out of it (decision 061). The plain page is stored.
    data(await samplesPageData(request, query), query.product === undefined && query.colour === undefined ? {} : { headers: { "Cache-Control": NOT_STORED } }),
);

export const formFields = postedSampleFields;
export const action = samplesPageAction;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...seo(
    {
      title: loaderData.copy.meta.title,
      description: loaderData.copy.meta.description,
      path: "/samples",
    },
    matches,
  ),
  // A form of the visitor's own choices, with nothing on it to find: kept out of search results,
  // while its links (the products) are followed.
  { name: "robots", content: "noindex, follow" },
];

export default function SamplesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, addressSample } = loaderData;
  const hydrated = useHydrated();
  const list = useQuoteList();
  const locale = useSiteLocale();
  const contact = useCompanyContact();
  // Whether the address's colour found the list full: five others on it, and not this one.
  const full =
    hydrated &&
    addressSample !== null &&
    list.samples.length >= MAX_SAMPLES &&
    !list.samples.some((sample) => sample.id === addressSample.id && sample.colour === addressSample.colour);

  useAddressItemJoinsList(addressSample, addSample, "/samples");
  // Sent before the page's script ran: the list it sent is emptied now.
  useEffect(() => {
    if (actionData?.status === "sent") clearSamples();
  }, [actionData]);

  const samples = hydrated ? list.samples : addressSample ? [addressSample] : [];
  const notes = [
    ...(loaderData.unavailable ? [copy.list.unavailable] : []),
    ...(full ? [fill(copy.list.full, { max: MAX_SAMPLES }, locale)] : []),
  ];
  return (
    <div className="bg-ivory">
      <section className="container-site pt-10 pb-16 sm:pt-16 sm:pb-24">
        <p className="eyebrow text-brass">{copy.eyebrow}</p>
        <h1 className="mt-3 text-4xl sm:text-5xl">{copy.title}</h1>
        <p className="mt-5 max-w-2xl text-lg text-bark">{copy.intro}</p>
        <div className="mt-10 grid gap-10 lg:grid-cols-12 lg:gap-12">
          <div className="rounded-sm bg-white p-5 shadow-sm shadow-walnut/5 sm:p-10 lg:col-span-8">
            <SampleRequestForm
              copy={copy}
              words={loaderData.form}
              provinces={loaderData.provinces}
              formToken={loaderData.formToken}
              samples={samples}
              notes={notes}
              result={actionData}
            />
          </div>
          <aside className="space-y-6 lg:col-span-4">
            <div className="rounded-sm bg-walnut p-8 text-ivory">
              <Phone aria-hidden="true" className="size-6 text-brass-light" />
              <p className="mt-4 font-display text-2xl">{copy.aside.title}</p>
              <p className="mt-2 text-sand">{copy.aside.text}</p>
              <a
                href={contact.phoneHref}
                className="mt-4 inline-flex min-h-11 items-center text-lg font-semibold text-ivory underline-offset-4 hover:underline"
              >
                {contact.phone}
              </a>
            </div>
            <SiteLink
              to="/products"
              className="inline-flex min-h-11 items-center font-semibold text-brass-dark underline-offset-4 hover:underline"
            >
              {copy.list.browse} →
            </SiteLink>
          </aside>
        </div>
      </section>
    </div>
  );
}
