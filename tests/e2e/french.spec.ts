import { expect, test, type Page } from "@playwright/test";
import { axe } from "./axe";
import { ownAddress } from "./admin-helpers";
import { receivedMail } from "./mailbox";
import { publicRoutes } from "./routes";

/*
 * The public site in French (decision 049): French chrome under /fr at both widths, the switch
 * to the same page in the other language remembered in a cookie, and the offer a visitor whose
 * browser prefers the other language gets once, which never redirects.
 */

async function hydrated(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

const languageCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === "site_lang")?.value;

async function noAxeViolations(page: Page) {
  await page.waitForLoadState("networkidle");
  const results = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("the French site's header, phone menu and footer, at both widths @layout", async ({ page }, info) => {
  await page.goto("/fr/about");
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  const phone = info.project.name.startsWith("phone");
  if (phone) {
    await page.getByRole("button", { name: "Menu" }).or(page.locator("summary[aria-label='Menu']")).first().click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "Accueil" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Demander une soumission" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "English" })).toHaveAttribute("href", "/about");
  } else {
    const main = page.getByRole("navigation", { name: "Principal" });
    await expect(main.getByRole("link", { name: "Accueil" })).toHaveAttribute("href", "/fr");
    await expect(main.getByRole("button", { name: "Ressources" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Demander une soumission" })).toBeVisible();
  }
  await expect(page.getByRole("banner").getByRole("link", { name: "English", exact: true }).first()).toHaveAttribute("hreflang", "en-CA");
  await expect(page.getByRole("contentinfo")).toContainText("Tous droits réservés.");
  await expect(page.getByRole("navigation", { name: "Liens rapides" }).getByRole("link", { name: "Projets" })).toHaveAttribute("href", "/fr/projects");
  // Long French words fit: nothing runs off the side.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual((page.viewportSize()?.width ?? 0) + 1);
  await noAxeViolations(page);
  await page.screenshot({ path: info.outputPath("fr-about.png"), fullPage: false });
});

test("every public page answers in French, in French chrome, with nothing running off the side @layout", async ({ page }) => {
  test.slow();
  for (const path of publicRoutes) {
    const french = path === "/" ? "/fr" : `/fr${path}`;
    const response = await page.goto(french);
    expect(response?.status(), french).toBe(200);
    await expect(page.locator("html"), french).toHaveAttribute("lang", "fr-CA");
    await expect(page.getByRole("contentinfo"), french).toContainText("Tous droits réservés.");
    await expect(page.getByRole("banner").getByRole("link", { name: "English", exact: true }).first(), french).toHaveAttribute("href", path);
    // Long French words wrap: no page is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), french).toBeLessThanOrEqual((page.viewportSize()?.width ?? 0) + 1);
    // The page's heading is French, or a stored title marked as the English it is.
    const heading = page.getByRole("heading", { level: 1 }).first();
    await expect(heading, french).not.toHaveText("");
  }
});

test("the switch leads to the same page in the other language and remembers the choice", async ({ page }) => {
  await page.goto("/products/1");
  await hydrated(page);
  expect(await languageCookie(page)).toBeUndefined();
  await page.getByRole("banner").getByRole("link", { name: "Français" }).first().click();
  await expect(page).toHaveURL(/\/fr\/products\/1$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  expect(await languageCookie(page)).toBe("fr");
  // Links on the French page stay French, client-side navigation included.
  await hydrated(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Nouvelles" }).click();
  await expect(page).toHaveURL(/\/fr\/news$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await page.getByRole("banner").getByRole("link", { name: "English" }).first().click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
  expect(await languageCookie(page)).toBe("en");
});

test.describe("a browser that prefers French", () => {
  test.use({ locale: "fr-CA" });

  test("is offered the French page once, and is never redirected", async ({ page }) => {
    await page.goto("/about");
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
    const offer = page.getByRole("complementary", { name: "Cette page existe aussi en français." });
    await expect(offer).toBeVisible();
    await offer.getByRole("link", { name: "La lire en français" }).click();
    await expect(page).toHaveURL(/\/fr\/about$/);
    expect(await languageCookie(page)).toBe("fr");
    await page.goto("/about");
    await hydrated(page);
    await expect(page.getByRole("complementary", { name: "Cette page existe aussi en français." })).toHaveCount(0);
  });

  test("that declines the offer is not asked again", async ({ page }) => {
    await page.goto("/contact");
    const offer = page.getByRole("complementary", { name: "Cette page existe aussi en français." });
    await offer.getByRole("button", { name: "Non merci" }).click();
    await expect(offer).toHaveCount(0);
    expect(await languageCookie(page)).toBe("en");
    await page.reload();
    await hydrated(page);
    await expect(offer).toHaveCount(0);
  });

  test("is offered nothing on the French pages", async ({ page }) => {
    await page.goto("/fr/contact");
    await hydrated(page);
    await expect(page.getByRole("complementary")).toHaveCount(0);
  });
});

const enquiryForm = (page: Page) => page.locator("form#enquiry-form");
const enquiryField = (page: Page, label: string) => enquiryForm(page).getByLabel(label, { exact: false });

async function fillFrench(page: Page, name: string) {
  await enquiryField(page, "Nom").first().fill(name);
  await enquiryField(page, "Courriel").fill("emilie@example.ca");
  await enquiryField(page, "Entreprise").fill("Planchers Tremblay");
  await enquiryField(page, "Type de projet").selectOption("commercial");
  await enquiryField(page, "Service").selectOption("maintenance");
  await enquiryField(page, "Message").fill("Deux étages en chêne blanc, environ 1 800 pi², en mars.");
}

test("the enquiry form in French: its messages, its toasts, and an enquiry that reaches the office saying it is in French", async ({ page }) => {
  await ownAddress(page);
  await page.goto("/fr/contact");
  await hydrated(page);
  await enquiryForm(page).getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.locator("[data-sonner-toast], .dom-toast")).toContainText("Veuillez corriger les erreurs du formulaire");
  for (const text of ["Le nom doit comporter au moins 2 caractères", "Adresse courriel invalide", "Le nom de l’entreprise est obligatoire", "Veuillez choisir une option", "Veuillez choisir un service", "Le message doit comporter au moins 10 caractères"])
    await expect(enquiryForm(page)).toContainText(text);
  const name = `Émilie Tremblay ${Date.now().toString(36)}`;
  await fillFrench(page, name);
  await page.waitForFunction(() => performance.now() > 2_200);
  await enquiryForm(page).getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.locator("[data-sonner-toast], .dom-toast").filter({ hasText: "Merci de votre message!" })).toBeVisible();
  let sent: Awaited<ReturnType<typeof receivedMail>>[number] | undefined;
  await expect.poll(async () => (sent = (await receivedMail()).find((mail) => mail.text.includes(`Name: ${name}`))) !== undefined, { timeout: 20_000 }).toBe(true);
  expect(sent!.text).toContain("Language: French (sent from the French site: reply in French)");
  expect(sent!.subject).toContain("(French)");
});

test.describe("the French enquiry form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server answers in French and keeps the input", async ({ page }) => {
    await ownAddress(page);
    await page.goto("/fr/inspiration/gallery");
    await enquiryField(page, "Nom").first().fill("É");
    await enquiryField(page, "Courriel").fill("emilie@example.ca");
    await enquiryField(page, "Entreprise").fill("P");
    await enquiryField(page, "Message").fill("Court");
    await enquiryForm(page).getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page).toHaveURL(/\/fr\/inspiration\/gallery/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(enquiryForm(page)).toContainText("Le nom doit comporter au moins 2 caractères");
    await expect(enquiryForm(page)).toContainText("Veuillez choisir un service");
    await expect(enquiryForm(page)).toContainText("Le message doit comporter au moins 10 caractères");
    await expect(enquiryField(page, "Courriel")).toHaveValue("emilie@example.ca");
  });
});
