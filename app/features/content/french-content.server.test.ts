import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { user } from "~/platform/db/schema";
import { emptyRecord } from "~/platform/entities/records";
import { richTextFromParagraphs } from "~/platform/rich-text/document";
import { testDatabases } from "../../../tests/support/test-databases";
import { listContent } from "./admin/content-list.server";
import { seedRecords } from "./content-seed.server";
import { createEntry, readEntry } from "./content-store.server";
import { newsArticle } from "./news.entity";

/*
 * An article's French texts as staff keep them (decision 049), on the embedded database and a
 * PostgreSQL server: they are saved and read back with the entry, and the list's 'French missing'
 * filter finds the entries whose English has a text their French lacks, a rich text's words
 * included.
 */

const context = { actor: { id: "u-french", email: "french@example.ca" }, ipHash: "hash" };
// A shipped article with its French taken out: what an article written only in English holds.
const frenchBlank = Object.fromEntries(
  Object.entries(emptyRecord(newsArticle)).filter(([key]) => newsArticle.fields.some((field) => field.key === key && field.translates)),
);
const article = (slug: string, french: Record<string, unknown>) => ({
  ...seedRecords.news()[0]!,
  ...frenchBlank,
  title: `Article ${slug}`,
  slug,
  date: "2026-11-20",
  ...french,
});

describe.each(testDatabases())("French content on $name", (target) => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const handle = await target.create();
    db = handle.db;
    dispose = handle.dispose;
    await db.insert(user).values({ id: context.actor.id, email: context.actor.email, name: "Editor", role: "editor", emailVerified: true });
  });
  afterAll(() => dispose());

  it("keeps an entry's French texts, and lists under 'French missing' only what lacks some", async () => {
    const whole = {
      titleFr: "Article traduit",
      excerptFr: "Un court résumé.",
      bodyFr: richTextFromParagraphs(["Le texte entier."]),
      pictureAltFr: "Un plancher de chêne",
      // The category too: blank, it is French missing.
      categoryFr: "Guide",
    };
    const done = await createEntry("news", article("translated", whole), context, db);
    const bodyless = await createEntry("news", article("no-french-body", { ...whole, bodyFr: richTextFromParagraphs([""]) }), context, db);
    await createEntry("news", article("english-only", {}), context, db);
    expect(done.ok && bodyless.ok).toBe(true);
    const stored = await readEntry(db, "news", done.ok ? done.id : 0);
    expect(stored?.record).toMatchObject({ titleFr: "Article traduit", excerptFr: "Un court résumé.", pictureAltFr: "Un plancher de chêne" });
    const filter = { q: "", status: "" as const, french: true, page: 1 };
    expect((await listContent("news", filter, db)).rows.map((row) => row.slug).sort()).toEqual(["english-only", "no-french-body"]);
    expect((await listContent("news", { ...filter, french: false }, db)).rows).toHaveLength(3);
  });

  it("lists under 'French missing' a project whose gallery has a picture's description or caption without its French", async () => {
    const shipped = seedRecords.project()[0]!;
    const gallery = shipped.gallery.map((item) => ({ ...item, altFr: `${item.alt} (fr)` }));
    const of = (slug: string, pictures: typeof gallery) => ({ ...shipped, title: `Project ${slug}`, slug, gallery: pictures });
    const made = await Promise.all([
      createEntry("project", of("gallery-translated", gallery), context, db),
      createEntry("project", of("gallery-alt-english", gallery.map((item, index) => (index === 1 ? { ...item, altFr: "" } : item))), context, db),
      createEntry("project", of("gallery-caption-english", gallery.map((item, index) => (index === 2 ? { ...item, caption: "Lobby at noon", captionFr: null } : item))), context, db),
      createEntry("project", of("gallery-caption-translated", gallery.map((item) => ({ ...item, caption: "Lobby", captionFr: "Le hall" }))), context, db),
    ]);
    expect(made.every((result) => result.ok)).toBe(true);
    const stored = await readEntry(db, "project", made[3]!.ok ? made[3]!.id : 0);
    expect(stored?.record.gallery[0]).toMatchObject({ altFr: `${shipped.gallery[0]!.alt} (fr)`, caption: "Lobby", captionFr: "Le hall" });
    const missing = await listContent("project", { q: "", status: "", french: true, page: 1 }, db);
    expect(missing.rows.map((row) => row.slug).sort()).toEqual(["gallery-alt-english", "gallery-caption-english"]);
  });
});
