/**
 * A product's picture, as an upload's audit entry names its owner (media-upload.server.ts): the
 * product's `#id` as the target and its id in the detail (null for a product not saved yet, whose
 * entry names the stored file).
 */
export const productUploadOwner = (productId: number | null | undefined) => ({
  target: productId ? `#${productId}` : null,
  detail: { productId: productId ?? null },
});
