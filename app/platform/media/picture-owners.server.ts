/*
 * Who names an uploaded file where visitors see it (decision 057). An upload is served to anyone only when a
 * published record holds it in a field that holds pictures; each feature whose records hold
 * pictures registers, once, how to find the stored picture values that name a file (by the file's
 * name), read from its own declarations. The media route and the public copies ask them all.
 */

/** The picture values of published records that name `fileName`. */
type PictureOwner = (fileName: string) => Promise<string[]>;

const owners = new Map<string, PictureOwner>();

/** Registers (or replaces) the owner called `name`. */
export function registerPictureOwner(name: string, owner: PictureOwner) {
  owners.set(name, owner);
}

/** Every registered owner's picture values naming `fileName`. */
export async function publicPictureValuesNaming(fileName: string): Promise<string[]> {
  const found = await Promise.all([...owners.values()].map((owner) => owner(fileName)));
  return found.flat();
}
