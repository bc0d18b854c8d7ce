import { useEffect } from "react";

/** Ctrl+S (Cmd+S on a Mac) saves as 'Save' does, keeping the editor open. */
export function useSaveShortcut(formId: string, saving: boolean) {
  useEffect(() => {
    const save = (event: globalThis.KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== "s")
        return;
      event.preventDefault();
      const element = document.getElementById(formId);
      if (element instanceof HTMLFormElement && !saving)
        element.requestSubmit(
          document.getElementById(`${formId}-save`) as HTMLButtonElement | null,
        );
    };
    window.addEventListener("keydown", save);
    return () => window.removeEventListener("keydown", save);
  }, [formId, saving]);
}
