import type { Page } from "@playwright/test";
import { ownAddress, signedInAt } from "../e2e/admin-helpers";
import { hydrated } from "./typed-before-scripts";

/* Steps the content editors' browser tests share: a title of one's own, its address, signing in. */

export { hydrated, jpeg } from "./typed-before-scripts";

/** A title no other test has, so a list's row or a page is this test's own. */
export const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** The address the editor suggests for a title. */
export const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/** Signed in from an address of one's own, at `path`, its scripts run. */
export async function signedIn(page: Page, who: { email: string; password: string }, path: string) {
  await ownAddress(page);
  await signedInAt(page, who.email, who.password, path);
  await hydrated(page);
}

/** The office's clock `minutesAhead` from now, as a datetime-local field takes it. */
export function officeTime(minutesAhead: number) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" })
      .formatToParts(new Date(Date.now() + minutesAhead * 60_000))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
