import { Smartphone } from "lucide-react";
import { useT } from "~/platform/i18n/i18n";

/**
 * On a phone, which cannot scan its own screen: the key as the `otpauth://` link the QR code
 * holds, which the phone hands to its authenticator app. Wider screens scan the code instead.
 */
export function OpenInApp({ uri }: { uri: string }) {
  const { t } = useT();
  return (
    <div className="mt-5 md:hidden">
      <p className="text-sm text-bark">{t("admin.account.twoFactor.openInAppHint")}</p>
      <a
        href={uri}
        className="mt-3 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-sm bg-walnut px-5 text-base font-semibold text-ivory transition-colors hover:bg-charcoal"
      >
        <Smartphone aria-hidden="true" className="size-5" />
        {t("admin.account.twoFactor.openInApp")}
      </a>
    </div>
  );
}
