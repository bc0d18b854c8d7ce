import { showToast } from "./dom-toast";

/*
 * The copy buttons of a page without the client app (ui/copy-button.tsx): each copies its value
 * and says so, or says how to copy it by hand, as on the app's pages.
 */
export function runCopyButtons() {
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-copy-value]")) {
    const { copyValue = "", copyDone = "", copyFailed = "", copyFailedHint } = button.dataset;
    button.addEventListener("click", async () => {
      try {
        await navigator.clipboard.writeText(copyValue);
        showToast({ kind: "success", title: copyDone, description: copyValue });
      } catch {
        showToast({ kind: "error", title: copyFailed, description: copyFailedHint });
      }
    });
  }
}
