import { useCallback } from "react";

/**
 * Toasts rise above a bar fixed or stuck to the bottom of the screen (an editor's save bar, a
 * product page's quote bar on a phone), so they never cover the buttons in it: the bar's height,
 * while it is on the page, is the toaster's `--toast-clearance`.
 */
export const TOAST_CLEARANCE = "--toast-clearance";

/** The bar's ref: keeps `--toast-clearance` at the bar's height while it is mounted (0 while hidden). */
export function useToastClearance<Bar extends HTMLElement>() {
  return useCallback((bar: Bar | null) => {
    if (!bar || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(TOAST_CLEARANCE, `${Math.ceil(bar.getBoundingClientRect().height)}px`);
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty(TOAST_CLEARANCE);
    };
  }, []);
}
