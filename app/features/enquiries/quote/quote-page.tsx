import { z } from "zod";
import { withSearchParams, urlText } from "~/platform/http/search-params";
import { useCompanyContact } from "~/ui/company-contact";
import { Phone } from "~/ui/icons/icon";
import { seo } from "~/ui/seo";
import { EnquiryForm } from "../enquiry-form";
import { postedEnquiryFields } from "../enquiry-form-schema";
import { enquiryPageAction } from "../enquiry-submission.server";
import { lineFields } from "./quote-lines";
import { useQuoteLines } from "./quote-lines-editor";
import { quotePageData } from "./quote-page.server";
import type { Route } from "./+types/quote-page";

/*
 * /quote (/fr/soumission): the visitor's quote list and the enquiry form of the specification, sent
 * together as one request whose lines the office receives (decision 060). The page is the same for
 * everyone (the list lives in the browser), so it is cached like any other.
 */

export const loader = withSearchParams(
  z.object({ product: urlText(12).optional(), colour: urlText(200).optional(), area: urlText(20).optional() }),
  ({ request }: Route.LoaderArgs, query) => quotePageData(request, query),
);

export const formFields = [...postedEnquiryFields, ...Object.values(lineFields)];
export const action = enquiryPageAction("/quote");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...seo({ title: loaderData.copy.meta.title, description: loaderData.copy.meta.description, path: "/quote" }, matches),
  // A page of the visitor's own choices: nothing for a search engine to list.
  { name: "robots", content: "noindex, follow" },
];

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, enquiryTexts } = loaderData;
  const contact = useCompanyContact();
  const refused = actionData?.status === "invalid" ? { errors: actionData.lineErrors, values: actionData.lineValues } : undefined;
  const lines = useQuoteLines({ addressLine: loaderData.addressLine, copy: copy.list, messages: enquiryTexts.validation, refused });
  return (
    <div className="bg-ivory">
      <section className="container-site pt-10 pb-16 sm:pt-16 sm:pb-24">
        <p className="eyebrow text-brass">{copy.eyebrow}</p>
        <h1 className="mt-3 text-4xl sm:text-5xl">{copy.title}</h1>
        <p className="mt-5 max-w-2xl text-lg text-bark">{copy.intro}</p>
        {loaderData.unavailable ? (
          <p role="status" className="mt-6 max-w-2xl rounded-sm border border-sand bg-white p-4 text-bark">
            {copy.list.unavailable}
          </p>
        ) : null}
        <div className="mt-10 grid gap-10 lg:grid-cols-12 lg:gap-12">
          <div className="rounded-sm bg-white p-5 shadow-sm shadow-walnut/5 sm:p-10 lg:col-span-8">
            <EnquiryForm
              sourcePage="/quote"
              formToken={loaderData.formToken}
              texts={enquiryTexts}
              initialMessage={copy.message}
              result={actionData}
              lines={{
                ...lines,
                fields: (
                  <>
                    {lines.fields}
                    <h2 className="mt-10 text-2xl sm:text-3xl">{copy.form.heading}</h2>
                    <p className="mt-2 text-bark">{copy.form.text}</p>
                  </>
                ),
              }}
            />
          </div>
          <aside className="space-y-6 lg:col-span-4">
            <div className="rounded-sm bg-walnut p-8 text-ivory">
              <Phone aria-hidden="true" className="size-6 text-brass-light" />
              <p className="mt-4 font-display text-2xl">{copy.aside.title}</p>
              <p className="mt-2 text-sand">{copy.aside.text}</p>
              <a href={contact.phoneHref} className="mt-4 inline-flex min-h-11 items-center text-lg font-semibold text-ivory underline-offset-4 hover:underline">
                {contact.phone}
              </a>
            </div>
          </aside>
        </div>
      </section>
    </div>
  );
}
