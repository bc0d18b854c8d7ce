import { data } from "react-router";
import { z } from "zod";
import { requireRole, STAFF } from "~/features/auth/require-role.server";
import { roleLabel } from "~/features/auth/role-label";
import { backupCodesLeft } from "~/features/auth/two-factor-changes.server";
import { staffWithoutTwoFactor } from "~/features/auth/two-factor-queries.server";
import { getSetting } from "~/platform/config/settings.server";
import { readForm } from "~/platform/http/read-form.server";
import { withSearchParams } from "~/platform/http/search-params";
import { useT } from "~/platform/i18n/i18n";
import type { IntentArgs } from "./account-answer.server";
import {
  doneMessages,
  intents,
  isDone,
  type AccountActionData,
  type Intent,
} from "./account-intents";
import { renewBackupCodesIntent } from "./backup-codes-renewal.server";
import { PasswordSection } from "./password-change";
import { changePasswordIntent } from "./password-change.server";
import { RequireTwoFactor } from "./require-two-factor";
import { requireTwoFactorIntent } from "./require-two-factor.server";
import { disableTwoFactorIntent } from "./two-factor-off.server";
import { TwoFactorSection } from "./two-factor-section";
import { finishTwoFactorIntent, startTwoFactorIntent } from "./two-factor-setup.server";
import type { AdminHandle } from "~/ui/admin/admin-handle";
import { ownAccountScope } from "~/features/auth/auth-scopes";
import type { Route } from "./+types/account";

export const handle = { title: "admin.account.title", scope: ownAccountScope } satisfies AdminHandle;

/*
 * /admin/account: the signed-in person's own settings. Their password; two-factor sign-in (set up
 * with the password, a QR code and a code from the app; backup codes renewed; turned off); and,
 * for administrators, whether everyone must have two-factor. Reachable while that rule sends
 * staff without it here, so they can comply. Each section is a module of its own, its form's
 * intent handled by one function in its server half.
 */

/** `?done=password|two-factor-on|two-factor-off`: the change that brought the person back here. */
export const loader = withSearchParams(
  z.object({
    done: z
      .string()
      .optional()
      .transform((value) => (isDone(value) ? value : null)),
  }),
  async ({ request, context }: Route.LoaderArgs, { done }) => {
    const { user } = requireRole(request, context, STAFF, { allowWithoutTwoFactor: true });
    const twoFactorEnabled = user.twoFactorEnabled === true;
    const required = await getSetting("requireTwoFactor");
    return {
      email: user.email,
      role: user.role as string,
      twoFactorEnabled,
      backupCodesLeft: twoFactorEnabled ? await backupCodesLeft(context, user.id) : null,
      /** The rule is on and this person has not complied yet. */
      mustSetUp: required && !twoFactorEnabled,
      requiredForEveryone: required,
      everyone: user.role === "admin" ? { required, missing: await staffWithoutTwoFactor() } : null,
      done,
    };
  },
);

export const formFields = [
  "intent",
  "currentPassword",
  "newPassword",
  "confirmPassword",
  "password",
  "code",
  "setupToken",
  "required",
];

/** The function that carries out each form's intent. */
const intentActions = {
  "change-password": changePasswordIntent,
  "two-factor-start": startTwoFactorIntent,
  "two-factor-finish": finishTwoFactorIntent,
  "backup-codes": renewBackupCodesIntent,
  "two-factor-disable": disableTwoFactorIntent,
  require: requireTwoFactorIntent,
} satisfies Record<Intent, (args: IntentArgs) => Promise<unknown>>;

export async function action({ request, context }: Route.ActionArgs) {
  const session = requireRole(request, context, STAFF, { allowWithoutTwoFactor: true });
  const form = await readForm(request);
  const intent = intents.find((name) => name === form.get("intent"));
  if (!intent)
    return data(
      {
        intent: "change-password",
        ok: false,
        error: "common.unknownError",
      } satisfies AccountActionData,
      { status: 400 },
    );
  return intentActions[intent]({ request, context, session, form });
}

// ---------------------------------------------------------------- the page

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const result = actionData as AccountActionData | undefined;
  const resultFor = (...names: Intent[]) =>
    result && names.includes(result.intent) ? result : undefined;
  // What the last change said, until another form answers.
  const done = result ? null : loaderData.done;
  return (
    <div className="mx-auto max-w-3xl">
      <header>
        <h1 id="admin-page-title" className="text-3xl sm:text-4xl">
          {t("admin.account.title")}
        </h1>
        <p className="mt-3 text-bark">
          <span className="font-semibold text-charcoal">{loaderData.email}</span>
          <span aria-hidden="true" className="mx-2 text-stone">
            ·
          </span>
          {t(roleLabel(loaderData.role))}
        </p>
      </header>

      {loaderData.mustSetUp ? (
        <p
          role="status"
          className="mt-8 rounded-sm border border-brass/40 bg-brass-light/25 px-5 py-4 text-walnut"
        >
          {t("admin.account.twoFactor.requiredNotice")}
        </p>
      ) : null}

      <div className="mt-10 space-y-8">
        <TwoFactorSection
          enabled={loaderData.twoFactorEnabled}
          backupCodesLeft={loaderData.backupCodesLeft}
          requiredForEveryone={loaderData.requiredForEveryone}
          result={resultFor(
            "two-factor-start",
            "two-factor-finish",
            "backup-codes",
            "two-factor-disable",
          )}
          done={done === "two-factor-on" || done === "two-factor-off" ? doneMessages[done] : null}
        />
        <PasswordSection
          result={resultFor("change-password")}
          done={done === "password" ? doneMessages[done] : null}
        />
        {loaderData.everyone ? (
          <RequireTwoFactor
            required={loaderData.everyone.required}
            missing={loaderData.everyone.missing}
            ownTwoFactor={loaderData.twoFactorEnabled}
            result={resultFor("require")}
          />
        ) : null}
      </div>
    </div>
  );
}
