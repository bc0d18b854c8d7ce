import { createHash } from "node:crypto";
import { db, type Database } from "~/platform/db/client.server";
import type { MessageKey } from "~/platform/i18n/i18n";
import { acceptImageUpload } from "~/platform/media/media-upload.server";
import { IMAGE_ACCEPT } from "~/platform/media/media-upload-checks.server";
import type { UploadStorage } from "~/platform/storage/storage.server";
import { findImportedFile, recordImportedFile } from "~/features/media/imported-files.server";
import { FetchRefused } from "~/platform/fetch/fetch-guard.server";
import type { SafeFetcher } from "~/platform/fetch/safe-fetch.server";
import { refusalMessage } from "./import-messages";

/*
 * A supplier's picture, downloaded through the safe fetcher and then checked, re-encoded and
 * stored exactly as an upload is (acceptImageUpload): an HTML page or a 30000 × 30000 PNG from a
 * supplier is refused as it would be from a person. A picture downloaded before with the same
 * bytes keeps its stored file when the product still uses it, so an unchanged product stays
 * unchanged.
 */

type PictureOutcome = { ok: true; key: string } | { ok: false; message: MessageKey };

export async function importPicture(
  url: string,
  {
    fetcher,
    inUse,
    database,
    storage,
    signal,
  }: { fetcher: SafeFetcher; inUse: ReadonlySet<string>; database?: Database; storage?: UploadStorage; signal?: AbortSignal },
): Promise<PictureOutcome> {
  let body: Buffer;
  try {
    body = (await fetcher.fetch(url, { kind: "image", accept: `${IMAGE_ACCEPT},*/*;q=0.5`, signal })).body;
  } catch (error) {
    if (error instanceof FetchRefused) return { ok: false, message: refusalMessage(error.reason) };
    throw error;
  }
  const sha256 = createHash("sha256").update(body).digest("hex");
  const known = await findImportedFile(url, database);
  if (known && known.sha256 === sha256 && inUse.has(known.storageKey)) return { ok: true, key: known.storageKey };
  const stored = await acceptImageUpload(new Blob([new Uint8Array(body)]), { storage, library: database ?? db() });
  if (!stored.ok) return { ok: false, message: stored.error };
  await recordImportedFile({ sourceUrl: url, sha256, storageKey: stored.key }, database);
  return { ok: true, key: stored.key };
}
