import { quoteProducts } from "~/features/catalogue/quote-products.server";
import type { Queryable } from "~/platform/db/client.server";
import type { NewEnquiryLine } from "../enquiries.server";
import { boxesFor, type PostedLine } from "./quote-lines";

/*
 * A quote request's lines checked against the catalogue as it is now: a product that is no longer
 * published, or a colour it no longer has, is left out (and named in the answer), the rest is
 * kept with the product's title as it is at this moment and the boxes its area takes.
 */

export async function resolveLines(posted: readonly PostedLine[], database?: Queryable): Promise<{ lines: NewEnquiryLine[]; dropped: string[] }> {
  const products = await quoteProducts(
    posted.map((line) => line.productId),
    database,
  );
  const lines: NewEnquiryLine[] = [];
  const dropped: string[] = [];
  for (const line of posted) {
    const product = products.get(line.productId);
    const colourKnown = line.colour === null || product?.colours.includes(line.colour);
    if (!product || !colourKnown) {
      dropped.push(line.title || `#${line.productId}`);
      continue;
    }
    lines.push({
      productId: product.id,
      productTitle: product.title,
      colour: line.colour,
      areaSqft: line.areaSqft,
      boxes: boxesFor(line.areaSqft, product.coveragePerBox),
    });
  }
  return { lines, dropped };
}
