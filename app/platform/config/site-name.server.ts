import { site } from "~/content/site";

/*
 * The company's name as staff keep it, for what the server writes outside a page (the account
 * e-mails, the mail's sender). The platform does not know where it is kept: the server process
 * names the source at start (server/app.ts); until then, or when it cannot be read, the shipped name.
 */

type NameSource = () => Promise<string | null | undefined>;

let source: NameSource | null = null;

export function setSiteNameSource(read: NameSource | null) {
  source = read;
}

export async function currentSiteName(): Promise<string> {
  try {
    return (await source?.())?.trim() || site.name;
  } catch {
    return site.name;
  }
}
