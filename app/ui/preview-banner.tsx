import { requestUrl } from "~/platform/http/request-url";
import { Eye, PencilLine } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { localeTags, translate, type Locale, type Messages } from "~/platform/i18n/i18n";
import { isSiteLocale, siteLocaleNames, siteLocaleTags, SITE_LOCALES, type SiteLocale } from "~/platform/i18n/site-locale";
import { cn } from "~/ui/class-names";

/*
 * The banner over a page shown to staff before visitors (a product's, an article's or a project's
 * preview): that it is a preview, whether it is public yet, the language and the width it is shown
 * in, and the way back to its editor. The page under it is the public page exactly as visitors of
 * that language get it; at a phone's or a tablet's width it is shown in a frame of that width, so
 * that its own layout for that width is the one shown.
 */

const PREVIEW_WIDTHS = { phone: 390, tablet: 820, desktop: null } as const;
type PreviewWidth = keyof typeof PREVIEW_WIDTHS;
const WIDTHS = Object.keys(PREVIEW_WIDTHS) as PreviewWidth[];

/** What a preview's banner says, in the admin's language. */
interface PreviewBannerText {
  lang: string;
  label: string;
  text: string;
  back: string;
  language: string;
  width: string;
  widths: Record<PreviewWidth, string>;
  /** The frame's name, with `{width}` for the width's word. */
  frame: string;
}

/** How a preview was asked for: in which language, at which width, and whether this is the frame. */
export interface PreviewView {
  locale: SiteLocale;
  width: PreviewWidth;
  /** This answer is the page inside the frame (no banner of its own). */
  framed: boolean;
  /** This answer is the banner and the frame, without the site's own header and footer. */
  bare: boolean;
}

/** The view a preview's address asks for (`?lang=fr`, `?width=phone`, `?frame=1`). */
export function previewView(request: Request): PreviewView {
  const params = requestUrl(request).searchParams;
  const lang = params.get("lang");
  const asked = params.get("width");
  const width: PreviewWidth = asked === "phone" || asked === "tablet" ? asked : "desktop";
  const framed = params.get("frame") === "1";
  return { locale: isSiteLocale(lang) ? lang : "en", width, framed, bare: width !== "desktop" && !framed };
}

/** The banner's words in the admin's language; `published` says whether visitors see the page now. */
export function previewBannerText(messages: Messages, locale: Locale, published: boolean): PreviewBannerText {
  return {
    lang: localeTags[locale],
    label: translate(messages, "editor.previewBanner.label"),
    text: translate(messages, published ? "editor.previewBanner.published" : "editor.previewBanner.draft"),
    back: translate(messages, "editor.previewBanner.back"),
    language: translate(messages, "editor.previewBanner.language"),
    width: translate(messages, "editor.previewBanner.width"),
    widths: {
      phone: translate(messages, "editor.previewBanner.phone"),
      tablet: translate(messages, "editor.previewBanner.tablet"),
      desktop: translate(messages, "editor.previewBanner.desktop"),
    },
    frame: translate(messages, "editor.previewBanner.frame", { width: "{width}" }),
  };
}

/** This preview's address with some of its choices changed. */
function withChoice(pathname: string, search: string, changes: Record<string, string | null>) {
  const params = new URLSearchParams(search);
  params.delete("frame");
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

const choiceClass =
  "inline-flex min-h-9 items-center rounded-[2px] px-3 text-sm transition-colors aria-[current=true]:bg-ivory aria-[current=true]:font-semibold aria-[current=true]:text-charcoal hover:bg-white/15";

function PreviewBanner({
  banner,
  published,
  editor,
  view,
  tools,
}: {
  banner: PreviewBannerText;
  published: boolean;
  editor: string;
  view: PreviewView;
  tools?: ReactNode;
}) {
  const { pathname, search } = useLocation();
  return (
    <div role="status" lang={banner.lang} className={published ? "border-b border-walnut/30 bg-walnut text-ivory" : "border-b border-brass-dark/40 bg-brass text-white"}>
      <div className="container-site flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
        <p className="flex items-start gap-2 text-sm font-semibold">
          <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="mr-2 tracking-[0.14em] uppercase">{banner.label}</span>
            <span className="font-normal">{banner.text}</span>
          </span>
        </p>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <nav aria-label={banner.language} className="flex items-center gap-1">
            {SITE_LOCALES.map((locale) => (
              <Link
                key={locale}
                to={withChoice(pathname, search, { lang: locale === "en" ? null : locale })}
                hrefLang={siteLocaleTags[locale]}
                lang={siteLocaleTags[locale]}
                aria-current={view.locale === locale ? "true" : undefined}
                className={choiceClass}
              >
                {siteLocaleNames[locale]}
              </Link>
            ))}
          </nav>
          <nav aria-label={banner.width} className="flex items-center gap-1">
            {WIDTHS.map((width) => (
              <Link
                key={width}
                to={withChoice(pathname, search, { width: width === "desktop" ? null : width })}
                aria-current={view.width === width ? "true" : undefined}
                className={choiceClass}
              >
                {banner.widths[width]}
              </Link>
            ))}
          </nav>
          {tools}
          <Link to={editor} className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold underline decoration-white/50 underline-offset-4 hover:decoration-white">
            <PencilLine aria-hidden="true" className="size-4" /> {banner.back}
          </Link>
        </div>
      </div>
    </div>
  );
}

/**
 * A preview as its view asks: the banner over the page; at a phone's or a tablet's width the
 * banner over a frame of that width; inside that frame, the page alone.
 */
export function PreviewPage({
  banner,
  published,
  editor,
  view,
  tools,
  children,
}: {
  banner: PreviewBannerText;
  published: boolean;
  editor: string;
  view: PreviewView;
  /** What else the banner offers (the day a home page is shown for). */
  tools?: ReactNode;
  /** The public page, as visitors get it. */
  children: ReactNode;
}) {
  if (view.framed) return children;
  return (
    <>
      <PreviewBanner banner={banner} published={published} editor={editor} view={view} tools={tools} />
      {view.bare ? <PreviewFrame banner={banner} view={view} /> : children}
    </>
  );
}

/**
 * The page at a phone's or a tablet's width: the same preview in a frame that wide, so the page
 * lays itself out for that width (its breakpoints read the frame's width, not the window's).
 */
function PreviewFrame({ banner, view }: { banner: PreviewBannerText; view: PreviewView }) {
  const { pathname, search } = useLocation();
  const width = PREVIEW_WIDTHS[view.width] ?? undefined;
  const source = withChoice(pathname, search, { width: null, frame: "1" });
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] justify-center bg-sand/40 px-4 py-6">
      <iframe
        src={source}
        title={banner.frame.replace("{width}", banner.widths[view.width])}
        style={{ width, maxWidth: "100%" }}
        className={cn("h-[calc(100dvh-8rem)] min-h-[40rem] rounded-sm border border-sand bg-ivory shadow-xl shadow-charcoal/10")}
      />
    </div>
  );
}
