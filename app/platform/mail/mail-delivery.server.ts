import type Mail from "nodemailer/lib/mailer";
import { site } from "~/content/site";
import type { Env } from "~/platform/config/env.server";
import type { Database } from "~/platform/db/client.server";
import {
  startJobRunner,
  type JobHandler,
  type JobRunner,
  type JobRunnerOptions,
} from "~/platform/jobs/job-runner.server";
import { logger } from "~/platform/log/logger.server";
import { headerText, oneLine } from "~/platform/text/plain-text";
import type { MailSender } from "./mail-transport.server";
import {
  DELIVER_MAIL,
  findMail,
  recordFailedMailAttempt,
  recordMailDelivery,
  type StoredMail,
} from "./outgoing-mail.server";

/*
 * Delivery of stored mail: the site's own messages to people (outgoing_mail) and any other kind
 * of stored message a feature declares to it (messages for the company). A request stores the message
 * and its delivery job in one transaction; a job runner of its own (decision 024) sends every kind
 * over one transport and keeps trying, with growing pauses, while the mail server is unreachable.
 * Everything it needs is in the database, so a restart (or another process) picks up where it
 * stopped. Decision 010.
 */

export interface MailAddresses {
  from: string;
  /**
   * With no MAIL_FROM configured: the sender as it is at the moment of sending, named after the
   * company as staff keep it; `from` when that cannot be read.
   */
  currentFrom?: () => Promise<string>;
  /**
   * Where the company's mail goes when the server's configuration says (MAIL_TO);
   * null leaves it to the recipient staff keep in the company's details.
   */
  to: string | null;
  /** Origin for links back to the site (PUBLIC_URL). */
  publicUrl: string;
}

/**
 * Who the site's mail comes from and where the company's goes. MAIL_FROM, when set, is used as it
 * is; otherwise the sender is "<company> Website" at the shipped domain, with the company's name
 * read by `companyName` when each message is sent (the address stays: changing where mail comes
 * from is a matter for the mail server's configuration, not the admin).
 */
export function mailAddresses(
  env: Pick<Env, "MAIL_FROM" | "MAIL_TO" | "PUBLIC_URL">,
  companyName?: () => Promise<string | null>,
): MailAddresses {
  const domain = site.email.split("@")[1] ?? "localhost";
  // A display name in quotes: no quote, backslash or line break of the name can end it early.
  const named = (name: string) => `"${headerText(name).replace(/["\\]/g, "").slice(0, 80).trim() || site.name} Website" <website@${domain}>`;
  const from = env.MAIL_FROM ?? named(site.name);
  return {
    from,
    ...(env.MAIL_FROM || !companyName
      ? {}
      : {
          currentFrom: async () => {
            try {
              const name = await companyName();
              return name ? named(name) : from;
            } catch {
              return from;
            }
          },
        }),
    to: env.MAIL_TO ?? null,
    publicUrl: env.PUBLIC_URL,
  };
}

/** What the site sends a person from outgoing_mail: From MAIL_FROM, to the row's one address. */
export function composeOutgoingMail(
  mail: StoredMail,
  addresses: Pick<MailAddresses, "from">,
): Mail.Options {
  return {
    from: addresses.from,
    // An address object is always exactly one recipient, whatever the stored text holds.
    to: { name: "", address: oneLine(mail.toAddress) },
    subject: headerText(mail.subject),
    text: mail.textBody,
    ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
    headers: { "X-Outgoing-Mail-Id": String(mail.id) },
  };
}

/** Pause before attempt n + 1 after n attempts: 5 s, 10 s, 20 s … up to 10 minutes, for ever. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(10 * 60_000, 5_000 * 2 ** Math.max(0, failedAttempts - 1));
}

/** Mail delivery runs at most this many sends at once in a process, beside the imports' own runner. */
const MAIL_CONCURRENCY = 2;

interface DeliveryOptions {
  sender: MailSender;
  addresses: MailAddresses;
  database: Database;
  logger?: Pick<typeof logger, "info" | "warn">;
}

/** One kind of stored message: how its row is read, composed and its outcome recorded. */
interface MailKind<Row extends { id: number; deliveryStatus: string }> {
  /** The kind of its delivery job. */
  jobKind: string;
  /** Names the row in outbox files ("request-12") and logs. */
  label: string;
  logKey: string;
  /** The row's id in its job's payload. */
  idOf(payload: unknown): number | null;
  find(id: number, database: Database): Promise<Row | null>;
  compose(row: Row, addresses: MailAddresses): Mail.Options;
  recordDelivery(id: number, status: "delivered" | "outbox", database: Database): Promise<void>;
  recordFailedAttempt(id: number, failure: { error: string }, database: Database): Promise<void>;
}

/** Reads a row's id from its delivery job's payload, under `key`. */
export const payloadId = (key: string) => (payload: unknown) => {
  const value = (payload as Record<string, unknown> | null)?.[key];
  return typeof value === "number" && Number.isInteger(value) ? value : null;
};

/**
 * Sends one stored message. A row already sent is not sent again (its job was taken up again
 * after a process stopped between the send and the end of the job); a row gone has nothing to
 * send. A failed send is recorded on the row and thrown, so the runner tries again later.
 */
function deliveryHandler<Row extends { id: number; deliveryStatus: string }>(
  kind: MailKind<Row>,
  { sender, addresses, database, logger: log = logger }: DeliveryOptions,
): JobHandler {
  return async ({ job, signal }) => {
    const id = kind.idOf(job.payload);
    const row = id === null ? null : await kind.find(id, database);
    if (!row) return { sent: false, reason: "gone" };
    if (row.deliveryStatus === "delivered" || row.deliveryStatus === "outbox")
      return { sent: false, reason: row.deliveryStatus };
    signal.throwIfAborted();
    try {
      const from = addresses.currentFrom ? await addresses.currentFrom() : addresses.from;
      await sender.send(kind.compose(row, { ...addresses, from }), `${kind.label}-${row.id}`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await kind.recordFailedAttempt(row.id, { error: reason }, database);
      log.warn(
        { [kind.logKey]: row.id, attempt: job.attempts, err: reason },
        `${kind.label} delivery failed`,
      );
      throw error;
    }
    const status = sender.kind === "smtp" ? "delivered" : "outbox";
    await kind.recordDelivery(row.id, status, database);
    log.info({ [kind.logKey]: row.id, via: sender.kind }, `${kind.label} delivered`);
    return { sent: true, via: sender.kind };
  };
}

/** A kind of stored message as the delivery runner takes it: its job's kind and that job's handler. */
interface MailDelivery {
  jobKind: string;
  handler(options: DeliveryOptions): JobHandler;
}

/** Declares a kind of stored message to the delivery runner. */
export const mailDelivery = <Row extends { id: number; deliveryStatus: string }>(
  kind: MailKind<Row>,
): MailDelivery => ({
  jobKind: kind.jobKind,
  handler: (options) => deliveryHandler(kind, options),
});

/** The site's own messages to people, from outgoing_mail. */
const outgoingMailDelivery = mailDelivery<StoredMail>({
  jobKind: DELIVER_MAIL,
  label: "mail",
  logKey: "mailId",
  idOf: payloadId("mailId"),
  find: findMail,
  compose: composeOutgoingMail,
  recordDelivery: recordMailDelivery,
  recordFailedAttempt: recordFailedMailAttempt,
});

/** The handlers of the delivery jobs: `deliver-mail`, and those of the other kinds given. */
function mailDeliveryHandlers(
  options: DeliveryOptions,
  others: readonly MailDelivery[] = [],
): Record<string, JobHandler> {
  return Object.fromEntries(
    [outgoingMailDelivery, ...others].map((kind) => [kind.jobKind, kind.handler(options)]),
  );
}

/**
 * Starts the process's runner of the delivery jobs: a runner of its own, so that mail goes out
 * while long imports hold the other runner's places, with the mail's retry schedule: the site's
 * own messages and the `others` kinds of stored message (the features' own). Stop it
 * before the database; the sender is closed by whoever made it.
 */
export function startMailDelivery(
  options: DeliveryOptions &
    Pick<JobRunnerOptions, "timing" | "owner" | "logger" | "concurrency"> & {
      others?: readonly MailDelivery[];
    },
): JobRunner {
  const { sender, addresses, database, others, ...runner } = options;
  return startJobRunner({
    concurrency: MAIL_CONCURRENCY,
    ...runner,
    database,
    handlers: mailDeliveryHandlers({ sender, addresses, database, logger: runner.logger }, others),
    retryDelayMs,
  });
}
