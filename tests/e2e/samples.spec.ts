import { expect, type Page } from "@playwright/test";
import { demoProducts } from "../../app/features/catalogue/demo-catalogue";
import { enquiryTextEn } from "../../app/features/enquiries/enquiry-text.en";
import { enquiryTextFr } from "../../app/features/enquiries/enquiry-text.fr";
import { sampleButtonEn, samplesPageEn } from "../../app/content/samples";
import { sampleButtonFr, samplesPageFr } from "../../app/content/samples.fr";
import { ownAddress } from "./admin-helpers";
import { axe } from "./axe";
import { test } from "./console-guard";
import { receivedMail, type Mail } from "./mailbox";

/*
 * Free samples on a phone, in English and French: a colour chosen on a product page, the samples
 * page, a postal code that is not Canadian refused under its field with nothing sent, then
 * corrected and sent, and the office's e-mail at the SMTP server. Then the same without
 * JavaScript, where the server checks the postal code and the colour travels in the address.
 */

// The demo catalogue's flagship is seeded first: product 1, with its eight colours.
const flagship = demoProducts[0]!;

const languages = [
  { locale: "en", prefix: "", samplesPath: "/samples", button: sampleButtonEn, page: samplesPageEn, texts: enquiryTextEn },
  { locale: "fr", prefix: "/fr", samplesPath: "/fr/echantillons", button: sampleButtonFr, page: samplesPageFr, texts: enquiryTextFr },
] as const;

/** Every message the SMTP server received from `name`. */
const mailFrom = async (name: string): Promise<Mail[]> => (await receivedMail()).filter((mail) => mail.text.includes(`Name: ${name}`));

async function officeMail(name: string): Promise<Mail> {
  await expect.poll(async () => (await mailFrom(name)).length, { timeout: 20_000 }).toBeGreaterThan(0);
  return (await mailFrom(name))[0]!;
}

/** The form's signed time of issue says when a submission is at a person's pace. */
async function afterFillTime(page: Page) {
  const token = await page.locator('input[name="formToken"]').inputValue();
  await expect.poll(() => Date.now() - Number(token.split(".")[0]), { intervals: [100] }).toBeGreaterThan(2_200);
}

async function fillAddress(page: Page, language: (typeof languages)[number], postalCode: string) {
  const { delivery } = language.page;
  await page.getByLabel(delivery.street).fill("2150 Dunwin Drive");
  await page.getByLabel(delivery.city).fill("Mississauga");
  await page.getByLabel(delivery.province).selectOption("ON");
  await page.getByLabel(delivery.postalCode).fill(postalCode);
}

for (const language of languages) {
  test(`orders a free sample from a product page and sends it after correcting the postal code (${language.locale})`, async ({ page }) => {
    await ownAddress(page);
    const name = `Sam Sample ${language.locale} ${Date.now()}`;
    await page.goto(`${language.prefix}/products/1`);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const order = page.locator('[data-order-sample="Lily Canvas"]');
    await expect(order).toHaveAttribute("href", `${language.samplesPath}?product=1&colour=Lily+Canvas`);
    await order.click();
    await expect(order).toHaveText(language.button.listed);
    await expect(page).toHaveURL(new RegExp(`${language.prefix}/products/1$`));
    // A second press is told politely, and the toast leads to the samples page.
    await order.click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: language.button.already })).toBeVisible();
    await page.locator("[data-sonner-toast]").filter({ hasText: language.button.already }).getByRole("button", { name: language.button.view }).click();
    await expect(page).toHaveURL(language.samplesPath);

    const samples = page.locator("[data-sample]");
    await expect(samples).toHaveCount(1);
    await expect(samples).toContainText("Lily Canvas");
    await expect(samples).toContainText(flagship.title);
    // The showroom's pick-up hides the address; shipping shows it again.
    await page.getByLabel(language.page.delivery.pickup).check();
    await expect(page.getByLabel(language.page.delivery.street)).toBeHidden();
    await page.getByLabel(language.page.delivery.ship).check();
    await fillAddress(page, language, "90210");
    await page.getByLabel(language.texts.name).fill(name);
    await page.getByLabel(language.texts.email).fill("sam@example.com");
    await afterFillTime(page);
    await page.getByRole("button", { name: language.page.send }).click();
    const postalCode = page.getByLabel(language.page.delivery.postalCode);
    await expect(postalCode).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#sample-postalCode-error")).toHaveText(language.page.validation.postalCodeInvalid);
    await expect(postalCode).toBeFocused();

    await postalCode.fill("l5t2n7");
    await expect(page.locator("#sample-postalCode-error")).toHaveCount(0);
    await page.getByRole("button", { name: language.page.send }).click();
    await expect(page.getByRole("status").filter({ hasText: language.page.sent.title })).toBeVisible();

    const mail = await officeMail(name);
    expect(mail.subject).toContain(`Sample request (1 colour) from ${name}`);
    expect(mail.text).toContain("Delivery: Ship to 2150 Dunwin Drive, Mississauga, Ontario L5T 2N7");
    expect(mail.text).toMatch(new RegExp(`1\\. ${flagship.title} \\(colour Lily Canvas\\)\\n\\s+https?://[^\\s]+${language.prefix}/products/1\\n\\s+Admin: https?://[^\\s]+/admin/products/1`));
    // The refused post was never sent: one message, and the list is emptied.
    expect(await mailFrom(name)).toHaveLength(1);
    await page.goto(`${language.prefix}/products/1`);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(order).toHaveText(language.button.order);
  });
}

test("orders a free sample without JavaScript, the server checking the postal code", async ({ browser }) => {
  const language = languages[1];
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await ownAddress(page);
  const name = `Sam Plain ${Date.now()}`;
  await page.goto(`${language.prefix}/products/1`);
  await page.locator('[data-order-sample="Nature"]').click();
  await expect(page).toHaveURL(`${language.samplesPath}?product=1&colour=Nature`);
  await expect(page.locator("[data-sample]")).toHaveText(new RegExp(`Nature.*${flagship.title}`));

  await fillAddress(page, language, "W1A 1AA");
  await page.getByLabel(language.texts.name).fill(name);
  await page.getByLabel(language.texts.email).fill("sam@example.com");
  await afterFillTime(page);
  await page.getByRole("button", { name: language.page.send }).click();
  // Refused by the server, in the page's language: the message under the field, what was typed kept, the colour still listed.
  await expect(page.locator("#sample-postalCode-error")).toHaveText(language.page.validation.postalCodeInvalid);
  await expect(page.getByLabel(language.page.delivery.postalCode)).toHaveValue("W1A 1AA");
  await expect(page.getByLabel(language.texts.name)).toHaveValue(name);
  await expect(page.locator("[data-sample]")).toContainText("Nature");

  await page.getByLabel(language.page.delivery.postalCode).fill("L5T 2N7");
  await page.getByRole("button", { name: language.page.send }).click();
  await expect(page.getByRole("status")).toContainText(language.page.sent.title);
  const mail = await officeMail(name);
  expect(mail.subject).toBe(`Sample request (1 colour) from ${name} (French)`);
  expect(mail.text).toContain(`1. ${flagship.title} (colour Nature)`);
  expect(mail.text).toContain("Delivery: Ship to 2150 Dunwin Drive, Mississauga, Ontario L5T 2N7");
  expect(await mailFrom(name)).toHaveLength(1);
  await context.close();
});

test("the samples page, with a colour and its messages, has no axe violations", { tag: "@layout" }, async ({ page }) => {
  await page.goto("/samples?product=1&colour=Nature");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(page).toHaveURL("/samples");
  await expect(page.locator("[data-sample]")).toHaveCount(1);
  await page.getByRole("button", { name: samplesPageEn.send }).click();
  await expect(page.locator("#sample-street-error")).toHaveText(samplesPageEn.validation.streetRequired);
  // The page itself: the toast saying so is still fading in, which axe reads as low contrast.
  const results = await axe(page).exclude("[data-sonner-toaster]").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
});
