import { useT, type MessageKey } from "~/platform/i18n/i18n";
import type { AccountActionData } from "./account-intents";
import { Badge, Done, Outcome, PasswordForm, Section } from "./account-section-parts";
import { BackupCodesRenewal } from "./backup-codes-renewal";
import { TwoFactorOff } from "./two-factor-off";
import { SetupSteps } from "./two-factor-setup";

/*
 * The account page's two-factor section: while it is off, the password that starts the set-up,
 * then the set-up's steps; while it is on, the backup codes and turning it off.
 */

export function TwoFactorSection({
  enabled,
  backupCodesLeft,
  requiredForEveryone,
  result,
  done,
}: {
  enabled: boolean;
  backupCodesLeft: number | null;
  requiredForEveryone: boolean;
  result: AccountActionData | undefined;
  done: MessageKey | null;
}) {
  const { t } = useT();
  const setup = !enabled ? result?.setup : undefined;
  return (
    <Section
      id="two-factor"
      title={t("admin.account.twoFactor.title")}
      aside={
        <Badge on={enabled}>
          {enabled ? t("admin.account.twoFactor.statusOn") : t("admin.account.twoFactor.statusOff")}
        </Badge>
      }
    >
      {setup ? (
        <SetupSteps setup={setup} result={result} />
      ) : enabled ? (
        <>
          <p className="mt-3 max-w-prose text-bark">{t("admin.account.twoFactor.onIntro")}</p>
          <Done message={done} />
          <BackupCodesRenewal
            left={backupCodesLeft}
            result={result?.intent === "backup-codes" ? result : undefined}
          />
          <TwoFactorOff
            requiredForEveryone={requiredForEveryone}
            result={result?.intent === "two-factor-disable" ? result : undefined}
          />
        </>
      ) : (
        <>
          <p className="mt-3 max-w-prose text-bark">{t("admin.account.twoFactor.offIntro")}</p>
          <Done message={done} />
          {result?.intent === "two-factor-finish" || result?.intent === "two-factor-disable" ? (
            <Outcome result={result} />
          ) : null}
          <PasswordForm
            intent="two-factor-start"
            id="start-password"
            submit={t("auth.twoFactor.setupTitle")}
            variant="accent"
            result={result?.intent === "two-factor-start" ? result : undefined}
          />
        </>
      )}
    </Section>
  );
}
