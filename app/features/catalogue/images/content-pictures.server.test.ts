import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { contentChanges, contentEntries, contentVersions } from "~/platform/db/schema";
import { testDatabases } from "../../../../tests/support/test-databases";
import { contentPictureValuesNaming } from "./content-pictures.server";

describe.each(testDatabases())("files the site's content names anywhere, kept by the purge, on $name", (target) => {
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
    // A picture only a waiting draft of changes names (decision 067).
    await db.insert(contentChanges).values({ entryId: published[0]!.id, slug: "loft", basedOn: 1, data: { picture: "uploads/2026/12/gg77.jpg" } });
  });
  afterAll(() => dispose());

  it("keeps for the purge every file any entry, kept version or draft of changes names", async () => {
    expect((await contentPictureValuesNaming(["dd44.jpg", "ee55.jpg", "ff66.jpg", "gg77.jpg"], db)).sort()).toEqual([
      "uploads/2026/10/ee55.jpg",
      "uploads/2026/11/dd44.jpg",
      "uploads/2026/12/gg77.jpg",
    ]);
  });
});
