import { requestUrl } from "~/platform/http/request-url";
import { useCompany } from "./use-company";
import { ArrowDown, Mail, Maximize2, Phone } from "~/ui/icons/icon";
import { langOf } from "~/platform/i18n/localized";
import { copyFor, localizedPath, requestSiteLocale, siteLocaleOf, useSiteLocale } from "~/platform/i18n/site-locale";
import { enquiryTextsFor } from "~/features/enquiries/enquiry-text.server";
import {
  useCallback,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import { EnquiryForm } from "~/features/enquiries/enquiry-form";
import { GalleryViewer } from "~/features/site/gallery-viewer";
import { GalleryViewerShell } from "~/features/site/gallery-viewer-shell";
import { useEnhanceScript, type PageScriptsHandle } from "~/platform/render/page-scripts";
import { PageHero } from "~/ui/page-hero";
import { preloadImage } from "~/ui/responsive-image";
import { ContentPicture } from "~/ui/content-picture";
import { data } from "react-router";
import { galleryCards } from "~/features/content/public-gallery.server";
import { cacheTagHeaders } from "~/platform/cache/cache-tags";
import type { GalleryPicture } from "~/features/content/public-gallery.server";
import { Reveal } from "~/ui/reveal";
import { SectionHeader } from "~/ui/section-header";
import { galleryHeroImage } from "~/content/gallery";
import { pageCopies } from "~/content/page-copies.server";
import { postedEnquiryFields } from "~/features/enquiries/enquiry-form-schema";
import { issueFormToken } from "~/features/enquiries/enquiry-guard.server";
import { enquiryPageAction } from "~/features/enquiries/enquiry-submission.server";
import { seo } from "~/ui/seo";
import { useHydrated } from "~/platform/render/use-hydrated";
import { cn } from "~/ui/class-names";
import type { Route } from "./+types/gallery";

/** The PageHero image fills the width. */
const heroSizes = "100vw";

/**
 * Width of one grid picture: the site container is max-w-7xl (1280 px) with 20/32/48 px side
 * padding, and the grid has 1, 2 (sm, 32 px gap) and 3 (lg, 32 px gap) columns.
 */
const galleryGridSizes =
  "(min-width: 1280px) 374px, (min-width: 1024px) calc((100vw - 160px) / 3), (min-width: 640px) calc((100vw - 96px) / 2), calc(100vw - 40px)";

const sectionPadding = "py-16 sm:py-24 lg:py-32";

// The page ships no client app: its viewer and form run on a module of their own.
export const handle = {
  ...preloadImage(galleryHeroImage, heroSizes),
  scripts: "none",
  enhance: "app/islands/gallery-page.ts",
} satisfies PageScriptsHandle;

// A page whose loader failed has no copy: its error page names itself.
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData?.copy ? seo({ ...loaderData.copy.meta, path: "/inspiration/gallery", image: loaderData.copy.hero.image }, matches) : [];

/**
 * One picture in the grid. In the HTML it is a link to the colour's own page, so it works before
 * any script runs; once the page is interactive it acts as a button that opens the viewer.
 */
function GalleryTile({
  item,
  position,
  interactive,
  onOpen,
}: {
  item: GalleryPicture;
  position: number;
  interactive: boolean;
  onOpen: (opener: HTMLAnchorElement) => void;
}) {
  const id = useId();
  const locale = useSiteLocale();
  const titleId = `${id}-title`;
  const colorId = `${id}-color`;
  const imageId = `${id}-image`;

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // Leave new-tab and download gestures to the browser.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onOpen(event.currentTarget);
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    // Buttons also answer to Space (Enter already arrives as a click).
    if (interactive && event.key === " ") {
      event.preventDefault();
      onOpen(event.currentTarget);
    }
  }

  return (
    <a
      href={localizedPath(`/inspiration/gallery/${item.slug}`, locale)}
      role={interactive ? "button" : undefined}
      aria-haspopup={interactive ? "dialog" : undefined}
      aria-labelledby={`${titleId} ${colorId}`}
      aria-describedby={imageId}
      // Where the colour's own page leads back to, below the fixed header.
      id={`colour-${item.slug}`}
      data-gallery-item={item.id}
      onClick={onClick}
      onKeyDown={onKeyDown}
      className="group block scroll-mt-28 rounded-sm focus-visible:outline-offset-4"
    >
      <span className="relative block overflow-hidden rounded-sm bg-linen">
        <ContentPicture
          id={imageId}
          source={item.image}
          alt={item.imageAlt}
          altLang={langOf(item, "pictureAlt")}
          sizes={galleryGridSizes}
          className="aspect-[4/3] w-full object-cover transition-transform duration-700 ease-soft group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
        <span
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-t from-charcoal/35 via-transparent to-transparent opacity-0 transition-opacity duration-500 group-hover:opacity-100 group-focus-visible:opacity-100"
        />
        <span
          aria-hidden="true"
          className="absolute right-4 bottom-4 flex size-10 items-center justify-center rounded-full bg-ivory/90 text-charcoal opacity-0 shadow-sm transition-[opacity,transform] duration-500 ease-soft group-hover:translate-y-0 group-hover:opacity-100 group-focus-visible:translate-y-0 group-focus-visible:opacity-100 motion-safe:translate-y-2"
        >
          <Maximize2 className="size-4" />
        </span>
      </span>
      <span className="mt-5 flex items-baseline justify-between gap-4 border-b border-sand pb-5">
        <span>
          <span
            id={titleId}
            className="block font-display text-xl text-charcoal transition-colors duration-300 group-hover:text-brass-dark sm:text-2xl"
            lang={langOf(item, "title")}
          >
            {item.title}
          </span>
          <span id={colorId} className="mt-1 block text-[0.95rem] text-stone" lang={langOf(item, "colour")}>
            {item.color}
          </span>
        </span>
        <span aria-hidden="true" className="font-display text-sm text-stone tabular-nums">
          {String(position).padStart(2, "0")}
        </span>
      </span>
    </a>
  );
}

export async function loader({ request }: Route.LoaderArgs) {
  const { items, tags } = await galleryCards(requestSiteLocale(request));
  const enquiryTexts = enquiryTextsFor(siteLocaleOf(requestUrl(request).pathname));
  const copy = copyFor(request, pageCopies.gallery);
  // The form's token is each visitor's own, so the page is not one the page cache keeps.
  return data({ copy, formToken: issueFormToken(), items, enquiryTexts }, { headers: cacheTagHeaders(tags) });
}

export const formFields = postedEnquiryFields;
export const action = enquiryPageAction("/inspiration/gallery");

export default function GalleryPage({ loaderData, actionData }: Route.ComponentProps) {
  const company = useCompany();
  const { hero, intro, samples, enquiry } = loaderData.copy;
  const interactive = useHydrated();
  // On a page without the client app (as visitors get it), islands/gallery-viewer.ts runs the viewer.
  const withoutApp = useEnhanceScript() !== null;
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const returnFocus = useCallback((event: Event) => {
    // Back to the picture that opened the viewer, wherever the visitor browsed to since.
    event.preventDefault();
    opener.current?.focus();
    opener.current = null;
  }, []);

  return (
    <>
      <PageHero
        image={hero.image}
        imageAlt={hero.imageAlt}
        eyebrow={hero.eyebrow}
        title={hero.title}
        subtitle={hero.subtitle}
      />

      <section
        className={cn("container-site", sectionPadding)}
        aria-labelledby="gallery-colours-heading"
      >
        <Reveal className="grid gap-6 lg:grid-cols-12 lg:gap-8">
          <h2
            id="gallery-colours-heading"
            className="eyebrow pt-2 font-sans text-brass lg:col-span-4"
          >
            {loaderData.copy.coloursTitle}
          </h2>
          <p className="max-w-[62ch] font-display text-xl leading-relaxed font-light text-bark sm:text-2xl sm:leading-relaxed lg:col-span-8">
            {intro}
          </p>
        </Reveal>

        {/*
          On large screens the eight pictures fill a 3 x 3 subgrid; the ninth cell holds a note on
          samples, placed in the outer grid so that the list itself holds only the gallery items.
        */}
        <div className="mt-14 grid sm:mt-20 lg:grid-cols-3 lg:gap-x-8 lg:gap-y-16">
          <ul className="grid grid-cols-1 gap-x-6 gap-y-12 sm:grid-cols-2 sm:gap-x-8 sm:gap-y-14 lg:col-span-3 lg:col-start-1 lg:row-span-3 lg:row-start-1 lg:grid-cols-subgrid lg:grid-rows-subgrid lg:gap-x-8 lg:gap-y-16">
            {loaderData.items.map((item, index) => (
              <Reveal as="li" key={item.id} delay={(index % 3) * 0.08}>
                <GalleryTile
                  item={item}
                  position={index + 1}
                  interactive={interactive}
                  onOpen={(element) => {
                    opener.current = element;
                    setViewerIndex(index);
                  }}
                />
              </Reveal>
            ))}
          </ul>
          <Reveal className="hidden lg:col-start-3 lg:row-start-3 lg:flex" delay={0.16}>
            <aside
              aria-labelledby="gallery-samples-heading"
              className="flex w-full flex-col justify-between rounded-sm bg-linen p-10"
            >
              <div>
                <h3 id="gallery-samples-heading" className="eyebrow font-sans text-brass">
                  {samples.title}
                </h3>
                <p className="mt-5 font-display text-2xl leading-snug font-light text-charcoal">
                  {samples.text}
                </p>
              </div>
              <a
                href="#gallery-enquiry"
                className="group mt-8 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-walnut hover:text-brass-dark"
              >
                {samples.link}
                <ArrowDown
                  aria-hidden="true"
                  className="size-4 transition-transform duration-300 group-hover:translate-y-0.5"
                />
              </a>
            </aside>
          </Reveal>
        </div>
      </section>

      {withoutApp ? (
        <GalleryViewerShell texts={loaderData.copy.viewer} items={loaderData.items} />
      ) : (
        <GalleryViewer
          texts={loaderData.copy.viewer}
          items={loaderData.items}
          index={viewerIndex}
          onIndexChange={setViewerIndex}
          onCloseAutoFocus={returnFocus}
        />
      )}

      <section
        id="gallery-enquiry"
        className={cn("bg-linen", sectionPadding)}
        aria-labelledby="gallery-enquiry-heading"
      >
        <div className="container-site grid items-start gap-12 lg:grid-cols-12 lg:gap-8">
          <Reveal className="lg:col-span-5">
            <SectionHeader
              id="gallery-enquiry-heading"
              title={enquiry.title}
              intro={enquiry.text}
            />
          </Reveal>
          <Reveal className="lg:col-span-6 lg:col-start-7" delay={0.1}>
            <div className="rounded-sm bg-ivory p-8 shadow-sm shadow-walnut/5 sm:p-12">
              <h3 className="text-2xl sm:text-3xl">{enquiry.subtitle}</h3>
              <div className="mt-8">
                <EnquiryForm
                  sourcePage="/inspiration/gallery"
                  formToken={loaderData.formToken}
                  texts={loaderData.enquiryTexts}
                  result={actionData}
                />
              </div>
              <ul className="mt-10 space-y-3 border-t border-sand pt-8 text-[0.95rem] text-bark">
                <li>
                  <a
                    href={company.phoneHref}
                    className="inline-flex min-h-11 items-center gap-3 hover:text-brass-dark"
                  >
                    <Phone aria-hidden="true" className="size-4 text-brass" />
                    {company.phone}
                  </a>
                </li>
                <li>
                  <a
                    href={`mailto:${company.email}`}
                    className="inline-flex min-h-11 items-center gap-3 break-all hover:text-brass-dark"
                  >
                    <Mail aria-hidden="true" className="size-4 text-brass" />
                    {company.email}
                  </a>
                </li>
              </ul>
            </div>
          </Reveal>
        </div>
      </section>
    </>
  );
}
