import { createElement, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { IslandRoot, islandIdPrefix } from "~/platform/render/islands";
import { pageLocaleOf } from "~/platform/i18n/site-locale";
import { isIslandName, type IslandName } from "./island-sources";

/*
 * The islands of a page that ships no client app (decision 071): React DOM, and the component of
 * each island the page marks, each in a chunk of its own, so a page pays only for its own. Each
 * marker (platform/render/islands.tsx) is hydrated on its own, as the server rendered it: the same
 * root, the same props (the JSON block before the marker), the same `useId` prefix. A hydrated island's marker
 * gets `data-island-ready`: its controls are live. The page's own module (enhance.ts, or the
 * page's that runs it) runs the chrome beside this.
 */

const components: Record<IslandName, () => Promise<ComponentType<never>>> = {
  "hero-carousel": () => import("./hero-carousel").then((module) => module.default as ComponentType<never>),
};

// The page's language, as the server rendered the islands in it.
const locale = pageLocaleOf(window.location.pathname, window.location.search);

async function hydrate(marker: HTMLElement, index: number) {
  const name = marker.dataset.island ?? "";
  const data = marker.previousElementSibling;
  if (!isIslandName(name) || data?.getAttribute("type") !== "application/json") throw new Error(`An island marker this page cannot run: ${name}.`);
  const component = await components[name]();
  const props = JSON.parse(data.textContent ?? "{}") as object;
  const onReady = () => marker.setAttribute("data-island-ready", "");
  hydrateRoot(marker, createElement(IslandRoot, { locale, onReady }, createElement(component, props as never)), {
    identifierPrefix: islandIdPrefix(index),
  });
}

document.querySelectorAll<HTMLElement>("[data-island]").forEach((marker, index) => {
  // One island that fails leaves the others, and the page's HTML, working.
  hydrate(marker, index).catch((error: unknown) => console.error(error));
});
