import { disableTwoFactor } from "~/features/auth/two-factor-changes.server";
import { answer, withConfirmingPassword, type IntentArgs } from "./account-answer.server";

/** `intent=two-factor-disable`: the password turns two-factor sign-in off. */
export async function disableTwoFactorIntent({ request, context, session, form }: IntentArgs) {
  return withConfirmingPassword("two-factor-disable", form, async (password) =>
    answer(
      "two-factor-disable",
      await disableTwoFactor(request, context, session, password),
      "two-factor-off",
    ),
  );
}
