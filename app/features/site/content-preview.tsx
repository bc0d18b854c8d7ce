import { data } from "react-router";
import { pageTitle } from "~/platform/http/page-title";
import { siteNameFrom } from "~/ui/site-name";
import { PreviewPage, previewBannerText, previewView } from "~/ui/preview-banner";
import { parseId } from "~/platform/http/search-params";
import { translate } from "~/platform/i18n/i18n";
import { db } from "~/platform/db/client.server";
import { privateMessages } from "~/features/auth/private-page.server";
import { requireRole } from "~/features/auth/require-role.server";
import { kindSpec, kindOfSegment, listPath } from "~/features/content/content-kinds";
import { readEntry, type ContentEntry } from "~/features/content/content-store.server";
import { readChanges } from "~/features/content/content-changes.server";
import { articleView } from "~/features/content/public-news.server";
import { projectView } from "~/features/content/public-projects.server";
import { pageCopies } from "~/content/page-copies.server";
import { NewsArticleView } from "~/features/site/news-article";
import { ProjectDetailView } from "~/features/site/project-detail";
import type { Route } from "./+types/content-preview";

/*
 * `/admin/content/:kind/:id/preview`: an article's or a project's public page as visitors will see
 * it, drafts included, for signed-in staff only, under a banner saying it is a preview (as the
 * product preview is), in English or French (`?lang=fr`) and at a phone's, a tablet's or a
 * desktop's width (ui/preview-banner.tsx). A published entry's waiting draft of changes is
 * previewed in its place (decision 067). It lives under /admin, so it is never cached; pictures
 * go out as signed links, as drafts' pictures must.
 */

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(`${loaderData?.banner.label ?? "Preview"}: ${loaderData?.title ?? ""}`, siteNameFrom(matches)) },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const kind = kindOfSegment(params.kind);
  if (kind !== "news" && kind !== "project") throw data("Not found", { status: 404 });
  requireRole(request, context, kindSpec(kind).entity.access);
  const id = parseId(params.id);
  const live = id === null ? null : await readEntry(db(), kind, id);
  if (!live) throw data("Not found", { status: 404 });
  // A draft of changes waiting is what staff preview: what visitors will see once it is published.
  const changes = await readChanges(kind, live.id);
  const entry = changes ? { ...live, record: changes.record } : live;
  const { messages, locale } = privateMessages(request, context);
  const view = previewView(request);
  const shown = previewBannerText(messages, locale, entry.isPublished);
  const banner = changes ? { ...shown, text: translate(messages, "content.changes.previewBanner") } : shown;
  const base = { title: String((entry.record as { title?: string }).title ?? ""), published: entry.isPublished, banner, view, editor: `${listPath(kind)}/${entry.id}` };
  if (kind === "news") {
    const page = await articleView(entry as ContentEntry<"news">, "signed", view.locale);
    return { ...base, kind: "news" as const, copy: pageCopies.newsArticle[view.locale], article: page.article, related: page.related, project: null, productsUsed: [] };
  }
  const page = await projectView(entry as ContentEntry<"project">, "signed", view.locale);
  return { ...base, kind: "project" as const, copy: pageCopies.project[view.locale], article: null, related: [], project: page.project, productsUsed: page.productsUsed };
}

export default function ContentPreview({ loaderData }: Route.ComponentProps) {
  const { banner, published, view, editor } = loaderData;
  return (
    <PreviewPage banner={banner} published={published} editor={editor} view={view}>
      {loaderData.kind === "news" ? (
        <NewsArticleView copy={loaderData.copy} article={loaderData.article} related={loaderData.related} />
      ) : (
        <ProjectDetailView copy={loaderData.copy} project={loaderData.project} productsUsed={loaderData.productsUsed} />
      )}
    </PreviewPage>
  );
}
