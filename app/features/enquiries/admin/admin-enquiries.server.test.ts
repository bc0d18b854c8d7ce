import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { auditLog, enquiries, enquiryLines, jobs, products, user } from "~/platform/db/schema";
import { testDatabases } from "../../../../tests/support/test-databases";
import { messagesFor } from "~/platform/i18n/locale.server";
import { enquiryCsv } from "~/features/enquiries/admin/enquiries-csv.server";
import { enquiryFilterOf, startOfDay } from "~/features/enquiries/admin/enquiry-list-params.server";
import {
  countAdminEnquiries,
  eachAdminEnquiryBatch,
  getAdminEnquiry,
  listAdminEnquiries,
  newEnquiryCount,
  recordEnquiriesExport,
  retryEnquiryDelivery,
} from "./admin-enquiries.server";
import { linesByEnquiry, productsWithLines } from "./enquiry-lines.server";
import { moveLead, assignLead } from "./lead-pipeline.server";
import { DELIVER_ENQUIRY, enqueueEnquiry, enquiryDeliveryKey, recordDelivery, recordFailedAttempt } from "../enquiries.server";
import { claimJobs, retryJobLater } from "~/platform/jobs/jobs.server";

describe.each(testDatabases())("the Enquiries tab's data on $name", (target) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let serial = 0;
  const editor = { id: "editor-1", email: "editor@example.ca" };
  beforeAll(async () => {
    const handle = await target.create();
    db = handle.db;
    dispose = handle.dispose;
    await db.insert(user).values({ ...editor, name: editor.email, role: "editor", emailVerified: true });
  });
  afterAll(() => dispose());

  /** A stored enquiry; `at` backdates it, `delivered` marks its e-mail sent. */
  async function enquiry(fields: Partial<{ name: string; email: string; company: string; message: string; at: Date; delivered: boolean }> = {}) {
    serial += 1;
    const row = await enqueueEnquiry(
      {
        name: fields.name ?? `Sender ${serial}`,
        email: fields.email ?? `sender${serial}@example.com`,
        phone: undefined,
        company: fields.company ?? `Company ${serial}`,
        interestedIn: "residential",
        service: "installation",
        message: fields.message ?? `Please quote ${serial} square feet of oak.`,
      },
      { sourcePage: "/contact", clientKey: "key" },
      db,
    );
    if (fields.at) await db.update(enquiries).set({ createdAt: fields.at }).where(eq(enquiries.id, row.id));
    if (fields.delivered) await recordDelivery(row.id, "delivered", db);
    return row.id;
  }

  const auditOf = async (action: string) => db.select().from(auditLog).where(eq(auditLog.action, action));

  it("lists newest first, searches every text field (wildcards taken literally) and pages by 50", async () => {
    const older = await enquiry({ name: "Ada Oldfield", at: new Date("2026-01-05T15:00:00Z") });
    const newer = await enquiry({ name: "Ben Newman", email: "ben@newman.example.org", company: "Maple & Sons", at: new Date("2026-01-06T15:00:00Z") });
    const byMessage = await enquiry({ message: "We need 100% walnut_wide planks for a café.", at: new Date("2026-01-04T15:00:00Z") });

    const all = await listAdminEnquiries({}, db);
    const ids = all.rows.map((row) => row.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(byMessage));

    expect((await listAdminEnquiries({ q: "newman" }, db)).rows.map((row) => row.id)).toEqual([newer]);
    expect((await listAdminEnquiries({ q: "maple sons" }, db)).rows.map((row) => row.id)).toEqual([newer]);
    expect((await listAdminEnquiries({ q: "EXAMPLE.ORG" }, db)).rows.map((row) => row.id)).toEqual([newer]);
    expect((await listAdminEnquiries({ q: "100% walnut_wide café" }, db)).rows.map((row) => row.id)).toEqual([byMessage]);
    // '%' and '_' are letters here, not wildcards.
    expect((await listAdminEnquiries({ q: "1%0" }, db)).total).toBe(0);
    expect((await listAdminEnquiries({ q: "walnut_" }, db)).total).toBe(1);
    expect((await listAdminEnquiries({ q: `#${older}` }, db)).rows.map((row) => row.id)).toEqual([older]);

    for (let index = 0; index < 50; index++) await enquiry();
    const second = await listAdminEnquiries({ page: 2 }, db);
    expect(second.page).toBe(2);
    expect(second.pageCount).toBe(Math.ceil(second.total / 50));
    expect((await listAdminEnquiries({ page: 99 }, db)).page).toBe(second.pageCount);
  });

  it("filters by day in the office's time zone, both ends included", async () => {
    // 23:30 in Toronto on 14 March 2026 is 03:30 UTC on the 15th.
    const lateEvening = await enquiry({ at: new Date("2026-03-15T03:30:00Z") });
    const nextMorning = await enquiry({ at: new Date("2026-03-15T13:00:00Z") });
    const none = { q: "", status: "", kind: "", owner: "", product: 0 } as const;
    const onFourteenth = await listAdminEnquiries(enquiryFilterOf({ ...none, from: "2026-03-14", to: "2026-03-14" }), db);
    expect(onFourteenth.rows.map((row) => row.id)).toEqual([lateEvening]);
    const fromFifteenth = await listAdminEnquiries(enquiryFilterOf({ ...none, from: "2026-03-15", to: "2026-03-15" }), db);
    expect(fromFifteenth.rows.map((row) => row.id)).toContain(nextMorning);
    expect(fromFifteenth.rows.map((row) => row.id)).not.toContain(lateEvening);
    // Across the spring clock change (8 March 2026) a day still starts at local midnight.
    expect(startOfDay("2026-03-08").toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(startOfDay("2026-03-09").toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(startOfDay("2026-03-08", undefined, 1).toISOString()).toBe("2026-03-09T04:00:00.000Z");
  });

  it("filters by status, kind, owner (or nobody) and a product asked for, and counts the new ones", async () => {
    const marker = `Filter${Date.now()}`;
    const [oak] = await db.insert(products).values({ title: `${marker} Oak`, content: "" }).returning({ id: products.id });
    const [ash] = await db.insert(products).values({ title: `${marker} Ash`, content: "" }).returning({ id: products.id });
    const quote = await enquiry({ company: `${marker} quote` });
    const samples = await enquiry({ company: `${marker} samples` });
    const plain = await enquiry({ company: `${marker} plain` });
    await db.update(enquiries).set({ kind: "quote" }).where(eq(enquiries.id, quote));
    await db.update(enquiries).set({ kind: "samples", shipping: { pickup: true } }).where(eq(enquiries.id, samples));
    await db.insert(enquiryLines).values([
      { enquiryId: quote, position: 0, productId: oak!.id, productTitle: `${marker} Oak`, colour: "Honey", areaSqft: "374", boxes: 17 },
      { enquiryId: quote, position: 1, productId: ash!.id, productTitle: `${marker} Ash`, colour: null, areaSqft: null, boxes: null },
      { enquiryId: samples, position: 0, productId: ash!.id, productTitle: `${marker} Ash`, colour: "Smoke" },
    ]);
    const ids = async (filter: Parameters<typeof listAdminEnquiries>[0]) => (await listAdminEnquiries({ q: marker, ...filter }, db)).rows.map((row) => row.id);

    const before = await newEnquiryCount(db);
    expect((await moveLead(editor, plain, "won", null, db)).ok).toBe(true);
    expect(await newEnquiryCount(db)).toBe(before - 1);
    expect(await ids({ status: "won" })).toEqual([plain]);
    expect(await ids({ status: "new" })).toEqual([samples, quote]);
    expect(await ids({ kind: "quote" })).toEqual([quote]);
    expect(await ids({ kind: "contact" })).toEqual([plain]);
    expect((await assignLead(editor, samples, editor.id, null, db)).ok).toBe(true);
    expect(await ids({ owner: editor.id })).toEqual([samples]);
    expect(await ids({ owner: "unassigned" })).toEqual([plain, quote]);
    expect((await listAdminEnquiries({ q: marker, owner: editor.id }, db)).rows[0]?.ownerEmail).toBe(editor.email);
    expect(await ids({ product: oak!.id })).toEqual([quote]);
    expect(await ids({ product: ash!.id })).toEqual([samples, quote]);
    expect(await ids({ product: ash!.id, kind: "samples" })).toEqual([samples]);

    // The lines in the order they were sent; the products that have any, by title.
    const lines = await linesByEnquiry([quote, samples, plain], db);
    expect(lines.get(quote)).toEqual([
      { productId: oak!.id, productTitle: `${marker} Oak`, colour: "Honey", areaSqft: 374, boxes: 17 },
      { productId: ash!.id, productTitle: `${marker} Ash`, colour: null, areaSqft: null, boxes: null },
    ]);
    expect(lines.has(plain)).toBe(false);
    const asked = (await productsWithLines(null, db)).filter((product) => product.title.startsWith(marker));
    expect(asked.map((product) => product.title)).toEqual([`${marker} Ash`, `${marker} Oak`]);
    // A product the filter names is offered too, asked for or not.
    const [elm] = await db.insert(products).values({ title: `${marker} Elm`, content: "" }).returning({ id: products.id });
    expect((await productsWithLines(elm!.id, db)).map((product) => product.id)).toContain(elm!.id);
    expect((await productsWithLines(null, db)).map((product) => product.id)).not.toContain(elm!.id);
  });

  it("sends again at once an e-mail that has not gone out, never one delivered or being sent", async () => {
    const failing = await enquiry({ name: "Dee Retry" });
    const key = enquiryDeliveryKey(failing);
    // A runner takes its delivery job. (Earlier tests leave more than a hundred jobs due, and
    // runners take the oldest first: claim them all.) A moment ahead, so that no difference
    // between this clock and the database's can leave it out.
    const soon = () => new Date(Date.now() + 1_000);
    const claimAll = async () =>
      (await claimJobs({ kinds: [DELIVER_ENQUIRY], owner: "runner-1", limit: 10_000, leaseMs: 60_000, now: soon() }, db)).find(
        (job) => job.singletonKey === key,
      );
    const claimed = await claimAll();
    expect(claimed).toBeDefined();
    // While the runner has it in hand, a retry would send it twice.
    expect(await retryEnquiryDelivery(editor, failing, null, db)).toEqual({ ok: false, reason: "sending" });
    // The attempt fails; the job will try again in ten minutes.
    await recordFailedAttempt(failing, { error: "connect ECONNREFUSED" }, db);
    await retryJobLater({ id: claimed!.id, owner: "runner-1", error: "connect ECONNREFUSED", retryAt: new Date(Date.now() + 600_000) }, db);
    expect((await getAdminEnquiry(failing, db))?.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now() + 500_000);
    expect((await listAdminEnquiries({ status: "undelivered", q: "Dee" }, db)).total).toBe(1);

    const retried = await retryEnquiryDelivery(editor, failing, "hash", db);
    expect(retried.ok).toBe(true);
    const row = await getAdminEnquiry(failing, db);
    expect(row?.nextAttemptAt?.getTime()).toBeLessThanOrEqual(Date.now());
    expect(row?.deliveryStatus).toBe("pending");
    const again = await claimAll();
    expect(again?.id).toBe(claimed!.id);
    expect((await auditOf("enquiry-retried")).at(-1)).toMatchObject({
      target: `#${failing} Dee Retry`,
      detail: { attempts: 1, lastError: "connect ECONNREFUSED", status: "pending" },
    });

    // A job whose runner died with it (its lease ran out) is taken up by any runner: no refusal.
    await db.update(jobs).set({ leaseUntil: new Date(Date.now() - 1_000) }).where(eq(jobs.id, claimed!.id));
    expect((await retryEnquiryDelivery(editor, failing, null, db)).ok).toBe(true);

    // One given up on goes back to pending, with a new delivery job due at once.
    await db.update(jobs).set({ state: "failed", leaseOwner: null, leaseUntil: null }).where(eq(jobs.id, claimed!.id));
    await db.update(enquiries).set({ deliveryStatus: "failed", updatedAt: new Date() }).where(eq(enquiries.id, failing));
    expect((await getAdminEnquiry(failing, db))?.nextAttemptAt).toBeNull();
    expect((await retryEnquiryDelivery(editor, failing, null, db)).ok).toBe(true);
    const revived = await getAdminEnquiry(failing, db);
    expect(revived?.deliveryStatus).toBe("pending");
    expect(revived?.nextAttemptAt?.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    const fresh = await claimAll();
    expect(fresh).toMatchObject({ kind: DELIVER_ENQUIRY, payload: { enquiryId: failing } });
    expect(fresh?.id).not.toBe(claimed!.id);

    const delivered = await enquiry({ delivered: true });
    expect(await retryEnquiryDelivery(editor, delivered, null, db)).toEqual({ ok: false, reason: "unchanged" });
    expect((await listAdminEnquiries({ status: "undelivered" }, db)).rows.map((item) => item.id)).not.toContain(delivered);
    expect(await retryEnquiryDelivery(editor, 999_999, null, db)).toEqual({ ok: false, reason: "not-found" });
  });

  it("exports every matching enquiry in batches, newest first, and records the export", async () => {
    const marker = `Export${Date.now()}`;
    const made: number[] = [];
    for (let index = 0; index < 7; index++) {
      made.push(await enquiry({ company: `${marker} ${index}`, at: new Date(Date.UTC(2026, 5, 1, 12, 0, index)) }));
    }
    const filter = { q: marker };
    expect(await countAdminEnquiries(filter, db)).toBe(7);
    const batches: number[][] = [];
    for await (const batch of eachAdminEnquiryBatch(filter, { batchSize: 3 }, db)) batches.push(batch.map((row) => row.id));
    expect(batches.map((batch) => batch.length)).toEqual([3, 3, 1]);
    expect(batches.flat()).toEqual([...made].reverse());

    await recordEnquiriesExport(editor, filter, 7, "hash", db);
    expect((await auditOf("enquiries-exported")).at(-1)).toMatchObject({ actorEmail: editor.email, detail: { rows: 7, q: marker } });
  });

  it("writes CSV that Excel opens in Chinese and never runs a sender's text as a formula", async () => {
    const hostile = [
      "=HYPERLINK(\"http://evil.example\",\"click\")",
      "+1+1",
      "-2+3",
      "@SUM(A1:A2)",
      "\tTabbed",
      "\rReturn",
      "＝1+1",
    ];
    const ids: number[] = [];
    for (const text of hostile) ids.push(await enquiry({ name: text, company: `CSV ${text}`, message: `${text} in a message` }));
    const rows = (await Promise.all(ids.map((id) => getAdminEnquiry(id, db)))).map((row) => ({ ...row!, ownerEmail: null }));
    const csv = enquiryCsv(messagesFor("zh"), "zh");
    const head = csv.head();
    expect(head.startsWith("\uFEFF编号,收到时间,类型,状态,状态变更时间,状态变更人,负责人,姓名,邮箱")).toBe(true);
    expect(head.endsWith("\r\n")).toBe(true);
    const body = csv.rows(rows);
    for (const text of hostile) {
      // Each cell starts with an apostrophe (and is quoted where it holds a quote or line break).
      const quoted = /["\r\n]/.test(text) ? `"'${text.replace(/"/g, '""')}"` : `'${text}`;
      expect(body).toContain(`,${quoted},`);
    }
    expect(body).not.toMatch(/(^|,)[=+\-@\t]/m);
    // A line break inside a message stays inside its quoted cell.
    const multiLine = await getAdminEnquiry(await enquiry({ message: "First line\nsecond, \"quoted\" line" }), db);
    expect(csv.rows([{ ...multiLine!, ownerEmail: null }])).toContain(',"First line\nsecond, ""quoted"" line",');
    // Chinese labels for the stored choices; numbers stay numbers.
    expect(body).toContain(",住宅,安装,");
    expect(body).toContain(`${ids[0]},`);
    expect(csv.rows([])).toBe("");
    expect(Buffer.from(head, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
