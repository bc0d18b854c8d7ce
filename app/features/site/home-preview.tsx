import { data, Form } from "react-router";
import { pageTitle } from "~/platform/http/page-title";
import { siteNameFrom } from "~/ui/site-name";
import { PreviewPage, previewBannerText, previewView } from "~/ui/preview-banner";
import { z } from "zod";
import { parseId, withSearchParams } from "~/platform/http/search-params";
import { translate } from "~/platform/i18n/i18n";
import { isCalendarDay } from "~/platform/text/opening-hours";
import { db } from "~/platform/db/client.server";
import { privateMessages } from "~/features/auth/private-page.server";
import { requireRole } from "~/features/auth/require-role.server";
import { kindSpec, listPath } from "~/features/content/content-kinds";
import { readEntry } from "~/features/content/content-store.server";
import { readChanges } from "~/features/content/content-changes.server";
import { activeSlides, companyDay } from "~/features/content/public-slides.server";
import { HomeView } from "~/features/site/home";
import { homeData } from "~/features/site/home-data.server";
import type { Route } from "./+types/home-preview";

/*
 * `/admin/content/slides/preview?date=2026-12-24&slide=7`: the home page as visitors will see it
 * on a chosen day (the office's), its slides those that show that day, a slide being written
 * among them as if published. Signed-in staff only, under the preview banner, in either language
 * and at a phone's, a tablet's or a desktop's width, as every preview (ui/preview-banner.tsx).
 */

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: pageTitle(
      `${loaderData?.banner.label ?? "Preview"}: ${loaderData?.day ?? ""}`,
      siteNameFrom(matches),
    ),
  },
  { name: "robots", content: "noindex, nofollow" },
];

export const loader = withSearchParams(
  z.object({
    date: z.string().optional(),
    slide: z.string().optional(),
    // The preview's own choices (ui/preview-banner.tsx reads them).
    lang: z.string().optional(),
    width: z.string().optional(),
    frame: z.string().optional(),
  }),
  async ({ request, context }: Route.LoaderArgs, params) => {
    requireRole(request, context, kindSpec("slide").entity.access);
    const slideId = parseId(params.slide ?? "");
    const live = slideId === null ? null : await readEntry(db(), "slide", slideId);
    if (slideId !== null && !live) throw data("Not found", { status: 404 });
    // A published slide's waiting draft of changes is what staff preview (decision 067).
    const changes = live ? await readChanges("slide", live.id) : null;
    const slide = live && changes ? { ...live, record: changes.record } : live;
    const today = companyDay();
    const asked = params.date ?? "";
    // Unasked, the first day the slide shows (today when it already does).
    const from = slide?.record.activeFrom ?? null;
    const day = isCalendarDay(asked) ? asked : from && from > today ? from : today;
    const view = previewView(request);
    const { messages, locale } = privateMessages(request, context);
    const published = slide ? slide.isPublished : true;
    const home = await homeData(
      view.locale,
      await activeSlides(undefined, view.locale, { day, slide }),
    );
    return {
      ...home.data,
      banner: changes
        ? { ...previewBannerText(messages, locale, published), text: translate(messages, "content.changes.previewBanner") }
        : previewBannerText(messages, locale, published),
      published,
      view,
      day,
      slide: slide?.id ?? null,
      editor: slide ? `${listPath("slide")}/${slide.id}` : listPath("slide"),
      dateForm: {
        label: translate(messages, "content.preview.day"),
        show: translate(messages, "content.preview.show"),
      },
    };
  },
);

export default function HomePreview({ loaderData }: Route.ComponentProps) {
  const { banner, published, view, editor, day, slide, dateForm } = loaderData;
  const tools = (
    <Form method="get" className="flex items-center gap-2 text-sm">
      <label className="flex items-center gap-2">
        {dateForm.label}
        <input
          type="date"
          name="date"
          defaultValue={day}
          required
          className="min-h-9 rounded-[2px] border border-white/40 bg-white px-2 text-charcoal"
        />
      </label>
      {slide !== null ? <input type="hidden" name="slide" value={slide} /> : null}
      {view.locale !== "en" ? <input type="hidden" name="lang" value={view.locale} /> : null}
      {view.width !== "desktop" ? <input type="hidden" name="width" value={view.width} /> : null}
      <button
        type="submit"
        className="inline-flex min-h-9 items-center rounded-[2px] bg-ivory px-3 font-semibold text-charcoal hover:bg-white"
      >
        {dateForm.show}
      </button>
    </Form>
  );
  return (
    <PreviewPage banner={banner} published={published} editor={editor} view={view} tools={tools}>
      <HomeView loaderData={loaderData} />
    </PreviewPage>
  );
}
