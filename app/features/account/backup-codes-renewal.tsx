import { BackupCodeSheet } from "~/features/auth/backup-code-sheet";
import { useT } from "~/platform/i18n/i18n";
import type { AccountActionData } from "./account-intents";
import { PasswordForm } from "./account-section-parts";

/* New backup codes, confirmed with the password, shown once; until then, how many are left. */

export function BackupCodesRenewal({
  left,
  result,
}: {
  left: number | null;
  result: AccountActionData | undefined;
}) {
  const { t } = useT();
  return (
    <div className="mt-8 border-t border-sand pt-8">
      <h3 id="backup-codes-title" className="text-lg font-semibold text-charcoal">
        {t("admin.account.twoFactor.renewTitle")}
      </h3>
      {result?.ok && result.backupCodes ? (
        <>
          <p role="status" className="mt-2 font-medium text-charcoal">
            {t("admin.account.twoFactor.renewed")}
          </p>
          <p className="mt-1 text-bark">{t("auth.twoFactor.backupCodesShownOnce")}</p>
          <BackupCodeSheet codes={result.backupCodes} labelledBy="backup-codes-title" />
        </>
      ) : (
        <>
          {left !== null ? (
            <p className="mt-2 font-medium text-charcoal">
              {t("admin.account.twoFactor.backupLeft", { count: left })}
            </p>
          ) : null}
          <p className="mt-1 text-bark">{t("admin.account.twoFactor.renewIntro")}</p>
        </>
      )}
      <PasswordForm
        // New codes empty the password field.
        key={result?.backupCodes?.[0] ?? "form"}
        intent="backup-codes"
        id="renew-password"
        submit={t("admin.account.twoFactor.renew")}
        variant="outline"
        result={result?.ok ? undefined : result}
      />
    </div>
  );
}
