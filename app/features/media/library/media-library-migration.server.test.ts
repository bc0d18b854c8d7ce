import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseMigratedUntil } from "../../../../tests/support/migrated-until";

/*
 * Upgrading a site whose products, colours and content already hold uploads: migration 0018 gives
 * each uploaded file they name one row in the media library, and nothing else.
 */

describe("the media library's first rows", () => {
  let database: Awaited<ReturnType<typeof databaseMigratedUntil>>;
  let client: Awaited<ReturnType<typeof databaseMigratedUntil>>["client"];

  beforeAll(async () => {
    database = await databaseMigratedUntil("0017_leads_with_context");
    client = database.client;
  });
  afterAll(() => database.dispose());

  it("indexes every uploaded file a product, a colour or an entry names, once", async () => {
    await client.exec(`
      insert into products (id, title, picture) values
        (1, 'Oak', 'uploads/2026/10/aa11.jpg'), (2, 'Ash', 'generated/ash'), (3, 'Elm', 'https://example.com/x.jpg');
      insert into product_images (product_id, image_url) values (1, '/media/uploads/2026/10/bb22.png?w=640'), (1, 'uploads/2026/10/aa11.jpg');
      insert into content_entries (kind, data) values
        ('news', '{"picture": "uploads/2026/11/cc33.jpg", "body": {"type": "doc", "content": [{"type": "image", "attrs": {"src": "/media/uploads/2026/11/dd44.jpg"}}]}}');
    `);
    await database.migrateToLatest();
    const { rows } = await client.query<{ path: string; file_name: string; content_type: string }>(
      "select path, file_name, content_type from media order by path",
    );
    expect(rows).toEqual([
      { path: "uploads/2026/10/aa11.jpg", file_name: "aa11.jpg", content_type: "image/jpeg" },
      { path: "uploads/2026/10/bb22.png", file_name: "bb22.png", content_type: "image/png" },
      { path: "uploads/2026/11/cc33.jpg", file_name: "cc33.jpg", content_type: "image/jpeg" },
      { path: "uploads/2026/11/dd44.jpg", file_name: "dd44.jpg", content_type: "image/jpeg" },
    ]);
  });
});
