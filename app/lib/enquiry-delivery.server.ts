import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { oneLine } from "~/components/enquiry-form-schema";
import type { Env } from "~/config/env.server";
import { site } from "~/content/site";
import type { Database } from "~/db/client.server";
import {
  claimDueEnquiries,
  DELIVERY_LEASE_MS,
  nextDueAt,
  recordDelivery,
  recordFailedAttempt,
  type StoredEnquiry,
} from "~/models/enquiries.server";
import {
  claimDueMail,
  nextMailDueAt,
  recordFailedMailAttempt,
  recordMailDelivery,
  type StoredMail,
} from "~/models/outgoing-mail.server";
import { composeEnquiryMail, headerText, type MailAddresses } from "./enquiry-mail.server";
import { logger } from "./logger.server";

/*
 * Delivery of stored mail: enquiries for the company and the site's own messages to people
 * (outgoing_mail). A request only stores a message; this one loop sends both kinds over one
 * transport, and keeps retrying with growing pauses while the mail server is unreachable.
 * Everything it needs is in the database, so a restart (or another process) picks up where it
 * stopped.
 */

export interface MailSender {
  /** "smtp" delivers to SMTP_URL; "outbox" writes .eml files under DATA_DIR (no SMTP_URL). */
  kind: "smtp" | "outbox";
  /** `label` names the outbox file, e.g. "enquiry-12" or "mail-7". */
  send(message: Mail.Options, label: string): Promise<void>;
  close(): void;
}

export const outboxDir = (env: Pick<Env, "DATA_DIR">) => path.resolve(env.DATA_DIR, "outbox");

export function createMailSender(env: Pick<Env, "SMTP_URL" | "DATA_DIR">): MailSender {
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport({
      url: env.SMTP_URL,
      // Fail fast when the server is away; the retry schedule does the waiting.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      kind: "smtp",
      async send(message) {
        await transport.sendMail(message);
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const dir = outboxDir(env);
  return {
    kind: "outbox",
    async send(message, label) {
      const info = await transport.sendMail(message);
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(dir, `${stamp}-${label}.eml`);
      // Written aside and renamed, so a reader never sees half a message.
      const partial = `${file}.${randomBytes(4).toString("hex")}.part`;
      await writeFile(partial, info.message as Buffer);
      await rename(partial, file);
    },
    close: () => transport.close(),
  };
}

export function mailAddresses(env: Pick<Env, "MAIL_FROM" | "MAIL_TO" | "PUBLIC_URL">): MailAddresses {
  const domain = site.email.split("@")[1] ?? "localhost";
  return {
    from: env.MAIL_FROM ?? `"${site.name} Website" <website@${domain}>`,
    to: env.MAIL_TO ?? site.email,
    publicUrl: env.PUBLIC_URL,
  };
}

/** What the site sends a person from outgoing_mail: From MAIL_FROM, to the row's one address. */
export function composeOutgoingMail(mail: StoredMail, addresses: Pick<MailAddresses, "from">): Mail.Options {
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

interface QueuedRow {
  id: number;
  attempts: number;
}

/** One table of stored messages, with the same claim, lease and retry bookkeeping. */
interface MailQueue<Row extends QueuedRow> {
  /** Names the row in outbox files ("enquiry-12") and logs. */
  label: string;
  logKey: string;
  claim(options: { limit: number; leaseMs: number }, database?: Database): Promise<Row[]>;
  compose(row: Row, addresses: MailAddresses): Mail.Options;
  recordDelivery(id: number, status: "delivered" | "outbox", database?: Database): Promise<void>;
  recordFailedAttempt(id: number, failure: { error: string; retryAt: Date }, database?: Database): Promise<void>;
  nextDueAt(database?: Database): Promise<Date | null>;
}

const enquiryQueue: MailQueue<StoredEnquiry> = {
  label: "enquiry",
  logKey: "enquiryId",
  claim: claimDueEnquiries,
  compose: composeEnquiryMail,
  recordDelivery,
  recordFailedAttempt,
  nextDueAt,
};

const outgoingMailQueue: MailQueue<StoredMail> = {
  label: "mail",
  logKey: "mailId",
  claim: claimDueMail,
  compose: composeOutgoingMail,
  recordDelivery: recordMailDelivery,
  recordFailedAttempt: recordFailedMailAttempt,
  nextDueAt: nextMailDueAt,
};

/** Pause before attempt n + 1 after n failures: 5 s, 10 s, 20 s … up to 10 minutes. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(10 * 60_000, 5_000 * 2 ** Math.max(0, failedAttempts - 1));
}

export interface EnquiryDelivery {
  /**
   * Something new was stored: send it now instead of at the next poll. Resolves once the queues
   * have been looked at, for callers that need to know.
   */
  wake(): Promise<void>;
  stop(): Promise<void>;
}

interface DeliveryOptions {
  sender: MailSender;
  addresses: MailAddresses;
  database?: Database;
  /** Longest sleep between looks at the queue (other processes may add to it). */
  pollMs?: number;
  batchSize?: number;
}

const LEASE_MS = DELIVERY_LEASE_MS;

/** Starts the loop that delivers both enquiries and outgoing mail, one after the other. */
export function startEnquiryDelivery(options: DeliveryOptions): EnquiryDelivery {
  const { sender, addresses, database, pollMs = 15_000, batchSize = 10 } = options;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function deliver<Row extends QueuedRow>(queue: MailQueue<Row>, row: Row): Promise<void> {
    try {
      await sender.send(queue.compose(row, addresses), `${queue.label}-${row.id}`);
      await queue.recordDelivery(row.id, sender.kind === "smtp" ? "delivered" : "outbox", database);
      logger.info({ [queue.logKey]: row.id, via: sender.kind }, `${queue.label} delivered`);
    } catch (error) {
      const failed = row.attempts + 1;
      const retryAt = new Date(Date.now() + retryDelayMs(failed));
      const reason = error instanceof Error ? error.message : String(error);
      logger.warn(
        { [queue.logKey]: row.id, attempts: failed, retryAt, err: reason },
        `${queue.label} delivery failed`,
      );
      await queue.recordFailedAttempt(row.id, { error: reason, retryAt }, database);
    }
  }

  /** Sends one batch from the queue; true when the batch was full and more may be due. */
  async function drain<Row extends QueuedRow>(queue: MailQueue<Row>): Promise<boolean> {
    try {
      const batch = await queue.claim({ limit: batchSize, leaseMs: LEASE_MS }, database);
      for (const row of batch) await deliver(queue, row);
      return batch.length === batchSize;
    } catch (error) {
      // One queue's trouble must not hold up the other's mail.
      logger.error({ err: error }, `${queue.label} delivery pass failed`);
      return false;
    }
  }

  async function pass(): Promise<void> {
    for (;;) {
      // Batches alternate, so a flood of one kind never starves the other.
      const moreEnquiries = await drain(enquiryQueue);
      const moreMail = await drain(outgoingMailQueue);
      if ((!moreEnquiries && !moreMail) || stopped) return;
    }
  }

  async function schedule() {
    if (stopped) return;
    let wait = pollMs;
    try {
      const due = await Promise.all([enquiryQueue.nextDueAt(database), outgoingMailQueue.nextDueAt(database)]);
      const soonest = Math.min(...due.map((at) => at?.getTime() ?? Number.POSITIVE_INFINITY));
      if (Number.isFinite(soonest)) wait = Math.min(pollMs, Math.max(0, soonest - Date.now()) + 50);
    } catch (error) {
      logger.error({ err: error }, "mail queue unavailable");
    }
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(() => void run(), wait);
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    clearTimeout(timer);
    running = (async () => {
      try {
        do {
          again = false;
          await pass();
        } while (again && !stopped);
      } catch (error) {
        logger.error({ err: error }, "mail delivery pass failed");
      } finally {
        running = null;
        await schedule();
      }
    })();
    return running;
  }

  void run();
  return {
    wake: () => run(),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      sender.close();
    },
  };
}

let current: EnquiryDelivery | undefined;

/** The process's delivery loop, started with the site; requests use it to send at once. */
export function setEnquiryDelivery(delivery: EnquiryDelivery | undefined) {
  current = delivery;
}

/** An enquiry was stored: send it now. */
export function wakeEnquiryDelivery() {
  void current?.wake();
}

/** A message was stored with `enqueueMail`: send it now. Wakes the same loop as enquiries. */
export function wakeMailDelivery() {
  void current?.wake();
}
