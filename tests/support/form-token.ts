import { loadSessionSecret } from "../../app/platform/config/secret.server";
import { issueFormToken, MIN_FILL_MS } from "../../app/features/enquiries/enquiry-guard.server";

/**
 * An enquiry form token as the server signs it with `secret`, dated as if the page had been open
 * longer than a person needs to fill the form: what `fetchFormToken` and a wait would give,
 * without the wait. Signed by the site's own code, so a token the server would refuse is refused.
 */
export async function formTokenFilledIn(secret: string): Promise<string> {
  await loadSessionSecret({ SESSION_SECRET: secret, DATA_DIR: "unused" });
  return issueFormToken(Date.now() - MIN_FILL_MS - 500);
}
