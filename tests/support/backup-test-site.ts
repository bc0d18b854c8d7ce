import { createHash, randomBytes } from "node:crypto";
import { noFrench } from "./no-french";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { eq, is, sql } from "drizzle-orm";
import sharp from "sharp";
import type { Enquiry } from "~/features/enquiries/enquiry-form-schema";
import type { Database } from "~/platform/db/client.server";
import * as schema from "~/platform/db/schema";
import { seedDemoCatalogueIfEmpty } from "~/features/catalogue/seed.server";
import { seedContentIfEmpty } from "~/features/content/content-seed.server";
import { createAuth } from "~/features/auth/auth.server";
import type { UploadStorage } from "~/platform/storage/storage.server";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { enqueueEnquiry } from "~/features/enquiries/enquiries.server";
import { addLeadNote, moveLead } from "~/features/enquiries/admin/lead-pipeline.server";
import { enqueueMail } from "~/platform/mail/outgoing-mail.server";
import { createProduct, updateProduct } from "~/features/catalogue/product-store.server";
import { setSetting } from "~/platform/config/settings.server";
import { rows } from "../../app/features/backup/database.server";

/*
 * For the backup tests: a site with something in every table (through the models where there are
 * models, the way the site writes them), uploads with awkward names, and values that are easy to
 * get wrong (text that looks like psql commands, JSON null, microseconds, a gap in the ids); and
 * exact pictures of a database and of a storage to compare after a restore.
 */

/** The tables the schema declares: what a backup must carry. */
export function schemaTableNames(): string[] {
  const names: string[] = [];
  for (const value of Object.values(schema) as unknown[]) if (is(value, PgTable)) names.push(getTableConfig(value).name);
  return names.sort();
}

export const TRICKY_TEXT = "Line one\n\\restrict notacommand\n\\.\n'single' \"double\" back\\slash; -- not a comment\n汉字 🎉 \u2028 end";

export async function populateSite(db: Database, storage: UploadStorage, secret: string): Promise<{ keys: string[] }> {
  await seedDemoCatalogueIfEmpty(db);
  await seedContentIfEmpty(db);

  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#7a5230" } }).jpeg().toBuffer();
  const transparent = await sharp({ create: { width: 32, height: 32, channels: 4, background: { r: 0, g: 90, b: 60, alpha: 0.5 } } }).png().toBuffer();
  const keys = [
    `uploads/2026/05/${randomBytes(8).toString("hex")}.jpg`,
    `uploads/2026/05/${randomBytes(8).toString("hex")}.png`,
    `imports/2026/05/${"Fournisseur très long nom de fichier ".repeat(4).trim()} 价格表.csv`,
    "uploads/empty-file.txt",
  ];
  await storage.write(keys[0]!, photo);
  await storage.write(keys[1]!, transparent);
  await storage.write(keys[2]!, Buffer.from("\uFEFFtitle,size\nOak,7mm\n", "utf8"));
  await storage.write(keys[3]!, new Uint8Array());

  const auth = createAuth({ db, secret, baseURL: "http://localhost:3000" });
  const password = "walnut-ferry-lantern-42";
  const admin = await auth.api.createUser({
    body: { email: "owner@example.ca", password, name: "Owner", role: "admin", data: { emailVerified: true } },
  });
  const editor = await auth.api.createUser({
    body: { email: "editor@example.ca", password, name: "Éditeur 编辑", role: "editor", data: { emailVerified: true } },
  });
  await auth.api.createUser({ body: { email: "pending@example.ca", password, name: "Pending", role: "pending" } });
  await auth.api.signInEmail({ body: { email: "owner@example.ca", password } });
  const adminId = admin.user.id;
  await db.insert(schema.twoFactor).values({ id: randomBytes(8).toString("hex"), secret: "encrypted-secret", backupCodes: "encrypted-codes", userId: editor.user.id });
  await db.insert(schema.verification).values({
    id: randomBytes(8).toString("hex"),
    identifier: "reset-password:abc",
    value: editor.user.id,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  await db.insert(schema.authThrottle).values({ key: "sign-in:hash", count: 3, windowStart: new Date() });
  await setSetting("requireTwoFactor", true, adminId, db);

  const actor = { id: adminId, email: "owner@example.ca" };
  const input = {
    title: "Harbour Oak «backup»",
    content: TRICKY_TEXT,
    categoryId: null,
    size: "1520*228*7mm",
    series: "Harbour",
    color: "Natural",
    level: null,
    packing: null,
    coveragePerBox: null,
    boxesPerPallet: 0,
    isPublished: true,
    isFeatured: false,
    displayOrder: 3,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
    ...noFrench,
    picture: keys[0]!,
    images: [{ imageUrl: keys[1]!, altText: "Green" }],
  };
  const created = await createProduct(input, { actor }, db);
  if (!created.ok) throw new Error("product not created");
  await updateProduct(created.id, 1, { ...input, color: "Smoked" }, { actor }, db);
  // A product made and removed leaves a gap in the ids, which a restored site must not reuse.
  const gone = await createProduct({ ...input, title: "Removed later", images: [] }, { actor }, db);
  if (gone.ok) await db.delete(schema.products).where(eq(schema.products.id, gone.id));

  const enquiry: Enquiry = {
    name: "Jane Lead",
    email: "jane@example.com",
    phone: undefined,
    company: "Queued Homes",
    interestedIn: "residential",
    service: "consultation",
    message: TRICKY_TEXT,
  };
  await enqueueEnquiry(enquiry, { sourcePage: "/contact", clientKey: "k1" }, db);
  const quote = await enqueueEnquiry(
    { ...enquiry, name: "Second Lead", phone: "905-555-0100", message: "Call me back, please." },
    {
      sourcePage: "/quote",
      clientKey: "k2",
      kind: "quote",
      lines: [{ productId: created.id, productTitle: input.title, colour: "Green", areaSqft: 374, boxes: 17 }],
    },
    db,
  );
  // A lead worked by staff: its status and a note in its history.
  await moveLead(actor, quote.id, "quoted", null, db);
  await addLeadNote(actor, quote.id, `Priced at the trade rate. ${TRICKY_TEXT}`, null, db);
  await enqueueMail({ purpose: "verify-email", to: "pending@example.ca", subject: "Verify", text: "Open the link" }, db);
  await recordAudit({ action: "administrator-created", actor, target: `user:${adminId}`, detail: { via: "backup test" } }, db);

  const [job] = await db
    .insert(schema.jobs)
    .values({ kind: "bulk-import", payload: { url: "https://supplier.example" }, state: "done", progress: { created: 1 }, createdBy: adminId })
    .returning();
  // JSON null is a value of its own, not SQL NULL.
  await db.execute(sql`update jobs set result = 'null'::jsonb, checkpoint = '{"row": 12}'::jsonb where id = ${job!.id}`);
  await db.insert(schema.jobItems).values({ jobId: job!.id, position: 1, item: "Row 1", outcome: "create", productId: created.id, versionAfter: 1 });
  await db.insert(schema.jobItemErrors).values({ jobId: job!.id, item: "Row 2", message: "No title" });
  await db.insert(schema.importedFiles).values({ sourceUrl: "https://supplier.example/oak.jpg", sha256: "0".repeat(64), storageKey: keys[0]! });
  // The media library's row of a picture, described in both languages.
  await db
    .insert(schema.media)
    .values({ path: keys[0]!, fileName: "chêne 橡木.jpg", contentType: "image/jpeg", width: 8, height: 8, bytes: 100, version: "v1", uploadedBy: adminId, uploadedByEmail: actor.email, descriptionEn: TRICKY_TEXT, descriptionFr: "Chêne huilé" })
    .onConflictDoNothing();
  // A published article's draft of changes waiting to be published, and the editor's autosaved copy of it.
  const [entry] = await db
    .select({ id: schema.contentEntries.id, kind: schema.contentEntries.kind, slug: schema.contentEntries.slug, data: schema.contentEntries.data, version: schema.contentEntries.version })
    .from(schema.contentEntries)
    .where(eq(schema.contentEntries.isPublished, true))
    .limit(1);
  if (!entry) throw new Error("no published entry");
  await db.insert(schema.contentChanges).values({ entryId: entry.id, slug: entry.slug, data: { ...entry.data, title: TRICKY_TEXT }, basedOn: entry.version, publishAt: new Date(Date.UTC(2031, 0, 1)), actorId: adminId, actorEmail: actor.email });
  await db.insert(schema.workingCopies).values({ userId: editor.user.id, kind: `content:${entry.kind}`, entry: String(entry.id), baseVersion: entry.version, fields: { title: TRICKY_TEXT } });
  return { keys };
}

export interface DatabasePicture {
  /** schema.table → every row (stored columns, as JSON text), in primary-key order. */
  tables: Record<string, string[]>;
  /** schema.sequence → last value. */
  sequences: Record<string, string | null>;
}

/**
 * Every row of every table in the site's schemas (public, and drizzle's migration log), read the
 * same way from PGlite or a server. Generated columns are left out: the target computes them.
 */
export async function pictureOfDatabase(db: Database): Promise<DatabasePicture> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const tables = await rows<{ schema: string; name: string }>(
      tx,
      sql`select table_schema as schema, table_name as name from information_schema.tables
          where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
    );
    const picture: DatabasePicture = { tables: {}, sequences: {} };
    for (const { schema: schemaName, name } of tables) {
      const qualified = `${quote(schemaName)}.${quote(name)}`;
      const generated = await rows<{ name: string }>(
        tx,
        sql`select attname as name from pg_attribute where attrelid = ${qualified}::regclass and attgenerated <> ''`,
      );
      const keyColumns = await rows<{ name: string }>(
        tx,
        sql`select a.attname as name from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
            where i.indrelid = ${qualified}::regclass and i.indisprimary order by array_position(i.indkey::int2[], a.attnum)`,
      );
      const order = keyColumns.length > 0 ? keyColumns.map((column) => quote(column.name)).join(", ") : "1";
      const found = await rows<{ row: string }>(
        tx,
        sql`select (to_jsonb(t) - ${`{${generated.map((column) => quote(column.name)).join(",")}}`}::text[])::text as row from ${sql.raw(qualified)} t order by ${sql.raw(order)}`,
      );
      picture.tables[`${schemaName}.${name}`] = found.map((row) => row.row);
    }
    const sequences = await rows<{ schema: string; name: string; value: string | null }>(
      tx,
      sql`select schemaname as schema, sequencename as name, last_value::text as value from pg_sequences
          where schemaname in ('public', 'drizzle') order by 1, 2`,
    );
    for (const sequence of sequences) picture.sequences[`${sequence.schema}.${sequence.name}`] = sequence.value;
    return picture;
  });
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every stored file, by key. */
export async function pictureOfStorage(storage: UploadStorage): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const keys: string[] = [];
  for await (const file of storage.list()) keys.push(file.key);
  for (const key of keys.sort()) files.set(key, await storage.read(key));
  return files;
}

export const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");
