import { and, count, desc, gte, sql } from "drizzle-orm";
import { PRODUCT_REQUEST_DAYS, registerProductRequests, type ProductRequests } from "~/features/catalogue/admin/editor/product-requests";
import { db as defaultDb, type Queryable } from "~/platform/db/client.server";
import { enquiries, enquiryLines } from "~/platform/db/schema";
import { translate, type Locale } from "~/platform/i18n/i18n";
import { messagesFor } from "~/platform/i18n/locale.server";
import { enquiry } from "../enquiry.entity";
import { kindKeys, stateKeys } from "./lead-pipeline";

/*
 * The leads that asked for a product, for the product editor's panel (the catalogue owns the panel
 * and its registry; this feature fills it, decision 057): those of the last 90 days with a line of
 * the product, the newest five, and the inbox filtered by it. Only staff whose role may open the
 * leads see them.
 */

const LATEST = 5;

const DAY_MS = 86_400_000;

/** The requests for `productId` received since `since`. */
export async function readProductRequests(
  productId: number,
  locale: Locale,
  { since = new Date(Date.now() - PRODUCT_REQUEST_DAYS * DAY_MS), database = defaultDb() }: { since?: Date; database?: Queryable } = {},
): Promise<ProductRequests> {
  const asked = and(
    gte(enquiries.createdAt, since),
    sql`exists (select 1 from ${enquiryLines} where ${enquiryLines.enquiryId} = ${enquiries.id} and ${enquiryLines.productId} = ${productId})`,
  );
  const [[counted], latest] = await Promise.all([
    database.select({ n: count() }).from(enquiries).where(asked),
    database
      .select({ id: enquiries.id, createdAt: enquiries.createdAt, name: enquiries.name, kind: enquiries.kind, state: enquiries.state })
      .from(enquiries)
      .where(asked)
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(LATEST),
  ]);
  const messages = messagesFor(locale);
  return {
    total: counted?.n ?? 0,
    latest: latest.map((row) => ({
      href: `/admin/enquiries/${row.id}`,
      receivedAt: row.createdAt.toISOString(),
      name: row.name,
      kind: translate(messages, kindKeys[row.kind], {}, locale),
      state: translate(messages, stateKeys[row.state], {}, locale),
    })),
    allHref: `/admin/enquiries?product=${productId}`,
  };
}

registerProductRequests(async (productId, { role, locale }) =>
  (enquiry.access as readonly string[]).includes(role ?? "") ? readProductRequests(productId, locale) : null,
);
