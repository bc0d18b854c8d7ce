import { expect, test, type Page } from "@playwright/test";
import { receivedMail, type Mail } from "./mailbox";

const pages = ["/contact", "/inspiration/gallery"] as const;

const sentMessage = "Thank you for your message! We will get back to you soon.";
const failedMessage = "Failed to send message. Please try again or contact us directly.";
const invalidMessage = "Please check the form for errors";

/** Every test speaks from its own address, so the per-address limit never mixes tests up. */
async function ownAddress(page: Page) {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` });
}

const form = (page: Page) => page.locator("form#enquiry-form");
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: false });
// The app's toasts, or on a page without the app the same card in plain DOM (islands/dom-toast.ts).
const toast = (page: Page) => page.locator("[data-sonner-toast], .dom-toast");

async function open(page: Page, url: string) {
  await ownAddress(page);
  await page.goto(url);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

async function fillValid(page: Page, name: string) {
  await field(page, "Name").fill(name);
  await field(page, "Email").fill("jane.doe@example.com");
  await field(page, "Phone").fill("905-555-0100");
  await field(page, "Company").fill("Doe Renovations");
  await field(page, "Interested in").selectOption("commercial");
  await field(page, "Service").selectOption("consultation");
  await field(page, "Message").fill("Two floors of wide white oak,\nabout 1,800 sq ft, in March.");
}

/** A person takes a few seconds; the server drops faster submissions as automated. */
const pastFillTime = (page: Page) => page.waitForFunction(() => performance.now() > 2_200);

/**
 * Without scripts there is no page clock to ask: the form's signed time of issue (the hidden
 * token the server checks) says when the submission is at a person's pace.
 */
async function pastTokenTime(page: Page) {
  const token = await form(page).locator('input[name="formToken"]').inputValue();
  const issuedAt = Number(token.split(".")[0]);
  expect(issuedAt).toBeGreaterThan(0);
  await expect.poll(() => Date.now() - issuedAt, { intervals: [100] }).toBeGreaterThan(2_200);
}

/** The delivered enquiry that carries this name, once the SMTP server has it. */
async function outboxMail(name: string): Promise<Mail | undefined> {
  return (await receivedMail()).find((item) => item.text.includes(`Name: ${name}`));
}

for (const url of pages) {
  test.describe(`enquiry form on ${url}`, () => {
    // The form's fields and its use are checked at each width; its rules and answers at one.
    test("has the specified fields, required marks and a five-row message box", { tag: "@layout" }, async ({ page }) => {
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as { cspViolations?: string[] }).cspViolations = seen;
        document.addEventListener("securitypolicyviolation", (event) => seen.push(event.violatedDirective));
      });
      await open(page, url);
      for (const label of ["Name", "Email", "Message"]) {
        await expect(field(page, label)).toHaveAttribute("required", "");
      }
      // Required too, but checked by the server: a home owner's box fills it there without JavaScript.
      await expect(field(page, "Company")).toHaveAttribute("aria-required", "true");
      await expect(field(page, "Phone")).not.toHaveAttribute("required", "");
      await expect(field(page, "Message")).toHaveAttribute("rows", "5");
      await expect(field(page, "Interested in").locator("option")).toHaveText([
        "Select an option",
        "Residential",
        "Commercial",
        "Both",
      ]);
      await expect(field(page, "Service").locator("option")).toHaveText([
        "Select a service",
        "Installation",
        "Consultation",
        "Maintenance",
        "General Inquiry",
      ]);
      await expect(form(page).getByRole("button", { name: "Send Message" })).toBeEnabled();
      // Checking the form once must not trip the Content-Security-Policy (no eval).
      await form(page).getByRole("button", { name: "Send Message" }).click();
      await expect(toast(page)).toContainText(invalidMessage);
      expect(await page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations)).toEqual([]);
    });

    test("an empty submission shows each message under its field and a toast", async ({ page }) => {
      await open(page, url);
      await form(page).getByRole("button", { name: "Send Message" }).click();
      await expect(toast(page)).toContainText(invalidMessage);
      const expected: [string, string][] = [
        ["Name", "Name must be at least 2 characters"],
        ["Email", "Invalid email address"],
        ["Company", "Company name is required"],
        ["Interested in", "Please select an option"],
        ["Service", "Please select a service"],
        ["Message", "Message must be at least 10 characters"],
      ];
      for (const [label, message] of expected) {
        const control = field(page, label);
        await expect(control).toHaveAttribute("aria-invalid", "true");
        const describedBy = await control.getAttribute("aria-describedby");
        await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(message);
        // The red border says the same as aria-invalid, once its 200 ms change of colour has run.
        await expect(control).toHaveCSS("border-top-color", "rgb(163, 38, 28)");
      }
      await expect(field(page, "Phone")).not.toHaveAttribute("aria-invalid", "true");
      await expect(field(page, "Name")).toBeFocused();
    });

    test("over-long values get the maximum-length messages", async ({ page }) => {
      await open(page, url);
      await fillValid(page, "x".repeat(101));
      await field(page, "Email").fill(`${"j".repeat(250)}@example.com`);
      await field(page, "Phone").fill("1".repeat(21));
      await field(page, "Company").fill("c".repeat(101));
      await field(page, "Message").fill("m".repeat(1001));
      await form(page).getByRole("button", { name: "Send Message" }).click();
      await expect(form(page)).toContainText("Name must be less than 100 characters");
      await expect(form(page)).toContainText("Email must be less than 255 characters");
      await expect(form(page)).toContainText("Phone must be less than 20 characters");
      await expect(form(page)).toContainText("Company name must be less than 100 characters");
      await expect(form(page)).toContainText("Message must be less than 1000 characters");
    });

    test("a field's error clears when it is changed or selected again", async ({ page }) => {
      await open(page, url);
      await form(page).getByRole("button", { name: "Send Message" }).click();
      await expect(form(page)).toContainText("Name must be at least 2 characters");
      await field(page, "Name").pressSequentially("J");
      await expect(form(page)).not.toContainText("Name must be at least 2 characters");
      await expect(field(page, "Name")).not.toHaveAttribute("aria-invalid", "true");
      await field(page, "Service").selectOption("maintenance");
      await expect(form(page)).not.toContainText("Please select a service");
      // The others keep theirs until they are changed.
      await expect(form(page)).toContainText("Invalid email address");
      await expect(form(page)).toContainText("Please select an option");
    });

    test("a valid enquiry is sent, confirmed, cleared and delivered by e-mail", { tag: "@layout" }, async ({ page }) => {
      await open(page, url);
      const name = `Jane ${url === "/contact" ? "Contact" : "Gallery"} ${Date.now()} ${test.info().project.name}`;
      await fillValid(page, name);
      await pastFillTime(page);
      // Hold the answer back until the sending state has been seen.
      let releaseAnswer!: () => void;
      const answerReleased = new Promise<void>((resolve) => (releaseAnswer = resolve));
      await page.route("**/api/enquiries*", async (route) => {
        await answerReleased;
        await route.continue();
      });
      await form(page).getByRole("button", { name: "Send Message" }).click();
      await expect(form(page).getByRole("button", { name: "Sending..." })).toBeDisabled();
      releaseAnswer();
      await expect(toast(page)).toContainText(sentMessage);
      await expect(field(page, "Name")).toHaveValue("");
      await expect(field(page, "Message")).toHaveValue("");
      await expect(field(page, "Service")).toHaveValue("");
      await expect(form(page).getByRole("button", { name: "Send Message" })).toBeEnabled();

      await expect.poll(() => outboxMail(name), { timeout: 15_000 }).toBeTruthy();
      const mail = (await outboxMail(name))!;
      expect(mail.text).toContain("Interested in: Commercial");
      expect(mail.text).toContain("Service: Consultation");
      expect(mail.headers["reply-to"]).toMatch(/<jane\.doe@example\.com>$/);
      expect(mail.text).toContain(url === "/contact" ? "from the Contact page" : "from the Gallery page");
    });

    test("when sending fails the content stays and a toast says so", async ({ page }) => {
      await open(page, url);
      await fillValid(page, "Jane Offline");
      await pastFillTime(page);
      await page.route("**/api/enquiries*", (route) => route.abort("internetdisconnected"));
      await form(page).getByRole("button", { name: "Send Message" }).click();
      await expect(toast(page)).toContainText(failedMessage);
      await expect(field(page, "Name")).toHaveValue("Jane Offline");
      await expect(field(page, "Message")).toHaveValue("Two floors of wide white oak,\nabout 1,800 sq ft, in March.");
      await expect(form(page).getByRole("button", { name: "Send Message" })).toBeEnabled();
    });

    test("HTML typed into the form stays text on the page and in the e-mail", async ({ page }) => {
      await open(page, url);
      const marker = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
      const name = `<img src=x onerror=window.pwned=1> ${marker}`;
      await fillValid(page, name);
      await field(page, "Message").fill('<script>window.pwned=2</script>\n"quotes" & ampersands');
      await pastFillTime(page);
      await form(page).getByRole("button", { name: "Send Message" }).click();
      await expect(toast(page)).toContainText(sentMessage);
      await expect.poll(() => outboxMail(name), { timeout: 15_000 }).toBeTruthy();
      const mail = (await outboxMail(name))!;
      const html = mail.html;
      expect(html).toContain("&lt;img src=x onerror=window.pwned=1&gt;");
      expect(html).toContain("&lt;script&gt;window.pwned=2&lt;/script&gt;<br>");
      expect(html).toContain("&quot;quotes&quot; &amp; ampersands");
      expect(html).not.toContain("<img src=x");
      expect(html).not.toContain("<script>window");
      expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    });
  });

  test.describe(`enquiry form on ${url} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test("the server shows the messages, keeps the input, then confirms", async ({ page }) => {
      await ownAddress(page);
      await page.goto(url);
      await field(page, "Name").fill("J");
      await field(page, "Email").fill("jane@example.com");
      await field(page, "Company").fill("A");
      await field(page, "Message").fill("Too short");
      await form(page).getByRole("button", { name: "Send Message" }).click();
      await expect(field(page, "Name")).toHaveAttribute("aria-invalid", "true");
      await expect(form(page)).toContainText("Name must be at least 2 characters");
      await expect(form(page)).toContainText("Company name is required");
      await expect(form(page)).toContainText("Please select an option");
      await expect(form(page)).toContainText("Please select a service");
      await expect(form(page)).toContainText("Message must be at least 10 characters");
      await expect(form(page)).not.toContainText("Invalid email address");
      await expect(field(page, "Email")).toHaveValue("jane@example.com");
      await expect(field(page, "Message")).toHaveValue("Too short");

      const name = `Jane NoScript ${Date.now()} ${test.info().project.name}`;
      await fillValid(page, name);
      await pastTokenTime(page);
      await form(page).getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("status")).toContainText(sentMessage);
      // The page comes back at the confirmation, not at its top.
      await expect(page.getByRole("status").filter({ hasText: sentMessage })).toBeInViewport();
      await expect.poll(() => outboxMail(name), { timeout: 15_000 }).toBeTruthy();
    });
  });
}

test("a home owner ticks one box instead of inventing a company, with or without JavaScript", async ({ page, browser, baseURL }) => {
  await open(page, "/contact");
  const box = form(page).getByRole("checkbox", { name: "I’m a home owner" });
  await box.check();
  await expect(field(page, "Company")).toHaveValue("Home owner");
  await box.uncheck();
  await expect(field(page, "Company")).toHaveValue("");
  // What was typed is never taken back.
  await field(page, "Company").fill("Doe Renovations");
  await box.check();
  await box.uncheck();
  await expect(field(page, "Company")).toHaveValue("Doe Renovations");

  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const visitor = await noScript.newPage();
  await ownAddress(visitor);
  await visitor.goto("/fr/contact");
  const name = `Proprio ${Date.now()}`;
  const french = visitor.locator("form#enquiry-form");
  await french.getByLabel("Nom").fill(name);
  await french.getByLabel("Courriel").fill("proprio@example.com");
  await french.getByLabel("Type de projet").selectOption("residential");
  await french.getByLabel("Service").selectOption("installation");
  await french.getByLabel("Message").fill("Deux chambres en chêne, environ 400 pi².");
  await french.getByRole("checkbox", { name: "Je suis propriétaire" }).check();
  const token = await french.locator('input[name="formToken"]').inputValue();
  await expect.poll(() => Date.now() - Number(token.split(".")[0]), { intervals: [100] }).toBeGreaterThan(2_200);
  await french.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(visitor.getByRole("status")).toContainText("Merci de votre message");
  await expect.poll(() => outboxMail(name), { timeout: 15_000 }).toBeTruthy();
  expect((await outboxMail(name))!.text).toContain("Propriétaire");
  await noScript.close();
});

test("a product's 'Request a Quote' starts the message with the product's name", async ({ page }) => {
  await open(page, "/contact?product=Canadian%20Seven%20Series%20Nature");
  await expect(field(page, "Message")).toHaveValue("I would like a quote for Canadian Seven Series Nature.");
});
