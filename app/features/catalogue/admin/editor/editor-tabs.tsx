import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { product } from "~/features/catalogue/product.entity";
import { useT, type MessageKey } from "~/platform/i18n/i18n";
import type { EditorTab } from "~/features/catalogue/admin/editor/editor-page.server";
import { useHydrated } from "~/platform/render/use-hydrated";
import { cn } from "~/ui/class-names";

/*
 * The editor's tabs. With JavaScript they are tabs that show one section at a time, the one
 * chosen kept in the address (`?tab=`); without it they are links to the sections, all shown one
 * after another under their headings.
 */

const tabs: { id: EditorTab; label: MessageKey }[] = [
  { id: "basic", label: "editor.tab.basic" },
  { id: "seo", label: "editor.tab.seo" },
  { id: "images", label: "editor.tab.images" },
  { id: "french", label: "editor.tab.french" },
  { id: "history", label: "editor.tab.history" },
];

const { field: declared } = product;
/** The tab of a posted name (`images[2].altText` is the colour pictures'), as the declaration groups it. */
export const tabOfField = (name: string): EditorTab =>
  (declared as Record<string, { group: EditorTab } | undefined>)[name.split(/[.[]/)[0]!]?.group ??
  "basic";

/** The tab shown, first the address's; choosing one writes it in the address without a navigation. */
export function useEditorTab(first: EditorTab) {
  const [tab, setTab] = useState<EditorTab>(first);
  const chooseTab = (id: EditorTab) => {
    setTab(id);
    const url = new URL(window.location.href);
    if (id === "basic") url.searchParams.delete("tab");
    else url.searchParams.set("tab", id);
    window.history.replaceState(window.history.state, "", url.pathname + url.search);
  };
  return { tab, setTab, chooseTab };
}

/** The row of tabs (History only for a product that exists), each with the count of its fields in error. */
export function EditorTabBar({
  tab,
  creating,
  errorNames,
  frenchMissing = 0,
  chooseTab,
}: {
  tab: EditorTab;
  creating: boolean;
  errorNames: string[];
  /** French texts missing, marked on the French tab. */
  frenchMissing?: number;
  chooseTab: (id: EditorTab) => void;
}) {
  const { t } = useT();
  const hydrated = useHydrated();
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const errorsPerTab = (id: EditorTab) =>
    errorNames.filter((name) => tabOfField(name) === id).length;
  // A new product has no History: the keys move among the tabs shown, never to a hidden one.
  const offered = tabs.filter((item) => item.id !== "history" || !creating);
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    const to =
      event.key === "Home"
        ? 0
        : event.key === "End"
          ? offered.length - 1
          : step
            ? (index + step + offered.length) % offered.length
            : -1;
    if (to < 0) return;
    event.preventDefault();
    chooseTab(offered[to]!.id);
    tabRefs.current[offered[to]!.id]?.focus();
  };

  return (
    <div className="sticky top-0 z-20 -mx-5 mt-8 border-b border-sand bg-linen/95 px-5 backdrop-blur sm:mx-0 sm:px-0">
      {hydrated ? (
        <div role="tablist" aria-label={t("editor.tabs.label")} className="flex flex-wrap gap-x-1">
          {offered.map((item, index) => {
            const errors = errorsPerTab(item.id);
            return (
              <button
                key={item.id}
                ref={(element) => {
                  tabRefs.current[item.id] = element;
                }}
                type="button"
                role="tab"
                id={`editor-tab-${item.id}`}
                aria-controls={`editor-panel-${item.id}`}
                aria-selected={tab === item.id}
                tabIndex={tab === item.id ? 0 : -1}
                onClick={() => chooseTab(item.id)}
                onKeyDown={(event) => onTabKey(event, index)}
                className={cn(
                  "-mb-px inline-flex min-h-12 shrink-0 items-center gap-2 border-b-2 px-3 text-sm font-semibold whitespace-nowrap transition-colors sm:px-4",
                  tab === item.id
                    ? "border-brass text-charcoal"
                    : "border-transparent text-stone hover:text-walnut",
                )}
              >
                {t(item.label)}
                {errors > 0 ? (
                  <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-error px-1.5 text-xs text-white">
                    <span aria-hidden="true">{errors}</span>
                    <span className="sr-only">{t("editor.tab.errors", { count: errors })}</span>
                  </span>
                ) : item.id === "french" && frenchMissing > 0 ? (
                  <span className="inline-flex min-w-5 items-center justify-center rounded-full border border-brass/50 bg-brass/10 px-1.5 text-xs text-brass-dark">
                    <span aria-hidden="true">{frenchMissing}</span>
                    <span className="sr-only">{t("common.translation.missingCount", { count: frenchMissing })}</span>
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
      ) : (
        <nav aria-label={t("editor.tabs.label")}>
          <ul className="flex flex-wrap gap-x-1">
            {offered.map((item) => (
              <li key={item.id}>
                <a
                  href={`#editor-panel-${item.id}`}
                  className="inline-flex min-h-12 items-center border-b-2 border-transparent px-3 text-sm font-semibold whitespace-nowrap text-walnut hover:text-charcoal sm:px-4"
                >
                  {t(item.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

/** One tab's section: a tab panel with JavaScript (shown when chosen), else a section under its heading. */
export function TabPanel({
  id,
  tab,
  children,
}: {
  id: EditorTab;
  tab: EditorTab;
  children: ReactNode;
}) {
  const { t } = useT();
  const hydrated = useHydrated();
  const label = tabs.find((item) => item.id === id)!.label;
  return (
    <div
      id={`editor-panel-${id}`}
      role={hydrated ? "tabpanel" : undefined}
      aria-labelledby={hydrated ? `editor-tab-${id}` : `editor-heading-${id}`}
      hidden={hydrated && tab !== id}
      tabIndex={hydrated ? -1 : undefined}
      className={cn("outline-none", !hydrated && id !== "basic" && "mt-14")}
    >
      <h2
        id={`editor-heading-${id}`}
        className={cn(hydrated ? "sr-only" : "mb-6 border-b border-sand pb-3 text-2xl")}
      >
        {t(label)}
      </h2>
      {children}
    </div>
  );
}
