import { expect, test } from "@playwright/test";

test("about: story, mission, values and four quality bullets", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Cedarline Flooring");
  for (const heading of ["Our Story", "Our Mission", "Our Core Values", "From Forest To Flooring"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  const bullets = page.locator('section[aria-labelledby="forest-heading"] li');
  await expect(bullets).toHaveCount(4);
  await expect(bullets.nth(0)).toContainText("certified sustainable forests");
  await expect(bullets.nth(1)).toContainText("Processing");
  await expect(bullets.nth(2)).toContainText("Quality Control");
  await expect(bullets.nth(3)).toContainText("Environmentally");
  await expect(page.locator('section[aria-labelledby="values-heading"] ol > li')).toHaveCount(5);
});

test("wood species: red oak, maple and walnut with their Janka ratings", async ({ page }) => {
  await page.goto("/inspiration/wood-spices");
  const species = page.locator("article");
  await expect(species).toHaveCount(3);
  for (const [index, [name, janka]] of [["Red Oak", "1290"], ["Maple", "1450"], ["Walnut", "1010"]].entries()) {
    await expect(species.nth(index).getByRole("heading", { level: 2 })).toHaveText(name!);
    await expect(species.nth(index)).toContainText(janka!);
    await expect(species.nth(index).locator("img")).toHaveAttribute("alt", /.+/);
  }
});

test("flooring technology: hero and five finishes with pictures", async ({ page }) => {
  await page.goto("/inspiration/flooring-technology");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("FLOORING TECHNOLOGY");
  const finishes = page.locator("article");
  await expect(finishes.getByRole("heading", { level: 2 })).toHaveText([
    "Smooth",
    "Wire Brushed",
    "Hand Scraped",
    "Distressed",
    "UV Oil Finish",
  ]);
  await expect(finishes.locator("img")).toHaveCount(5);
  await expect(finishes.nth(0)).toContainText(/low.traffic/i);
  await expect(finishes.nth(1)).toContainText(/steel/i);
  await expect(finishes.nth(4)).toContainText(/matte/i);
  await page.getByRole("navigation", { name: "Finishes" }).getByRole("link", { name: "Distressed" }).click();
  await expect(page).toHaveURL(/#distressed$/);
});

test("installation and maintenance: intro, importance block and six numbered steps", async ({ page }) => {
  await page.goto("/information/installation-maintenance");
  await expect(page.getByRole("heading", { name: "Importance of Floor Maintenance" })).toBeVisible();
  const steps = page.locator('section[aria-labelledby="steps-heading"] ol > li');
  await expect(steps).toHaveCount(6);
  for (let number = 1; number <= 6; number++) {
    await expect(steps.nth(number - 1)).toContainText(String(number));
  }
  await expect(steps.nth(1)).toContainText("48 hours");
  await expect(steps.nth(2)).toContainText(/cannot be returned or credited/i);
  await expect(steps.nth(3)).toContainText(/certified installers/i);
  await expect(steps.nth(5)).toContainText(/warranty/i);
});

test("hardwood grades: four grades in order and the Select-and-better statement", async ({ page }) => {
  await page.goto("/information/hardwood-grades");
  const grades = page.locator("article");
  await expect(grades.getByRole("heading", { level: 2 })).toHaveText(["Clear", "Premier", "Select", "Heritage"]);
  await expect(grades.locator("img")).toHaveCount(4);
  await expect(grades.nth(3)).toContainText(/two inches/i);
  await expect(page.locator("main")).toContainText("Our products only use Select and better grade wood");
});

test("contact: enquiry card, contact details and Stay In Touch", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 2, name: "How can we help?" })).toBeVisible();
  const details = page.locator('section[aria-labelledby="details-heading"]');
  await expect(details).toContainText("Mississauga, Ontario");
  await expect(details.locator('a[href^="tel:"]')).toHaveCount(1);
  await expect(details.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Stay In Touch" })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="stay-heading"]')).toContainText(/announcements/);
});
