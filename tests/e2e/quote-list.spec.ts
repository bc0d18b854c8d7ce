import { expect, test, type Page } from "@playwright/test";
import { demoProducts } from "../../app/features/catalogue/demo-catalogue";
import { enquiryTextEn } from "../../app/features/enquiries/enquiry-text.en";
import { enquiryTextFr } from "../../app/features/enquiries/enquiry-text.fr";
import { quoteButtonEn, quotePageEn } from "../../app/content/quote";
import { quoteButtonFr, quotePageFr } from "../../app/content/quote.fr";
import { receivedMail, type Mail } from "./mailbox";

/*
 * A visitor's quote list on a phone, in English and French: products added from a card and from a
 * product page (in a chosen colour), the area of each on the quote page, one request sent, and the
 * office's e-mail listing both lines with their links. Then the same for one product with
 * JavaScript off, and the product page still answered from the page cache while a list is kept.
 */

// The demo catalogue is seeded in order: product 1 is its flagship (22 sq ft a box), product 2 the next.
const flagship = demoProducts[0]!;
const second = demoProducts[1]!;

/** The office's copy of the request sent under `name`, once the SMTP server has it. */
async function officeMail(name: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => (found = (await receivedMail()).find((mail) => mail.text.includes(`Name: ${name}`))) !== undefined, { timeout: 20_000 })
    .toBe(true);
  return found!;
}

const languages = [
  { locale: "en", prefix: "", quotePath: "/quote", buttons: quoteButtonEn, page: quotePageEn, texts: enquiryTextEn, roomArea: "Room area", labels: { name: "Name", email: "Email", company: "Company", interest: "Interested in", service: "Service" } },
  { locale: "fr", prefix: "/fr", quotePath: "/fr/soumission", buttons: quoteButtonFr, page: quotePageFr, texts: enquiryTextFr, roomArea: "Superficie de la pièce", labels: { name: "Nom", email: "Courriel", company: "Entreprise", interest: "Intéressé", service: "Service" } },
] as const;

/**
 * The form's signed time of issue says when a submission is at a person's pace (the quote page was
 * reached by a link, so its form is younger than the visit).
 */
async function pastTokenTime(page: Page) {
  const token = await page.locator('form#enquiry-form input[name="formToken"]').inputValue();
  await expect.poll(() => Date.now() - Number(token.split(".")[0]), { intervals: [100] }).toBeGreaterThan(2_200);
}

async function ownAddress(page: Page) {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` });
}

async function fillDetails(page: Page, labels: (typeof languages)[number]["labels"], name: string) {
  const form = page.locator("form#enquiry-form");
  await form.getByLabel(labels.name, { exact: false }).fill(name);
  await form.getByLabel(labels.email, { exact: false }).fill("quinn@example.com");
  await form.getByLabel(labels.company, { exact: false }).first().fill("Quinn Renovations");
  await form.locator('select[name="interestedIn"]').selectOption("residential");
  await form.locator('select[name="service"]').selectOption("installation");
}

for (const language of languages) {
  test.describe(`the quote list (${language.locale})`, () => {
    test("adds a product from a card and another in a colour from its page, and sends both with their areas", async ({ page }) => {
      await ownAddress(page);
      const name = `Quinn List ${language.locale} ${Date.now()}`;
      await page.goto(`${language.prefix}/products`);
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      const secondCard = page.locator('[data-product-card="2"]');
      await secondCard.getByRole("link", { name: language.buttons.addOf.replace("{title}", second.title) }).click();
      await expect(secondCard.locator(".card-quote")).toHaveText(language.buttons.added);
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/products$`));
      await expect(page.locator(".quote-list-link")).toHaveText("1");

      // 340 sq ft and the standard 10 % allowance: 374 sq ft to buy, 17 boxes of 22 sq ft.
      await page.goto(`${language.prefix}/products/1`);
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      const calculator = page.locator("#order-calculator");
      await calculator.getByLabel(language.roomArea, { exact: true }).fill("340");
      const answer = calculator.locator("[data-order-answer]");
      await expect(answer.locator("[data-order-boxes]")).toHaveText(language.page.list.boxes.other.replace("{count}", "17"));
      await answer.getByLabel(language.buttons.colour, { exact: true }).selectOption("Lily Canvas");
      await answer.getByRole("button", { name: language.buttons.addAnswer }).click();
      await expect(page.locator(".quote-list-link")).toHaveText("2");

      await page.locator(".quote-list-link").click();
      await expect(page).toHaveURL(language.quotePath);
      const lines = page.locator("[data-quote-line]");
      await expect(lines).toHaveCount(2);
      await expect(lines.nth(0)).toContainText(second.title);
      await expect(lines.nth(1)).toContainText(flagship.title);
      await expect(lines.nth(1)).toContainText("Lily Canvas");
      await expect(lines.nth(1).getByLabel(language.page.list.area)).toHaveValue("374");
      await expect(lines.nth(1)).toContainText(language.page.list.boxes.other.replace("{count}", "17"));
      // An area of nought is refused under its field, and nothing is sent.
      await lines.nth(0).getByLabel(language.page.list.area).fill("0");
      await expect(lines.nth(0).getByText(language.texts.validation.areaInvalid)).toBeVisible();
      await lines.nth(0).getByLabel(language.page.list.area).fill("");
      await expect(lines.nth(0).getByText(language.texts.validation.areaInvalid)).toHaveCount(0);

      await fillDetails(page, language.labels, name);
      await pastTokenTime(page);
      await page.getByRole("button", { name: language.texts.send }).click();
      await expect(page.locator("[data-sonner-toast]").filter({ hasText: language.texts.sent })).toBeVisible();
      // Sent: the list is emptied, on this page and in the header.
      await expect(lines).toHaveCount(0);
      await expect(page.locator(".quote-list-link > span")).toHaveCount(0);

      const mail = await officeMail(name);
      expect(mail.subject).toContain("Quote request (2 products)");
      expect(mail.text).toContain(`1. ${second.title}`);
      expect(mail.text).toContain(`2. ${flagship.title} (colour Lily Canvas, 374 sq ft, 17 boxes)`);
      expect(mail.text).toMatch(new RegExp(`https?://[^\\s]+${language.prefix}/products/1\\n\\s+Admin: https?://[^\\s]+/admin/products/1`));
    });

    test("sends one product from its page with JavaScript off", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await ownAddress(page);
      const name = `Quinn Plain ${language.locale} ${Date.now()}`;
      await page.goto(`${language.prefix}/products/1`);
      await page.getByLabel(language.buttons.colour, { exact: true }).selectOption("Nature");
      await page.getByRole("button", { name: language.buttons.add }).click();
      await expect(page).toHaveURL(`${language.quotePath}?product=1&colour=Nature`);
      const line = page.locator("[data-quote-line]");
      await expect(line).toHaveCount(1);
      await expect(line).toContainText("Nature");
      await line.getByLabel(language.page.list.area).fill("220");
      await fillDetails(page, language.labels, name);
      await pastTokenTime(page);
      await page.getByRole("button", { name: language.texts.send }).click();
      await expect(page.getByRole("status")).toContainText(language.texts.sent);
      const mail = await officeMail(name);
      expect(mail.text).toContain(`1. ${flagship.title} (colour Nature, 220 sq ft, 10 boxes)`);
      await context.close();
    });
  });
}

test("a product page is still answered from the page cache while a quote list is kept", async ({ page }) => {
  await page.goto("/products/1");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.getByRole("button", { name: quoteButtonEn.add }).click();
  await expect(page.locator(".quote-list-link")).toHaveText("1");
  // The list is the browser's own: no cookie goes with the next request, so the stored page answers it.
  expect(await page.context().cookies()).toEqual([]);
  // Asked again as this visitor's browser asks (its cookies, none), past its own HTTP cache: the stored page answers, with its Age.
  await expect.poll(async () => (await page.request.get("/products/1")).headers()["age"] ?? "not stored", { timeout: 10_000 }).toMatch(/^\d+$/);
  await page.reload();
  await expect(page.locator(".quote-list-link")).toHaveText("1");
});
