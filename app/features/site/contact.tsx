import { requestUrl } from "~/platform/http/request-url";
import { oneLine } from "~/platform/text/plain-text";
import { copyFor, siteLocaleOf, useSiteLocale } from "~/platform/i18n/site-locale";
import { enquiryTextsFor } from "~/features/enquiries/enquiry-text.server";
import { Clock, Mail, MapPin, Phone } from "~/ui/icons/icon";
import type { ReactNode } from "react";
import { CopyButton } from "~/ui/copy-button";
import { EnquiryForm } from "~/features/enquiries/enquiry-form";
import { z } from "zod";
import { postedEnquiryFields } from "~/features/enquiries/enquiry-form-schema";
import { withSearchParams } from "~/platform/http/search-params";
import { PageHero, pageHeroSizes } from "~/ui/page-hero";
import { preloadImage } from "~/ui/responsive-image";
import { contactHeroImage } from "~/content/contact";
import { fillPlaceholders } from "~/platform/text/fill";
import { pageCopies } from "~/content/page-copies.server";
import { comingExceptions, exceptionLine, weekLines } from "~/platform/text/opening-hours";
import { companyDay } from "~/features/content/public-slides.server";
import { companyFrom, useCompany } from "~/features/site/use-company";
import { issueFormToken } from "~/features/enquiries/enquiry-guard.server";
import { enquiryPageAction } from "~/features/enquiries/enquiry-submission.server";
import { seo } from "~/ui/seo";
import type { PageScriptsHandle } from "~/platform/render/page-scripts";
import type { Route } from "./+types/contact";

// The page ships no client app: its form and copy button run on a module of their own.
export const handle = {
  ...preloadImage(contactHeroImage, pageHeroSizes),
  scripts: "none",
  enhance: "app/islands/contact-page.ts",
} satisfies PageScriptsHandle;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const company = companyFrom(matches);
  const { meta: copy, hero } = loaderData.copy;
  return seo(
    {
      title: copy.title,
      description: fillPlaceholders(copy.description, {
        company: company.name,
        street: company.street,
        city: company.city,
        region: company.regionName,
        phone: company.phone,
      }),
      path: "/contact",
      image: hero.image,
    },
    matches,
  );
};

/** A product page's 'Request a Quote' links here with ?product=<name>; the message starts with it. */
export const loader = withSearchParams(
  z.object({
    product: z
      .string()
      .optional()
      .transform((value) => oneLine(value ?? "").slice(0, 150)),
  }),
  ({ request }: Route.LoaderArgs, { product }) => {
    const locale = siteLocaleOf(requestUrl(request).pathname);
    return {
      copy: copyFor(request, pageCopies.contact),
      formToken: issueFormToken(),
      initialMessage: product ? (locale === "fr" ? `J’aimerais obtenir une soumission pour le ${product}.` : `I would like a quote for ${product}.`) : "",
      enquiryTexts: enquiryTextsFor(locale),
      // The office's day: holidays show until theirs has passed.
      today: companyDay(),
    };
  },
);

export const formFields = postedEnquiryFields;
export const action = enquiryPageAction("/contact");

function DetailRow({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="relative min-h-11 pl-15">
      <dt className="eyebrow text-stone">
        <span className="absolute top-0 left-0 flex size-11 items-center justify-center rounded-full bg-linen text-brass">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 text-lg text-charcoal">{children}</dd>
    </div>
  );
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { copy } = loaderData;
  const { enquiry, details, stayInTouch } = copy;
  const company = useCompany();
  // The hours written in the page's language from the stored days and times (decision 052).
  const locale = useSiteLocale();
  const week = weekLines(company.hours, locale);
  const coming = comingExceptions(company.hours, loaderData.today).slice(0, 8);
  return (
    <>
      <PageHero {...copy.hero} />
      <div className="container-site grid gap-10 py-16 sm:py-24 lg:grid-cols-12 lg:gap-16">
        <section
          aria-labelledby="enquiry-heading"
          className="rounded-sm bg-white p-6 shadow-sm shadow-walnut/5 sm:p-10 lg:col-span-7"
        >
          <h2 id="enquiry-heading" className="text-3xl sm:text-4xl">
            {enquiry.title}
          </h2>
          <p className="mt-4 text-lg text-bark">{enquiry.intro}</p>
          <div className="mt-8">
            <EnquiryForm
              sourcePage="/contact"
              formToken={loaderData.formToken}
              texts={loaderData.enquiryTexts}
              initialMessage={loaderData.initialMessage}
              result={actionData}
            />
          </div>
        </section>
        <div className="space-y-10 lg:col-span-5">
          <section aria-labelledby="details-heading">
            <h2 id="details-heading" className="text-2xl sm:text-3xl">
              {details.title}
            </h2>
            <dl className="mt-8 space-y-6">
              <DetailRow
                icon={<MapPin aria-hidden="true" className="size-5" />}
                label={details.addressLabel}
              >
                <address className="not-italic">
                  {company.street}
                  <br />
                  {fillPlaceholders(details.cityLine, { city: company.city, region: company.regionName, postalCode: company.postalCode })}
                </address>
              </DetailRow>
              <DetailRow
                icon={<Phone aria-hidden="true" className="size-5" />}
                label={details.phoneLabel}
              >
                <a href={company.phoneHref} className="hover:text-brass">
                  {company.phone}
                </a>
              </DetailRow>
              <DetailRow
                icon={<Mail aria-hidden="true" className="size-5" />}
                label={details.emailLabel}
              >
                <span className="flex items-center gap-1">
                  <a href={`mailto:${company.email}`} className="break-all hover:text-brass">
                    {company.email}
                  </a>
                  <CopyButton value={company.email} {...details.copyEmail} />
                </span>
              </DetailRow>
              {week.length || coming.length ? (
                <DetailRow
                  icon={<Clock aria-hidden="true" className="size-5" />}
                  label={details.hoursLabel}
                >
                  <ul>
                    {week.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                  {coming.length ? (
                    <>
                      <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-stone">{details.specialHoursLabel}</p>
                      <ul className="mt-1 text-base">
                        {coming.map((exception) => (
                          <li key={exception.date}>{exceptionLine(exception, locale)}</li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                </DetailRow>
              ) : null}
            </dl>
          </section>
          <section aria-labelledby="stay-heading" className="rounded-sm bg-walnut p-8 text-ivory">
            <h2 id="stay-heading" className="text-2xl text-ivory">
              {stayInTouch.title}
            </h2>
            <p className="mt-4 text-sand">{stayInTouch.text}</p>
          </section>
        </div>
      </div>
    </>
  );
}
