import { setTwoFactorRequired } from "~/features/auth/two-factor-rule.server";
import { answer, formText, type IntentArgs } from "./account-answer.server";

/** `intent=require`, `required=on|off`: an administrator turns the rule for everyone on or off. */
export async function requireTwoFactorIntent({ context, session, form }: IntentArgs) {
  return answer(
    "require",
    await setTwoFactorRequired(context, session, formText(form, "required") === "on"),
  );
}
