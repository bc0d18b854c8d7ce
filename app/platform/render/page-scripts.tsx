import { createContext, useContext } from "react";

/*
 * Which script a page ships. A page whose every part works as plain HTML (links, native
 * disclosures) declares `handle: { scripts: "none" }`: it is rendered by the same components on
 * the server, but loads no React, no router and no copy of its loader data for hydration, only the
 * small module that enhances the site's chrome (islands/enhance.ts). The server decides it from the
 * matched routes' handles (entry.server.tsx) and tells the document (root.tsx) through this context
 * which module to name instead of the app's scripts.
 */

export interface PageScriptsHandle {
  /** "none": the page needs no client app, only the chrome's enhancements. */
  scripts?: "none";
  /**
   * A page of plain links and forms that a little DOM code makes smoother: the source of its own
   * module (an entry of the client build, vite.config.ts), which runs the chrome's enhancements too.
   */
  enhance?: string;
  /**
   * The islands the page renders (platform/render/islands.tsx), by name: the browser loads React
   * DOM and these components only, and hydrates each on its own (islands/islands.ts).
   */
  islands?: readonly string[];
}

/** The chrome's own module: the script of a page without the app that names none of its own. */
export const CHROME_MODULE = "app/islands/enhance.ts";

/** The module that hydrates a page's islands (platform/render/islands.tsx). */
export const ISLANDS_MODULE = "app/islands/islands.ts";

/** Whether the matched routes (their handles, outermost first) ask for no client app. */
export function shipsNoApp(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as PageScriptsHandle | undefined)?.scripts === "none");
}

/** The source of the module a page without the app loads: the innermost route's own, else the chrome's. */
export function pageModule(handles: readonly unknown[]): string {
  return handles.map((handle) => (handle as PageScriptsHandle | undefined)?.enhance).findLast(Boolean) ?? CHROME_MODULE;
}

/** The islands a page without the app names: the innermost route's list, else none. */
export function pageIslands(handles: readonly unknown[]): readonly string[] {
  return handles.map((handle) => (handle as PageScriptsHandle | undefined)?.islands).findLast(Boolean) ?? [];
}

/** What a page with islands loads beside its module: the islands' module and every chunk it will import for them. */
export interface IslandScripts {
  entry: string;
  /** Fetched with the page (modulepreload) rather than one after the other as the imports unfold. */
  preload: readonly string[];
}

const IslandScriptsContext = createContext<IslandScripts | null>(null);

export const IslandScriptsProvider = IslandScriptsContext.Provider;

export function useIslandScripts(): IslandScripts | null {
  return useContext(IslandScriptsContext);
}

/** The address of the enhancing module when the page ships no app; null when it runs the app. */
const EnhanceScriptContext = createContext<string | null>(null);

export const EnhanceScriptProvider = EnhanceScriptContext.Provider;

export function useEnhanceScript(): string | null {
  return useContext(EnhanceScriptContext);
}
