import { expect, test, type Page } from "@playwright/test";
import { ADMIN } from "./admin-fixtures";
import { ownAddress, signedInAt } from "./admin-helpers";
import { receivedMail, type Mail } from "./mailbox";
import { controlsOf, hydrated, named, tag, typeSaveAndCheck } from "../support/typed-before-scripts";

/*
 * The company's details: its name and phone shown everywhere at once, and typed before the
 * scripts run. They are on every page, so these tests run alone, one after the other,
 * and each puts the shipped details back.
 *
 * Typed before the editor's scripts run (decision 050): every field, each day's opening hours
 * and the days that differ included, is kept and saved as typed.
 */

test.describe.configure({ mode: "default" });

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
});

test("the company's details typed before the scripts run are saved as typed, opening hours included", async ({ page }) => {
  test.setTimeout(60_000);
  await signedInAt(page, ADMIN.email, ADMIN.password, "/admin/content/company");
  await hydrated(page);
  const form = page.locator('main form:has([name="hours.days[0].opens"])');
  const before = await controlsOf(form);
  try {
    await typeSaveAndCheck(page, {
      path: "/admin/content/company",
      form: 'main form:has([name="hours.days[0].opens"])',
      save: "Save",
      round: 1,
      tag: tag(),
    });
  } finally {
    // The shipped details back, for the tests that follow.
    await page.goto("/admin/content/company");
    await hydrated(page);
    for (const control of before) {
      if (control.type === "checkbox") await named(form, control.name).setChecked(control.checked);
      else await named(form, control.name).fill(control.value);
    }
    await form.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  }
});

test("opened and left alone, the company's editor lets staff leave without asking; with a change, it asks", async ({ page }) => {
  await signedInAt(page, ADMIN.email, ADMIN.password, "/admin/content/company");
  await hydrated(page);
  const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
  await page.getByRole("link", { name: "Activity" }).click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  await expect(dialog).toHaveCount(0);

  await page.goto("/admin/content/company");
  await hydrated(page);
  // A spare row for a day that differs, given a date: a change.
  await page.locator('[name="hours.exceptions[0].date"]').fill("2026-12-24");
  await page.getByRole("link", { name: "Activity" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Keep editing" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/company$/);
  await expect(page.locator('[name="hours.exceptions[0].date"]')).toHaveValue("2026-12-24");
});

/*
 * Opening hours kept as days and times (decision 052): staff set each day and the days that
 * differ, see the hours as visitors will read them in English and French while they type, are
 * told under the field what is wrong, and the contact pages say the hours in each language's
 * own form.
 */

const hoursForm = (page: Page) => page.locator('main form:has([name="hours.days[0].opens"])');
const day = (page: Page, name: string) => page.getByRole("group", { name, exact: true });
const contactText = async (page: Page, path: string) => {
  await page.goto(path);
  return page.locator("main").innerText();
};

test("staff set the week and a holiday, see what visitors will read, and the contact pages say it in English and French", async ({ page }) => {
  test.setTimeout(60_000);
  await signedInAt(page, ADMIN.email, ADMIN.password, "/admin/content/company");
  await hydrated(page);
  const form = hoursForm(page);
  const preview = (language: string) => form.locator(`[lang=${language}]`).filter({ hasText: "Visitors read" });
  await expect(preview("en")).toContainText("Monday to Friday 9:00–17:30");

  try {
    // Saturday closed, Sunday open 11 to 3, as the preview says at once in both languages.
    await day(page, "Saturday").getByRole("checkbox", { name: "Open" }).uncheck();
    const sunday = day(page, "Sunday");
    await sunday.getByRole("checkbox", { name: "Open" }).check();
    await sunday.getByLabel("Opens").fill("11:00");
    await sunday.getByLabel("Closes").fill("15:00");
    await expect(preview("en")).toContainText("Sunday 11:00–15:00");
    await expect(preview("en")).toContainText("Saturday: closed");
    await expect(preview("fr")).toContainText("Le dimanche de 11\u00a0h à 15\u00a0h");
    await expect(preview("fr")).toContainText("Fermé le samedi");

    // A holiday closed, and a day that closes before it opens: refused, with a message under it.
    const dates = form.getByLabel("Date");
    await dates.nth(0).fill("2099-12-25");
    await dates.nth(1).fill("2099-12-24");
    const shortDay = form.locator("div").filter({ has: page.locator('[name="hours.exceptions[1].date"]') }).last();
    await shortDay.getByRole("checkbox", { name: "Closed all day" }).uncheck();
    await shortDay.getByLabel("Opens").fill("13:00");
    await shortDay.getByLabel("Closes").fill("09:00");
    await form.getByRole("button", { name: "Save", exact: true }).click();
    await expect(shortDay.getByText("Closing must be later than opening")).toBeVisible();
    expect(await contactText(page, "/contact")).toContain("Saturday 10:00–16:00");

    // Put right and saved: both contact pages say it, the holidays under the week.
    await page.goto("/admin/content/company");
    await hydrated(page);
    await expect(form.locator('[name="hours.days[6].open"]')).not.toBeChecked();
    await day(page, "Saturday").getByRole("checkbox", { name: "Open" }).uncheck();
    await sunday.getByRole("checkbox", { name: "Open" }).check();
    await sunday.getByLabel("Opens").fill("11:00");
    await sunday.getByLabel("Closes").fill("15:00");
    await dates.nth(0).fill("2099-12-25");
    await dates.nth(1).fill("2099-12-24");
    await shortDay.getByRole("checkbox", { name: "Closed all day" }).uncheck();
    await shortDay.getByLabel("Opens").fill("09:00");
    await shortDay.getByLabel("Closes").fill("13:00");
    await form.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

    const english = await contactText(page, "/contact");
    for (const line of ["Monday to Friday 9:00–17:30", "Sunday 11:00–15:00", "Saturday: closed", "Thursday, December 24, 2099: 9:00–13:00", "Friday, December 25, 2099: closed"])
      expect(english).toContain(line);
    const french = await contactText(page, "/fr/contact");
    for (const line of ["Du lundi au vendredi de 9\u00a0h à 17\u00a0h\u00a030", "Le dimanche de 11\u00a0h à 15\u00a0h", "Fermé le samedi", "Le jeudi 24 décembre 2099\u00a0: de 9\u00a0h à 13\u00a0h", "Le vendredi 25 décembre 2099\u00a0: fermé"])
      expect(french).toContain(line);
    expect(french).not.toContain("Monday");
  } finally {
    // The shipped hours back, for the tests that follow.
    await page.goto("/admin/content/company");
    await hydrated(page);
    await day(page, "Saturday").getByRole("checkbox", { name: "Open" }).check();
    await day(page, "Saturday").getByLabel("Opens").fill("10:00");
    await day(page, "Saturday").getByLabel("Closes").fill("16:00");
    await day(page, "Sunday").getByRole("checkbox", { name: "Open" }).uncheck();
    for (const box of await form.getByRole("checkbox", { name: "Remove this date" }).all()) await box.check();
    await form.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  }
  expect(await contactText(page, "/contact")).toContain("Saturday 10:00–16:00");
});

test("the company's name and phone changed in the admin show in the header, footer, contact page, titles, structured data and e-mail at once", async ({ page, request }) => {
  test.setTimeout(90_000);
  await signedInAt(page, ADMIN.email, ADMIN.password, "/admin/content/company");
  const save = async (name: string, phone: string) => {
    await page.getByLabel("Company name").fill(name);
    await page.getByLabel("Phone").fill(phone);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  };
  await save("Maplewood Floors", "(905) 555-0199");
  try {
    for (const path of ["/", "/contact", "/about"]) {
      const html = await (await request.get(path)).text();
      expect(html).toContain("(905) 555-0199");
      expect(html).toContain('href="tel:+19055550199"');
      expect(html).not.toContain("(905) 555-0174");
      // The logo in the header and the footer, and the Open Graph site name.
      expect(html.match(/<span>Maplewood<\/span> <span>Floors<\/span>/g)).toHaveLength(2);
      expect(html).toContain('property="og:site_name" content="Maplewood Floors"');
    }
    expect(await (await request.get("/about")).text()).toMatch(/<title>[^<]+ \| Maplewood Floors<\/title>/);
    const home = await (await request.get("/")).text();
    expect(home).toContain("<title>Maplewood Floors | Luxury Hardwood Flooring in Mississauga, Ontario</title>");
    expect(home).toContain('"telephone":"+19055550199"');
    expect(home).toContain('<h1 class="sr-only">Maplewood Floors: luxury hardwood flooring');
    // The admin's own header and tab, without a reload.
    await expect(page.getByRole("banner").getByRole("link", { name: "Maplewood Floors" })).toBeVisible();
    await expect(page).toHaveTitle("Site content | Maplewood Floors admin");

    // An enquiry sent now comes from the company by its new name.
    const enquirer = `Name Check ${Date.now().toString(36)}`;
    await page.goto("/contact");
    await hydrated(page);
    const form = page.locator("form#enquiry-form");
    await form.getByLabel("Name", { exact: false }).fill(enquirer);
    await form.getByLabel("Email", { exact: false }).fill("jane.doe@example.com");
    await form.getByLabel("Company", { exact: false }).fill("Doe Renovations");
    await form.getByLabel("Interested in", { exact: false }).selectOption("residential");
    await form.getByLabel("Service", { exact: false }).selectOption("consultation");
    await form.getByLabel("Message", { exact: false }).fill("Wide white oak for two floors, in March.");
    await page.waitForFunction(() => performance.now() > 2_200);
    await form.getByRole("button", { name: "Send Message" }).click();
    let sent: Mail | undefined;
    await expect.poll(async () => (sent = (await receivedMail()).find((mail) => mail.text.includes(`Name: ${enquirer}`))) !== undefined, { timeout: 20_000 }).toBe(true);
    expect(sent!.headers.from).toMatch(/^"?Maplewood Floors Website"? </);
  } finally {
    await page.goto("/admin/content/company");
    await hydrated(page);
    await save("Cedarline Flooring", "(905) 555-0174");
  }
  // The admin's header follows the save without a reload.
  await expect(page.getByRole("banner").getByRole("link", { name: "Cedarline Flooring" })).toBeVisible();
  const contact = await (await request.get("/contact")).text();
  expect(contact).toContain("(905) 555-0174");
  expect(contact).toContain('property="og:site_name" content="Cedarline Flooring"');
});
