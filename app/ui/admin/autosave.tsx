import { History } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { useHydrated } from "~/platform/render/use-hydrated";
import { Button, buttonVariants } from "~/ui/button";
import { cn } from "~/ui/class-names";
import { formatDate, useT, type Locale } from "~/platform/i18n/i18n";
import { CONTINUE_PARAM, FORM_BOOKKEEPING, type EditorAutosave } from "~/platform/autosave/working-copy-fields";
import { hasUnsavedChanges } from "./unsaved-changes";

/*
 * Autosave, for every editor (decision 066): a few seconds after the person last typed, and at
 * once when the tab is hidden (closed, switched away from, the phone locked), the form's values go
 * to the server as their private working copy of the entry (POST /api/admin/working-copies). The
 * copy changes nothing visitors see. Opening the editor again with a copy there offers to continue
 * from it (`?autosaved=continue`, a link: the page then starts from the copy and the version it
 * started from, so a save over a newer one meets the editor's conflict rule) or to discard it (a
 * form: both work without scripts). The editor's "leave without saving?" guard is the editor's own.
 */

export const AUTOSAVE_ROUTE = "/api/admin/working-copies";
/** Quiet time after the last change before a copy is saved. */
export const AUTOSAVE_DELAY_MS = 3000;
/** A keepalive request (one that outlives the page) carries at most 64 KB; larger copies go as usual. */
const KEEPALIVE_LIMIT = 60_000;

export type AutosaveState =
  | { status: "idle" }
  | { status: "waiting" }
  | { status: "saving" }
  | { status: "saved"; savedAt: string }
  | { status: "failed" };

/** The values an editor starts from when continuing from the copy: its fields, the form's bookkeeping from the entry, the copy's version. */
export function continueFrom<Values extends Record<string, unknown>>(defaults: Values, autosave: EditorAutosave | null | undefined): Values {
  const fields = autosave?.copy?.fields;
  if (!fields) return defaults;
  const kept = Object.fromEntries(FORM_BOOKKEEPING.filter((key) => key in defaults).map((key) => [key, defaults[key]]));
  return { ...fields, ...kept, version: autosave.copy!.baseVersion === null ? "" : String(autosave.copy!.baseVersion) } as unknown as Values;
}

/** What the copy's request posts: the form's values, without what says nothing the person typed. */
function copyBody(autosave: EditorAutosave, value: unknown) {
  const fields = Object.fromEntries(
    Object.entries((value ?? {}) as Record<string, unknown>).filter(([key]) => !(FORM_BOOKKEEPING as readonly string[]).includes(key) && !key.startsWith("__")),
  );
  return new URLSearchParams({
    intent: "save",
    kind: autosave.kind,
    entry: autosave.entry,
    baseVersion: autosave.baseVersion === null ? "" : String(autosave.baseVersion),
    fields: JSON.stringify(fields),
  });
}

/**
 * Keeps the form's `value` as the person's working copy while it differs from what was last kept
 * (at first, the values the form opened with, as the form reads them). Waits while a copy from
 * before is unanswered.
 */
export function useAutosave(autosave: EditorAutosave, formId: string, value: unknown): AutosaveState {
  const waiting = autosave.copy !== null && autosave.copy.fields === null;
  const opening = (): AutosaveState =>
    waiting ? { status: "waiting" } : autosave.copy ? { status: "saved", savedAt: autosave.copy.savedAt } : { status: "idle" };
  const [state, setState] = useState<AutosaveState>(opening);
  // The editor's data reloaded on another footing (saved, the copy discarded or continued): it starts afresh.
  const footing = `${autosave.baseVersion}:${autosave.copy?.savedAt ?? ""}:${autosave.copy?.fields ? "copy" : ""}`;
  const [seen, setSeen] = useState(footing);
  if (seen !== footing) {
    setSeen(footing);
    setState(opening());
  }
  const kept = useRef<unknown>(value);
  // Until the person first acts in the form, what it holds is what it opened with (a field may
  // settle its value after the page starts): only their changes are kept.
  const touched = useRef(false);
  const latest = useRef<unknown>(value);
  const changed = () => !waiting && hasUnsavedChanges(latest.current, kept.current);
  const send = useRef<(keepalive: boolean) => void>(() => {});
  const sendNow = (keepalive: boolean) => {
    if (!changed()) return;
    const sent = latest.current;
    const body = copyBody(autosave, sent);
    kept.current = sent;
    setState({ status: "saving" });
    fetch(AUTOSAVE_ROUTE, {
      method: "POST",
      body,
      credentials: "same-origin",
      headers: { accept: "application/json" },
      keepalive: keepalive && body.toString().length < KEEPALIVE_LIMIT,
    })
      .then(async (response) => {
        const answer = (await response.json()) as { success?: boolean; savedAt?: string };
        if (!response.ok || !answer.success || !answer.savedAt) throw new Error(String(response.status));
        setState({ status: "saved", savedAt: answer.savedAt });
      })
      .catch(() => {
        // Tried again with the next change.
        kept.current = undefined;
        setState({ status: "failed" });
      });
  };

  // What the listeners read: the form as it is now, and how to send it.
  useEffect(() => {
    latest.current = value;
    if (!touched.current) kept.current = value;
    send.current = sendNow;
  });
  useEffect(() => {
    touched.current = false;
    kept.current = latest.current;
  }, [footing]);

  const valueKey = JSON.stringify(value ?? null);
  useEffect(() => {
    if (waiting || !hasUnsavedChanges(value, kept.current)) return;
    const timer = setTimeout(() => send.current(false), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // Each change starts the quiet time again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [valueKey, waiting]);

  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === "hidden") send.current(true);
    };
    const leaving = () => send.current(true);
    // Saving the entry keeps it for real: what the form holds then needs no copy.
    const saving = (event: Event) => {
      if ((event.target as HTMLElement | null)?.id === formId) kept.current = latest.current;
    };
    const acting = (event: Event) => {
      if (event.target instanceof Element && event.target.closest("form")?.id === formId) touched.current = true;
    };
    const acts = ["input", "change", "keydown", "click", "drop"];
    for (const name of acts) document.addEventListener(name, acting, true);
    document.addEventListener("visibilitychange", hidden);
    window.addEventListener("pagehide", leaving);
    document.addEventListener("submit", saving, true);
    return () => {
      document.removeEventListener("visibilitychange", hidden);
      window.removeEventListener("pagehide", leaving);
      document.removeEventListener("submit", saving, true);
      for (const name of acts) document.removeEventListener(name, acting, true);
    };
  }, [formId]);
  return state;
}

/** A moment as the status says it: the time today, the day and time before. */
export function copyTime(savedAt: string, locale: Locale, now = new Date()) {
  const sameDay = formatDate(savedAt, locale) === formatDate(now, locale);
  return formatDate(savedAt, locale, sameDay ? { timeStyle: "short" } : { dateStyle: "medium", timeStyle: "short" });
}

/** The quiet line beside the save buttons: whether the changes are kept as a copy. */
export function AutosaveStatus({ state, className }: { state: AutosaveState; className?: string }) {
  const { t, locale } = useT();
  const text =
    state.status === "saved"
      ? t("editor.autosave.saved", { time: copyTime(state.savedAt, locale) })
      : state.status === "saving"
        ? t("editor.autosave.saving")
        : state.status === "failed"
          ? t("editor.autosave.failed")
          : state.status === "waiting"
            ? t("editor.autosave.waiting")
            : t("editor.autosave.notSaved");
  return (
    <p aria-live="polite" aria-atomic="true" data-autosave={state.status} className={cn("mr-auto min-w-0 text-sm", state.status === "failed" ? "font-medium text-error" : "text-stone", className)}>
      {text}
    </p>
  );
}

/** The offer made when the editor opens on a copy from before: continue from it, or discard it. */
export function AutosaveNotice({ autosave }: { autosave: EditorAutosave }) {
  const { t, locale } = useT();
  const location = useLocation();
  const hydrated = useHydrated();
  const discard = useFetcher();
  const copy = autosave.copy;
  if (!copy || copy.fields !== null) return null;
  const time = copyTime(copy.savedAt, locale);
  const search = new URLSearchParams(location.search);
  search.delete("saved");
  search.set(CONTINUE_PARAM, "continue");
  const back = new URLSearchParams(location.search);
  back.delete(CONTINUE_PARAM);
  const backPath = location.pathname + (back.size ? `?${back}` : "");
  return (
    <section aria-labelledby="autosave-notice-title" className="mt-6 flex flex-wrap items-start gap-x-6 gap-y-4 rounded-sm border border-brass/50 bg-brass/5 px-5 py-4">
      <History aria-hidden="true" className="mt-1 size-5 shrink-0 text-brass-dark" />
      <div className="min-w-0 flex-1 basis-64">
        <h2 id="autosave-notice-title" className="text-lg">
          {t("editor.autosave.noticeTitle")}
        </h2>
        <p className="mt-1 text-sm text-bark">{t("editor.autosave.noticeBody", { time })}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3 max-sm:w-full">
        <Link to={`${location.pathname}?${search}`} className={cn(buttonVariants({ size: "default" }), "max-sm:w-full max-sm:whitespace-normal max-sm:text-center")}>
          {t("editor.autosave.continue", { time })}
        </Link>
        {/* With scripts, a fetcher's post: the editor stays (no "leave without saving?") and reloads its data. */}
        <discard.Form method="post" action={AUTOSAVE_ROUTE} className="max-sm:w-full">
          <input type="hidden" name="intent" value="discard" />
          <input type="hidden" name="kind" value={autosave.kind} />
          <input type="hidden" name="entry" value={autosave.entry} />
          {hydrated ? null : <input type="hidden" name="back" value={backPath} />}
          <Button type="submit" variant="outline" disabled={discard.state !== "idle"} className="bg-white max-sm:w-full">
            {t("editor.autosave.discard")}
          </Button>
        </discard.Form>
      </div>
    </section>
  );
}
