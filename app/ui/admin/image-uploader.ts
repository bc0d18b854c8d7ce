import { useT } from "~/platform/i18n/i18n";

/*
 * Sending a picture from the admin's forms to POST /api/admin/images, which stores it and answers
 * with its key (app/ui/admin/image-upload-field.tsx keeps the key in the form).
 */

/** Mirrors the server's limit, so a file far too large is refused before it is sent. */
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

export interface UploadedImage {
  /** The stored key, the value to keep in a picture field. */
  key: string;
  /** A signed preview link, valid an hour. */
  url: string;
  width: number;
  height: number;
}

type Answer = { ok: true; image: UploadedImage } | { ok: false; error: string | null };

/** Sends one file to the upload endpoint; a refusal carries the server's reason, in the admin's language. */
export async function uploadImage(file: File, productId?: number): Promise<Answer> {
  const body = new FormData();
  body.append("file", file);
  if (productId) body.append("product_id", String(productId));
  let response: Response;
  try {
    response = await fetch("/api/admin/images", {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
    });
  } catch {
    return { ok: false, error: "network" };
  }
  const answer = (await response.json().catch(() => null)) as {
    success?: boolean;
    url?: string;
    key?: string;
    width?: number;
    height?: number;
    error?: string | null;
  } | null;
  if (response.ok && answer?.success && answer.key && answer.url) {
    return {
      ok: true,
      image: {
        key: answer.key,
        url: answer.url,
        width: answer.width ?? 0,
        height: answer.height ?? 0,
      },
    };
  }
  return { ok: false, error: answer?.error ?? null };
}

/** Checks a file, then uploads it: the stored picture, or why it was refused, in the admin's language. */
export function useUploader(productId: number | undefined) {
  const { t } = useT();
  const reason = (error: string | null) =>
    error === "network" ? t("images.error.network") : error || t("common.unknownError");
  return async (file: File): Promise<UploadedImage | string> => {
    if (file.size > MAX_IMAGE_BYTES) return t("images.error.tooLarge");
    if (file.size === 0) return t("images.error.empty");
    const answer = await uploadImage(file, productId);
    return answer.ok ? answer.image : reason(answer.error);
  };
}
