import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJobDue } from "../../../tests/support/job-leases";
import type { Enquiry } from "~/features/enquiries/enquiry-form-schema";
import type { Database } from "~/platform/db/client.server";
import { contentEntries, enquiries, jobs, outgoingMail } from "~/platform/db/schema";
import { seedContentIfEmpty } from "~/features/content/content-seed.server";
import { testDatabases } from "../../../tests/support/test-databases";
import { countEnquiriesSince, DELIVER_ENQUIRY, enqueueEnquiry, enquiryDeliveryKey } from "~/features/enquiries/enquiries.server";
import { enqueueJob } from "~/platform/jobs/jobs.server";
import { enqueueMail } from "~/platform/mail/outgoing-mail.server";
import { startMailDelivery } from "~/platform/mail/mail-delivery.server";
import { createMailSender } from "~/platform/mail/mail-transport.server";
import { enquiryDelivery } from "./enquiry-delivery.server";
import { setJobRunners, startJobRunner, wakeJobs, type JobRunner } from "~/platform/jobs/job-runner.server";
import { startTestSmtpServer, type TestSmtpServer } from "../../../tests/support/test-smtp-server";

const addresses = {
  from: '"Cedarline Flooring Website" <website@cedarlineflooring.ca>',
  to: "sales@cedarlineflooring.ca",
  publicUrl: "https://www.cedarlineflooring.ca",
};

const hostile: Enquiry = {
  name: 'Jane "<b>Doe</b>"',
  email: "jane@example.com",
  phone: "<i>905</i>",
  company: "Doe & Sons <script>alert(1)</script>",
  interestedIn: "commercial",
  service: "general-inquiry",
  message: "First line <img src=x onerror=alert(1)>\nSecond line & more\n\nThird paragraph",
};

const origin = { sourcePage: "/inspiration/gallery", clientKey: "test-client" };

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

const quiet = { info() {}, warn() {}, error() {} };

describe.each(testDatabases())("enquiry delivery on $name", (target) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let smtp: TestSmtpServer;
  let delivery: JobRunner | undefined;

  /** The mail's job runner on this database, looking for due jobs five times a second. */
  const startDelivery = (env: { SMTP_URL?: string; DATA_DIR: string }, pollMs = 200) =>
    startMailDelivery({
      sender: createMailSender(env),
      addresses,
      database: db,
      timing: { pollMs },
      logger: quiet,
      others: [enquiryDelivery],
    });

  /** The delivery job of an enquiry (the newest, if it had several). */
  const jobOf = async (id: number) =>
    (await db.select().from(jobs).where(eq(jobs.singletonKey, enquiryDeliveryKey(id))).orderBy(jobs.id)).at(-1);

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
  afterAll(async () => {
    await delivery?.stop();
    await smtp.close();
    await dispose();
  });

  it("sends to the recipient in the company's details when the server names none, as they are when it is sent", async () => {
    await seedContentIfEmpty(db);
    await db
      .update(contentEntries)
      .set({ data: sql`jsonb_set(${contentEntries.data}, '{enquiryRecipient}', '"quotes@cedarlineflooring.ca"')` })
      .where(eq(contentEntries.kind, "company"));
    const stored = await enqueueEnquiry(hostile, origin, db);
    delivery = startMailDelivery({
      sender: createMailSender({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, DATA_DIR: "unused" }),
      addresses: { ...addresses, to: null },
      database: db,
      timing: { pollMs: 200 },
      logger: quiet,
      others: [enquiryDelivery],
    });
    const mail = await waitFor(() => smtp.received.find((message) => message.headers.get("x-enquiry-id") === String(stored.id)));
    await waitFor(async () => (await jobOf(stored.id))?.state === "done");
    await delivery.stop();
    delivery = undefined;
    expect(mail.to).toEqual(["quotes@cedarlineflooring.ca"]);
  });

  it("says which language an enquiry was sent in, so the office answers in it", async () => {
    const french = await enqueueEnquiry({ ...hostile, name: "Émilie Tremblay" }, { ...origin, sourcePage: "/contact", locale: "fr" }, db);
    const english = await enqueueEnquiry({ ...hostile, name: "Emily Turner" }, { ...origin, sourcePage: "/contact" }, db);
    expect([french.locale, english.locale]).toEqual(["fr", "en"]);
    delivery = startDelivery({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, DATA_DIR: "unused" });
    const frenchMail = await waitFor(() => smtp.received.find((message) => message.headers.get("x-enquiry-id") === String(french.id)));
    const englishMail = await waitFor(() => smtp.received.find((message) => message.headers.get("x-enquiry-id") === String(english.id)));
    await waitFor(async () => (await jobOf(english.id))?.state === "done");
    await delivery.stop();
    delivery = undefined;
    expect(frenchMail.headers.get("subject")).toMatch(/^Website enquiry from Émilie Tremblay, .* \(French\)$/);
    expect(frenchMail.text).toContain("Language: French (sent from the French site: reply in French)");
    expect(frenchMail.text).toContain("https://www.cedarlineflooring.ca/fr/contact");
    expect(frenchMail.html).toContain("French (sent from the French site: reply in French)");
    expect(englishMail.text).toContain("Language: English");
    expect(englishMail.headers.get("subject")).not.toContain("(French)");
  });

  it("sends a stored enquiry over SMTP with the subject, Reply-To and both bodies escaped", async () => {
    const stored = await enqueueEnquiry(hostile, origin, db);
    expect(stored.deliveryStatus).toBe("pending");
    // Stored with its delivery job, due at once and never given up.
    expect(await jobOf(stored.id)).toMatchObject({
      kind: DELIVER_ENQUIRY,
      state: "queued",
      payload: { enquiryId: stored.id },
      attempts: 0,
      maxAttempts: 2_147_483_647,
    });
    delivery = startDelivery({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, DATA_DIR: "unused" });
    const mail = await waitFor(() => smtp.received.find((message) => message.headers.get("x-enquiry-id") === String(stored.id)));
    // The job records the delivery just after the mail server took the message: stopping before
    // that would hand the job back unrecorded.
    await waitFor(async () => (await jobOf(stored.id))?.state === "done");
    await delivery.stop();
    delivery = undefined;

    expect(mail.from).toBe("website@cedarlineflooring.ca");
    expect(mail.to).toEqual(["sales@cedarlineflooring.ca"]);
    expect(mail.headers.get("subject")).toBe('Website enquiry from Jane "<b>Doe</b>", Doe & Sons <script>alert(1)</script>');
    expect(mail.headers.get("reply-to")).toBe('"Jane \\"<b>Doe</b>\\"" <jane@example.com>');

    expect(mail.text).toContain('Name: Jane "<b>Doe</b>"');
    expect(mail.text).toContain("Phone: <i>905</i>");
    expect(mail.text).toContain("Interested in: Commercial");
    expect(mail.text).toContain("Service: General Inquiry");
    expect(mail.text).toContain("First line <img src=x onerror=alert(1)>\nSecond line & more\n\nThird paragraph");
    expect(mail.text).toContain("https://www.cedarlineflooring.ca/inspiration/gallery");

    expect(mail.html).toContain("Jane &quot;&lt;b&gt;Doe&lt;/b&gt;&quot;");
    expect(mail.html).toContain("Doe &amp; Sons &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).toContain("&lt;i&gt;905&lt;/i&gt;");
    expect(mail.html).toContain(
      "First line &lt;img src=x onerror=alert(1)&gt;<br>\nSecond line &amp; more<br>\n<br>\nThird paragraph",
    );
    expect(mail.html).not.toMatch(/<script|<img|<b>|<i>/);

    const [row] = await db.select().from(enquiries).where(eq(enquiries.id, stored.id));
    expect(row).toMatchObject({ deliveryStatus: "delivered", attempts: 1, lastError: null });
    expect(row?.deliveredAt).toBeInstanceOf(Date);
    expect(await jobOf(stored.id)).toMatchObject({ state: "done", result: { sent: true, via: "smtp" } });
  });

  it("keeps line breaks out of headers even if a stored value carries them", async () => {
    const stored = await enqueueEnquiry(
      { ...hostile, name: "Mallory\r\nBcc: victim@example.com", company: "Evil\r\nX-Injected: yes" },
      origin,
      db,
    );
    delivery = startDelivery({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, DATA_DIR: "unused" });
    const mail = await waitFor(() => smtp.received.find((message) => message.headers.get("x-enquiry-id") === String(stored.id)));
    await delivery.stop();
    delivery = undefined;
    expect(mail.to).toEqual(["sales@cedarlineflooring.ca"]);
    expect(mail.headers.has("bcc")).toBe(false);
    expect(mail.headers.has("x-injected")).toBe(false);
    expect(mail.headers.get("subject")).toBe("Website enquiry from Mallory Bcc: victim@example.com, Evil X-Injected: yes");
  });

  it("sends no encoded-word or Unicode line separator typed into a name on to the headers", async () => {
    const stored = await enqueueEnquiry(
      {
        ...hostile,
        name: "=?utf-8?Q?Eve=0D=0ABcc:_victim@example.com?=",
        company: "Evil\u0085Bcc: a@example.com\u2028X-Injected: yes\u2029Z",
      },
      origin,
      db,
    );
    delivery = startDelivery({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, DATA_DIR: "unused" });
    const mail = await waitFor(() => smtp.received.find((message) => message.headers.get("x-enquiry-id") === String(stored.id)));
    await delivery.stop();
    delivery = undefined;
    const headerBlock = mail.raw.slice(0, mail.raw.indexOf("\r\n\r\n"));
    // Nothing in the headers is left for a mail program to decode into a line break.
    expect(headerBlock).not.toMatch(/=\?utf-8\?Q\?Eve/i);
    expect(headerBlock).not.toMatch(/[\u0085\u2028\u2029]/);
    expect(mail.headers.get("reply-to")).toBe('"= ?utf-8?Q?Eve=0D=0ABcc:_victim@example.com?=" <jane@example.com>');
    expect(mail.headers.get("subject")).toBe(
      "Website enquiry from = ?utf-8?Q?Eve=0D=0ABcc:_victim@example.com?=, Evil Bcc: a@example.com X-Injected: yes Z",
    );
    expect(mail.headers.has("bcc")).toBe(false);
    expect(mail.headers.has("x-injected")).toBe(false);
  });

  it("retries with growing pauses while the mail server is away, then delivers", async () => {
    const away = await startTestSmtpServer();
    const port = away.port;
    await away.close();
    const first = await enqueueEnquiry({ ...hostile, name: "Retry One" }, origin, db);
    const second = await enqueueEnquiry({ ...hostile, name: "Retry Two" }, origin, db);
    delivery = startDelivery({ SMTP_URL: `smtp://127.0.0.1:${port}`, DATA_DIR: "unused" });
    const failed = await waitFor(async () => {
      const rows = await db.select().from(enquiries).where(inArray(enquiries.id, [first.id, second.id]));
      return rows.length === 2 && rows.every((row) => row.attempts === 1) ? rows : null;
    });
    const waiting: { id: number; attempts: number }[] = [];
    for (const row of failed) {
      expect(row.deliveryStatus).toBe("pending");
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      // Its job waits five seconds before the next attempt.
      const job = await waitFor(async () => {
        const current = await jobOf(row.id);
        return current?.state === "queued" && current.attempts === 1 ? current : null;
      });
      const wait = job.runAt.getTime() - row.updatedAt.getTime();
      expect(wait).toBeGreaterThan(4_000);
      expect(wait).toBeLessThan(6_000);
      waiting.push(job);
    }

    const back = await startTestSmtpServer(port);
    try {
      // With the mail server back, the next attempts come now rather than after the five seconds read above.
      for (const job of waiting) await dueNow(job);
      const names = await waitFor(() => {
        const got = back.received.map((mail) => mail.headers.get("x-enquiry-id"));
        return got.includes(String(first.id)) && got.includes(String(second.id)) ? got : null;
      }, 15_000);
      expect(names).toHaveLength(2);
      // The mail server has the messages; the delivery is recorded right after.
      const rows = await waitFor(async () => {
        const delivered = await db.select().from(enquiries).where(eq(enquiries.deliveryStatus, "delivered"));
        const ours = delivered.filter((row) => row.id === first.id || row.id === second.id);
        return ours.length === 2 ? ours : null;
      });
      expect(rows.map((row) => row.attempts)).toEqual([2, 2]);
      expect(back.received.filter((mail) => mail.headers.get("x-enquiry-id") === String(first.id))).toHaveLength(1);
    } finally {
      await delivery.stop();
      delivery = undefined;
      await back.close();
    }
  }, 30_000);

  it("without SMTP writes each message to the outbox as a .eml file", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "outbox-"));
    try {
      const stored = await enqueueEnquiry({ ...hostile, name: "Outbox Reader" }, origin, db);
      delivery = startDelivery({ DATA_DIR: dataDir });
      const files = await waitFor(async () => {
        const names = await readdir(path.join(dataDir, "outbox")).catch(() => [] as string[]);
        return names.find((name) => name.endsWith(`-enquiry-${stored.id}.eml`)) ? names : null;
      });
      await delivery.stop();
      delivery = undefined;
      expect(files.filter((name) => name.endsWith(".part"))).toEqual([]);
      const eml = await readFile(path.join(dataDir, "outbox", files.find((name) => name.includes(`-enquiry-${stored.id}`))!), "utf8");
      expect(eml).toMatch(/^Subject: Website enquiry from Outbox Reader, Doe & Sons/m);
      expect(eml).toMatch(/^Reply-To: Outbox Reader <jane@example.com>/m);
      const [row] = await db.select().from(enquiries).where(eq(enquiries.id, stored.id));
      expect(row?.deliveryStatus).toBe("outbox");
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it("delivers an enquiry and a staff message stored together, woken at once by their storing", async () => {
    // Looks for due jobs only once a minute: within the test, only a wake-up can send the messages.
    delivery = startDelivery({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, DATA_DIR: "unused" }, 60_000);
    setJobRunners([delivery]);
    try {
      // The runner's first look for work is over before anything is stored.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const enquiry = await enqueueEnquiry({ ...hostile, name: "Both Kinds" }, origin, db);
      const staff = await enqueueMail(
        { purpose: "verify-email", to: "staff@example.com", subject: "Verify your address", text: "Open the link." },
        db,
      );
      wakeJobs();
      const [forCompany, forStaff] = await waitFor(() => {
        const company = smtp.received.find((mail) => mail.headers.get("x-enquiry-id") === String(enquiry.id));
        const person = smtp.received.find((mail) => mail.headers.get("x-outgoing-mail-id") === String(staff.id));
        return company && person ? [company, person] : null;
      }, 5_000);
      expect(forCompany.to).toEqual(["sales@cedarlineflooring.ca"]);
      expect(forStaff.to).toEqual(["staff@example.com"]);
      expect(forStaff.from).toBe("website@cedarlineflooring.ca");
      expect(forStaff.headers.get("subject")).toBe("Verify your address");
      expect(forStaff.text).toBe("Open the link.");
      await waitFor(async () => {
        const [company] = await db.select().from(enquiries).where(eq(enquiries.id, enquiry.id));
        const [person] = await db.select().from(outgoingMail).where(eq(outgoingMail.id, staff.id));
        return company?.deliveryStatus === "delivered" && person?.deliveryStatus === "delivered" ? true : null;
      });

      // The runner is asleep for a minute again; a staff message's own wake-up sends it now.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const later = await enqueueMail(
        { purpose: "reset-password", to: "staff@example.com", subject: "Reset", text: "Open the link." },
        db,
      );
      wakeJobs();
      await waitFor(() => smtp.received.find((mail) => mail.headers.get("x-outgoing-mail-id") === String(later.id)), 5_000);
    } finally {
      setJobRunners([]);
      await delivery.stop();
      delivery = undefined;
    }
  });

  it("delivers an enquiry stored while the mail server is down once it is back, exactly once", async () => {
    const away = await startTestSmtpServer();
    const port = away.port;
    await away.close();
    delivery = startDelivery({ SMTP_URL: `smtp://127.0.0.1:${port}`, DATA_DIR: "unused" });
    setJobRunners([delivery]);
    try {
      // The runner is already at work when the enquiry comes in, as on the site.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const stored = await enqueueEnquiry({ ...hostile, name: "Stored While Down" }, origin, db);
      wakeJobs();
      const failed = await waitFor(async () => {
        const [row] = await db.select().from(enquiries).where(eq(enquiries.id, stored.id));
        return row && row.attempts >= 1 ? row : null;
      });
      expect(failed.deliveryStatus).toBe("pending");
      expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);

      const back = await startTestSmtpServer(port);
      try {
        await waitFor(async () => {
          const [row] = await db.select().from(enquiries).where(eq(enquiries.id, stored.id));
          return row?.deliveryStatus === "delivered" ? row : null;
        }, 20_000);
        expect(await jobOf(stored.id)).toMatchObject({ state: "done" });
        // A moment more, in which a second copy would show up.
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        expect(back.received.filter((mail) => mail.headers.get("x-enquiry-id") === String(stored.id))).toHaveLength(1);
      } finally {
        await back.close();
      }
    } finally {
      setJobRunners([]);
      await delivery.stop();
      delivery = undefined;
    }
  }, 30_000);

  it("sends an enquiry once whose job is taken up again after it went out", async () => {
    const stored = await enqueueEnquiry({ ...hostile, name: "Already Sent" }, origin, db);
    delivery = startDelivery({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, DATA_DIR: "unused" });
    await waitFor(async () => ((await jobOf(stored.id))?.state === "done" ? true : null));
    await delivery.stop();
    delivery = undefined;
    // As if a process had died between the send and the end of its job: the job runs again.
    await enqueueJob({ kind: DELIVER_ENQUIRY, payload: { enquiryId: stored.id }, singletonKey: enquiryDeliveryKey(stored.id) }, db);
    delivery = startDelivery({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, DATA_DIR: "unused" });
    const again = await waitFor(async () => {
      const job = await jobOf(stored.id);
      return job?.state === "done" ? job : null;
    });
    await delivery.stop();
    delivery = undefined;
    expect(again.result).toEqual({ sent: false, reason: "delivered" });
    expect(smtp.received.filter((mail) => mail.headers.get("x-enquiry-id") === String(stored.id))).toHaveLength(1);
  });

  it("sends mail while an import holds every place of the imports' runner", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const imports = startJobRunner({
      database: db,
      concurrency: 2,
      handlers: { "slow-import": () => held },
      timing: { pollMs: 100 },
      logger: quiet,
    });
    await enqueueJob({ kind: "slow-import" }, db);
    await enqueueJob({ kind: "slow-import" }, db);
    delivery = startDelivery({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, DATA_DIR: "unused" });
    setJobRunners([imports, delivery]);
    try {
      await waitFor(async () => {
        const running = await db.select().from(jobs).where(and(eq(jobs.kind, "slow-import"), eq(jobs.state, "running")));
        return running.length === 2 ? running : null;
      });
      const stored = await enqueueEnquiry({ ...hostile, name: "Beside An Import" }, origin, db);
      wakeJobs();
      await waitFor(() => smtp.received.find((mail) => mail.headers.get("x-enquiry-id") === String(stored.id)), 5_000);
      expect(await db.select().from(jobs).where(and(eq(jobs.kind, "slow-import"), eq(jobs.state, "running")))).toHaveLength(2);
    } finally {
      setJobRunners([]);
      release();
      await imports.stop();
      await delivery.stop();
      delivery = undefined;
    }
  });

  it("counts a sender's recent enquiries for the rate limit", async () => {
    const key = `flood-${target.name}`;
    for (let index = 0; index < 3; index++) await enqueueEnquiry(hostile, { ...origin, clientKey: key }, db);
    expect(await countEnquiriesSince(key, new Date(Date.now() - 60_000), db)).toBe(3);
    expect(await countEnquiriesSince(key, new Date(Date.now() + 60_000), db)).toBe(0);
    expect(await countEnquiriesSince("someone-else", new Date(0), db)).toBe(0);
  });
});
