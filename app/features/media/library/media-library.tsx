import { Form, Link } from "react-router";
import { formatDate, useT, type MessageKey } from "~/platform/i18n/i18n";
import type { AdminHandle } from "~/ui/admin/admin-handle";
import { ActionOutcome } from "~/ui/admin/action-outcome";
import { FilterSelect } from "~/ui/admin/filter-select";
import { PageHeader } from "~/ui/admin/page-header";
import { Button, buttonVariants } from "~/ui/button";
import { Input, Label } from "~/ui/field";
import { cn } from "~/ui/class-names";
import { loadMediaLibrary, uploadMediaForm } from "./media-library.server";
import { mediaQuerySchema } from "./media-list.server";
import { withSearchParams } from "~/platform/http/search-params";
import { MediaUploader } from "./media-uploader";
import { formatBytes } from "./format-bytes";
import type { Route } from "./+types/media-library";

export const handle = { title: "media.title", section: "media", scope: ["media.", "images."] } satisfies AdminHandle;

/*
 * The Media screen (decision 065): every uploaded picture in one grid, newest first, with search,
 * filters and pages as plain links and a GET form, and the upload of several files at once.
 */

export const formFields = ["filesFile"];

export const loader = withSearchParams(mediaQuerySchema, ({ request, context }: Route.LoaderArgs, query) => loadMediaLibrary(request, context, query));
export const action = ({ request, context }: Route.ActionArgs) => uploadMediaForm(request, context);

const sourceLabels: Record<string, MessageKey> = {
  product: "media.filter.source.product",
  colour: "media.filter.source.colour",
  content: "media.filter.source.content",
};

export default function MediaLibrary({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useT();
  const { query, items, total, pages, uploaders, sources } = loaderData;
  const pageLink = (page: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value && key !== "page" && value !== "all") params.set(key, String(value));
    if (page > 1) params.set("page", String(page));
    const search = params.toString();
    return search ? `?${search}` : ".";
  };
  const filtered = query.q || query.use !== "all" || query.source || query.by || query.from || query.to;
  return (
    <section aria-labelledby="admin-page-title">
      <PageHeader title={t("media.title")} intro={t("media.intro")}>
        <p className="text-sm text-stone">{t("media.count", { count: total })}</p>
      </PageHeader>

      <ActionOutcome result={actionData} text={actionData?.message ?? null} />
      {actionData?.refusals.length ? (
        <ul className="mt-3 space-y-1 text-sm text-error">
          {actionData.refusals.map((refusal, index) => (
            <li key={index}>
              <span className="font-semibold">{refusal.name}</span>: {refusal.message}
            </li>
          ))}
        </ul>
      ) : null}

      <MediaUploader />

      <Form method="get" className="mt-8 grid gap-4 rounded-sm border border-sand bg-ivory p-4 sm:grid-cols-2 lg:grid-cols-[2fr_repeat(5,minmax(0,1fr))_auto] lg:items-end">
        <div className="sm:col-span-2 lg:col-span-1">
          <Label htmlFor="media-q">{t("media.search")}</Label>
          <Input id="media-q" type="search" name="q" defaultValue={query.q} key={query.q} maxLength={100} />
        </div>
        <FilterSelect id="media-use" name="use" label={t("media.filter.use")} value={query.use}>
          <option value="all">{t("media.filter.use.all")}</option>
          <option value="unused">{t("media.filter.use.unused")}</option>
          <option value="used">{t("media.filter.use.used")}</option>
        </FilterSelect>
        <FilterSelect id="media-source" name="source" label={t("media.filter.source")} value={query.source}>
          <option value="">{t("media.filter.source.any")}</option>
          {sources.map((source) => (
            <option key={source} value={source}>
              {sourceLabels[source] ? t(sourceLabels[source]) : source}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="media-by" name="by" label={t("media.filter.by")} value={query.by}>
          <option value="">{t("media.filter.by.anyone")}</option>
          {uploaders.map((uploader) => (
            <option key={uploader.id} value={uploader.id}>
              {uploader.email}
            </option>
          ))}
        </FilterSelect>
        <div>
          <Label htmlFor="media-from">{t("media.filter.from")}</Label>
          <Input id="media-from" type="date" name="from" defaultValue={query.from ?? ""} key={query.from} />
        </div>
        <div>
          <Label htmlFor="media-to">{t("media.filter.to")}</Label>
          <Input id="media-to" type="date" name="to" defaultValue={query.to ?? ""} key={query.to} />
        </div>
        <div className="flex items-center gap-3">
          <Button type="submit">{t("media.searchButton")}</Button>
          {filtered ? (
            <Link to="." className="text-sm font-semibold whitespace-nowrap text-walnut underline-offset-4 hover:underline">
              {t("media.filter.clear")}
            </Link>
          ) : null}
        </div>
      </Form>

      {items.length === 0 ? (
        <p className="mt-10 text-center text-bark">{t("media.empty")}</p>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6" aria-label={t("media.title")}>
          {items.map((item) => {
            const description = item.descriptionEn || item.descriptionFr;
            return (
              <li key={item.id} className="min-w-0">
                <Link to={`/admin/media/${item.id}`} className="group block overflow-hidden rounded-sm border border-sand bg-white focus-visible:outline-2 focus-visible:outline-brass">
                  <div className="aspect-[4/3] bg-linen">
                    <img src={item.thumbnail} alt="" loading="lazy" decoding="async" className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]" />
                  </div>
                  <div className="p-2.5">
                    <p className="truncate text-sm font-semibold text-charcoal">{item.fileName}</p>
                    <p className="mt-0.5 text-xs text-stone tabular-nums">
                      {item.width ? `${item.width} × ${item.height} · ${formatBytes(item.bytes)}` : formatDate(item.uploadedAt, locale, { dateStyle: "medium" })}
                    </p>
                    <p className={cn("mt-1 truncate text-xs", description ? "text-bark" : "text-stone italic")}>{description || t("media.noDescription")}</p>
                  </div>
                </Link>
              </li>
            );
          })}
        </ul>
      )}

      {pages > 1 ? (
        <nav className="mt-8 flex items-center justify-between gap-4 text-sm" aria-label={t("media.page", { page: query.page, pages })}>
          {query.page > 1 ? (
            <Link to={pageLink(query.page - 1)} className={buttonVariants({ variant: "outline", size: "sm" })} rel="prev">
              {t("media.previous")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-stone tabular-nums">{t("media.page", { page: query.page, pages })}</span>
          {query.page < pages ? (
            <Link to={pageLink(query.page + 1)} className={buttonVariants({ variant: "outline", size: "sm" })} rel="next">
              {t("media.next")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
