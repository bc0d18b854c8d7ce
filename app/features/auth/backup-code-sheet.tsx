import { Copy, Download, Printer } from "lucide-react";
import { useEffect, useRef } from "react";
import { useLoaderData } from "react-router";
import { site } from "~/content/site";
import { useT } from "~/platform/i18n/i18n";
import { notify } from "~/ui/toast";

const actionClass =
  "inline-flex min-h-11 items-center gap-2 rounded-sm border border-sand bg-white px-4 text-sm font-semibold text-walnut transition-colors hover:bg-linen";

/**
 * Backup codes as they are shown once: the list, how to type them, and 'Copy', 'Download' and
 * 'Print'. 'Download' is a link to the codes as a text file, so it works without JavaScript;
 * 'Copy' and 'Print' need the scripts and show once they run. Printing prints the codes alone.
 */
export function BackupCodeSheet({ codes, labelledBy }: { codes: string[]; labelledBy: string }) {
  const { t } = useT();
  const { email } = useLoaderData<{ email: string }>();
  const listRef = useRef<HTMLOListElement>(null);
  const text = [
    t("admin.account.backupCodes.fileTitle", { site: site.name, email }),
    "",
    ...codes,
    "",
    t("admin.account.backupCodes.fileNote"),
    "",
  ].join("\n");

  // The print shows this sheet alone (app.css), only for as long as the print lasts.
  useEffect(() => {
    const done = () => document.documentElement.removeAttribute("data-printing");
    window.addEventListener("afterprint", done);
    return () => {
      window.removeEventListener("afterprint", done);
      done();
    };
  }, []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      await notify("success", t("admin.account.backupCodes.copied"));
    } catch {
      // Without the clipboard (an address that is not https): the codes selected, ready to copy.
      const selection = window.getSelection();
      if (listRef.current && selection) selection.selectAllChildren(listRef.current);
      await notify("error", t("admin.account.backupCodes.copyFailed"));
    }
  }

  function print() {
    document.documentElement.setAttribute("data-printing", "backup-codes");
    window.print();
  }

  return (
    <div data-print-sheet="backup-codes">
      <p className="mt-4 hidden text-lg font-semibold text-charcoal print:block">
        {t("admin.account.backupCodes.fileTitle", { site: site.name, email })}
      </p>
      <ol
        ref={listRef}
        aria-labelledby={labelledBy}
        className="mt-4 grid max-w-md grid-cols-2 gap-x-4 gap-y-2 rounded-sm border border-sand bg-white px-4 py-4 font-mono text-[0.95rem] text-charcoal slashed-zero sm:gap-x-8 sm:px-6 sm:tracking-wide"
        data-backup-codes
      >
        {codes.map((code) => (
          <li key={code} className="whitespace-nowrap tabular-nums">
            {code}
          </li>
        ))}
      </ol>
      <p className="mt-3 max-w-md text-sm text-stone">{t("admin.account.backupCodes.typing")}</p>
      <div className="mt-4 flex flex-wrap gap-3 print:hidden">
        <button type="button" onClick={copy} className={`${actionClass} unhydrated:hidden`}>
          <Copy aria-hidden="true" className="size-4" /> {t("admin.account.backupCodes.copy")}
        </button>
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download={t("admin.account.backupCodes.fileName")}
          className={actionClass}
        >
          <Download aria-hidden="true" className="size-4" />{" "}
          {t("admin.account.backupCodes.download")}
        </a>
        <button type="button" onClick={print} className={`${actionClass} unhydrated:hidden`}>
          <Printer aria-hidden="true" className="size-4" /> {t("admin.account.backupCodes.print")}
        </button>
      </div>
    </div>
  );
}
