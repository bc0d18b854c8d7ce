import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { auditLog, products, user } from "~/platform/db/schema";
import type { TestDatabase } from "./test-databases";

/**
 * A database for the catalogue's changes (bulk changes, the Trash), made before a file's tests and
 * dropped after them, with a member of staff to act: the products a test makes, one read back,
 * and the audit entries naming one.
 */
export function catalogueChangesSetup(target: TestDatabase) {
  let db: Database;
  let dispose: () => Promise<void>;
  const context = { actor: { id: "staff-1", email: "staff@example.ca" }, ipHash: "hash" };
  beforeAll(async () => {
    const handle = await target.create();
    db = handle.db;
    dispose = handle.dispose;
    await db.insert(user).values({ id: "staff-1", email: "staff@example.ca", name: "Staff", role: "editor", emailVerified: true });
  });
  afterAll(() => dispose());
  return {
    database: () => db,
    context,
    product: async (title: string, fields: Partial<typeof products.$inferInsert> = {}) => {
      const [row] = await db.insert(products).values({ title, ...fields }).returning();
      return row!;
    },
    get: async (id: number) => (await db.select().from(products).where(eq(products.id, id)))[0],
    entries: async (productId: number) =>
      (await db.select().from(auditLog).orderBy(asc(auditLog.id))).filter((entry) => (entry.detail as { productId?: number } | null)?.productId === productId),
  };
}
