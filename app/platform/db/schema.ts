import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

// ---------------------------------------------------------------- catalogue

/**
 * The file name a stored picture value ends in: the value without its query or fragment, after
 * its last '/' (or encoded '%2F'). Every path the image resolver reads from a value ends in this
 * name (decoded), so the media route finds the products that may name an uploaded file through
 * an index on it instead of scanning every value. Literal constants, not parameters: a query
 * must spell the same expression for PostgreSQL to use the index.
 */
export const pictureFileName = (value: SQL | AnyPgColumn) =>
  sql`regexp_replace(split_part(split_part(btrim(${value}), '?', 1), '#', 1), '^.*(/|%2[Ff])', '')`;

/** PostgreSQL's full-text document type; Drizzle has no built-in column for it. */
const tsvector = customType<{ data: string }>({
  dataType() {
    return "tsvector";
  },
});

export const productCategories = pgTable(
  "product_categories",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** The name on the French site; blank shows the English (decision 049). */
    nameFr: text("name_fr"),
    slug: text("slug").notNull().unique(),
    parentId: integer("parent_id").references((): AnyPgColumn => productCategories.id, {
      onDelete: "set null",
    }),
    displayOrder: integer("display_order").notNull().default(0),
    ...timestamps,
  },
  (table) => [index("product_categories_parent_idx").on(table.parentId, table.displayOrder)],
);

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    content: text("content").notNull().default(""),
    /** Storage path, generated-image key or http(s) URL; resolved by the image layer. */
    picture: text("picture"),
    categoryId: integer("category_id").references(() => productCategories.id, {
      onDelete: "set null",
    }),
    size: text("size"),
    series: text("series"),
    color: text("color"),
    level: text("level"),
    packing: text("packing"),
    /** Square feet one box covers, and boxes on a pallet: what the order calculator needs (null: not known). */
    coveragePerBox: numeric("coverage_per_box", { precision: 7, scale: 2 }),
    boxesPerPallet: integer("boxes_per_pallet"),
    isPublished: boolean("is_published").notNull().default(false),
    isFeatured: boolean("is_featured").notNull().default(false),
    displayOrder: integer("display_order").notNull().default(0),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    seoKeywords: text("seo_keywords"),
    /** The French site's texts; a blank one shows the English (decision 049). */
    titleFr: text("title_fr"),
    contentFr: text("content_fr"),
    seriesFr: text("series_fr"),
    colorFr: text("color_fr"),
    levelFr: text("level_fr"),
    packingFr: text("packing_fr"),
    seoTitleFr: text("seo_title_fr"),
    seoDescriptionFr: text("seo_description_fr"),
    companyId: integer("company_id").notNull().default(1),
    /** When staff moved it to the Trash (it is unpublished then); purged 30 days later. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** Counts saves: an editor opened at version n may save only while it is still n. */
    version: integer("version").notNull().default(1),
    /** Page a product was imported from, so a re-import updates instead of duplicating. */
    sourceUrl: text("source_url").unique(),
    /** The catalogue search document: title weighs most, then series and colour, then the text. */
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`setweight(to_tsvector('english'::regconfig, coalesce(${products.title}, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(${products.series}, '') || ' ' || coalesce(${products.color}, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(${products.content}, '')), 'C')`,
      ),
    /** The same for the French site: each French text, or the English where it is blank. */
    searchVectorFr: tsvector("search_vector_fr")
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`setweight(to_tsvector('french'::regconfig, coalesce(nullif(${products.titleFr}, ''), ${products.title}, '')), 'A') || setweight(to_tsvector('french'::regconfig, coalesce(nullif(${products.seriesFr}, ''), ${products.series}, '') || ' ' || coalesce(nullif(${products.colorFr}, ''), ${products.color}, '')), 'B') || setweight(to_tsvector('french'::regconfig, coalesce(nullif(${products.contentFr}, ''), ${products.content}, '')), 'C')`,
      ),
    /**
     * The substring search's text: title, series, colour and description, in English and French,
     * lower-cased, so a search reads it with LIKE (and its trigram index) instead of lower-casing
     * every row.
     */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`lower(coalesce(${products.title}, '') || ' ' || coalesce(${products.series}, '') || ' ' || coalesce(${products.color}, '') || ' ' || coalesce(${products.content}, '') || ' ' || coalesce(${products.titleFr}, '') || ' ' || coalesce(${products.seriesFr}, '') || ' ' || coalesce(${products.colorFr}, '') || ' ' || coalesce(${products.contentFr}, ''))`,
      ),
    ...timestamps,
  },
  (table) => [
    index("products_published_order_idx").on(table.isPublished, table.displayOrder, table.id),
    index("products_category_idx").on(table.categoryId),
    index("products_size_idx").on(table.size),
    // The public list filters by category among published products and sorts by display order.
    index("products_published_category_order_idx")
      .on(table.categoryId, table.displayOrder, table.id)
      .where(sql`${table.isPublished}`),
    index("products_search_idx").using("gin", table.searchVector),
    index("products_search_fr_idx").using("gin", table.searchVectorFr),
    index("products_search_text_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
    index("products_trash_idx").on(table.deletedAt).where(sql`${table.deletedAt} is not null`),
    index("products_picture_file_idx").on(pictureFileName(table.picture)),
  ],
);

/**
 * Every saved state of a product (its fields, category, pictures and colour images as one JSON
 * document), who saved it and when: the editor's history, from which any state can be restored.
 */
export const productVersions = pgTable(
  "product_versions",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The product's `version` this state was saved as. */
    version: integer("version").notNull(),
    data: jsonb("data").notNull(),
    actorId: text("actor_id"),
    actorEmail: text("actor_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("product_versions_product_version_idx").on(table.productId, table.version)],
);

export const productImages = pgTable(
  "product_images",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    imageUrl: text("image_url").notNull(),
    /** The colour name shown as caption and in the 'ALL COLORS' grid. */
    altText: text("alt_text"),
    displayOrder: integer("display_order").notNull().default(0),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    index("product_images_product_idx").on(table.productId, table.displayOrder),
    index("product_images_file_idx").on(pictureFileName(table.imageUrl)),
  ],
);

// ---------------------------------------------------------------- enquiries

export const enquiryDeliveryStatuses = ["pending", "delivered", "outbox", "failed"] as const;
export type EnquiryDeliveryStatus = (typeof enquiryDeliveryStatuses)[number];
export const enquiryKinds = ["contact", "quote", "samples"] as const;
export type EnquiryKind = (typeof enquiryKinds)[number];
export const enquiryStates = ["new", "contacted", "quoted", "won", "lost"] as const;
export type EnquiryState = (typeof enquiryStates)[number];
export const enquiryEventKinds = ["state", "owner", "note"] as const;
export type EnquiryEventKind = (typeof enquiryEventKinds)[number];
/** Where a sample request's samples go: a Canadian address, or picked up at the showroom. */
export type SampleShipping =
  | { pickup: true }
  | { pickup: false; street: string; city: string; province: string; postalCode: string };

/** Every valid enquiry is stored before delivery, so a failed e-mail never loses a lead. */
export const enquiries = pgTable(
  "enquiries",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company").notNull(),
    interestedIn: text("interested_in").notNull(),
    service: text("service").notNull(),
    message: text("message").notNull(),
    sourcePage: text("source_page").notNull(),
    /** The language of the page it was sent from (en, fr): staff answer in it (decision 049). */
    locale: text("locale").notNull().default("en"),
    /** Keyed hash of the sender's IP address: enough to rate-limit, not enough to identify. */
    clientKey: text("client_key"),
    deliveryStatus: text("delivery_status", { enum: enquiryDeliveryStatuses })
      .notNull()
      .default("pending"),
    /** Attempts to send so far, the one that went through included (delivery jobs, decision 010). */
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** When staff marked it handled (null: open), and who: kept from before leads had states. */
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: text("handled_by"),
    /** A quote request (with lines), a sample request (with colours and an address) or a plain message. */
    kind: text("kind", { enum: enquiryKinds }).notNull().default("contact"),
    /** Where the lead stands in the sales pipeline, who moved it there last and when. */
    state: text("state", { enum: enquiryStates }).notNull().default("new"),
    stateChangedAt: timestamp("state_changed_at", { withTimezone: true }),
    stateChangedBy: text("state_changed_by"),
    /** The staff member working the lead. */
    ownerId: text("owner_id").references((): AnyPgColumn => user.id, { onDelete: "set null" }),
    /** A sample request's delivery address, or `{ pickup: true }`. */
    shipping: jsonb("shipping").$type<SampleShipping>(),
    ...timestamps,
  },
  (table) => [
    index("enquiries_created_idx").on(table.createdAt),
    index("enquiries_client_idx").on(table.clientKey, table.createdAt),
    index("enquiries_state_idx").on(table.state, table.createdAt),
  ],
);

/**
 * One product (and colour) of an enquiry, with its title as it was when sent, so a later rename or
 * deletion does not change the lead; the product is linked while it exists.
 */
export const enquiryLines = pgTable(
  "enquiry_lines",
  {
    id: serial("id").primaryKey(),
    enquiryId: integer("enquiry_id")
      .notNull()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    productTitle: text("product_title").notNull(),
    productSlug: text("product_slug"),
    /** The colour's name as visitors chose it (a colour picture's caption), or null for the product. */
    colour: text("colour"),
    /** The floor area asked for, in square feet, and the boxes it takes (with the waste allowance). */
    areaSqft: numeric("area_sqft", { precision: 9, scale: 2 }),
    boxes: integer("boxes"),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    index("enquiry_lines_enquiry_idx").on(table.enquiryId, table.position),
    index("enquiry_lines_product_idx").on(table.productId, table.createdAt),
  ],
);

/** What staff did to a lead: a state or owner changed, a note written; who and when. */
export const enquiryEvents = pgTable(
  "enquiry_events",
  {
    id: serial("id").primaryKey(),
    enquiryId: integer("enquiry_id")
      .notNull()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: enquiryEventKinds }).notNull(),
    fromValue: text("from_value"),
    toValue: text("to_value"),
    note: text("note"),
    actorId: text("actor_id"),
    actorName: text("actor_name").notNull(),
    createdAt: timestamps.createdAt,
  },
  (table) => [index("enquiry_events_enquiry_idx").on(table.enquiryId, table.createdAt)],
);

// ---------------------------------------------------------------- accounts (better-auth)

export const userRoles = ["admin", "editor", "pending"] as const;
export type UserRole = (typeof userRoles)[number];

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** Self-registered accounts start as 'pending' and see nothing until an admin approves them. */
  role: text("role").notNull().default("pending"),
  banned: boolean("banned").default(false),
  banReason: text("ban_reason"),
  banExpires: timestamp("ban_expires", { withTimezone: true }),
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
  /** The admin language this person chose ('en' or 'zh'); null follows the browser. */
  locale: text("locale"),
  lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
  ...timestamps,
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    impersonatedBy: text("impersonated_by"),
    ...timestamps,
  },
  (table) => [index("session_user_idx").on(table.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (table) => [index("account_user_idx").on(table.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index("verification_identifier_idx").on(table.identifier)],
);

/** An authenticator app's secret and one-time backup codes (better-auth's twoFactor plugin). */
export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (table) => [index("two_factor_user_idx").on(table.userId)],
);

// ---------------------------------------------------------------- access control

/**
 * Attempts at sign-in, registration, password reset and two-factor codes, counted per keyed hash
 * of an address or an account in fixed windows. In the database, so every process shares them.
 */
export const authThrottle = pgTable("auth_throttle", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});

/** Who did what, written by the server for every sign-in, account change and catalogue write. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The person who acted; kept as an e-mail too, so the entry survives their account. */
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    /** What was acted on, e.g. `user:<id>`, `product:12`, or an e-mail address for a failed sign-in. */
    target: text("target"),
    detail: jsonb("detail"),
    /** Keyed hash of the IP address: enough to tell requests apart, useless if leaked. */
    ipHash: text("ip_hash"),
  },
  (table) => [
    index("audit_log_created_idx").on(table.createdAt),
    index("audit_log_actor_idx").on(table.actorId, table.createdAt),
    index("audit_log_action_idx").on(table.action, table.createdAt),
  ],
);

// ---------------------------------------------------------------- site content

/**
 * The site's own content that staff edit (news articles, projects, gallery items, home slides and
 * the company's details), one row per entry whatever its kind: the declared fields live in `data`,
 * read through the kind's entity declaration (app/features/content/), so a new kind of content is a
 * declaration, not a table. Decision 048.
 */
export const contentEntries = pgTable(
  "content_entries",
  {
    id: serial("id").primaryKey(),
    /** Which declaration reads it: 'news', 'project', 'gallery', 'slide', 'company'. */
    kind: text("kind").notNull(),
    /** The entry's address word (/news/{slug}), for the kinds that have pages. */
    slug: text("slug"),
    /** Every declared field but the slug, as the declaration's codecs read and write them. */
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    /** Its place among its kind's entries, where staff order them (gallery, slides). */
    position: integer("position").notNull().default(0),
    isPublished: boolean("is_published").notNull().default(false),
    /** When a draft is to be published by the job runner; null when nothing is scheduled. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /** When it was last published, for feeds and the sitemap. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** When staff moved it to the Trash (it is unpublished then); purged 30 days later. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** Counts saves: an editor opened at version n may save only while it is still n. */
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (table) => [
    // Trashed entries keep their address, so restoring one never finds it taken.
    uniqueIndex("content_entries_kind_slug_idx").on(table.kind, table.slug).where(sql`${table.slug} is not null`),
    index("content_entries_kind_order_idx").on(table.kind, table.isPublished, table.position, table.id),
    index("content_entries_scheduled_idx").on(table.publishAt).where(sql`${table.publishAt} is not null`),
  ],
);

/** Every saved state of a content entry (its fields, address and state as one document): its history. */
export const contentVersions = pgTable(
  "content_versions",
  {
    id: serial("id").primaryKey(),
    entryId: integer("entry_id")
      .notNull()
      .references(() => contentEntries.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    data: jsonb("data").notNull(),
    actorId: text("actor_id"),
    actorEmail: text("actor_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("content_versions_entry_version_idx").on(table.entryId, table.version)],
);

/**
 * A person's autosaved working copy of an entry they are editing (or of a new one, entry 'new'):
 * the form's fields as the editor would post them, the entry's version it started from, when it
 * was saved. Private to that person; visitors never read it; removed when they save or discard,
 * when the entry is deleted, and after a month (app/platform/autosave/).
 */
export const workingCopies = pgTable(
  "working_copies",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The kind of entry as its registration names it ('product', 'content:news', …). */
    kind: text("kind").notNull(),
    /** The entry's id, or 'new' for one not saved yet. */
    entry: text("entry").notNull(),
    baseVersion: integer("base_version"),
    fields: jsonb("fields").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.entry] }),
    index("working_copies_kind_entry_idx").on(table.kind, table.entry),
    index("working_copies_saved_at_idx").on(table.savedAt),
  ],
);

/**
 * A published entry's changes prepared as a draft: its fields and address as the editor posted
 * them, kept apart from the entry so that every public read shows the live entry unchanged until
 * the changes are published (now, or at `publish_at` by the job runner). One per entry; `based_on`
 * is the entry's version they were made from: publishing them over a newer one is refused.
 */
export const contentChanges = pgTable(
  "content_changes",
  {
    entryId: integer("entry_id")
      .primaryKey()
      .references(() => contentEntries.id, { onDelete: "cascade" }),
    slug: text("slug"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    basedOn: integer("based_on").notNull(),
    /** When the job runner is to publish them; null when nothing is scheduled. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    actorId: text("actor_id"),
    actorEmail: text("actor_email"),
    ...timestamps,
  },
  (table) => [index("content_changes_scheduled_idx").on(table.publishAt).where(sql`${table.publishAt} is not null`)],
);

// ---------------------------------------------------------------- outgoing mail

/**
 * E-mail to staff (verification, password reset), stored before it is sent, with its delivery job
 * in the same transaction, and sent like enquiries, so it survives a mail-server outage or a restart.
 */
export const outgoingMail = pgTable(
  "outgoing_mail",
  {
    id: serial("id").primaryKey(),
    /** What the message is for, e.g. 'verify-email', 'reset-password'. */
    purpose: text("purpose").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    deliveryStatus: text("delivery_status", { enum: enquiryDeliveryStatuses })
      .notNull()
      .default("pending"),
    /** Attempts to send so far, the one that went through included (delivery jobs, decision 010). */
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    ...timestamps,
  },
);

// ---------------------------------------------------------------- background jobs

export const jobStates = ["queued", "running", "done", "failed", "cancelled"] as const;
export type JobState = (typeof jobStates)[number];
/** What a job did with one item, or in a dry run would do. */
export const jobItemOutcomes = ["create", "update", "unchanged", "skip", "fail"] as const;
export type JobItemOutcome = (typeof jobItemOutcomes)[number];

/**
 * Work done in the background, outside any request: imports and the delivery of mail. A job is
 * claimed by one process at a time with `FOR UPDATE SKIP LOCKED` and a lease that the process
 * renews while it works; a lease that runs out (the process was killed) lets any process take the
 * job up again from its checkpoint. Decision 024.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    /** What the job does, e.g. 'bulk-import'; each kind has one handler. */
    kind: text("kind").notNull(),
    /** At most one job with a given key is queued or running (one bulk import at a time). */
    singletonKey: text("singleton_key"),
    payload: jsonb("payload").notNull().default({}),
    state: text("state", { enum: jobStates }).notNull().default("queued"),
    /** When a queued job may start (later after a failed attempt). */
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(3),
    /** The process working on it, and until when its claim holds unless renewed. */
    leaseOwner: text("lease_owner"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    cancelRequested: boolean("cancel_requested").notNull().default(false),
    /** Counters the admin shows (created, updated, failed, …) and the total when known. */
    progress: jsonb("progress").$type<Record<string, number>>().notNull().default({}),
    /** Where the handler resumes after another process takes the job up. */
    checkpoint: jsonb("checkpoint"),
    /** The item in hand, for the progress line. */
    currentItem: text("current_item"),
    result: jsonb("result"),
    lastError: text("last_error"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index("jobs_due_idx").on(table.runAt).where(sql`${table.state} in ('queued', 'running')`),
    index("jobs_kind_idx").on(table.kind, table.createdAt),
    uniqueIndex("jobs_singleton_idx")
      .on(table.singletonKey)
      .where(sql`${table.singletonKey} is not null and ${table.state} in ('queued', 'running')`),
  ],
);

/** What went wrong with one item of a job (a product, a row, a picture): the job goes on. */
export const jobItemErrors = pgTable(
  "job_item_errors",
  {
    id: serial("id").primaryKey(),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /** The item as people know it: a link, 'row 12', a product title. */
    item: text("item").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("job_item_errors_job_idx").on(table.jobId, table.id)],
);

/**
 * What a job did, or in a dry run would do, with each of its items (a row, a product link): the
 * row-by-row list the admin shows, and for a real import the product it touched with its version
 * before and after, from which the import can be undone. Written once per item; an item done
 * again after the job was taken up again replaces its earlier line.
 */
export const jobItems = pgTable(
  "job_items",
  {
    id: serial("id").primaryKey(),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /** Its place in the job's list (a row number, the order products were read in). */
    position: integer("position").notNull(),
    /** The item as people know it: 'Row 12', a product title or link. */
    item: text("item").notNull(),
    /** create, update, unchanged, skip or fail: what happened, or in a dry run what would. */
    outcome: text("outcome", { enum: jobItemOutcomes }).notNull(),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    /** The product's version before the job changed it (null when the job created it). */
    versionBefore: integer("version_before"),
    versionAfter: integer("version_after"),
    message: text("message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("job_items_job_position_idx").on(table.jobId, table.position)],
);

/**
 * A picture an import downloaded, by the link it came from: the checksum of what was downloaded
 * and where it was stored. A later import of the same unchanged picture keeps the stored file, so
 * re-importing an unchanged product changes nothing.
 */
export const importedFiles = pgTable("imported_files", {
  sourceUrl: text("source_url").primaryKey(),
  sha256: text("sha256").notNull(),
  storageKey: text("storage_key").notNull(),
  importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------- media library

/**
 * Every uploaded picture, once: the library staff search and reuse (decision 065). A row is written
 * with the upload that stores its file, so a file no row names is one no upload made. `searchText`
 * is the lower-cased file name and descriptions the library's search reads with `like`, through
 * a trigram index.
 */
export const media = pgTable(
  "media",
  {
    id: serial("id").primaryKey(),
    /** The storage key, as picture fields hold it: `uploads/<yyyy>/<mm>/<random>.<ext>`. */
    path: text("path").notNull(),
    /** The name the file had on the uploader's computer (or the key's last part when unknown). */
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull().default(0),
    height: integer("height").notNull().default(0),
    bytes: integer("bytes").notNull().default(0),
    /** The stored file's content version: a replaced file keeps its path and changes this. */
    version: text("version").notNull().default(""),
    uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    uploadedByEmail: text("uploaded_by_email"),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
    descriptionEn: text("description_en").notNull().default(""),
    descriptionFr: text("description_fr").notNull().default(""),
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`lower(${media.fileName} || ' ' || ${media.descriptionEn} || ' ' || ${media.descriptionFr})`,
      ),
    updatedAt: timestamps.updatedAt,
  },
  (table) => [
    uniqueIndex("media_path_idx").on(table.path),
    index("media_uploaded_idx").on(table.uploadedAt, table.id),
    index("media_uploader_idx").on(table.uploadedBy),
    index("media_file_idx").on(pictureFileName(table.path)),
    index("media_search_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
  ],
);

// ---------------------------------------------------------------- bookkeeping

/** Small key/value facts about this installation, e.g. that the demo catalogue was seeded once. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamps.updatedAt,
});

/**
 * Settings an administrator changes in the admin, one JSON value per key (for instance
 * `requireTwoFactor`), with who changed it last. Read through app/platform/config/settings.server.ts.
 */
export const appSetting = pgTable("app_setting", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  updatedAt: timestamps.updatedAt,
});
