import type { Locale } from "~/platform/i18n/i18n";

/*
 * What the product editor shows of the leads that asked for a product: how many in the last 90
 * days, the newest few and where to see them all. The catalogue draws the panel; which leads there
 * are is another feature's to say (the enquiries feature imports the catalogue, never the other
 * way), so it registers the reader here, once, when it loads (app/registrations.server.ts; the
 * pattern of decision 057). Without a reader the editor shows no panel.
 */

/** The days the panel looks back. */
export const PRODUCT_REQUEST_DAYS = 90;

export interface ProductRequest {
  /** The lead's own page. */
  href: string;
  receivedAt: string;
  /** Who sent it. */
  name: string;
  /** Its kind and where it stands, in the staff member's language. */
  kind: string;
  state: string;
}

export interface ProductRequests {
  /** Leads of the last 90 days with a line of this product. */
  total: number;
  /** The newest of them, newest first. */
  latest: ProductRequest[];
  /** Every lead that asked for it, in the inbox. */
  allHref: string;
}

/** Who is reading: the panel is theirs only if their role may open the leads. */
interface Reader {
  role: string | null | undefined;
  locale: Locale;
}

type ProductRequestsReader = (productId: number, reader: Reader) => Promise<ProductRequests | null>;

let registered: ProductRequestsReader | null = null;

/** Registers (or replaces) the reader of a product's requests. */
export function registerProductRequests(reader: ProductRequestsReader) {
  registered = reader;
}

/** A product's requests for the editor's panel, or null: no reader, or not the reader's to see. */
export function productRequests(productId: number, reader: Reader): Promise<ProductRequests | null> {
  return registered ? registered(productId, reader) : Promise.resolve(null);
}
