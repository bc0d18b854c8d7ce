import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type { Env } from "~/platform/config/env.server";

/*
 * How the site's mail leaves: over SMTP to SMTP_URL, or, without one, as .eml files in the outbox
 * folder under DATA_DIR. One transport serves every kind of stored message (decision 010).
 */

export interface MailSender {
  /** "smtp" delivers to SMTP_URL; "outbox" writes .eml files under DATA_DIR (no SMTP_URL). */
  kind: "smtp" | "outbox";
  /** `label` names the outbox file, e.g. "request-12" or "mail-7". */
  send(message: Mail.Options, label: string): Promise<void>;
  close(): void;
}

const outboxDir = (env: Pick<Env, "DATA_DIR">) => path.resolve(env.DATA_DIR, "outbox");

export function createMailSender(env: Pick<Env, "SMTP_URL" | "DATA_DIR">): MailSender {
  // nodemailer loads, and the transport is made, with the first message sent rather than with
  // every start of the server. SMTP_URL was checked with the rest of the settings.
  let made: Promise<Transporter> | undefined;
  const transport = () =>
    (made ??= import("nodemailer").then(({ default: nodemailer }) =>
      env.SMTP_URL
        ? nodemailer.createTransport({
            url: env.SMTP_URL,
            // Fail fast when the server is away; the retry schedule does the waiting.
            connectionTimeout: 10_000,
            greetingTimeout: 10_000,
            socketTimeout: 30_000,
          })
        : nodemailer.createTransport({
            streamTransport: true,
            buffer: true,
            newline: "unix",
          }),
    ));
  const close = () => void made?.then((transport) => transport.close());
  if (env.SMTP_URL) {
    return {
      kind: "smtp",
      async send(message) {
        await (await transport()).sendMail(message);
      },
      close,
    };
  }
  const dir = outboxDir(env);
  return {
    kind: "outbox",
    async send(message, label) {
      const info = await (await transport()).sendMail(message);
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(dir, `${stamp}-${label}.eml`);
      // Written aside and renamed, so a reader never sees half a message.
      const partial = `${file}.${randomBytes(4).toString("hex")}.part`;
      await writeFile(partial, info.message as Buffer);
      await rename(partial, file);
    },
    close,
  };
}
