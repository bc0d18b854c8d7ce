import { currentSiteName } from "~/platform/config/site-name.server";
import { isLocale, localeTags, translate, type Locale } from "~/platform/i18n/i18n";
import { messagesFor } from "~/platform/i18n/locale.server";
import { enqueueMail } from "~/platform/mail/outgoing-mail.server";
import type { AuthMail } from "./auth.server";
import { wakeJobs } from "~/platform/jobs/job-runner.server";
import { pageLocale } from "~/platform/i18n/request-locale.server";
import { composeStaffMail } from "~/platform/mail/staff-mail.server";

/**
 * The account e-mails (verification, password reset) in the person's language (the account's
 * saved one, else that of the page the request came from), stored with their
 * delivery job and then delivered like enquiries, so a mail-server outage delays them instead of
 * losing them. Their links lead to this site's own pages, which hand the token to better-auth.
 */
export function authMail(publicUrl: string): AuthMail {
  async function send(
    purpose: "verify-email" | "reset-password",
    account: { email: string; locale?: string | null },
    path: string,
  ) {
    const locale: Locale = isLocale(account.locale) ? account.locale : (pageLocale() ?? "en");
    const messages = messagesFor(locale);
    const url = `${publicUrl}${path}`;
    const [subjectKey, bodyKey] =
      purpose === "verify-email"
        ? (["mail.verify.subject", "mail.verify.body"] as const)
        : (["mail.reset.subject", "mail.reset.body"] as const);
    const name = await currentSiteName();
    const subject = translate(messages, subjectKey, { site: name }, locale);
    const body = translate(messages, bodyKey, { site: name, link: url }, locale);
    const mail = composeStaffMail({ lang: localeTags[locale], subject, heading: subject, paragraphs: body.split(/\n{2,}/) });
    await enqueueMail({ purpose, to: account.email, subject: mail.subject, text: mail.text, html: mail.html });
    wakeJobs();
  }
  return {
    verification: (account, token) => send("verify-email", account, `/auth/verify-email?token=${encodeURIComponent(token)}`),
    passwordReset: (account, token) => send("reset-password", account, `/auth/reset-password?token=${encodeURIComponent(token)}`),
  };
}
