import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type { Env } from "~/config/env.server";
import { site } from "~/content/site";
import type { Database } from "~/db/client.server";
import {
  claimDueEnquiries,
  nextDueAt,
  recordDelivery,
  recordFailedAttempt,
  type StoredEnquiry,
} from "~/models/enquiries.server";
import { composeEnquiryMail, type MailAddresses } from "./enquiry-mail.server";
import { logger } from "./logger.server";

/*
 * Delivery of stored enquiries. The visitor's request only stores the enquiry; this loop sends
 * it, and keeps retrying with growing pauses while the mail server is unreachable. Everything it
 * needs is in the database, so a restart (or another process) picks up where it stopped.
 */

export interface MailSender {
  /** "smtp" delivers to SMTP_URL; "outbox" writes .eml files under DATA_DIR (no SMTP_URL). */
  kind: "smtp" | "outbox";
  send(message: Mail.Options, enquiryId: number): Promise<void>;
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
    async send(message, enquiryId) {
      const info = await transport.sendMail(message);
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(dir, `${stamp}-enquiry-${enquiryId}.eml`);
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

/** Pause before attempt n + 1 after n failures: 5 s, 10 s, 20 s … up to 10 minutes. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(10 * 60_000, 5_000 * 2 ** Math.max(0, failedAttempts - 1));
}

export interface EnquiryDelivery {
  /** Something new was stored: send it now instead of at the next poll. */
  wake(): void;
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

const LEASE_MS = 2 * 60_000;

export function startEnquiryDelivery(options: DeliveryOptions): EnquiryDelivery {
  const { sender, addresses, database, pollMs = 15_000, batchSize = 10 } = options;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function deliver(enquiry: StoredEnquiry): Promise<void> {
    try {
      await sender.send(composeEnquiryMail(enquiry, addresses), enquiry.id);
      await recordDelivery(enquiry.id, sender.kind === "smtp" ? "delivered" : "outbox", database);
      logger.info({ enquiryId: enquiry.id, via: sender.kind }, "enquiry delivered");
    } catch (error) {
      const failed = enquiry.attempts + 1;
      const retryAt = new Date(Date.now() + retryDelayMs(failed));
      const reason = error instanceof Error ? error.message : String(error);
      logger.warn({ enquiryId: enquiry.id, attempts: failed, retryAt, err: reason }, "enquiry delivery failed");
      await recordFailedAttempt(enquiry.id, { error: reason, retryAt }, database);
    }
  }

  async function pass(): Promise<void> {
    for (;;) {
      const batch = await claimDueEnquiries({ limit: batchSize, leaseMs: LEASE_MS }, database);
      for (const enquiry of batch) await deliver(enquiry);
      if (batch.length < batchSize || stopped) return;
    }
  }

  async function schedule() {
    if (stopped) return;
    let wait = pollMs;
    try {
      const due = await nextDueAt(database);
      if (due) wait = Math.min(pollMs, Math.max(0, due.getTime() - Date.now()) + 50);
    } catch (error) {
      logger.error({ err: error }, "enquiry queue unavailable");
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
        logger.error({ err: error }, "enquiry delivery pass failed");
      } finally {
        running = null;
        await schedule();
      }
    })();
    return running;
  }

  void run();
  return {
    wake: () => void run(),
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

export function wakeEnquiryDelivery() {
  current?.wake();
}
