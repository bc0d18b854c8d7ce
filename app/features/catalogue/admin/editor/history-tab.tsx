import { History } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/ui/button";
import { Label, NativeSelect } from "~/ui/field";
import { formatDate, useT } from "~/platform/i18n/i18n";
import type { EditorData, EditorQuery } from "~/features/catalogue/admin/editor/editor-page.server";
import { changedSnapshotFields } from "~/features/catalogue/product-snapshot";
import { useHydrated } from "~/platform/render/use-hydrated";
import { cn } from "~/ui/class-names";
import { SnapshotDiff } from "./product-diff";
import { mayDiscard } from "~/ui/admin/unsaved-changes";

/**
 * The editor's History tab (outside the form: each restore is a form of its own): the saved
 * versions, newest first, each with what it changed and 'Restore', and two versions compared.
 */

type HistoryRow = EditorData["history"][number];

export function HistoryPanel({
  data,
  dirty,
  query,
}: {
  data: Extract<EditorData, { mode: "edit" }>;
  dirty: boolean;
  query: EditorQuery;
}) {
  const { t } = useT();
  const hydrated = useHydrated();
  const rows = data.history;
  const versions = rows.map((row) => row.version);
  const pick = (wanted: number | null, fallback: number | undefined) =>
    wanted !== null && versions.includes(wanted) ? wanted : fallback;
  const [from, setFrom] = useState(pick(query.from, versions[1] ?? versions[0]));
  const [to, setTo] = useState(pick(query.to, versions[0]));
  const snapshotOf = (version: number | undefined) =>
    rows.find((row) => row.version === version)?.snapshot;
  const fromSnapshot = snapshotOf(from);
  const toSnapshot = snapshotOf(to);

  if (rows.length === 0)
    return (
      <p className="rounded-sm border border-dashed border-sand bg-ivory p-8 text-stone">
        {t("editor.history.empty")}
      </p>
    );

  return (
    <div className="grid gap-10 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <div>
        <p className="max-w-2xl text-bark">{t("editor.history.intro")}</p>
        <ol className="mt-6 grid gap-3">
          {rows.map((row, index) => (
            <HistoryItem
              key={row.version}
              row={row}
              previous={rows[index + 1]}
              current={row.version === data.version}
              data={data}
              dirty={dirty}
            />
          ))}
        </ol>
      </div>
      <div>
        <h3 className="flex items-center gap-2 text-xl">
          <History aria-hidden="true" className="size-5 text-brass" /> {t("editor.history.compare")}
        </h3>
        <form
          method="get"
          className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          onSubmit={(event) => {
            if (hydrated) event.preventDefault();
          }}
        >
          <input type="hidden" name="tab" value="history" />
          <div>
            <Label htmlFor="history-from">{t("editor.history.from")}</Label>
            <NativeSelect
              id="history-from"
              name="from"
              value={String(from ?? "")}
              onChange={(event) => setFrom(Number(event.target.value))}
            >
              {versions.map((version) => (
                <option key={version} value={version}>
                  {t("editor.history.version", { version })}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div>
            <Label htmlFor="history-to">{t("editor.history.to")}</Label>
            <NativeSelect
              id="history-to"
              name="to"
              value={String(to ?? "")}
              onChange={(event) => setTo(Number(event.target.value))}
            >
              {versions.map((version) => (
                <option key={version} value={version}>
                  {t("editor.history.version", { version })}
                </option>
              ))}
            </NativeSelect>
          </div>
          {/* With JavaScript the comparison follows the choices at once. */}
          <Button
            type="submit"
            variant="outline"
            className="col-span-2 bg-white sm:col-span-1"
            hidden={hydrated}
          >
            {t("editor.history.show")}
          </Button>
        </form>
        {fromSnapshot && toSnapshot ? (
          <div aria-live="polite">
            <SnapshotDiff
              before={fromSnapshot}
              after={toSnapshot}
              beforeLabel={t("editor.history.version", { version: from! })}
              afterLabel={t("editor.history.version", { version: to! })}
              className="mt-5"
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}

function HistoryItem({
  row,
  previous,
  current,
  data,
  dirty,
}: {
  row: HistoryRow;
  previous: HistoryRow | undefined;
  current: boolean;
  data: Extract<EditorData, { mode: "edit" }>;
  dirty: boolean;
}) {
  const { t, locale } = useT();
  const navigation = useNavigation();
  const restoring =
    navigation.state !== "idle" &&
    navigation.formData?.get("restoreVersion") === String(row.version);
  const changed = previous ? changedSnapshotFields(previous.snapshot, row.snapshot).length : 0;
  const date = formatDate(row.createdAt, locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <li
      className={cn("rounded-sm border bg-white p-4", current ? "border-brass/60" : "border-sand")}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-charcoal">
            {t("editor.history.version", { version: row.version })}
            {current ? (
              <span className="ml-2 inline-flex items-center rounded-sm bg-walnut px-1.5 py-0.5 align-middle text-xs font-semibold text-ivory">
                {t("editor.history.current")}
              </span>
            ) : null}
          </p>
          <p className="mt-1 text-sm text-stone">
            <time dateTime={row.createdAt}>{date}</time>
            {" · "}
            <span className="[overflow-wrap:anywhere]">
              {row.actorEmail ?? t("editor.history.unknownAuthor")}
            </span>
          </p>
        </div>
        {current ? null : (
          <Form
            method="post"
            onSubmit={(event) => {
              if (
                !mayDiscard(dirty, () =>
                  window.confirm(t("editor.history.restoreConfirm", { version: row.version })),
                )
              )
                event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="restore" />
            <input type="hidden" name="restoreVersion" value={row.version} />
            <input type="hidden" name="version" value={data.version} />
            <Button
              type="submit"
              variant="outline"
              className="bg-white"
              disabled={restoring}
              aria-label={t("editor.history.restoreVersion", { version: row.version })}
            >
              {t("editor.history.restore")}
            </Button>
          </Form>
        )}
      </div>
      {previous ? (
        <details className="group mt-3">
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brass-dark hover:underline">
            {t("editor.history.changes", { count: changed })}
          </summary>
          <SnapshotDiff
            before={previous.snapshot}
            after={row.snapshot}
            beforeLabel={t("editor.history.version", { version: previous.version })}
            afterLabel={t("editor.history.version", { version: row.version })}
            className="mt-2"
          />
        </details>
      ) : null}
    </li>
  );
}
