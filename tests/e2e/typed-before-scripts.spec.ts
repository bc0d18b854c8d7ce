import { expect, test, type Page } from "@playwright/test";
import { enquiryTextEn } from "../../app/features/enquiries/enquiry-text.en";
import { enquiryTextFr } from "../../app/features/enquiries/enquiry-text.fr";
import { quotePageEn } from "../../app/content/quote";
import { quotePageFr } from "../../app/content/quote.fr";
import { ADMIN } from "./admin-fixtures";
import { ownAddress, signedInAt } from "./admin-helpers";
import { holdScripts } from "./hold-scripts";
import { receivedMail } from "./mailbox";

/*
 * A visitor on a phone starts typing as soon as the form is drawn, before the page's scripts have
 * run (decision 050). Everything typed and chosen then is still there once they have, and is what
 * the office receives: the product's pre-filled sentence is the visitor's to replace.
 */

const PRODUCT = "Canadian Seven Series 7-inch Full-Colour Solid Oak";

const cases = [
  { locale: "en", path: "/contact", texts: enquiryTextEn, prefilled: "" },
  { locale: "en", path: `/contact?product=${encodeURIComponent(PRODUCT)}`, texts: enquiryTextEn, prefilled: `I would like a quote for ${PRODUCT}.` },
  { locale: "fr", path: "/fr/contact", texts: enquiryTextFr, prefilled: "" },
  { locale: "fr", path: `/fr/contact?product=${encodeURIComponent(PRODUCT)}`, texts: enquiryTextFr, prefilled: `J’aimerais obtenir une soumission pour le ${PRODUCT}.` },
  // The quote page a product's "Request a Quote" opens: its product is added to the list once the scripts run.
  { locale: "en", path: "/quote?product=1", texts: enquiryTextEn, prefilled: quotePageEn.message },
  { locale: "fr", path: "/fr/soumission?product=1", texts: enquiryTextFr, prefilled: quotePageFr.message },
] as const;

/** The delivered enquiry that carries this name, once the SMTP server has it. */
async function mailFrom(name: string) {
  return (await receivedMail()).find((mail) => mail.text.includes(name));
}

const hydrated = (page: Page) => expect(page.locator("html[data-hydrated]")).toHaveCount(1);

for (const { locale, path, texts, prefilled } of cases) {
  test(`${path}: an enquiry typed before the scripts run keeps every field and arrives exactly as typed`, async ({ page, browser, baseURL }) => {
    await ownAddress(page);
    const release = await holdScripts(page);
    // A page without the app holds its 'load' while its module is held: the form is there once parsed.
    await page.goto(path, { waitUntil: "commit" });
    const form = page.getByRole("form", { name: texts.form });
    const field = (label: string) => form.getByLabel(label, { exact: false });
    if (prefilled) await expect(field(texts.message)).toHaveValue(prefilled);
    else await expect(field(texts.message)).toHaveValue("");

    const name = `Held ${locale} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const typed = {
      name,
      email: "held.scripts@example.com",
      phone: "905-555-0177",
      company: "Held Renovations",
      message: prefilled ? "I would like a quote for 500 sq ft.\nDelivery in March." : "Two rooms of oak, about 640 sq ft.",
    };
    await field(texts.name).fill(typed.name);
    await field(texts.email).fill(typed.email);
    await field(texts.phone).fill(typed.phone);
    await field(texts.company).fill(typed.company);
    await field(texts.interestedIn).selectOption("commercial");
    await field(texts.service).selectOption("maintenance");
    await field(texts.message).fill(typed.message);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

    release();
    await hydrated(page);
    await expect(field(texts.name)).toHaveValue(typed.name);
    await expect(field(texts.email)).toHaveValue(typed.email);
    await expect(field(texts.phone)).toHaveValue(typed.phone);
    await expect(field(texts.company)).toHaveValue(typed.company);
    await expect(field(texts.interestedIn)).toHaveValue("commercial");
    await expect(field(texts.service)).toHaveValue("maintenance");
    await expect(field(texts.message)).toHaveValue(typed.message);

    // A person takes a few seconds; the server drops faster submissions as automated.
    await page.waitForFunction(() => performance.now() > 2_200);
    await form.getByRole("button", { name: texts.send }).click();
    await expect(page.locator("[data-sonner-toast], .dom-toast").filter({ hasText: texts.sent })).toBeVisible();

    await expect.poll(() => mailFrom(name), { timeout: 15_000 }).toBeTruthy();
    const mail = (await mailFrom(name))!;
    expect(mail.text).toContain(typed.message);
    if (prefilled) expect(mail.text).not.toContain(prefilled);
    expect(mail.headers["reply-to"]).toContain(typed.email);

    // What was stored is what was typed: the office reads it in the admin.
    const office = await browser.newContext({ baseURL });
    const staff = await office.newPage();
    await ownAddress(staff);
    await signedInAt(staff, ADMIN.email, ADMIN.password, `/admin/enquiries?q=${encodeURIComponent(name)}`);
    await staff.getByRole("link", { name }).click();
    await expect(staff.getByRole("region", { name: "Message" })).toContainText(typed.message);
    const details = staff.getByRole("region", { name: "Details" });
    for (const text of [typed.company, typed.phone, "Commercial", "Maintenance"]) await expect(details).toContainText(text);
    await office.close();
  });
}
