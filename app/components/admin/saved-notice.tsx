import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useT } from "~/i18n/i18n";
import { notify } from "~/lib/toast";
import { OutcomeLine } from "./action-outcome";
import { useHydrated } from "~/lib/use-hydrated";

/*
 * What the product editor says after it saved and returned to the list (`/admin?saved=created`
 * or `?saved=updated`): a toast with JavaScript (then the word leaves the address, so a reload
 * does not say it again); without JavaScript, a line at the top of the list.
 */
/**
 * Whether a navigation only takes `?saved=` out of the address, as `SavedNotice` does once it has
 * said the word: the list and the admin shell stay as they are, so their loaders need not run again.
 */
export function onlyDropsSavedNotice({ currentUrl, nextUrl, formMethod }: { currentUrl: URL; nextUrl: URL; formMethod?: string }) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname || !currentUrl.searchParams.has("saved")) return false;
  const rest = new URLSearchParams(currentUrl.search);
  rest.delete("saved");
  return rest.toString() === nextUrl.searchParams.toString();
}

export function SavedNotice() {
  const { t } = useT();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const saved = params.get("saved");
  const text = saved === "created" ? t("editor.toast.created") : saved === "updated" ? t("editor.toast.updated") : null;

  useEffect(() => {
    if (!hydrated || !text) return;
    void notify("success", text);
    const rest = new URLSearchParams(params);
    rest.delete("saved");
    const search = rest.toString();
    void navigate(search ? `/admin?${search}` : "/admin", { replace: true, preventScrollReset: true });
  }, [hydrated, text, params, navigate]);

  if (!text || hydrated) return null;
  return <OutcomeLine ok text={text} />;
}
