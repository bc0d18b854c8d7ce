import { Copy } from "lucide-react";
import { notify } from "~/ui/toast";

/**
 * Copies a value (an address someone may want to paste into their own mail program). Its words
 * come in the page's language: the button's `label`, then `done`, or `failed` and `failedHint`.
 * It shows once a script can answer it: the app's, or on a page without the app
 * islands/copy-buttons.ts, which reads the value and words from its data attributes.
 */
export function CopyButton({
  value,
  label,
  done,
  failed,
  failedHint,
}: {
  value: string;
  label: string;
  done: string;
  failed: string;
  failedHint: string;
}) {
  return (
    <button
      type="button"
      data-copy-value={value}
      data-copy-done={done}
      data-copy-failed={failed}
      data-copy-failed-hint={failedHint}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(value);
          await notify("success", done, { description: value });
        } catch {
          await notify("error", failed, { description: failedHint });
        }
      }}
      className="inline-flex size-11 items-center unhydrated:invisible justify-center rounded-full text-stone transition-colors hover:bg-linen hover:text-brass"
    >
      <Copy aria-hidden="true" className="size-4" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
