import type { ProductCardData } from "~/components/product-card";
import { resolveImage } from "~/lib/image-resolver.server";
import type { ProductCard } from "~/models/catalogue.server";

/** Cards for published products: each picture resolved to a public image (or none). */
export async function toProductCards(products: readonly ProductCard[]): Promise<ProductCardData[]> {
  return Promise.all(
    products.map(async ({ picture, categoryId: _categoryId, ...card }) => ({
      ...card,
      image: await resolveImage(picture, { access: "public" }),
    })),
  );
}
