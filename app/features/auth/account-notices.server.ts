import { and, eq, sql } from "drizzle-orm";
import { env } from "~/platform/config/env.server";
import { currentSiteName } from "~/platform/config/site-name.server";
import { db as defaultDb, type Database } from "~/platform/db/client.server";
import { user } from "~/platform/db/schema";
import { isLocale, localeTags, translate, type Locale } from "~/platform/i18n/i18n";
import { messagesFor } from "~/platform/i18n/locale.server";
import { enqueueMail } from "~/platform/mail/outgoing-mail.server";
import { composeStaffMail } from "~/platform/mail/staff-mail.server";

/*
 * Mail about accounts awaiting approval: every enabled administrator hears of a newly verified
 * account, each in their own language, and the person hears of the decision (approved with a
 * role, or refused) in theirs. Each message is stored with its delivery job in the caller's
 * transaction; wake the runners (`wakeJobs`) once it commits.
 */

const languageOf = (locale: string | null | undefined): Locale =>
  isLocale(locale) ? locale : "en";

async function queue(
  purpose: string,
  to: string,
  locale: Locale,
  subject: string,
  body: string,
  database: Database,
) {
  const mail = composeStaffMail({
    lang: localeTags[locale],
    subject,
    heading: subject,
    paragraphs: body.split(/\n{2,}/),
  });
  await enqueueMail(
    { purpose, to, subject: mail.subject, text: mail.text, html: mail.html },
    database,
  );
}

/** Tells every enabled administrator that `email` verified its address and awaits approval. */
export async function noticeAccountAwaitingApproval(
  email: string,
  database: Database = defaultDb(),
): Promise<number> {
  const administrators = await database
    .select({ email: user.email, locale: user.locale })
    .from(user)
    .where(and(eq(user.role, "admin"), sql`coalesce(${user.banned}, false) = false`));
  const link = `${env().PUBLIC_URL}/admin/users`;
  const name = await currentSiteName(database);
  for (const administrator of administrators) {
    const locale = languageOf(administrator.locale);
    const messages = messagesFor(locale);
    await queue(
      "account-pending",
      administrator.email,
      locale,
      translate(messages, "mail.pending.subject", { email, site: name }, locale),
      translate(messages, "mail.pending.body", { email, site: name, link }, locale),
      database,
    );
  }
  return administrators.length;
}

/** Tells the person their registration was approved (with the role given) or refused. */
export async function noticeAccountDecision(
  account: { email: string; locale: string | null },
  decision: { approved: true; role: "editor" | "admin" } | { approved: false },
  database: Database = defaultDb(),
) {
  const locale = languageOf(account.locale);
  const messages = messagesFor(locale);
  const name = await currentSiteName(database);
  if (decision.approved) {
    const role = translate(
      messages,
      decision.role === "admin" ? "users.role.admin" : "users.role.editor",
    );
    await queue(
      "account-approved",
      account.email,
      locale,
      translate(messages, "mail.approved.subject", { site: name }, locale),
      translate(
        messages,
        "mail.approved.body",
        { site: name, role, link: `${env().PUBLIC_URL}/auth` },
        locale,
      ),
      database,
    );
  } else {
    await queue(
      "account-refused",
      account.email,
      locale,
      translate(messages, "mail.refused.subject", { site: name }, locale),
      translate(messages, "mail.refused.body", { site: name }, locale),
      database,
    );
  }
}
