import type { ProductCardData } from "~/features/catalogue/public/product-card";
import { resolveImage } from "~/features/catalogue/images/media-resolver.server";
import type { ProductCard } from "~/features/catalogue/catalogue.server";

/** Cards for published products: each picture resolved to a public image (or none). */
export async function toProductCards(products: readonly ProductCard[]): Promise<ProductCardData[]> {
  return Promise.all(
    products.map(async ({ picture, categoryId: _categoryId, ...card }) => ({
      ...card,
      image: await resolveImage(picture, { access: "public" }),
    })),
  );
}
