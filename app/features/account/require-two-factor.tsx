import { Form } from "react-router";
import { Button } from "~/ui/button";
import { useT } from "~/platform/i18n/i18n";
import type { AccountActionData } from "./account-intents";
import { Badge, Outcome, Section, useBusy } from "./account-section-parts";

/*
 * For administrators: whether everyone must have two-factor sign-in, with how many staff have not
 * set it up. Turning it on needs their own first.
 */

export function RequireTwoFactor({
  required,
  missing,
  ownTwoFactor,
  result,
}: {
  required: boolean;
  missing: number;
  ownTwoFactor: boolean;
  result: AccountActionData | undefined;
}) {
  const { t } = useT();
  const busy = useBusy("require");
  return (
    <Section
      id="everyone"
      title={t("admin.account.require.title")}
      aside={
        <Badge on={required}>
          {required ? t("admin.account.require.on") : t("admin.account.require.off")}
        </Badge>
      }
    >
      <p className="mt-3 max-w-prose text-bark">{t("admin.account.require.intro")}</p>
      {missing > 0 ? (
        <p className="mt-3 text-sm text-stone">
          {t("admin.account.require.missing", { count: missing })}
        </p>
      ) : null}
      <Outcome
        result={result}
        success={
          result?.required ? "admin.account.require.savedOn" : "admin.account.require.savedOff"
        }
      />
      {!required && !ownTwoFactor && !result ? (
        <p className="mt-4 text-sm text-stone">{t("admin.account.require.ownFirst")}</p>
      ) : null}
      <Form method="post" action="/admin/account" preventScrollReset className="mt-6">
        <input type="hidden" name="intent" value="require" />
        <input type="hidden" name="required" value={required ? "off" : "on"} />
        <Button type="submit" variant={required ? "outline" : "primary"} disabled={busy}>
          {busy
            ? t("common.loading")
            : required
              ? t("admin.account.require.turnOff")
              : t("admin.account.require.turnOn")}
        </Button>
      </Form>
    </Section>
  );
}
