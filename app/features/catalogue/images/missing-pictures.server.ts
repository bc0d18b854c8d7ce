import { isImageKey } from "~/content/images";
import { uploads, type UploadStorage } from "~/platform/storage/storage.server";
import { imagePathCandidates } from "./media-resolver.server";

/*
 * Which stored picture values name an uploaded file that is gone (deleted from the media library,
 * decision 068), read as the resolver reads them: a generated image, a stored file or an outside
 * address is there; an uploaded file that storage no longer has is not. A kept version restored
 * leaves these out, so it never brings back a broken picture.
 */

const PLACEHOLDERS = new Set(["", "/placeholder.svg", "placeholder.svg"]);

/** The values of `values` whose picture is gone. */
export async function missingPictures(values: readonly string[], storage: UploadStorage = uploads()): Promise<Set<string>> {
  const missing = new Set<string>();
  for (const value of new Set(values)) {
    const trimmed = value.trim();
    if (PLACEHOLDERS.has(trimmed) || /^https?:\/\//i.test(trimmed)) continue;
    let found = false;
    for (const candidate of imagePathCandidates(trimmed)) {
      if (isImageKey(candidate) || (await storage.stat(candidate))) {
        found = true;
        break;
      }
    }
    if (!found) missing.add(value);
  }
  return missing;
}

/** A product's kept state without the pictures gone since: no main picture, no colour row for them. */
export async function withoutMissingPictures<T extends { picture: string | null; images: readonly { imageUrl: string }[] }>(snapshot: T): Promise<T> {
  const gone = await missingPictures([...(snapshot.picture ? [snapshot.picture] : []), ...snapshot.images.map((image) => image.imageUrl)]);
  if (gone.size === 0) return snapshot;
  return {
    ...snapshot,
    picture: snapshot.picture && gone.has(snapshot.picture) ? null : snapshot.picture,
    images: snapshot.images.filter((image) => !gone.has(image.imageUrl)),
  };
}
