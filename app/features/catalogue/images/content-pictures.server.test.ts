import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { contentEntries, contentVersions } from "~/platform/db/schema";
import { testDatabases } from "../../../../tests/support/test-databases";
import { contentPictureValuesNaming, publishedContentPictureValues } from "./content-pictures.server";

describe.each(testDatabases())("pictures the site's content names, on $name", (target) => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const handle = await target.create();
    db = handle.db;
    dispose = handle.dispose;
    const published = await db
      .insert(contentEntries)
      .values({
        kind: "project",
        slug: "loft",
        isPublished: true,
        data: {
          picture: "uploads/2026/11/aa11.jpg",
          gallery: [{ picture: "/media/uploads/2026/11/bb22.webp?w=640", alt: "Hall", caption: null }],
          details: { type: "doc", content: [{ type: "image", attrs: { src: "uploads/2026/11/cc33.png", alt: "Stair" } }] },
        },
      })
      .returning();
    await db.insert(contentEntries).values({ kind: "news", slug: "draft", isPublished: false, data: { picture: "uploads/2026/11/dd44.jpg" } });
    await db.insert(contentVersions).values({ entryId: published[0]!.id, version: 1, data: { fields: { picture: "uploads/2026/10/ee55.jpg" } } });
  });
  afterAll(() => dispose());

  it("finds a file named anywhere in a published entry: its picture, its gallery, its rich text", async () => {
    expect(await publishedContentPictureValues("aa11.jpg", db)).toEqual(["uploads/2026/11/aa11.jpg"]);
    expect(await publishedContentPictureValues("bb22.webp", db)).toEqual(["/media/uploads/2026/11/bb22.webp?w=640"]);
    expect(await publishedContentPictureValues("cc33.png", db)).toEqual(["uploads/2026/11/cc33.png"]);
    // A draft's file is not public, and a name that only begins the same is another file.
    expect(await publishedContentPictureValues("dd44.jpg", db)).toEqual([]);
    expect(await publishedContentPictureValues("a11.jpg", db)).toEqual([]);
    expect(await publishedContentPictureValues("%.jpg", db)).toEqual([]);
  });

  it("keeps for the purge every file any entry or kept version names", async () => {
    expect((await contentPictureValuesNaming(["dd44.jpg", "ee55.jpg", "ff66.jpg"], db)).sort()).toEqual([
      "uploads/2026/10/ee55.jpg",
      "uploads/2026/11/dd44.jpg",
    ]);
  });
});
