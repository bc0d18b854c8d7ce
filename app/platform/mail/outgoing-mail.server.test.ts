import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { makeJobDue } from "../../../tests/support/job-leases";
import type { Database } from "~/platform/db/client.server";
import { jobs, outgoingMail } from "~/platform/db/schema";
import { testDatabases } from "../../../tests/support/test-databases";
import { composeOutgoingMail, mailAddresses, startMailDelivery, type MailAddresses } from "./mail-delivery.server";
import { createMailSender } from "./mail-transport.server";
import type { JobRunner } from "~/platform/jobs/job-runner.server";
import { composeStaffMail } from "~/platform/mail/staff-mail.server";
import { startTestSmtpServer, type TestSmtpServer } from "../../../tests/support/test-smtp-server";
import { enqueueJob } from "../jobs/jobs.server";
import { DELIVER_MAIL, enqueueMail, mailDeliveryJob } from "./outgoing-mail.server";

const addresses = {
  from: '"Cedarline Flooring Website" <website@cedarlineflooring.ca>',
  to: "sales@cedarlineflooring.ca",
  publicUrl: "https://www.cedarlineflooring.ca",
};

const verification = composeStaffMail({
  lang: "zh-CN",
  subject: "验证您的电子邮件地址",
  heading: "请验证您的电子邮件地址",
  paragraphs: ["您好 <Jane>，", "请点击下面的按钮完成验证。\n链接 24 小时内有效。"],
  action: { label: "验证地址", url: "https://www.cedarlineflooring.ca/admin/verify?token=a&b=<c>" },
  footer: "如果您没有申请，请忽略此邮件。",
});

async function waitFor<T>(
  probe: () => T | null | undefined | Promise<T | null | undefined>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(testDatabases())("outgoing mail on $name", (target) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let smtp: TestSmtpServer;
  let delivery: JobRunner | undefined;

  /** The mail's job runner on this database, looking for due jobs five times a second. */
  const startDelivery = (env: { SMTP_URL?: string; DATA_DIR: string }, sentFrom: MailAddresses = addresses) =>
    (delivery = startMailDelivery({
      sender: createMailSender(env),
      addresses: sentFrom,
      database: db,
      timing: { pollMs: 200 },
      logger: { info() {}, warn() {}, error() {} },
    }));

  /** The message's delivery job. */
  const jobOf = async (id: number) =>
    (await db.select().from(jobs).where(eq(jobs.singletonKey, mailDeliveryJob(id).singletonKey!)))[0];

  const received = (id: number) => () =>
    smtp.received.find((message) => message.headers.get("x-outgoing-mail-id") === String(id));

  const rowOf = async (id: number) =>
    (await db.select().from(outgoingMail).where(eq(outgoingMail.id, id)))[0]!;

  /** The pause is read from `run_at`, not waited out: the job is made due and the runner looks at once. */
  const dueNow = async (job: { id: number; attempts: number }) => {
    await makeJobDue(db, job);
    delivery?.wake();
  };

  beforeAll(async () => {
    const handle = await target.create();
    db = handle.db;
    dispose = handle.dispose;
    smtp = await startTestSmtpServer();
  });
  afterEach(async () => {
    await delivery?.stop();
    delivery = undefined;
  });
  afterAll(async () => {
    await smtp.close();
    await dispose();
  });

  it("sends a queued message from MAIL_FROM to its address with both bodies", async () => {
    const stored = await enqueueMail(
      { purpose: "verify-email", to: "jane@example.com", ...verification },
      db,
    );
    expect(stored).toMatchObject({
      deliveryStatus: "pending",
      attempts: 0,
      purpose: "verify-email",
    });
    // Stored with its delivery job, in the same transaction.
    expect(await jobOf(stored.id)).toMatchObject({
      kind: DELIVER_MAIL,
      state: "queued",
      payload: { mailId: stored.id },
      maxAttempts: 2_147_483_647,
    });
    startDelivery({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, DATA_DIR: "unused" });
    const mail = await waitFor(received(stored.id));

    expect(mail.from).toBe("website@cedarlineflooring.ca");
    expect(mail.to).toEqual(["jane@example.com"]);
    expect(mail.headers.get("from")).toBe(
      "Cedarline Flooring Website <website@cedarlineflooring.ca>",
    );
    expect(mail.headers.get("to")).toBe("jane@example.com");
    expect(mail.headers.get("subject")).toBe("验证您的电子邮件地址");
    expect(mail.headers.has("reply-to")).toBe(false);
    expect(mail.text).toBe(verification.text);
    expect(mail.html).toBe(verification.html);
    expect(mail.html).toContain('<html lang="zh-CN">');

    const row = await waitFor(async () => {
      const current = await rowOf(stored.id);
      return current.deliveryStatus === "delivered" ? current : null;
    });
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row.deliveredAt).toBeInstanceOf(Date);
  });

  it("sends a message without HTML as plain text", async () => {
    const stored = await enqueueMail(
      { purpose: "notice", to: "ops@example.com", subject: "Plain", text: "Only text." },
      db,
    );
    startDelivery({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, DATA_DIR: "unused" });
    const mail = await waitFor(received(stored.id));
    expect(mail.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(mail.text).toBe("Only text.");
    expect(mail.html).toBe("");
  });

  it("stores subject and address on one line and refuses anything but one address", async () => {
    const stored = await enqueueMail(
      {
        purpose: "reset-password\r\nX-Injected: yes",
        to: "  jane@example.com\r\n",
        subject:
          "Reset\r\nBcc: victim@example.com\u0085X-A: 1\u2028X-B: 2\u2029=?utf-8?Q?Eve=0D=0ABcc:_v@example.com?=\u0007",
        text: "Line one\r\nLine two",
      },
      db,
    );
    expect(stored.toAddress).toBe("jane@example.com");
    expect(stored.purpose).toBe("reset-password X-Injected: yes");
    expect(stored.subject).toBe(
      "Reset Bcc: victim@example.com X-A: 1 X-B: 2 = ?utf-8?Q?Eve=0D=0ABcc:_v@example.com?=",
    );
    // Bodies are free text: their line breaks are the message's own.
    expect(stored.textBody).toBe("Line one\r\nLine two");

    for (const to of [
      "jane@example.com\r\nBcc: victim@example.com",
      "jane@example.com, victim@example.com",
      "Jane <jane@example.com>",
      "jane@example.com\nvictim@example.com",
      "",
    ]) {
      await expect(
        enqueueMail({ purpose: "verify-email", to, subject: "s", text: "t" }, db),
      ).rejects.toThrow(/exactly one e-mail address/);
    }
    await expect(
      enqueueMail({ purpose: " \r\n", to: "jane@example.com", subject: "s", text: "t" }, db),
    ).rejects.toThrow(/purpose/);
    // A refused message leaves no job behind.
    expect(
      await db.select().from(jobs).where(eq(jobs.kind, DELIVER_MAIL)).then((rows) => rows.length),
    ).toBe(await db.select().from(outgoingMail).then((rows) => rows.length));

    startDelivery({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, DATA_DIR: "unused" });
    const mail = await waitFor(received(stored.id));
    const headerBlock = mail.raw.slice(0, mail.raw.indexOf("\r\n\r\n"));
    expect(mail.to).toEqual(["jane@example.com"]);
    expect(headerBlock).not.toMatch(/[\u0085\u2028\u2029]/);
    expect(headerBlock).not.toContain("\u0007");
    expect(headerBlock).not.toMatch(/=\?utf-8\?Q\?Eve/i);
    for (const name of ["bcc", "x-a", "x-b", "x-injected"])
      expect(mail.headers.has(name)).toBe(false);
    expect(mail.headers.get("subject")).toBe(stored.subject);
  });

  it("gives a row stored by other means one recipient and no header of its own", async () => {
    const [stored] = await db
      .insert(outgoingMail)
      .values({
        purpose: "notice",
        toAddress: "jane@example.com\r\nBcc: victim@example.com, other@example.com",
        subject: "Hello\r\nX-Injected: yes\u2028Cc: c@example.com",
        textBody: "Body",
      })
      .returning();
    await enqueueJob(mailDeliveryJob(stored!.id), db);
    const message = composeOutgoingMail(stored!, addresses);
    const info = await nodemailer
      .createTransport({ streamTransport: true, buffer: true, newline: "windows" })
      .sendMail(message);
    expect(info.envelope.to).toHaveLength(1);
    expect(info.envelope.to[0]).not.toMatch(/^(victim|other)@example\.com$/);
    const raw = (info.message as Buffer).toString("utf8");
    const headerBlock = raw.slice(0, raw.indexOf("\r\n\r\n"));
    expect(headerBlock).not.toMatch(/^(bcc|cc|x-injected):/im);
    expect(headerBlock).toMatch(/^Subject: Hello X-Injected: yes Cc: c@example.com$/m);

    // A real server refuses such an address: the message waits with the reason, sent to no one.
    startDelivery({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, DATA_DIR: "unused" });
    const row = await waitFor(async () => {
      const current = await rowOf(stored!.id);
      return current.attempts === 1 ? current : null;
    });
    expect(row.deliveryStatus).toBe("pending");
    expect(row.lastError).toMatch(/recipient/i);
    expect(
      smtp.received.filter((mail) => mail.headers.get("x-outgoing-mail-id") === String(stored!.id)),
    ).toEqual([]);
    await delivery?.stop();
    delivery = undefined;
    // Gone, so its job, taken up by the later tests' runners, ends with nothing to send.
    await db.delete(outgoingMail).where(eq(outgoingMail.id, stored!.id));
  });

  it("stays pending with growing pauses while the mail server is away, then is delivered", async () => {
    const away = await startTestSmtpServer();
    const port = away.port;
    await away.close();
    const stored = await enqueueMail(
      { purpose: "reset-password", to: "sam@example.com", ...verification },
      db,
    );
    startDelivery({ SMTP_URL: `smtp://127.0.0.1:${port}`, DATA_DIR: "unused" });

    const pauses: number[] = [];
    for (const attempts of [1, 2]) {
      const row = await waitFor(async () => {
        const current = await rowOf(stored.id);
        return current.attempts === attempts ? current : null;
      });
      expect(row.deliveryStatus).toBe("pending");
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      const job = await waitFor(async () => {
        const current = await jobOf(stored.id);
        return current?.state === "queued" && current.attempts === attempts ? current : null;
      });
      pauses.push(job.runAt.getTime() - row.updatedAt.getTime());
      if (attempts === 1) {
        expect(pauses[0]).toBeGreaterThan(4_000);
        expect(pauses[0]).toBeLessThan(6_000);
        // The next attempt comes now rather than after the five seconds just read.
        await dueNow(job);
      }
    }
    expect(pauses[1]).toBeGreaterThan(9_000);
    expect(pauses[1]).toBeLessThan(11_000);

    const back = await startTestSmtpServer(port);
    try {
      // With the mail server back, the third attempt comes now rather than after ten seconds.
      await dueNow((await jobOf(stored.id))!);
      const mail = await waitFor(
        () =>
          back.received.find(
            (message) => message.headers.get("x-outgoing-mail-id") === String(stored.id),
          ),
        15_000,
      );
      expect(mail.to).toEqual(["sam@example.com"]);
      const row = await waitFor(async () => {
        const current = await rowOf(stored.id);
        return current.deliveryStatus === "delivered" ? current : null;
      });
      expect(row).toMatchObject({ attempts: 3, lastError: null });
    } finally {
      await delivery?.stop();
      delivery = undefined;
      await back.close();
    }
  }, 45_000);

  it("is sent in the company's name as it is when each message goes, with nothing in the name able to change the header", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "outbox-"));
    let companyName: string | null = "Maple & Oak Floors";
    const fromOf = async (id: number) => {
      const name = await waitFor(async () => (await readdir(path.join(dataDir, "outbox")).catch(() => [] as string[])).find((file) => file.endsWith(`-mail-${id}.eml`)));
      // Headers unfolded: a long one continues on the next line.
      return /^From: (.*)$/m.exec((await readFile(path.join(dataDir, "outbox", name), "utf8")).replace(/\r?\n[ \t]+/g, " "))?.[1];
    };
    try {
      startDelivery({ DATA_DIR: dataDir }, mailAddresses({ PUBLIC_URL: "https://www.cedarlineflooring.ca" }, async () => companyName));
      const first = await enqueueMail({ purpose: "verify-email", to: "lee@example.com", ...verification }, db);
      expect(await fromOf(first.id)).toBe('"Maple & Oak Floors Website" <website@cedarlineflooring.ca>');
      companyName = 'Oak "Floors"\r\nBcc: all@example.com';
      const second = await enqueueMail({ purpose: "verify-email", to: "lee@example.com", ...verification }, db);
      expect(await fromOf(second.id)).toBe('"Oak Floors Bcc: all@example.com Website" <website@cedarlineflooring.ca>');
      // Unreadable, the shipped name.
      companyName = null;
      const third = await enqueueMail({ purpose: "verify-email", to: "lee@example.com", ...verification }, db);
      expect(await fromOf(third.id)).toBe("Cedarline Flooring Website <website@cedarlineflooring.ca>");
    } finally {
      await delivery?.stop();
      delivery = undefined;
      await rm(dataDir, { recursive: true, force: true });
    }
    // MAIL_FROM, when configured, is used as it is.
    expect(mailAddresses({ PUBLIC_URL: "https://x.example", MAIL_FROM: "Sales <sales@x.example>" }, async () => "Ignored")).toEqual({ from: "Sales <sales@x.example>", to: null, publicUrl: "https://x.example" });
  });

  it("without SMTP writes the message to the outbox as a .eml file of its own name", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "outbox-"));
    try {
      const stored = await enqueueMail(
        { purpose: "verify-email", to: "lee@example.com", ...verification },
        db,
      );
      startDelivery({ DATA_DIR: dataDir });
      const name = await waitFor(async () => {
        const names = await readdir(path.join(dataDir, "outbox")).catch(() => [] as string[]);
        return names.find((file) => file.endsWith(`-mail-${stored.id}.eml`));
      });
      // Named as the site's own mail, not as another kind of stored message.
      expect(name).toMatch(new RegExp(`^[0-9TZ-]+-mail-${stored.id}\\.eml$`));
      const eml = await readFile(path.join(dataDir, "outbox", name), "utf8");
      expect(eml).toMatch(/^From: Cedarline Flooring Website <website@cedarlineflooring.ca>$/m);
      expect(eml).toMatch(/^To: lee@example.com$/m);
      expect(eml).toMatch(/^Subject: =\?UTF-8\?/m);
      expect(eml).toMatch(new RegExp(`^X-Outgoing-Mail-Id: ${stored.id}$`, "im"));
      expect(eml).toMatch(/^Content-Type: text\/html/m);
      const row = await waitFor(async () => {
        const current = await rowOf(stored.id);
        return current.deliveryStatus === "outbox" ? current : null;
      });
      expect(row.attempts).toBe(1);
    } finally {
      await delivery?.stop();
      delivery = undefined;
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
