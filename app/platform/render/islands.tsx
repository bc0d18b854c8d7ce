import { createContext, createElement, useContext, useEffect, type ComponentType, type ReactNode } from "react";
import { SiteLocaleProvider, useSiteLocale, type SiteLocale } from "~/platform/i18n/site-locale";

/*
 * Islands (decision 071): the interactive parts of a page that ships no client app. An island is a
 * component whose props are plain data; the page renders it through <Island>. On a page that runs
 * the app (a staff preview) that is the component itself. On a page without the app it is an
 * empty marker that names the island, after a JSON data block with its props (escaped so that no
 * text in them can end the block: islandJson); the server then renders the component into the
 * marker on its own
 * (islands.server.ts), exactly as the browser's islands module (islands/islands.ts) renders it to
 * hydrate it: the same root, <IslandRoot>, and the same `useId` prefix, so the two agree on every
 * node and id. Only an island's props reach the browser, never the page's loader data.
 *
 * An island has no router and no root loader data: it takes what it shows as props, its links are
 * plain anchors, and its language is the page's (the document's `lang`). The markers are
 * numbered in the order of the page, on both sides: the server renders the islands in the order
 * it placed them, the browser finds them in the document's.
 */

/** An island the page rendered, for the server to render into its marker. */
export interface PlacedIsland {
  name: string;
  component: ComponentType<never>;
  props: object;
  locale: SiteLocale;
}

/** The islands of a page without the app, in the order of their markers; null on a page that runs the app. */
const IslandsContext = createContext<PlacedIsland[] | null>(null);

export const IslandsProvider = IslandsContext.Provider;

/** The marker's slot that the island's own HTML replaces (islands.server.ts). */
export const islandSlot = (index: number) => `<template data-island-slot="${index}"></template>`;

/**
 * Props as the text of a `<script type="application/json">`: JSON whose `<`, `>` and `&` are
 * written as escapes, so no text in them (a `</script>`, a `<!--`) can end or change the block;
 * the line and paragraph separators too, for any reader that takes it as script.
 */
export function islandJson(props: object): string {
  return JSON.stringify(props).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** `useId`'s prefix in an island's own root: the same on the server and in the browser. */
export const islandIdPrefix = (index: number) => `i${index}-`;

export function Island<Props extends object>({ name, component, props }: { name: string; component: ComponentType<Props>; props: Props }) {
  const placed = useContext(IslandsContext);
  const locale = useSiteLocale();
  if (!placed) return createElement(component, props);
  const index = placed.push({ name, component: component as ComponentType<never>, props, locale }) - 1;
  return (
    <>
      {/* Not run: data, just before the marker, which holds only what the island renders. */}
      <script type="application/json" dangerouslySetInnerHTML={{ __html: islandJson(props) }} />
      {/* `contents`: the marker takes no box, so the page is laid out as if the island were inline. */}
      <div className="contents" data-island={name}>
        <template data-island-slot={index} />
      </div>
    </>
  );
}

/**
 * The root of an island, on the server and in the browser alike: the page's language as the
 * components read it, and, once the browser has hydrated it, `onReady` (the marker's ready mark).
 */
export function IslandRoot({ locale, onReady, children }: { locale: SiteLocale; onReady?: () => void; children?: ReactNode }) {
  useEffect(() => onReady?.(), [onReady]);
  return <SiteLocaleProvider value={locale}>{children}</SiteLocaleProvider>;
}
