import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { contentEntries } from "~/platform/db/schema";
import { testDatabases } from "../../../tests/support/test-databases";
import { publishedContentPictureValues } from "./public-pictures.server";

describe.each(testDatabases())("the pictures published content shows visitors, on $name", (target) => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const handle = await target.create();
    db = handle.db;
    dispose = handle.dispose;
    await db.insert(contentEntries).values({
      kind: "project",
      slug: "loft",
      isPublished: true,
      data: {
        picture: "uploads/2026/11/aa11.jpg",
        gallery: [{ picture: "/media/uploads/2026/11/bb22.webp?w=640", alt: "Hall", caption: "Not uploads/2026/11/gg77.jpg" }],
        details: { type: "doc", content: [{ type: "image", attrs: { src: "uploads/2026/11/cc33.png", alt: "Stair" } }] },
        // A draft's file named in text is no picture of this entry.
        seoDescription: "See uploads/2026/11/dd44.jpg",
      },
    });
    await db.insert(contentEntries).values({ kind: "news", slug: "draft", isPublished: false, data: { picture: "uploads/2026/11/dd44.jpg" } });
  });
  afterAll(() => dispose());

  it("finds a file a published entry holds in a picture field: its picture, its gallery, its rich text", async () => {
    expect(await publishedContentPictureValues("aa11.jpg", db)).toEqual(["uploads/2026/11/aa11.jpg"]);
    expect(await publishedContentPictureValues("bb22.webp", db)).toEqual(["/media/uploads/2026/11/bb22.webp?w=640"]);
    expect(await publishedContentPictureValues("cc33.png", db)).toEqual(["uploads/2026/11/cc33.png"]);
  });

  it("does not make a draft's file public because published text names it", async () => {
    expect(await publishedContentPictureValues("dd44.jpg", db)).toEqual([]);
    expect(await publishedContentPictureValues("gg77.jpg", db)).toEqual([]);
    // A name that only ends the same is another file.
    expect(await publishedContentPictureValues("a11.jpg", db)).toEqual([]);
    expect(await publishedContentPictureValues("%.jpg", db)).toEqual([]);
  });
});
