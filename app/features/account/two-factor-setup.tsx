import { useEffect, useRef, type ReactNode } from "react";
import { Form, Link } from "react-router";
import type { SetupView } from "~/features/auth/account-change.server";
import { BackupCodeSheet } from "~/features/auth/backup-code-sheet";
import { OpenInApp } from "~/ui/admin/open-in-app";
import { Button } from "~/ui/button";
import { FieldError, Input, Label } from "~/ui/field";
import { useT } from "~/platform/i18n/i18n";
import type { AccountActionData } from "./account-intents";
import { Outcome, useBusy, useFocusFirstError } from "./account-section-parts";

/*
 * Setting up two-factor sign-in, once the password has started it: scan the QR code (or type the
 * key), save the backup codes, confirm with a code from the app.
 */

export function SetupSteps({
  setup,
  result,
}: {
  setup: SetupView;
  result: AccountActionData | undefined;
}) {
  const { t } = useT();
  const busy = useBusy("two-factor-finish");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const codeError = result?.intent === "two-factor-finish" ? result.errors?.code : undefined;
  const formError = result?.intent === "two-factor-finish" && !result.ok ? result.error : undefined;
  useFocusFirstError(result?.intent === "two-factor-finish" ? result.errors : undefined, {
    code: "setup-code",
  });
  // The set-up replaces the password form where the person was: bring them to its start.
  useEffect(() => {
    if (result?.intent === "two-factor-start") headingRef.current?.focus();
  }, [result]);
  const groups = setup.key.match(/.{1,4}/g) ?? [setup.key];
  return (
    <div className="mt-6">
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold text-balance text-charcoal focus:outline-none"
      >
        {t("auth.twoFactor.setupTitle")}
      </h3>
      <ol className="mt-6 space-y-10">
        <Step number={1} title={t("admin.account.twoFactor.step.scan")}>
          <p className="text-bark">{t("auth.twoFactor.setupIntro")}</p>
          <div className="mt-5 flex flex-col gap-6 md:flex-row md:items-center">
            <svg
              viewBox={`0 0 ${setup.qr.size} ${setup.qr.size}`}
              role="img"
              aria-label={t("admin.account.twoFactor.qrLabel")}
              shapeRendering="crispEdges"
              className="size-52 shrink-0 rounded-sm border border-sand bg-white text-charcoal"
            >
              <path d={setup.qr.path} fill="currentColor" />
            </svg>
            <div className="min-w-0">
              <p id="setup-key-label" className="text-sm font-semibold text-bark">
                {t("auth.twoFactor.manualKey")}
              </p>
              <p
                aria-labelledby="setup-key-label"
                className="mt-2 max-w-[20rem] font-mono text-base leading-relaxed text-charcoal slashed-zero"
                data-setup-key={setup.key}
              >
                {groups.map((group, index) => (
                  <span key={index} className="mr-2.5 inline-block">
                    {group}
                  </span>
                ))}
              </p>
            </div>
          </div>
          <OpenInApp uri={setup.uri} />
        </Step>
        <Step number={2} title={t("admin.account.twoFactor.step.save")} titleId="setup-codes-title">
          <p className="text-bark">{t("auth.twoFactor.backupCodesShownOnce")}</p>
          <BackupCodeSheet codes={setup.backupCodes} labelledBy="setup-codes-title" />
        </Step>
        <Step number={3} title={t("admin.account.twoFactor.step.confirm")}>
          {formError ? <Outcome result={result} /> : null}
          <Form
            method="post"
            action="/admin/account"
            preventScrollReset
            className="mt-1 max-w-sm space-y-5"
          >
            <input type="hidden" name="intent" value="two-factor-finish" />
            <input type="hidden" name="setupToken" value={setup.token} />
            <div>
              <Label htmlFor="setup-code">{t("auth.twoFactor.codeLabel")}</Label>
              <Input
                id="setup-code"
                name="code"
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={20}
                className="font-mono text-lg tracking-[0.35em]"
                aria-invalid={codeError ? true : undefined}
                aria-describedby={codeError ? "setup-code-error" : undefined}
              />
              <FieldError id="setup-code-error">{codeError ? t(codeError) : null}</FieldError>
            </div>
            <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
              <Button type="submit" variant="accent" disabled={busy}>
                {busy ? t("common.loading") : t("auth.twoFactor.enable")}
              </Button>
              <Link
                to="/admin/account"
                className="inline-flex min-h-11 items-center text-sm text-stone underline-offset-4 hover:text-walnut hover:underline"
              >
                {t("common.cancel")}
              </Link>
            </div>
          </Form>
        </Step>
      </ol>
    </div>
  );
}

/** One numbered step: its content beside the number on wide screens, under the heading on phones. */
function Step({
  number,
  title,
  titleId,
  children,
}: {
  number: number;
  title: string;
  titleId?: string;
  children: ReactNode;
}) {
  return (
    <li className="grid grid-cols-[2rem_minmax(0,1fr)] items-center gap-x-4 gap-y-3">
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-full bg-walnut text-sm font-semibold text-ivory"
      >
        {number}
      </span>
      <h4 id={titleId} className="font-semibold text-charcoal">
        {title}
      </h4>
      <div className="col-span-2 sm:col-span-1 sm:col-start-2">{children}</div>
    </li>
  );
}
