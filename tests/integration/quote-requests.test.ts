import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from "../support/test-smtp-server";
import { agedFormToken, cleanUpAllServers, formTokenIn, requireBuild, startSite, untilNothingQueued } from "../support/test-server-process";
import { enquiryTextEn } from "~/features/enquiries/enquiry-text.en";
import { enquiryTextFr } from "~/features/enquiries/enquiry-text.fr";
import { lineFields } from "~/features/enquiries/quote/quote-lines";

/*
 * A quote request over HTTP, as the quote page sends it (the enhanced form's JSON endpoint and the
 * plain form post), to a site with the demo catalogue and a real SMTP server: its lines are checked
 * against the published catalogue and reach the office's e-mail with their links.
 */

const secret = "a-test-secret-that-is-long-enough-to-sign-tokens";
let origin: string;
let mail: TestSmtpServer;
let token: string;
let visitor = 0;
/** The demo catalogue's flagship (22 sq ft a box, eight colours) and a second product. */
let flagship: { id: number; title: string };
let second: { id: number; title: string };

beforeAll(async () => {
  requireBuild();
  mail = await startTestSmtpServer();
  ({ origin } = await startSite({ SMTP_URL: `smtp://127.0.0.1:${mail.port}`, LOG_LEVEL: "error", SESSION_SECRET: secret, TRUST_PROXY: "loopback" }));
  token = await agedFormToken(origin, secret);
  const listed = (await (await fetch(`${origin}/api/products?limit=2`)).json()) as { data: { id: number; title: string }[] };
  [flagship, second] = listed.data as [typeof flagship, typeof second];
});

afterEach(async () => {
  await untilNothingQueued(origin);
  mail.received.splice(0);
});

afterAll(async () => {
  cleanUpAllServers();
  await mail?.close();
});

type Line = { product: string | number; colour?: string; area?: string; title?: string };

function body(lines: Line[], name = "Quinn Quote") {
  const form = new URLSearchParams({
    formToken: token,
    website: "",
    name,
    email: "quinn@example.com",
    phone: "",
    company: "Quinn Renovations",
    interestedIn: "residential",
    service: "installation",
    message: "I would like a quote for the floors on my list.",
  });
  for (const line of lines) {
    form.append(lineFields.product, String(line.product));
    form.append(lineFields.colour, line.colour ?? "");
    form.append(lineFields.area, line.area ?? "");
    form.append(lineFields.title, line.title ?? "");
  }
  return form;
}

const post = (path: string, form: URLSearchParams) =>
  fetch(`${origin}${path}`, { method: "POST", body: form, headers: { "X-Forwarded-For": `198.51.100.${++visitor}`, Accept: "application/json" }, redirect: "manual" });

async function mailFrom(name: string): Promise<ReceivedMail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = mail.received.find((received) => received.text.includes(`Name: ${name}`));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail from ${name}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("a quote request with its lines", () => {
  it("reaches the office with each product, colour, area and boxes, linked to the public page and the editor", async () => {
    const response = await post(
      "/api/enquiries?from=/quote&lang=en",
      body([{ product: flagship.id, colour: "Lily Canvas", area: "374", title: flagship.title }, { product: second.id, title: second.title }], "Quinn Two Lines"),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "sent" });
    const received = await mailFrom("Quinn Two Lines");
    expect(received.headers.get("subject")).toBe("Quote request (2 products) from Quinn Two Lines, Quinn Renovations");
    expect(received.text).toContain(`Products (2):\n1. ${flagship.title} (colour Lily Canvas, 374 sq ft, 17 boxes)\n   ${origin}/products/${flagship.id}\n   Admin: ${origin}/admin/products/${flagship.id}`);
    expect(received.text).toContain(`2. ${second.title}\n   ${origin}/products/${second.id}`);
    expect(received.html).toContain(`<a href="${origin}/products/${flagship.id}">`);
  });

  it("leaves out a product or colour the catalogue does not have, names it, and sends the rest", async () => {
    const response = await post(
      "/api/enquiries?from=/quote&lang=fr",
      body(
        [
          { product: 999_999, title: "Old Walnut" },
          { product: flagship.id, colour: "Tartan", title: "Flagship in Tartan" },
          { product: flagship.id, colour: "Nature", area: "1 000,5", title: flagship.title },
        ],
        "Quinn Dropped",
      ),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "sent", notice: enquiryTextFr.linesDropped.replace("{titles}", "Old Walnut, Flagship in Tartan") });
    const received = await mailFrom("Quinn Dropped");
    expect(received.text).toContain(`Products (1):\n1. ${flagship.title} (colour Nature, 1,000.5 sq ft, 46 boxes)\n   ${origin}/fr/products/${flagship.id}`);
    expect(received.text).not.toContain("Tartan");
  });

  it("refuses more than 30 lines and areas of 0 or over 100,000 sq ft, and sends nothing", async () => {
    const many = Array.from({ length: 31 }, () => ({ product: flagship.id }));
    const tooMany = await post("/api/enquiries?from=/quote&lang=en", body(many, "Quinn Too Many"));
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({ status: "invalid", lineErrors: { lines: enquiryTextEn.validation.linesTooMany } });
    const badAreas = await post("/api/enquiries?from=/quote&lang=en", body([{ product: flagship.id, area: "0" }, { product: second.id, area: "100001" }], "Quinn Bad Areas"));
    expect(badAreas.status).toBe(400);
    expect(await badAreas.json()).toMatchObject({ status: "invalid", lineErrors: { area: { 0: enquiryTextEn.validation.areaInvalid, 1: enquiryTextEn.validation.areaInvalid } } });
    await untilNothingQueued(origin);
    expect(mail.received.filter((received) => received.text.includes("Quinn Too Many") || received.text.includes("Quinn Bad Areas"))).toEqual([]);
  });

  it("is sent without JavaScript from the quote page a product's 'Request a Quote' opens", async () => {
    const page = await fetch(`${origin}/fr/soumission?product=${flagship.id}&colour=Nature`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`name="${lineFields.product}" value="${flagship.id}"`);
    const response = await fetch(`${origin}/fr/soumission?product=${flagship.id}&colour=Nature`, {
      method: "POST",
      body: body([{ product: flagship.id, colour: "Nature", area: "220" }], "Quinn Plain Form"),
      headers: { "X-Forwarded-For": `198.51.100.${++visitor}` },
      redirect: "manual",
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(enquiryTextFr.sent);
    const received = await mailFrom("Quinn Plain Form");
    expect(received.headers.get("subject")).toContain("Quote request (1 product)");
    expect(received.text).toContain("(colour Nature, 220 sq ft, 10 boxes)");
    expect(received.text).toContain("Language: French");
  });

  it("gives a refused plain form back with the visitor's own token, so the corrected form is not taken for a bot's", async () => {
    const refused = body([{ product: flagship.id, area: "0" }], "Quinn Corrected");
    const first = await fetch(`${origin}/quote?product=${flagship.id}`, {
      method: "POST",
      body: refused,
      headers: { "X-Forwarded-For": `198.51.100.${++visitor}` },
    });
    expect(first.status).toBe(400);
    const html = await first.text();
    expect(html).toContain(enquiryTextEn.validation.areaInvalid);
    expect(formTokenIn(html)).toBe(token);
  });
});

