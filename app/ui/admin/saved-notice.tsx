import { useEffect } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useT } from "~/platform/i18n/i18n";
import { notify } from "~/ui/toast";
import { OutcomeLine } from "./action-outcome";
import { useHydrated } from "~/platform/render/use-hydrated";

/*
 * What the product editor says after it saved: on the editor itself after 'Save'
 * (`/admin/products/12?saved=updated`) or on the list after 'Save and close'
 * (`/admin?saved=updated&product=12`), naming the product ('“Oak Natural” updated'). A toast with
 * JavaScript (then the words leave the address, so a reload does not say it again); without
 * JavaScript, a line at the top of the page.
 */
/**
 * Whether a navigation only takes `?saved=` (and `?product=`) out of the address, as `SavedNotice`
 * does once it has said it: the page and the admin shell stay as they are, so their loaders need
 * not run again.
 */
export function onlyDropsSavedNotice({
  currentUrl,
  nextUrl,
  formMethod,
}: {
  currentUrl: URL;
  nextUrl: URL;
  formMethod?: string;
}) {
  if (
    formMethod ||
    currentUrl.pathname !== nextUrl.pathname ||
    !currentUrl.searchParams.has("saved")
  )
    return false;
  const rest = new URLSearchParams(currentUrl.search);
  rest.delete("saved");
  rest.delete("product");
  return rest.toString() === nextUrl.searchParams.toString();
}

export function SavedNotice({ title }: { title: string | null }) {
  const { t } = useT();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const saved = params.get("saved");
  const named = title ? { title } : null;
  const text =
    saved === "created"
      ? named
        ? t("editor.toast.createdNamed", named)
        : t("editor.toast.created")
      : saved === "updated"
        ? named
          ? t("editor.toast.updatedNamed", named)
          : t("editor.toast.updated")
        : null;

  useEffect(() => {
    if (!hydrated || !text) return;
    void notify("success", text);
    const rest = new URLSearchParams(params);
    rest.delete("saved");
    rest.delete("product");
    const search = rest.toString();
    void navigate(search ? `${pathname}?${search}` : pathname, {
      replace: true,
      preventScrollReset: true,
    });
  }, [hydrated, text, params, navigate, pathname]);

  if (!text || hydrated) return null;
  return <OutcomeLine ok text={text} />;
}
