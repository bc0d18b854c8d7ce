import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { STAFF_ACCOUNTS } from "./admin-fixtures";
import { axeViolations, noteToasts, signInAsEditor, toastSaying } from "./admin-helpers";
import { receivedMail, refuseMailContaining } from "./mailbox";

/*
 * The Enquiries tab as an editor uses it at 1440 and 390 px: a visitor's enquiry listed as new,
 * opened in full (what the sender typed shown as text), moved on in the pipeline, its e-mail to the
 * office sent again after the mail server turned it down, and the filtered list exported to CSV.
 * Each test sends its own enquiry, named by a word of its own, so tests running side by side
 * never read each other's. The list (cards on a phone) and the enquiry's page are read and checked
 * with axe at both widths (@layout); filtering from the URL, the CSV and the no-script forms are
 * what the server answers, at desktop width.
 */

const octet = () => 1 + Math.floor(Math.random() * 254);
const uniqueWord = (label: string) => `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

interface SentEnquiry {
  name: string;
  email: string;
  company: string;
  message: string;
}

/**
 * A form sent sooner than this after the page was drawn is taken for a bot's and dropped without a
 * word (MIN_FILL_MS in app/features/enquiries/enquiry-guard.server.ts).
 */
const MIN_FILL_MS = 2_000;

interface ContactForm {
  headers: Record<string, string>;
  formToken: string;
}

/** The contact page's form as a visitor gets it, from an address of its own: its signed time of issue. */
async function openContactForm(page: Page): Promise<ContactForm> {
  const headers = { "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` };
  const contact = await (await page.request.get("/contact", { headers })).text();
  const formToken = /name="formToken" value="([^"]+)"/.exec(contact)?.[1];
  expect(formToken).toBeTruthy();
  return { headers, formToken: formToken! };
}

/**
 * Sends an enquiry as the contact page's script does (POST /api/enquiries), once the form is as
 * old as a person's typing by the time the token names: the test signs in meanwhile.
 */
async function sendEnquiry(page: Page, form: ContactForm, enquiry: SentEnquiry) {
  const issuedAt = Number(form.formToken.split(".")[0]);
  await expect.poll(() => Date.now() - issuedAt, { intervals: [100] }).toBeGreaterThanOrEqual(MIN_FILL_MS);
  const response = await page.request.post("/api/enquiries?from=/contact", {
    headers: form.headers,
    form: { ...enquiry, phone: "905-555-0142", interestedIn: "commercial", service: "consultation", formToken: form.formToken },
  });
  expect(await response.json()).toEqual({ status: "sent" });
}

test("a new enquiry is listed as new, read in full, moved on, and its failed e-mail sent again", { tag: "@layout" }, async ({ page }) => {
  test.setTimeout(90_000);
  const word = uniqueWord("retry");
  const enquiry = {
    name: `Olive ${word}`,
    email: `olive.${word}@example.com`,
    company: "Quartermain Interiors",
    message: `<b>bold</b><script>window.pwned=1</script> ${word}\nsecond line`,
  };
  // The mail server turns the office's e-mail down until the test lets it through.
  const letThrough = await refuseMailContaining(word);
  try {
    const form = await openContactForm(page);
    await signInAsEditor(page);
    await sendEnquiry(page, form, enquiry);

    // The tab says how many are new; the list shows this one as new, its e-mail failing.
    await page.goto("/admin/enquiries");
    await expect(page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: /^Enquiries \(\d+ new enquir/ })).toBeVisible();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const row = page.locator("tbody tr", { hasText: enquiry.name });
    await expect(row).toContainText("New");
    await expect(row).toContainText("Contact page");
    await expect(row).toContainText(enquiry.email);
    await expect
      .poll(async () => {
        await page.reload();
        return row.innerText();
      })
      .toContain("Retrying");
    await expect(row).toContainText(/\d attempts?/);
    expect(await axeViolations(page), "list").toEqual([]);

    await row.getByRole("link", { name: enquiry.name }).click();
    await expect(page).toHaveURL(/\/admin\/enquiries\/\d+$/);
    const id = /(\d+)$/.exec(page.url())![1]!;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enquiry.name);
    // What the sender typed is text: no element made of it, no script run.
    const message = page.getByRole("region", { name: "Message" });
    await expect(message).toContainText("<b>bold</b><script>window.pwned=1</script>");
    await expect(message.locator("b, script")).toHaveCount(0);
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    const details = page.getByRole("region", { name: "Details" });
    for (const text of ["Quartermain Interiors", "905-555-0142", "Commercial", "Consultation", "Contact page"]) {
      await expect(details).toContainText(text);
    }
    const reply = page.getByRole("link", { name: "Reply by email" });
    await expect(reply).toHaveAttribute("href", `mailto:${enquiry.email}?subject=${encodeURIComponent("Re: Your enquiry to Cedarline Flooring")}`);
    const delivery = page.getByRole("region", { name: "Email to the office" });
    await expect(delivery).toContainText("Retrying");
    await expect(delivery).toContainText("550");
    expect(await axeViolations(page), "detail").toEqual([]);

    const pipeline = page.getByRole("region", { name: "Pipeline" });
    await expect(pipeline).toContainText("New since it arrived: nobody has moved it yet.");
    await pipeline.getByRole("button", { name: "Contacted" }).click();
    await expect(toastSaying(page, `Enquiry #${id}: status changed`)).toBeVisible();
    await expect(pipeline).toContainText(`Contacted since`);
    await expect(pipeline).toContainText(`set by ${STAFF_ACCOUNTS.editor.email}`);
    await expect(pipeline.getByRole("button", { name: "Contacted", pressed: true })).toBeVisible();

    // The mail server takes it again; 'Retry delivery now' sends it without waiting for the next try.
    await letThrough();
    const retried = `Enquiry #${id}: sending its email again now`;
    // A click while the site's own next try is under way is told so, and changes nothing.
    const underWay = "Its email is being sent right now; look again in a minute";
    let retriedByStaff = false;
    const retry = async () => {
      const toasts = await noteToasts(page);
      await page.getByRole("button", { name: "Retry delivery now" }).click();
      // On a busy machine a toast has come later than the default wait, and gone before a look.
      await expect.poll(async () => (await toasts()).find((text) => text.includes(retried) || text.includes(underWay)), { timeout: 20_000 }).toBeTruthy();
      retriedByStaff = (await toasts()).some((text) => text.includes(retried));
      return retriedByStaff;
    };
    if (!(await retry())) {
      // That try either delivers it (the mail server takes it now) or fails; asked again once it is over, the site sends it again.
      await expect
        .poll(
          async () => {
            await page.reload();
            await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
            return (await delivery.innerText()).includes("Delivered") || (await retry());
          },
          { timeout: 30_000, intervals: [1_000] },
        )
        .toBe(true);
    }
    await expect
      .poll(async () => (await receivedMail()).some((mail) => mail.text.includes(`Name: ${enquiry.name}`)), { timeout: 10_000 })
      .toBe(true);
    await expect
      .poll(async () => {
        await page.reload();
        return delivery.innerText();
      })
      .toContain("Delivered");
    await expect(page.getByRole("button", { name: "Retry delivery now" })).toHaveCount(0);

    // Each change is in the activity log, under the person who made it.
    // (The site's own next try may deliver it before a click of staff's gets its turn: then no one retried it.)
    if (retriedByStaff) {
      await page.goto("/admin/activity?action=enquiry-retried");
      await expect(page.locator("tbody tr", { hasText: enquiry.name }).first()).toContainText(STAFF_ACCOUNTS.editor.email);
    }
    await page.goto("/admin/activity?action=enquiry-state-changed");
    await expect(page.locator("tbody tr", { hasText: `#${id} ${enquiry.name}` })).toHaveCount(1);
  } finally {
    await letThrough();
  }
});

test("the list is searched and filtered from the URL, and its CSV export holds exactly those enquiries", async ({ page }) => {
  test.setTimeout(60_000);
  const word = uniqueWord("export");
  const enquiry = {
    name: `王小明 ${word}`,
    email: `wang.${word}@example.com`,
    company: "=SUM(1,2) Ltd",
    message: `Twelve boxes, please. ${word}`,
  };
  const form = await openContactForm(page);
  await signInAsEditor(page);
  await sendEnquiry(page, form, enquiry);
  await page.goto("/admin/enquiries");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);

  const filters = page.getByRole("search", { name: "Find enquiries" });
  await filters.getByLabel("Search").fill(word);
  await filters.getByLabel("Status").selectOption("new");
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${word}&status=new(&|$)`));
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(page.getByRole("status").filter({ hasText: "1 enquiry" })).toBeVisible();

  // Today in the office's calendar includes it; tomorrow onwards does not.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(new Date());
  await page.goto(`/admin/enquiries?q=${word}&from=${today}&to=${today}`);
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(filters.getByLabel("Received from")).toHaveValue(today);
  const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await page.goto(`/admin/enquiries?q=${word}&from=${tomorrow}`);
  await expect(page.getByText("No enquiries match these filters.")).toBeVisible();
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/admin\/enquiries$/);

  await page.goto(`/admin/enquiries?q=${word}&status=new`);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  // UTF-8 with a byte-order mark, so Excel shows the Chinese name.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString("utf8").slice(1).split("\r\n");
  expect(lines.at(-1)).toBe("");
  expect(lines).toHaveLength(3);
  expect(lines[0]).toMatch(
    /^Number,Received,Kind,Status,Status changed,Status changed by,Owner,Name,Email,Phone,Company,Interested in,Service,Message,Products,Samples go to,Page,Language,Email delivery,/,
  );
  // A message, new, nobody's: no change, no owner.
  expect(lines[1]).toContain(`,Message,New,,,,${enquiry.name},`);
  // The company would be a formula in a spreadsheet: it starts with an apostrophe instead.
  expect(lines[1]).toContain(`,${enquiry.name},${enquiry.email},905-555-0142,"'=SUM(1,2) Ltd",Commercial,Consultation,`);
  // No products, no samples.
  expect(lines[1]).toContain(`"${enquiry.message}",,,Contact page,In English,`);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a lead is moved on, given an owner and noted with the outcome said on the page, and an empty note is refused under its field", async ({ page }) => {
    test.setTimeout(60_000);
    const word = uniqueWord("nojs");
    const enquiry = { name: `Nadia ${word}`, email: `nadia.${word}@example.com`, company: "Harbour Studio", message: `Quiet oak for a studio. ${word}` };
    const form = await openContactForm(page);
    await signInAsEditor(page);
    await sendEnquiry(page, form, enquiry);
    await page.goto(`/admin/enquiries?q=${word}`);
    await page.getByRole("link", { name: enquiry.name }).click();
    await page.getByRole("button", { name: "Quoted" }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Enquiry #\d+: status changed$/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Quoted", pressed: true })).toBeVisible();
    await page.getByLabel("Owner", { exact: true }).selectOption({ label: STAFF_ACCOUNTS.editor.email });
    await page.getByRole("button", { name: "Save owner" }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Enquiry #\d+: owner saved$/ })).toBeVisible();
    await expect(page.getByLabel("Owner", { exact: true }).locator("option:checked")).toHaveText(STAFF_ACCOUNTS.editor.email);
    // An empty note: the message under the box, nothing added.
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Write the note before adding it")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Add a note" })).toHaveAttribute("aria-invalid", "true");
    await page.getByRole("textbox", { name: "Add a note" }).fill("Sent the quote by e-mail.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Note added to enquiry #\d+$/ })).toBeVisible();
    await expect(page.getByRole("list", { name: "History, newest first" })).toContainText("Sent the quote by e-mail.");
  });
});
