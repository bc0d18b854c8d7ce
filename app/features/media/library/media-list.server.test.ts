import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { auditLog, contentChanges, contentEntries, media, productImages, products, user } from "~/platform/db/schema";
import { lookupPage, storePage } from "~/platform/cache/page-cache.server";
import { acceptImageUpload } from "~/platform/media/media-upload.server";
import { mediaUsesOf } from "~/platform/media/media-uses.server";
import { uploadsGone } from "~/platform/media/media-library.server";
import { decodedFileName } from "~/platform/media/media-file-name";
import "~/features/catalogue/images/product-media-uses.server";
import "~/features/content/content-media-uses.server";
import { testDatabases } from "../../../../tests/support/test-databases";
import { accepted, file, noisyJpeg, uploadStorage } from "../../../../tests/support/upload-fixtures";
import { listMedia, readMediaQuery } from "./media-list.server";
import { replaceMediaFile } from "./media-admin.server";

/*
 * The media library's rows, where each picture is used and the list's search and filters, on the
 * registered sources (products, colours, content).
 */

const { options } = uploadStorage();
const editor = { id: "u-editor", email: "editor@example.ca" };
const paths = {
  product: "uploads/2026/11/aaaa1111.jpg",
  colour: "uploads/2026/11/bbbb2222.jpg",
  body: "uploads/2026/11/cccc3333.png",
  loose: "uploads/2026/11/dddd4444.jpg",
};

describe.each(testDatabases())("the media library, on $name", (target) => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await target.create());
    await db.insert(user).values({ id: editor.id, email: editor.email, name: "Editor", role: "editor", emailVerified: true });
    const [product] = await db.insert(products).values({ title: "Walnut Ridge Oak", picture: paths.product }).returning({ id: products.id });
    await db.insert(productImages).values({ productId: product!.id, imageUrl: `/media/${paths.colour}?w=640`, altText: "Harbour Grey" });
    await db.insert(contentEntries).values({
      kind: "news",
      slug: "stairs",
      data: { title: "New stair nosings", body: { type: "doc", content: [{ type: "image", attrs: { src: paths.body, alt: "" } }] } },
    });
    await db.insert(media).values(
      Object.entries(paths).map(([name, path], index) => ({
        path,
        fileName: `${name}-photo.jpg`,
        contentType: "image/jpeg",
        uploadedBy: name === "loose" ? editor.id : null,
        uploadedByEmail: name === "loose" ? editor.email : null,
        uploadedAt: new Date(Date.UTC(2026, 10, 1 + index)),
        descriptionEn: name === "body" ? "Oak stair nosing, close up" : "",
      })),
    );
  });
  afterAll(() => dispose());

  const names = async (query: string) =>
    (await listMedia(readMediaQuery(new URLSearchParams(query)), db)).items.map((item) => item.fileName);

  it("records an upload's row with its size, uploader and version, in the same write", async () => {
    const stored = accepted(
      await acceptImageUpload(file(await noisyJpeg(320, 200), "Lobby floor.jpg", "image/jpeg"), {
        ...options(),
        library: db,
        audit: { actor: editor, ipHash: null },
      }),
    );
    const [row] = await db.select().from(media).where(eq(media.path, stored.key));
    expect(row).toMatchObject({ fileName: "Lobby floor.jpg", contentType: "image/jpeg", width: 320, height: 200, uploadedBy: editor.id });
    expect(row!.bytes).toBeGreaterThan(0);
    expect(row!.version).not.toBe("");
    await db.delete(media).where(eq(media.path, stored.key));
  });

  it("replaces a picture's file under its own path with a new version, audited, and drops the stored pages showing the old one", async () => {
    const stored = accepted(await acceptImageUpload(file(await noisyJpeg(320, 200), "Porch.jpg", "image/jpeg"), { ...options(), library: db }));
    const [before] = await db.select().from(media).where(eq(media.path, stored.key));
    storePage(`/products/${before!.id}`, '<script nonce="AAA"></script>', "AAA", 60, Date.now(), undefined, { tags: [`product:${before!.id}`] });
    const replaced = await replaceMediaFile(before!.id, file(await noisyJpeg(640, 400), "Porch again.jpg", "image/jpeg"), { actor: editor, ipHash: null }, { database: db, storage: options().storage });
    expect(replaced).toEqual({ ok: true });
    const [after] = await db.select().from(media).where(eq(media.id, before!.id));
    expect(after).toMatchObject({ path: stored.key, width: 640, height: 400 });
    expect(after!.version).not.toBe(before!.version);
    expect(await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.target, stored.key))).toEqual([{ action: "media-replaced" }]);
    expect(lookupPage(`/products/${before!.id}`)).toBeNull();
    await db.delete(media).where(eq(media.path, stored.key));
  });

  it("lists every use of a picture with a link to its editor", async () => {
    const uses = await mediaUsesOf(Object.values(paths).map(decodedFileName), db);
    expect(uses.map(({ source, label, fileName }) => ({ source, label, fileName }))).toEqual([
      { source: "product", label: "Walnut Ridge Oak", fileName: "aaaa1111.jpg" },
      { source: "colour", label: "Walnut Ridge Oak · Harbour Grey", fileName: "bbbb2222.jpg" },
      { source: "content", label: "New stair nosings", fileName: "cccc3333.png" },
    ]);
    expect(uses[0]!.href).toMatch(/^\/admin\/products\/\d+$/);
    expect(uses[2]!.href).toMatch(/^\/admin\/content\/news\/\d+$/);
  });

  it("names the uploads a form holds that the library no longer has, and nothing else", async () => {
    const deleted = "uploads/2026/11/ffff6666.jpg";
    expect(await uploadsGone(db, [paths.product, paths.loose, deleted, deleted, "generated/oak-natural", "", "https://example.com/x.jpg"])).toEqual(new Set([deleted]));
    expect(await uploadsGone(db, [])).toEqual(new Set());
  });

  it("pages newest first and filters unused, used by, uploader and date", async () => {
    expect(await names("")).toEqual(["loose-photo.jpg", "body-photo.jpg", "colour-photo.jpg", "product-photo.jpg"]);
    expect(await names("use=unused")).toEqual(["loose-photo.jpg"]);
    expect(await names("use=used")).toHaveLength(3);
    expect(await names("source=colour")).toEqual(["colour-photo.jpg"]);
    expect(await names("source=content")).toEqual(["body-photo.jpg"]);
    expect(await names(`by=${editor.id}`)).toEqual(["loose-photo.jpg"]);
    expect(await names("from=2026-11-02&to=2026-11-03")).toEqual(["body-photo.jpg", "colour-photo.jpg"]);
    const second = await listMedia(readMediaQuery(new URLSearchParams("page=2")), db, 3);
    expect(second).toEqual({ items: [expect.objectContaining({ fileName: "product-photo.jpg" })], total: 4 });
    expect(await listMedia(readMediaQuery(new URLSearchParams("page=3")), db, 3)).toEqual({ items: [], total: 4 });
    expect(await listMedia(readMediaQuery(new URLSearchParams("q=nothing-named-so")), db, 3)).toEqual({ items: [], total: 0 });
  });

  it("counts a picture only a waiting draft of changes shows as used, so publishing the draft never shows a deleted one", async () => {
    const draftOnly = "uploads/2026/11/eeee5555.jpg";
    const [entry] = await db
      .insert(contentEntries)
      .values({ kind: "news", slug: "hall", isPublished: true, data: { title: "Hallway oak", picture: "" } })
      .returning({ id: contentEntries.id });
    await db.insert(contentChanges).values({ entryId: entry!.id, slug: "hall", basedOn: 1, data: { title: "Hallway oak", picture: draftOnly } });
    await db.insert(media).values({ path: draftOnly, fileName: "draft-photo.jpg", contentType: "image/jpeg", uploadedAt: new Date(Date.UTC(2026, 9, 1)) });
    try {
      expect(await names("use=unused")).toEqual(["loose-photo.jpg"]);
      const uses = await mediaUsesOf([decodedFileName(draftOnly)], db);
      expect(uses.map(({ label, field, href }) => ({ label, field, href }))).toEqual([
        { label: "Hallway oak", field: "content.changes.title", href: `/admin/content/news/${entry!.id}` },
      ]);
    } finally {
      await db.delete(media).where(eq(media.path, draftOnly));
      await db.delete(contentEntries).where(eq(contentEntries.id, entry!.id));
    }
  });

  it("finds pictures by file name, description and the records that use them, and ignores nonsense parameters", async () => {
    expect(await names("q=LOOSE")).toEqual(["loose-photo.jpg"]);
    expect(await names("q=nosing")).toEqual(["body-photo.jpg"]);
    expect(await names("q=walnut ridge")).toEqual(["colour-photo.jpg", "product-photo.jpg"]);
    expect(await names("q=harbour")).toEqual(["colour-photo.jpg"]);
    expect(await names("q=100%25")).toEqual([]);
    expect(await names("use=sideways&page=-4&from=yesterday&source=nothing")).toHaveLength(4);
  });
});

