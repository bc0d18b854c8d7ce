import { Form } from "react-router";
import { Button } from "~/ui/button";
import { formatDate, useT } from "~/platform/i18n/i18n";
import { sameValue } from "~/platform/entities/records";
import { richTextToPlain, type RichTextValue } from "~/platform/entities/cells";
import { exceptionLine, readOpeningHours, weekLines } from "~/platform/text/opening-hours";
import { kindSpec, type ContentKind } from "../content-kinds";
import { cn } from "~/ui/class-names";
import type { ContentEditorData } from "./content-editor.server";

/*
 * An entry's history: every saved state, newest first, with who saved it, what it changed (each
 * changed field's value before and after) and a button that restores it as a new version.
 */

type History = ContentEditorData["history"];

/** A field's value as the history shows it: text as it is, lists one item a line, rich text as its words. */
function shown(kind: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "";
  if (kind === "richText") return richTextToPlain(value as RichTextValue);
  if (kind === "openingHours") {
    // As English visitors read them; an older record's sentence as it was.
    const hours = readOpeningHours(value);
    return hours ? [...weekLines(hours, "en"), ...hours.exceptions.map((day) => exceptionLine(day, "en"))].join("\n") : String(value);
  }
  if (Array.isArray(value))
    return value
      .map((item) => (item && typeof item === "object" ? Object.values(item as Record<string, unknown>).filter((part) => part !== null && part !== "").join(" · ") : String(item)))
      .join("\n");
  if (typeof value === "boolean") return value ? "✓" : "✗";
  return String(value);
}

/** What a row is: a published state, a draft, or a published one that came from a draft of changes (decision 067). */
const rowLabel = (row: History[number]) =>
  row.fromChanges ? "content.history.fromChanges" : row.isPublished ? "content.history.publishedLabel" : "content.history.draftLabel";

export function ContentHistory({ kind, history, version, changes }: { kind: ContentKind; history: History; version: number | null; changes: ContentEditorData["changes"] }) {
  const { t, locale } = useT();
  const fields = kindSpec(kind).entity.fields;
  return (
    <section aria-labelledby="content-history-title" className="mt-12">
      <h2 id="content-history-title" className="text-2xl">
        {t("content.history.title")}
      </h2>
      <p className="mt-2 max-w-2xl text-sm text-bark">{t("content.history.intro")}</p>
      <ol className="mt-6 grid gap-3">
        {changes ? <ChangesRow kind={kind} changes={changes} live={history.find((row) => row.version === version)} /> : null}
        {history.map((row, index) => {
          const before = history[index + 1];
          const changed = before ? fields.filter((field) => !sameValue(row.fields[field.key], before.fields[field.key])) : [];
          const stateOnly = before && changed.length === 0 && row.isPublished !== before.isPublished;
          return (
            <li key={row.version} className="rounded-sm border border-sand bg-ivory p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-3">
                <p className="text-sm">
                  <span className="font-semibold text-charcoal">{t("content.history.version", { version: row.version })}</span>
                  <span className={cn("ml-2 rounded-sm border px-2 py-0.5 text-xs font-semibold", row.isPublished ? "border-walnut/30 text-walnut" : "border-sand text-stone")}>{t(rowLabel(row))}</span>
                  {row.version === version ? <span className="ml-2 rounded-sm bg-walnut px-2 py-0.5 text-xs font-semibold text-ivory">{t("content.history.current")}</span> : null}
                  <span className="text-stone">
                    {" · "}
                    <time dateTime={row.createdAt}>{formatDate(row.createdAt, locale, { dateStyle: "medium", timeStyle: "short" })}</time>
                    {" · "}
                    {row.actorEmail ?? t("content.history.bySite")}
                  </span>
                </p>
                {row.version !== version && version !== null ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="restore" />
                    <input type="hidden" name="restore" value={row.version} />
                    <input type="hidden" name="version" value={version} />
                    <Button type="submit" variant="outline" size="sm">
                      {t("content.history.restore", { version: row.version })}
                    </Button>
                  </Form>
                ) : null}
              </div>
              {!before ? (
                <p className="mt-2 text-sm text-stone">{t("content.history.first")}</p>
              ) : stateOnly ? (
                <p className="mt-2 text-sm text-stone">{t("content.history.stateOnly")}</p>
              ) : changed.length ? (
                <details className="mt-2 text-sm">
                  <summary className="cursor-pointer text-bark">{t("content.history.changed", { fields: changed.map((field) => t(field.label)).join(", ") })}</summary>
                  <dl className="mt-3 grid gap-3">
                    {changed.map((field) => (
                      <div key={field.key} className="grid gap-2 sm:grid-cols-[10rem_minmax(0,1fr)_minmax(0,1fr)]">
                        <dt className="font-semibold text-charcoal">{t(field.label)}</dt>
                        <dd className="rounded-sm bg-error/5 p-2 whitespace-pre-line [overflow-wrap:anywhere] text-bark">
                          <span className="sr-only">{t("content.history.before")}: </span>
                          <del className="no-underline">{shown(field.kind, before.fields[field.key]) || t("content.history.empty")}</del>
                        </dd>
                        <dd className="rounded-sm bg-walnut/5 p-2 whitespace-pre-line [overflow-wrap:anywhere] text-charcoal">
                          <span className="sr-only">{t("content.history.after")}: </span>
                          <ins className="no-underline">{shown(field.kind, row.fields[field.key]) || t("content.history.empty")}</ins>
                        </dd>
                      </div>
                    ))}
                  </dl>
                </details>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The waiting draft of changes, first in the history: what it changes of the live version. */
function ChangesRow({ kind, changes, live }: { kind: ContentKind; changes: NonNullable<ContentEditorData["changes"]>; live: History[number] | undefined }) {
  const { t, locale } = useT();
  const fields = kindSpec(kind).entity.fields;
  const changed = live ? fields.filter((field) => !sameValue(changes.fields[field.key], live.fields[field.key])) : [];
  return (
    <li className="rounded-sm border border-dashed border-brass/60 bg-brass/5 p-4">
      <p className="text-sm">
        <span className="rounded-sm bg-brass/20 px-2 py-0.5 text-xs font-semibold text-brass-dark">{t("content.history.changesRow")}</span>
        <span className="text-stone">
          {" · "}
          {t("content.history.basedOn", { version: changes.basedOn })}
          {" · "}
          <time dateTime={changes.savedAt}>{formatDate(changes.savedAt, locale, { dateStyle: "medium", timeStyle: "short" })}</time>
          {" · "}
          {changes.savedBy ?? t("content.history.bySite")}
        </span>
      </p>
      {changed.length ? (
        <p className="mt-2 text-sm text-bark">{t("content.history.changed", { fields: changed.map((field) => t(field.label)).join(", ") })}</p>
      ) : null}
    </li>
  );
}
