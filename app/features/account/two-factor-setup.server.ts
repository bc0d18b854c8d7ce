import { finishTwoFactorSetup, startTwoFactorSetup } from "~/features/auth/two-factor-setup-steps.server";
import { answer, formText, withConfirmingPassword, type IntentArgs } from "./account-answer.server";

/** `intent=two-factor-start`: the password starts the set-up, whose steps the page then shows. */
export async function startTwoFactorIntent({ request, context, session, form }: IntentArgs) {
  return withConfirmingPassword("two-factor-start", form, async (password) =>
    answer("two-factor-start", await startTwoFactorSetup(request, context, session, password)),
  );
}

/** `intent=two-factor-finish`: a code from the app, with the set-up's token, turns it on. */
export async function finishTwoFactorIntent({ request, context, session, form }: IntentArgs) {
  const outcome = await finishTwoFactorSetup(request, context, session, {
    code: formText(form, "code").replace(/[\s-]/g, "").slice(0, 20),
    token: formText(form, "setupToken").slice(0, 200),
  });
  return answer("two-factor-finish", outcome, "two-factor-on");
}
