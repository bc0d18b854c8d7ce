import { ExternalLink, ArrowDown, ArrowUp, Download, Plus } from "lucide-react";
import { FilterSelect } from "~/ui/admin/filter-select";
import { PageHeader } from "~/ui/admin/page-header";
import { DragHandle, useFocusAfterMove } from "~/ui/admin/reorder";
import { FilterCheckbox } from "~/ui/admin/filter-checkbox";
import { useEffect, useState, type DragEvent } from "react";
import { data, Form, Link, useNavigation, useSubmit } from "react-router";
import { AdminTableHead, Pagination, StackCell } from "~/ui/admin/data-table";
import { Button, buttonVariants } from "~/ui/button";
import { Input, Label, NativeSelect } from "~/ui/field";
import { useT, type PlainMessageKey } from "~/platform/i18n/i18n";
import { withSearchParams } from "~/platform/http/search-params";
import { useHydrated } from "~/platform/render/use-hydrated";
import { requireRole } from "~/features/auth/require-role.server";
import { notify } from "~/ui/toast";
import { cn } from "~/ui/class-names";
import { kindSpec, isSingleton, kindOfSegment, listPath, staffOrdered, type ListedKind } from "../content-kinds";
import { contentListParams, listContent, type ContentListFilter } from "./content-list.server";
import { contentListAction, type ContentListOutcome } from "./content-list-actions.server";
import { contentListFormFields } from "./content-form";
import { ContentNav, kindLabel, StateBadge, whenText } from "./content-nav";
import { ConfirmPanel, NewsCategories, OutcomeLine } from "./content-list-parts";
import { newsCategories } from "./content-options.server";
import { useRefreshWhenDue } from "./refresh-when-due";
import type { AdminHandle } from "~/ui/admin/admin-handle";
import { contentSection, kindTab } from "./admin-section";
import type { Route } from "./+types/content-list";

export const handle = { ...contentSection, title: "content.title", tab: kindTab } satisfies AdminHandle;

/*
 * A kind of the site's content in the admin (editors and administrators): its entries, searched
 * and filtered by the URL, each opening its editor; several at once published, unpublished,
 * moved to the Trash or restored, asked first; and, for the gallery and the slides, the order
 * visitors see, by dragging a row or by its arrow buttons (which work without JavaScript).
 */

function kindOf(params: { kind?: string }): ListedKind {
  const kind = kindOfSegment(params.kind);
  if (!kind || isSingleton(kind)) throw data(null, { status: 404 });
  return kind;
}

export const loader = withSearchParams(contentListParams, async ({ request, context, params }: Route.LoaderArgs, filter) => {
  const kind = kindOf(params);
  const session = requireRole(request, context, kindSpec(kind).entity.access);
  const [list, categories] = await Promise.all([listContent(kind, filter), kind === "news" ? newsCategories() : Promise.resolve([])]);
  return { kind, filter, ...list, categories, isAdmin: session.user.role === "admin" };
});

export const formFields = contentListFormFields;

export async function action({ request, context, params }: Route.ActionArgs) {
  return contentListAction(request, context, kindOf(params));
}

function filterQuery(filter: ContentListFilter, page = 1) {
  const search = new URLSearchParams();
  if (filter.q) search.set("q", filter.q);
  if (filter.status) search.set("status", filter.status);
  if (filter.french) search.set("french", "missing");
  if (page > 1) search.set("page", String(page));
  const text = search.toString();
  return text ? `?${text}` : "";
}

export default function ContentListPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useT();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const { kind, filter, rows, total, page, pageCount, isAdmin, categories } = loaderData;
  const outcome = actionData as ContentListOutcome | undefined;
  const ordered = staffOrdered(kind) && !filter.q && !filter.status && !filter.french;
  const filtered = Boolean(filter.q || filter.status || filter.french);
  const trash = filter.status === "trash";
  const [dragged, setDragged] = useState<number | null>(null);
  // A dragged order shows at once, until the list comes back from the server.
  const [dropped, setDropped] = useState<{ rows: typeof rows; order: number[] } | null>(null);
  const order = dropped?.rows === rows ? dropped.order : rows.map((row) => row.id);
  const setOrder = (next: number[]) => setDropped({ rows, order: next });
  const shown = ordered ? order.map((id) => rows.find((row) => row.id === id)!).filter(Boolean) : rows;
  // A row moved by keyboard keeps the focus on the control that moved it.
  const focusAfterMove = useFocusAfterMove(shown.map((row) => row.id).join(","));
  const busy = navigation.state !== "idle";
  const moveByKeys = (id: number, step: -1 | 1) => {
    const at = shown.findIndex((row) => row.id === id);
    if (busy || at + step < 0 || at + step >= shown.length) return;
    focusAfterMove(id, "handle");
    submit({ intent: "move", id: String(id), direction: step < 0 ? "up" : "down" }, { method: "post" });
  };
  // Without scripts the page comes back from the move: the moved row's arrow has the focus then too.
  const movedNow = outcome?.kind === "done" && outcome.intent === "move" ? outcome : null;
  const focusedArrow = (id: number, index: number): "up" | "down" | null => {
    if (movedNow?.id !== id) return null;
    const wanted = movedNow.direction ?? "up";
    const usable = (direction: "up" | "down") => (direction === "up" ? index > 0 : index < shown.length - 1);
    return usable(wanted) ? wanted : wanted === "up" ? "down" : "up";
  };

  useRefreshWhenDue(rows.map((row) => (row.state === "scheduled" ? row.publishAt : null)));
  useEffect(() => {
    if (outcome?.kind === "done" && outcome.intent === "order") void notify("success", t("content.order.saved"));
  }, [outcome, t]);

  const onDrop = (event: DragEvent<HTMLTableRowElement>, targetId: number) => {
    event.preventDefault();
    if (dragged === null || dragged === targetId) return;
    const next = order.filter((id) => id !== dragged);
    next.splice(next.indexOf(targetId) + (order.indexOf(dragged) < order.indexOf(targetId) ? 1 : 0), 0, dragged);
    setOrder(next);
    setDragged(null);
    submit({ intent: "order", order: next.join(",") }, { method: "post" });
  };

  return (
    <section aria-labelledby="admin-page-title">
      <PageHeader title={t("content.title")} intro={t("content.intro")}>
        <Link to={`${listPath(kind)}/new`} className={buttonVariants()}>
          <Plus aria-hidden="true" className="size-4" /> {t(kindLabel(kind, "new"))}
        </Link>
      </PageHeader>
      <ContentNav isAdmin={isAdmin} />

      <Form
        method="get"
        role="search"
        aria-label={t("content.filter.label")}
        className="mt-6 grid gap-4 rounded-sm border border-sand bg-ivory p-4 sm:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_auto_auto] sm:items-end"
      >
        <div>
          <Label htmlFor="content-q">{t("content.filter.search")}</Label>
          <Input id="content-q" type="search" name="q" defaultValue={filter.q} key={`q-${filter.q}`} placeholder={t("content.filter.searchPlaceholder")} maxLength={200} />
        </div>
        <FilterSelect id="content-status" name="status" label={t("content.filter.state")} value={filter.status}>
          <option value="">{t("content.filter.all")}</option>
          <option value="published">{t("content.filter.published")}</option>
          <option value="draft">{t("content.filter.draft")}</option>
          <option value="scheduled">{t("content.filter.scheduled")}</option>
          <option value="trash">{t("content.filter.trash")}</option>
        </FilterSelect>
        <FilterCheckbox name="french" value="missing" checked={filter.french} label={t("common.translation.missing")} />
        <Button type="submit" variant="outline" className="max-sm:w-full">
          {t("content.filter.apply")}
        </Button>
      </Form>

      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        {filtered ? (
          <Link to={listPath(kind)} className="inline-flex min-h-11 items-center text-sm font-semibold text-brass-dark hover:underline">
            {t("content.filter.clear")}
          </Link>
        ) : (
          <span />
        )}
        <span className="ml-auto flex flex-wrap items-center gap-4">
          <p className="text-sm text-stone" role="status">
            {t("content.count", { count: total })}
          </p>
          {total > 0 ? (
            // A file to download, not a page: the browser fetches it itself.
            <a href={`${listPath(kind)}/export.csv`} download title={t("content.exportHint")} className={buttonVariants({ variant: "outline", size: "sm" })}>
              <Download aria-hidden="true" className="size-4" /> {t("content.export")}
            </a>
          ) : null}
        </span>
      </div>

      {outcome?.kind === "confirm" ? <ConfirmPanel outcome={outcome} cancelTo={`${listPath(kind)}${filterQuery(filter)}`} /> : null}
      <OutcomeLine outcome={outcome} />
      {ordered && rows.length > 1 ? <p className="mt-4 text-sm text-bark">{t("content.order.intro")}</p> : null}

      {rows.length === 0 ? (
        <p className="mt-6 rounded-sm border border-dashed border-sand bg-ivory p-8 text-bark">{filtered ? t("content.noMatch") : t("content.empty")}</p>
      ) : (
        <>
          <Form method="post" id="content-bulk" className="mt-4 flex flex-wrap items-end gap-3">
            <div>
              <Label htmlFor="content-bulk-intent">{t("content.bulk.label")}</Label>
              <NativeSelect id="content-bulk-intent" name="intent" defaultValue={trash ? "restore" : "publish"}>
                {trash ? (
                  <option value="restore">{t("content.bulk.restore")}</option>
                ) : (
                  <>
                    <option value="publish">{t("content.bulk.publish")}</option>
                    <option value="unpublish">{t("content.bulk.unpublish")}</option>
                    <option value="trash">{t("content.bulk.trash")}</option>
                  </>
                )}
              </NativeSelect>
            </div>
            <Button type="submit" variant="outline" disabled={navigation.state !== "idle"}>
              {t("content.bulk.apply")}
            </Button>
          </Form>
          <div className="mt-4 overflow-x-auto rounded-sm border border-sand bg-ivory">
            <table className="w-full text-left text-sm max-lg:block">
              <AdminTableHead
                className="max-lg:sr-only"
                columns={[
                  <span key="select" className="sr-only">{t("content.selectAll")}</span>,
                  ...(ordered ? [t("content.order.label")] : []),
                  ...kindSpec(kind).entity.listColumns.filter((column) => column.key !== "actions").map((column) => t(column.header as PlainMessageKey)),
                  <span key="view" className="sr-only">{t("content.action.view")}</span>,
                ]}
              />
              <tbody className="divide-y divide-sand/70 max-lg:block">
                {shown.map((row, index) => (
                  <tr
                    key={row.id}
                    data-entry={row.id}
                    data-move-item={row.id}
                    draggable={ordered && hydrated}
                    onDragStart={() => setDragged(row.id)}
                    onDragOver={(event) => (ordered ? event.preventDefault() : undefined)}
                    onDrop={(event) => onDrop(event, row.id)}
                    className={cn("max-lg:block max-lg:py-3", dragged === row.id && "opacity-50")}
                  >
                    <td className="px-4 py-3 align-middle max-lg:inline-block max-lg:py-1">
                      <input
                        type="checkbox"
                        name="ids"
                        value={row.id}
                        form="content-bulk"
                        aria-label={t("content.select", { title: row.title })}
                        className="size-5 accent-walnut"
                      />
                    </td>
                    {ordered ? (
                      <td className="px-4 py-3 align-middle whitespace-nowrap max-lg:inline-block max-lg:py-1">
                        <span className="inline-flex items-center gap-1">
                          {hydrated ? (
                            <DragHandle label={t("content.order.handle", { title: row.title })} keyboardHint={t("content.order.handleKeys")} onMove={(step) => moveByKeys(row.id, step)} />
                          ) : null}
                          <span className="w-6 text-center text-stone tabular-nums">{index + 1}</span>
                          <Form method="post" className="contents">
                            <input type="hidden" name="intent" value="move" />
                            <input type="hidden" name="id" value={row.id} />
                            <button type="submit" name="direction" value="up" data-move-control="up" autoFocus={focusedArrow(row.id, index) === "up"} onClick={() => focusAfterMove(row.id, "up")} disabled={index === 0} aria-label={t("content.order.up", { title: row.title })} className="inline-flex size-11 items-center justify-center rounded-sm text-walnut hover:bg-linen disabled:opacity-30">
                              <ArrowUp aria-hidden="true" className="size-4" />
                            </button>
                            <button type="submit" name="direction" value="down" data-move-control="down" autoFocus={focusedArrow(row.id, index) === "down"} onClick={() => focusAfterMove(row.id, "down")} disabled={index === shown.length - 1} aria-label={t("content.order.down", { title: row.title })} className="inline-flex size-11 items-center justify-center rounded-sm text-walnut hover:bg-linen disabled:opacity-30">
                              <ArrowDown aria-hidden="true" className="size-4" />
                            </button>
                          </Form>
                        </span>
                      </td>
                    ) : null}
                    <StackCell className="lg:min-w-64">
                      <div className="min-w-0">
                        <Link to={`${listPath(kind)}/${row.id}`} className="font-semibold [overflow-wrap:anywhere] text-charcoal underline decoration-sand underline-offset-4 hover:text-walnut hover:decoration-brass">
                          {row.title}
                        </Link>
                        {row.slug ? <p className="mt-0.5 text-xs [overflow-wrap:anywhere] text-stone">{row.path}</p> : null}
                      </div>
                    </StackCell>
                    <StackCell label={t("content.column.state")}>
                      <span className="inline-flex flex-wrap gap-1">
                        <StateBadge state={row.state} publishAt={row.publishAt} />
                        {!row.shownToday ? <span className="text-xs text-stone">{t("content.state.notShown")}</span> : null}
                        {row.hasChanges ? <span className="rounded-sm border border-dashed border-brass/60 bg-brass/5 px-2 py-0.5 text-xs font-semibold text-brass-dark">{t("content.changes.listMark")}</span> : null}
                      </span>
                    </StackCell>
                    <StackCell label={t("content.column.updated")} className="whitespace-nowrap text-bark tabular-nums">
                      <time dateTime={row.updatedAt}>{whenText(row.updatedAt, locale)}</time>
                    </StackCell>
                    <td className="px-4 py-3 align-middle max-lg:block max-lg:py-1">
                      {row.path && row.state === "published" ? (
                        <a href={row.path} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-walnut hover:text-brass-dark">
                          <ExternalLink aria-hidden="true" className="size-4" />
                          <span className="lg:sr-only">{t("content.action.view")}</span>
                          <span className="sr-only"> {t("content.editor.newTab")}</span>
                        </a>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <Pagination page={page} pageCount={pageCount} href={(target) => `${listPath(kind)}${filterQuery(filter, target)}`} />
      {kind === "news" ? <NewsCategories categories={categories} outcome={outcome?.kind === "categories" ? outcome : undefined} /> : null}
    </section>
  );
}
