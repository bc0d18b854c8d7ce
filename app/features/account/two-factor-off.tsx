import { useT } from "~/platform/i18n/i18n";
import type { AccountActionData } from "./account-intents";
import { PasswordForm } from "./account-section-parts";

/* Turning two-factor sign-in off, confirmed with the password; not while it is required for everyone. */

export function TwoFactorOff({
  requiredForEveryone,
  result,
}: {
  requiredForEveryone: boolean;
  result: AccountActionData | undefined;
}) {
  const { t } = useT();
  return (
    <div className="mt-8 border-t border-sand pt-8">
      <h3 className="text-lg font-semibold text-charcoal">{t("auth.twoFactor.disable")}</h3>
      {requiredForEveryone ? (
        <p className="mt-2 text-bark">{t("admin.account.twoFactor.requiredCannotDisable")}</p>
      ) : (
        <>
          <p className="mt-2 text-bark">{t("admin.account.twoFactor.disableIntro")}</p>
          <PasswordForm
            intent="two-factor-disable"
            id="disable-password"
            submit={t("auth.twoFactor.disable")}
            variant="outline"
            result={result}
          />
        </>
      )}
    </div>
  );
}
