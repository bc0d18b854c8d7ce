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
});
