import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { auditLog, contentEntries, contentVersions, media, productImages, products, productVersions, user, workingCopies } from "~/platform/db/schema";
import { mediaUsesOf } from "~/platform/media/media-uses.server";
import "~/features/catalogue/images/product-media-uses.server";
import "~/features/content/content-media-uses.server";
import "~/features/content/content-working-copies.server";
import { getPublishedProduct } from "~/features/catalogue/product-page.server";
import { restoreProductVersion } from "~/features/catalogue/product-store.server";
import { seedRecords } from "~/features/content/content-seed.server";
import { createEntry, readEntry, restoreEntryVersion } from "~/features/content/content-store.server";
import { testDatabases } from "../../../../tests/support/test-databases";
import { uploadStorage } from "../../../../tests/support/upload-fixtures";
import { deleteMedia } from "./media-admin.server";

/*
 * Deleting a picture in use (decision 068): an editor's delete changes nothing; an administrator's
 * takes it out of a product and its colour, an article's English and French bodies, a project's
 * gallery and a slide's phone crop, as new versions, in one transaction with its audit entry; a
 * live entry's required picture refuses it; an old version restored does not bring it back.
 */

const storage = uploadStorage();
const admin = { actor: { id: "u-admin", email: "owner@example.ca" }, ipHash: null };
const editor = { actor: { id: "u-editor", email: "editor@example.ca" }, ipHash: null };
const path = "uploads/2026/11/eeee5555.jpg";
const kept = "uploads/2026/11/ffff6666.jpg";
const needed = "uploads/2026/11/abab7777.jpg";
const image = (src: string) => ({ type: "image", attrs: { src: `/media/${src}?w=960&v=1`, alt: "" } });
const body = (text: string) => ({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }, image(path)] });
const galleryItem = (picture: string) => ({ picture, alt: "Oak stairs", caption: null, altFr: null, captionFr: null });

describe.each(testDatabases())("deleting a picture in use, on $name", (target) => {
  let db: Database;
  let dispose: () => Promise<void>;
  const ids = { product: 0, article: 0, project: 0, slide: 0, liveSlide: 0, media: 0, needed: 0 };
  const context = { actor: admin.actor };

  beforeAll(async () => {
    ({ db, dispose } = await target.create());
    await db.insert(user).values([
      { id: admin.actor.id, email: admin.actor.email, name: "Owner", role: "admin", emailVerified: true },
      { id: editor.actor.id, email: editor.actor.email, name: "Editor", role: "editor", emailVerified: true },
    ]);
    const [product] = await db.insert(products).values({ title: "Walnut Ridge Oak", picture: path, isPublished: true }).returning({ id: products.id });
    ids.product = product!.id;
    await db.insert(productImages).values([
      { productId: ids.product, imageUrl: `/media/${path}?w=640`, altText: "Harbour Grey", displayOrder: 0 },
      { productId: ids.product, imageUrl: kept, altText: "Natural", displayOrder: 1 },
    ]);
    const created = async (kind: "news" | "project" | "slide", record: object) => {
      const result = await createEntry(kind, record as never, { ...context, publish: true }, db);
      if (!result.ok) throw new Error(`${kind} not created`);
      return result.id;
    };
    ids.article = await created("news", { ...seedRecords.news()[0]!, title: "Stair nosings", slug: "stair-nosings", body: body("Close up"), bodyFr: body("De près") });
    ids.project = await created("project", { ...seedRecords.project()[0]!, slug: "oak-stairs", gallery: [galleryItem(path), galleryItem(kept)] });
    ids.slide = await created("slide", { ...seedRecords.slide()[0]!, title: "Autumn oak", portraitPicture: path });
    ids.liveSlide = await created("slide", { ...seedRecords.slide()[0]!, title: "Winter walnut", picture: needed });
    const rows = await db
      .insert(media)
      .values([path, needed].map((key) => ({ path: key, fileName: key.split("/").at(-1)!, contentType: "image/jpeg" })))
      .returning({ id: media.id, path: media.path });
    // An editor's autosaved copy of the article, holding the picture as the form posts it.
    await db.insert(workingCopies).values({
      userId: editor.actor.id,
      kind: "content:news",
      entry: String(ids.article),
      baseVersion: 1,
      fields: { title: "Stair nosings, longer", picture: path, body: JSON.stringify(body("Typed, not saved")) },
    });
    ids.media = rows.find((row) => row.path === path)!.id;
    ids.needed = rows.find((row) => row.path === needed)!.id;
  });
  afterAll(() => dispose());

  const entryData = async (id: number) => (await db.select().from(contentEntries).where(eq(contentEntries.id, id)))[0]!;

  it("refuses an editor's delete of a picture in use and changes nothing", async () => {
    const before = await entryData(ids.article);
    expect(await deleteMedia(ids.media, editor, { database: db, storage: storage.options().storage, inUse: "refuse" })).toEqual({ ok: false, reason: "in-use", uses: 6 });
    expect(await db.select().from(media).where(eq(media.id, ids.media))).toHaveLength(1);
    expect((await entryData(ids.article)).version).toBe(before.version);
    expect((await db.select().from(products).where(eq(products.id, ids.product)))[0]!.picture).toBe(path);
  });

  it("refuses, naming it, while a live entry would lose a required picture", async () => {
    const uses = await mediaUsesOf(["abab7777.jpg"], db);
    expect(uses.map(({ label, blocks, effects }) => ({ label, blocks, effects }))).toEqual([{ label: "Winter walnut", blocks: true, effects: ["media.effect.blocked"] }]);
    expect(await deleteMedia(ids.needed, admin, { database: db, storage: storage.options().storage, inUse: "detach" })).toEqual({ ok: false, reason: "blocked", records: ["Winter walnut"] });
    expect((await entryData(ids.liveSlide)).data.picture).toBe(needed);
  });

  it("takes an administrator's deleted picture out of every use, as new versions, with one audit entry", async () => {
    const versions = { article: (await entryData(ids.article)).version, product: (await db.select().from(products).where(eq(products.id, ids.product)))[0]!.version };
    const uses = await mediaUsesOf(["eeee5555.jpg"], db);
    expect(uses.map((use) => use.effects)).toEqual([
      ["media.effect.productPicture"],
      ["media.effect.colourRemoved"],
      // The article's English and French bodies are two places.
      ["media.effect.body"],
      ["media.effect.body"],
      ["media.effect.gallery"],
      ["media.effect.emptied"],
    ]);
    const result = await deleteMedia(ids.media, admin, { database: db, storage: storage.options().storage, inUse: "detach" });
    expect(result).toEqual({ ok: true, fileName: "eeee5555.jpg", detached: 4 });
    expect(await db.select().from(media).where(eq(media.id, ids.media))).toHaveLength(0);
    expect(await mediaUsesOf(["eeee5555.jpg"], db)).toEqual([]);

    const [product] = await db.select().from(products).where(eq(products.id, ids.product));
    expect(product).toMatchObject({ picture: null, version: versions.product + 1 });
    expect((await db.select().from(productImages).where(eq(productImages.productId, ids.product))).map((row) => row.imageUrl)).toEqual([kept]);
    const productHistory = await db.select().from(productVersions).where(eq(productVersions.productId, ids.product));
    expect(productHistory.at(-1)).toMatchObject({ version: versions.product + 1, actorEmail: admin.actor.email });
    const page = await getPublishedProduct(ids.product, db);
    expect(JSON.stringify(page)).not.toContain("eeee5555");

    const article = await entryData(ids.article);
    expect(article.version).toBe(versions.article + 1);
    expect(JSON.stringify(article.data)).not.toContain("eeee5555");
    expect(JSON.stringify(article.data.bodyFr)).toContain("De près");
    const project = await entryData(ids.project);
    expect((project.data.gallery as { picture: string }[]).map((item) => item.picture)).toEqual([kept]);
    expect((await entryData(ids.slide)).data.portraitPicture).toBe("");
    const [copy] = await db.select().from(workingCopies).where(eq(workingCopies.userId, editor.actor.id));
    expect(copy!.fields).toMatchObject({ title: "Stair nosings, longer", picture: "" });
    expect(JSON.stringify(copy!.fields)).toContain("Typed, not saved");
    expect(JSON.stringify(copy!.fields)).not.toContain("eeee5555");
    const history = await db.select().from(contentVersions).where(eq(contentVersions.entryId, ids.article));
    expect(history.map((row) => row.version)).toEqual([1, 2]);

    const audit = await db.select().from(auditLog);
    const entry = audit.find((row) => row.action === "media-deleted-in-use");
    expect(entry).toMatchObject({ actorEmail: admin.actor.email, target: path });
    expect((entry!.detail as { uses: unknown[] }).uses).toHaveLength(6);
    expect(audit.filter((row) => (row.detail as { pictureDeleted?: boolean }).pictureDeleted).map((row) => row.action).sort()).toEqual([
      "content-updated",
      "content-updated",
      "content-updated",
      "product-updated",
    ]);
  });

  it("restores a version from before the delete without the deleted picture", async () => {
    const current = (await entryData(ids.article)).version;
    const restored = await restoreEntryVersion("news", ids.article, 1, current, context, db);
    expect(restored).toMatchObject({ ok: true, changed: false });
    const entry = await readEntry(db, "news", ids.article);
    expect(JSON.stringify(entry!.record)).not.toContain("eeee5555");

    // The product's state before the delete: the delete kept it as version 1, as any save does.
    const [first] = await db.select().from(productVersions).where(and(eq(productVersions.productId, ids.product), eq(productVersions.version, 1)));
    expect(first!.data).toMatchObject({ picture: path, images: [{ imageUrl: `/media/${path}?w=640`, altText: "Harbour Grey" }, { imageUrl: kept, altText: "Natural" }] });
    const [product] = await db.select().from(products).where(eq(products.id, ids.product));
    expect(await restoreProductVersion(ids.product, 1, product!.version, { actor: admin.actor }, db)).toMatchObject({ ok: true });
    const [after] = await db.select().from(products).where(eq(products.id, ids.product));
    expect(after!.picture).toBeNull();
    expect((await db.select().from(productImages).where(eq(productImages.productId, ids.product))).map((row) => row.imageUrl)).toEqual([kept]);
  });
});
