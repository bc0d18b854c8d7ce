import { site } from "~/content/site";
import type { Database } from "~/platform/db/client.server";

/*
 * The company's name as staff keep it, for what the server writes outside a page (the account
 * e-mails, the mail's sender). The platform does not know where it is kept: the server process
 * names the source at start (server/app.ts); until then, or when it cannot be read, the shipped name.
 */

/** Reads the name; given a database (a transaction), it must read through it. */
type NameSource = (database?: Database) => Promise<string | null | undefined>;

let source: NameSource | null = null;

export function setSiteNameSource(read: NameSource | null) {
  source = read;
}

/** The name; inside a transaction pass it, so the read does not wait for the transaction itself. */
export async function currentSiteName(database?: Database): Promise<string> {
  try {
    return (await source?.(database))?.trim() || site.name;
  } catch {
    return site.name;
  }
}
