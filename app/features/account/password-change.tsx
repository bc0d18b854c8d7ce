import { Form } from "react-router";
import { Button } from "~/ui/button";
import { useT, type MessageKey } from "~/platform/i18n/i18n";
import type { AccountActionData } from "./account-intents";
import {
  Done,
  Outcome,
  PasswordField,
  Section,
  useBusy,
  useFocusFirstError,
} from "./account-section-parts";

/* The account page's password section: the current password, then the new one twice. */

export function PasswordSection({
  result,
  done,
}: {
  result: AccountActionData | undefined;
  done: MessageKey | null;
}) {
  const { t } = useT();
  const busy = useBusy("change-password");
  const errors = result?.errors ?? {};
  useFocusFirstError(result?.errors, {
    currentPassword: "current-password",
    newPassword: "new-password",
    confirmPassword: "confirm-password",
  });
  return (
    <Section id="password" title={t("admin.account.password.title")}>
      <p className="mt-3 max-w-prose text-bark">{t("admin.account.password.intro")}</p>
      <Done message={done} />
      <Outcome result={result} />
      <Form
        method="post"
        action="/admin/account"
        preventScrollReset
        // A successful change empties the fields.
        key={done ? "changed" : "form"}
        className="mt-8 max-w-md space-y-6"
        aria-labelledby="password-title"
      >
        <input type="hidden" name="intent" value="change-password" />
        <PasswordField
          id="current-password"
          name="currentPassword"
          label={t("admin.account.field.currentPassword")}
          autoComplete="current-password"
          error={errors.currentPassword}
        />
        <PasswordField
          id="new-password"
          name="newPassword"
          label={t("auth.field.newPassword")}
          autoComplete="new-password"
          error={errors.newPassword}
        />
        <PasswordField
          id="confirm-password"
          name="confirmPassword"
          label={t("admin.account.field.confirmNewPassword")}
          autoComplete="new-password"
          error={errors.confirmPassword}
        />
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? t("common.loading") : t("admin.account.password.submit")}
        </Button>
      </Form>
    </Section>
  );
}
