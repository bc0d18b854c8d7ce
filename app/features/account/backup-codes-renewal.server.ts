import { renewBackupCodes } from "~/features/auth/two-factor-changes.server";
import { answer, withConfirmingPassword, type IntentArgs } from "./account-answer.server";

/** `intent=backup-codes`: the password, then new backup codes shown once (the old ones stop working). */
export async function renewBackupCodesIntent({ request, context, session, form }: IntentArgs) {
  return withConfirmingPassword("backup-codes", form, async (password) =>
    answer("backup-codes", await renewBackupCodes(request, context, session, password)),
  );
}
