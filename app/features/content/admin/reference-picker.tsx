import { Search, X } from "lucide-react";
import { Popover } from "radix-ui";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useT } from "~/platform/i18n/i18n";
import { takeTypedInput } from "~/platform/render/kept-input";
import { useHydrated } from "~/platform/render/use-hydrated";
import { Input } from "~/ui/field";
import { cn } from "~/ui/class-names";

/*
 * A reference of a list (a project's product, an article's related article) chosen by searching:
 * a combobox (WAI-ARIA's pattern) whose list the server answers as staff type
 * (/api/admin/references), so the editor never carries the whole catalogue. Arrow keys move
 * through what was found, Enter takes it, Escape closes the list and puts back the choice. The
 * chosen record's number goes in a hidden field under the reference's name. Without scripts the
 * field is that number, typed, with the chosen record's name beside it.
 */

export interface ReferenceChoice {
  id: number;
  title: string;
  detail: string;
}

const SEARCH_DELAY_MS = 150;

export function ReferencePicker({
  to,
  name,
  inputId,
  initial,
  exceptId,
  describedBy,
  invalid,
}: {
  to: "product" | "news";
  /** The reference's id field (`productsUsed[0].id`). */
  name: string;
  /** The control's id, which the field's label names. */
  inputId: string;
  /** The record named when the page was drawn: its id, and its title when the editor was sent it. */
  initial: { id: number; choice: ReferenceChoice | null } | null;
  /** The entry being edited (an article is never its own related article). */
  exceptId: number | null;
  describedBy?: string;
  invalid?: boolean;
}) {
  const { t } = useT();
  const hydrated = useHydrated();
  const listId = useId();
  const hintId = useId();
  const [chosen, setChosen] = useState<{ id: number; choice: ReferenceChoice | null } | null>(
    initial,
  );
  const [text, setText] = useState(initial?.choice?.title ?? "");
  const [open, setOpen] = useState(false);
  const [found, setFound] = useState<ReferenceChoice[]>([]);
  const [state, setState] = useState<"idle" | "searching" | "failed">("idle");
  const [active, setActive] = useState(-1);
  const anchor = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const hidden = useRef<HTMLInputElement>(null);
  const asked = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const announced = useRef(chosen?.id ?? null);

  const address = (query: Record<string, string>) => {
    const search = new URLSearchParams({
      to,
      ...query,
      ...(exceptId ? { except: String(exceptId) } : {}),
    });
    return `/api/admin/references?${search}`;
  };
  const ask = async (query: Record<string, string>): Promise<ReferenceChoice[] | null> => {
    asked.current?.abort();
    const controller = new AbortController();
    asked.current = controller;
    try {
      const response = await fetch(address(query), {
        signal: controller.signal,
        headers: { Accept: "application/json" },
      });
      const body = (await response.json()) as { success: boolean; data?: ReferenceChoice[] };
      return body.success && body.data ? body.data : null;
    } catch (error) {
      return (error as Error).name === "AbortError" ? [] : null;
    }
  };

  const search = (typed: string) => {
    if (timer.current) clearTimeout(timer.current);
    setState("searching");
    timer.current = setTimeout(() => {
      void ask({ q: typed }).then((items) => {
        if (asked.current?.signal.aborted) return;
        if (items === null) {
          setState("failed");
          setFound([]);
          return;
        }
        setFound(items);
        setActive(items.length ? 0 : -1);
        setState("idle");
      });
    }, SEARCH_DELAY_MS);
  };

  useEffect(() => {
    if (!hydrated) return;
    // A number typed before the scripts ran is the choice; its name is asked for.
    const typed = takeTypedInput(name)?.value.trim().replace(/^#/, "");
    const id =
      typed && /^\d{1,9}$/.test(typed)
        ? Number(typed)
        : chosen && !chosen.choice
          ? chosen.id
          : null;
    if (id === null) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setChosen({ id, choice: null });
    void ask({ id: String(id) }).then((items) => {
      const choice = items?.[0] ?? null;
      setChosen((now) => (now?.id === id ? { id, choice } : now));
      if (choice) setText((now) => (now === "" ? choice.title : now));
    });
    // Once, when the field becomes scripted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);

  useEffect(() => {
    // The form hears of a new choice as of typing (its checks, its unsaved-changes prompt).
    const id = chosen?.id ?? null;
    if (id === announced.current || !hidden.current) return;
    announced.current = id;
    hidden.current.dispatchEvent(new Event("input", { bubbles: true }));
  }, [chosen]);

  useEffect(() => {
    if (open && active >= 0)
      document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [open, active, listId]);

  useEffect(
    () => () => {
      asked.current?.abort();
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  if (!hydrated) {
    return (
      <>
        <Input
          id={inputId}
          name={name}
          inputMode="numeric"
          defaultValue={initial ? String(initial.id) : ""}
          aria-invalid={invalid || undefined}
          aria-describedby={[hintId, describedBy].filter(Boolean).join(" ")}
          maxLength={10}
        />
        <p id={hintId} className="mt-1.5 text-sm text-stone">
          {initial?.choice
            ? `${t("content.picker.now", { title: initial.choice.title })} · `
            : null}
          {t("content.picker.numberHint")}
        </p>
      </>
    );
  }

  const shownTitle = (value: typeof chosen) =>
    value ? (value.choice?.title ?? t("content.picker.unknown", { id: value.id })) : "";
  const optionId = (index: number) => `${listId}-${index}`;
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (choice: ReferenceChoice) => {
    setChosen({ id: choice.id, choice });
    setText(choice.title);
    close();
  };
  const openList = () => {
    setOpen(true);
    search(text === shownTitle(chosen) ? "" : text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault();
        if (!open) {
          openList();
          return;
        }
        if (found.length === 0) return;
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((now) =>
          now < 0 ? (step > 0 ? 0 : found.length - 1) : (now + step + found.length) % found.length,
        );
        return;
      }
      case "Home":
      case "End":
        if (!open || found.length === 0) return;
        event.preventDefault();
        setActive(event.key === "Home" ? 0 : found.length - 1);
        return;
      case "Enter":
        // Enter takes the highlighted choice; with the list open it never sends the form.
        if (!open) return;
        event.preventDefault();
        if (active >= 0 && found[active]) choose(found[active]);
        return;
      case "Escape":
        if (open || text !== shownTitle(chosen)) {
          event.preventDefault();
          event.stopPropagation();
          close();
          setText(shownTitle(chosen));
        }
        return;
      case "Tab":
        close();
        return;
    }
  };
  const count = found.length;
  const status =
    state === "searching"
      ? t("content.picker.searching")
      : state === "failed"
        ? t("content.picker.failed")
        : count
          ? t("content.picker.found", { count })
          : t("content.picker.noMatch");

  return (
    <Popover.Root open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <input ref={hidden} type="hidden" name={name} value={chosen ? String(chosen.id) : ""} />
      <Popover.Anchor asChild>
        <div ref={anchor} className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone"
          />
          <Input
            ref={input}
            id={inputId}
            role="combobox"
            type="text"
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            placeholder={t(
              to === "news" ? "content.picker.searchArticle" : "content.picker.searchProduct",
            )}
            value={text}
            className={cn("pl-9", chosen ? "pr-12" : undefined)}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              search(event.target.value);
            }}
            onKeyDown={onKeyDown}
            onClick={() => (open ? undefined : openList())}
            onBlur={(event) => {
              if (anchor.current?.parentElement?.contains(event.relatedTarget as Node | null))
                return;
              // Text wiped out clears the choice; anything else left typed goes back to the choice.
              if (text.trim() === "") setChosen(null);
              else setText(shownTitle(chosen));
            }}
          />
          {chosen ? (
            <button
              type="button"
              aria-label={t("content.picker.clear")}
              title={t("content.picker.clear")}
              onClick={() => {
                setChosen(null);
                setText("");
                close();
                input.current?.focus();
              }}
              className="absolute top-1/2 right-1 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-sm text-walnut hover:bg-linen"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </div>
      </Popover.Anchor>
      {chosen?.choice?.detail ? (
        <p className="mt-1.5 text-xs text-stone">{chosen.choice.detail}</p>
      ) : null}
      <p role="status" aria-live="polite" className="sr-only">
        {open ? status : ""}
      </p>
      {/* In the page, not portalled: the list stays inside the page's landmarks. */}
      <Popover.Content
        // A box around the list, not a dialog: the focus stays in the field.
        role="presentation"
        align="start"
        sideOffset={4}
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        onInteractOutside={(event) => {
          if (anchor.current?.contains(event.target as Node)) event.preventDefault();
        }}
        // Eight choices at most, never a scrolling box: it opens above the field when there is no room below.
        collisionPadding={8}
        className="z-50 w-[var(--radix-popover-trigger-width)] rounded-sm border border-sand bg-white p-1 shadow-lg"
      >
        <ul
          id={listId}
          role="listbox"
          aria-label={t(
            to === "news" ? "content.picker.articlesFound" : "content.picker.productsFound",
          )}
        >
          {found.map((choice, index) => (
            <li
              key={choice.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // The input keeps the focus: a click chooses without blurring it first.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => choose(choice)}
              className={cn(
                "cursor-pointer rounded-sm px-3 py-1.5",
                index === active ? "bg-linen" : undefined,
              )}
            >
              <span className="block text-sm font-semibold [overflow-wrap:anywhere] text-charcoal">
                {choice.title}
              </span>
              <span className="block text-xs text-stone">{choice.detail}</span>
            </li>
          ))}
        </ul>
        {count === 0 ? <p className="px-3 py-2 text-sm text-stone">{status}</p> : null}
      </Popover.Content>
    </Popover.Root>
  );
}
