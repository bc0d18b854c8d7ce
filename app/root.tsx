import { requestUrl } from "~/platform/http/request-url";
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { SiteLink, useSiteLinkNavigation } from "~/ui/site-link";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  type ShouldRevalidateFunction,
} from "react-router";
import type { Route } from "./+types/root";
import { HeroImagePreload, type HeroPreload } from "~/ui/responsive-image";
import { SiteFooter } from "~/features/site/site-footer";
import { SiteHeader } from "~/features/site/site-header";
import { LanguageOffer, LanguageOfferTemplate } from "~/features/site/language-offer";
import { env } from "~/platform/config/env.server";
import { companyForPages, companyIn } from "~/features/content/public-content.server";
import { COMPANY_TAG } from "~/features/content/content-kinds";
import { cacheTagHeaders } from "~/platform/cache/cache-tags";
import { site } from "~/content/site";
import { isPreviewPath, isPrivatePagePath, localizedPath, pageLocaleOf, siteLocaleTags, SiteLocaleProvider } from "~/platform/i18n/site-locale";
import { siteTextsFor } from "~/features/site/i18n/site-text.server";
import { useSiteT, useSiteTexts } from "~/features/site/i18n/site-text";
import { useNonce } from "~/platform/render/nonce";
import { SpeculationRules } from "~/platform/render/speculation-rules";
import { useEnhanceScript, useIslandScripts } from "~/platform/render/page-scripts";
import { preloadModule } from "react-dom";
import type { PreviewView } from "~/ui/preview-banner";
import { useHydrated } from "~/platform/render/use-hydrated";
import { announceTypedInput } from "~/platform/render/kept-input";
import { isToasterRequested, subscribeToToaster } from "~/ui/toast";
import stylesheet from "./app.css?url";
// The same files app.css names: fetched with the stylesheet instead of after it, so text is
// set in them at the first paint rather than swapped in later, which moved the page.
import frauncesFont from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import interFont from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

// Toasts only ever follow an interaction: the toaster mounts with the first `notify()`.
const Toaster = lazy(() => import("~/ui/toaster"));

function DeferredToaster() {
  const requested = useSyncExternalStore(subscribeToToaster, isToasterRequested, () => false);
  // Its own labels in the public page's language; the admin's stay the library's.
  const words = useSiteTexts()?.text;
  return requested ? (
    <Suspense fallback={null}>
      <Toaster labels={words ? { region: words["toast.region"], close: words["toast.close"] } : undefined} />
    </Suspense>
  ) : null;
}

/** The toasts' own words in the public page's language, for a page without the app. */
function ToastWords() {
  const words = useSiteTexts()?.text;
  return words ? <template id="toast-words" data-region={words["toast.region"]} data-close={words["toast.close"]} /> : null;
}

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname, search } = requestUrl(request);
  // The public pages' chrome in the address's language (a staff preview's in the language asked
  // for); the private area brings its own words.
  const preview = isPreviewPath(pathname);
  const siteTexts = isPrivatePagePath(pathname) && !preview ? undefined : siteTextsFor(preview ? localizedPath("/", pageLocaleOf(pathname, search)) : pathname);
  const { company, stored } = await companyForPages();
  // Every page shows the company's details (the footer): a change to them drops every stored page.
  return data(
    { publicUrl: env().PUBLIC_URL, company: companyIn(company, pageLocaleOf(pathname, search)), siteTexts },
    { headers: stored ? cacheTagHeaders([COMPANY_TAG]) : { "Cache-Control": "no-store" } },
  );
}

// The canonical origin never changes while the process runs, and the company's details change
// only when they are saved: read again after a save of them (the admin's own header names the company).
// The chrome's words are read again when the page's language changes.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, currentUrl, nextUrl, defaultShouldRevalidate }) =>
  (Boolean(formAction?.startsWith("/admin/content/company")) && defaultShouldRevalidate) ||
  pageLocaleOf(currentUrl.pathname, currentUrl.search) !== pageLocaleOf(nextUrl.pathname, nextUrl.search) ||
  isPrivatePagePath(currentUrl.pathname) !== isPrivatePagePath(nextUrl.pathname);

/** Addresses never fetched ahead, by their first segment: the staff's side, the API and files. */
const NOT_SPECULATED = ["admin", "auth", "api", "media", "img", "assets"];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const enhance = useEnhanceScript();
  const islands = useIslandScripts();
  // The page's islands' modules, fetched with the page rather than after the islands' module
  // (the site's own files: the policy allows them without the nonce).
  for (const href of islands?.preload ?? []) preloadModule(href, { as: "script" });
  const matches = useMatches();
  useSiteLinkNavigation();
  // A page names its first large picture in its handle, or in its data when the picture is stored content.
  const hero = matches
    .map(
      (match) =>
        (match.handle as { preloadImage?: HeroPreload } | undefined)?.preloadImage ??
        (match.loaderData as { preloadImage?: HeroPreload } | undefined)?.preloadImage,
    )
    .findLast(Boolean);
  // The sign-in pages and the admin bring their own chrome and language (see privateArea handles).
  const privateArea = matches.find((match) => (match.handle as { privateArea?: boolean } | undefined)?.privateArea);
  // A preview shown at a phone's or a tablet's width is a frame of the page in a page of its own.
  const bare = matches.some((match) => (match.loaderData as { view?: PreviewView } | undefined)?.view?.bare);
  const { pathname, search } = useLocation();
  const locale = pageLocaleOf(pathname, search);
  const lang = privateArea ? ((privateArea.loaderData as { lang?: string } | undefined)?.lang ?? "en-CA") : siteLocaleTags[locale];
  return (
    <SiteLocaleProvider value={locale}>
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#faf7f2" />
        {/* Before the script preloads: the stylesheet is what the first paint waits for. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <link rel="preload" href={interFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        <link rel="preload" href={frauncesFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        {hero ? <HeroImagePreload {...hero} /> : null}
        <Meta />
        <Links />
        <script
          nonce={nonce}
          // Marks the page as scripted before first paint (reveals, menus); if the app (or, on a
          // page without it, islands/enhance.ts) has not started within 4 s the mark is removed,
          // so nothing stays hidden.
          dangerouslySetInnerHTML={{
            __html:
              'document.documentElement.dataset.js="";setTimeout(function(){var d=document.documentElement;if(!d.hasAttribute("data-hydrated"))delete d.dataset.js},4000)',
          }}
        />
      </head>
      <body className="flex min-h-dvh flex-col">
        {privateArea || bare ? (
          children
        ) : (
          <>
            <SkipLink />
            <SiteHeader />
            {/* In the page's language throughout; a stored text shown in English for want of French
                says so on its own element (decision 049). */}
            <main id="main" className="flex-1 pt-[4.5rem]">
              {children}
            </main>
            <SiteFooter />
            {/* Staff previewing a page choose its language on the preview's banner. */}
            {isPreviewPath(pathname) ? null : enhance ? <LanguageOfferTemplate /> : <LanguageOffer />}
          </>
        )}
        {enhance ? (
          // A page that needs no client app (page-scripts.tsx): its small module only, and the
          // names its toasts give their region and close button (islands/dom-toast.ts).
          <>
            <ToastWords />
            {/* The next page comes from the server too: the browser fetches and renders it ahead. */}
            <SpeculationRules excluded={NOT_SPECULATED} nonce={nonce} />
            <script type="module" src={enhance} nonce={nonce} />
            {islands ? <script type="module" src={islands.entry} nonce={nonce} /> : null}
          </>
        ) : (
          <>
            <DeferredToaster />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
    </SiteLocaleProvider>
  );
}

function SkipLink() {
  const t = useSiteT();
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded bg-walnut px-4 py-2 text-ivory focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t("skip")}
    </a>
  );
}

export default function App() {
  const hydrated = useHydrated();
  useEffect(() => {
    // React is in charge: the CSS-only fallbacks (hover menus) stay off.
    document.documentElement.dataset.js = "";
    // What was typed before the scripts ran, told to the forms React now runs (decision 050).
    announceTypedInput();
  }, []);
  useEffect(() => {
    if (!hydrated) return;
    // Components have drawn their scripted forms: controls drawn anew and chosen files hear of it.
    announceTypedInput({ replaced: true });
    document.documentElement.dataset.hydrated = "";
  }, [hydrated]);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // In the page's language when the root's data came (decision 049); the specified English otherwise.
  const words = useSiteTexts()?.text;
  let detail = words?.["error.unknown"] ?? "An unexpected error occurred.";
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    detail = `${error.status} ${error.statusText || ""}`.trim();
  } else if (error instanceof Error) {
    detail = error.message;
    if (import.meta.env.DEV) stack = error.stack;
  }
  return (
    <section className="container-site py-24 sm:py-32">
      <p className="eyebrow text-brass">{site.name}</p>
      <h1 className="mt-4 text-4xl sm:text-5xl">{words?.["error.heading"] ?? "Unexpected Application Error!"}</h1>
      <p className="mt-6 max-w-prose text-lg text-bark">{detail}</p>
      {stack ? (
        <pre className="mt-8 max-w-full overflow-x-auto rounded bg-linen p-4 text-sm">{stack}</pre>
      ) : null}
      <SiteLink
        to="/"
        className="mt-10 inline-flex min-h-11 items-center rounded-sm bg-walnut px-6 text-sm font-semibold tracking-wide text-ivory hover:bg-charcoal"
      >
        {words?.["error.home"] ?? "Back to home"}
      </SiteLink>
    </section>
  );
}
