import { axe } from "./axe";
import { expect, type Browser, type Page } from "@playwright/test";
import { STAFF_ACCOUNTS } from "./admin-fixtures";
import { linkIn, waitForMail } from "./mailbox";

/* Steps the admin journeys share: an address of one's own, signing in, a new verified account, axe. */

/**
 * Waits until no animation or transition runs: colours checked halfway through a fade (a dialog's
 * overlay dimming the page behind it) are neither the before nor the after.
 */
export async function settled(page: Page) {
  // Endless ones (a pulsing progress bar) never end and are left out.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

/**
 * The accessibility rules every admin page is held to; the violations found, named. Toasts are
 * left out: one still fading in is checked half drawn.
 */
export async function axeViolations(page: Page) {
  await settled(page);
  const results = await axe(page)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .exclude("[data-sonner-toaster]")
    .analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

const octet = () => 1 + Math.floor(Math.random() * 254);

/** The address each page speaks from, for the requests made beside it. */
const addresses = new WeakMap<Page, string>();

/** Every test speaks from an address of its own, so per-address limits count one test's tries. */
export async function ownAddress(page: Page) {
  const address = `10.${octet()}.${octet()}.${octet()}`;
  addresses.set(page, address);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
}

/** Signs in through the sign-in page, as a person does: the page is left where the form leads. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.locator("input[name=password]").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * Signs in for a test whose subject lies beyond the sign-in page, and opens `/admin`: the form's
 * own action, posted as the form posts it without JavaScript, from the page's address, its session
 * cookie kept in the page's cookie jar. The sign-in page itself is tested in admin-auth.spec.ts;
 * drawing it again for every admin test cost each one a page load.
 */
export async function signedInAt(page: Page, email: string, password: string, path = "/admin") {
  const address = addresses.get(page);
  const answer = await page.request.post("/auth", {
    form: { intent: "signIn", email, password, redirectTo: "/admin" },
    headers: address ? { "X-Forwarded-For": address } : {},
    maxRedirects: 0,
  });
  expect(answer.status(), `signing in as ${email}`).toBe(303);
  expect(answer.headers().location, `signing in as ${email}`).toMatch(/\/admin$/);
  await page.goto(path);
}

/** A browser context of its own (cookies apart), speaking from its own address. */
export async function personIn(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await ownAddress(page);
  return { context, page };
}

/** An address nobody has used, for an account one test creates and changes. */
export const freshAddress = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.ca`;

/**
 * Registers on /auth, opens the verification link from the e-mail the site sent through SMTP, and
 * lands back on the sign-in page with the notice that the address is verified.
 */
export async function registerAndVerify(page: Page, email: string, password: string) {
  await page.goto("/auth?mode=register");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.getByLabel("Email").fill(email);
  await page.locator("input[name=password]").fill(password);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Registered: check your mailbox to verify your address").first()).toBeVisible();
  const mail = await waitForMail(email);
  await page.goto(linkIn(mail, "/auth/verify-email"));
  await expect(page.getByText("Your email address is verified. You can sign in now.")).toBeVisible();
}

/**
 * The toast that says `text`. A newer toast stacks in front of older ones that are still showing,
 * so a toast is found by what it says, never by its place in the stack.
 */
export function toastSaying(page: Page, text: string | RegExp) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
}

/**
 * Starts noting every toast this page shows from now on, and answers a function that reads what
 * they said. A toast shows for a few seconds; on a busy machine it can come and go between two
 * looks for it, but it was still there for the person, and the note keeps it.
 */
export async function noteToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as { seenToasts?: string[] }).seenToasts = seen;
    const note = () => {
      for (const toast of document.querySelectorAll("[data-sonner-toast]")) {
        const text = toast.textContent?.trim() ?? "";
        if (text && !seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(note).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => [...((window as { seenToasts?: string[] }).seenToasts ?? [])]);
}

/** The catalogue's editor, signed in from an address of its own, on the Products tab. */
export async function signInAsEditor(page: Page) {
  await ownAddress(page);
  await signedInAt(page, STAFF_ACCOUNTS.editor.email, STAFF_ACCOUNTS.editor.password);
  await expect(page).toHaveURL(/\/admin$/);
}

/**
 * An import's page once it is on screen, as the heading and state badge beside it. The address
 * changes before the new page is drawn, and the page before (the list of imports) has badges of
 * its own: the heading is what tells the import's page is there.
 */
export async function importHeader(page: Page) {
  const heading = page.getByRole("heading", { level: 1, name: /^Import #\d+$/ });
  await expect(heading).toBeVisible();
  return heading.locator("xpath=..");
}
