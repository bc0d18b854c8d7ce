import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { load } from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPagePaths } from "~/content/sitemap";
import { pgliteExtensions } from "~/platform/db/client.server";
import { cleanUpServers, randomTestPort, requireBuild, seededDataDir, startServer, waitForHealth } from "../support/test-server-process";

/*
 * The company's details on the public pages come from its stored record, and only those a visitor
 * may see. Where the website's leads go is the most private of them: with "Enquiries go to" set to
 * a private address, no public page (English or French, a 404 included), nor the data React Router
 * sends for it, carries that address over real HTTP. With the phone and e-mail changed, no page
 * shows the shipped ones any more (a product's "or call", the gallery's contact lines).
 */

const RECIPIENT = "private-leads-7q@cedarline-office.example";
const PHONE = "(416) 555-0199";
const EMAIL = "hello@maplewood-floors.example";
const SHIPPED = ["(905) 555-0174", "+19055550174", "info@cedarlineflooring.ca"];
/** Monday to Friday 7 to 6, Saturday 10 to 2:30, Sunday closed; a holiday to come, and one past. */
const HOURS = {
  week: [...Array.from({ length: 5 }, () => ({ opens: "07:00", closes: "18:00" })), { opens: "10:00", closes: "14:30" }, null],
  exceptions: [
    { date: "2001-01-01", hours: null },
    { date: "2099-12-25", hours: null },
    { date: "2099-12-24", hours: { opens: "09:00", closes: "12:00" } },
  ],
};
const WEEK_EN = ["Monday to Friday 7:00–18:00", "Saturday 10:00–14:30", "Sunday: closed"];
const WEEK_FR = ["Du lundi au vendredi de 7\u00a0h à 18\u00a0h", "Le samedi de 10\u00a0h à 14\u00a0h\u00a030", "Fermé le dimanche"];
const COMING_EN = ["Thursday, December 24, 2099: 9:00–12:00", "Friday, December 25, 2099: closed"];
const COMING_FR = ["Le jeudi 24 décembre 2099\u00a0: de 9\u00a0h à 12\u00a0h", "Le vendredi 25 décembre 2099\u00a0: fermé"];
let origin: string;

beforeAll(async () => {
  requireBuild();
  const dataDir = seededDataDir();
  const db = await PGlite.create(path.join(dataDir, "pglite"), { extensions: pgliteExtensions });
  try {
    const { affectedRows } = await db.query(
      `update content_entries set data = data || jsonb_build_object('enquiryRecipient', $1::text, 'phone', $2::text, 'email', $3::text, 'hours', $4::jsonb) where kind = 'company'`,
      [RECIPIENT, PHONE, EMAIL, JSON.stringify(HOURS)],
    );
    expect(affectedRows).toBe(1);
  } finally {
    await db.close();
  }
  const port = randomTestPort();
  origin = `http://127.0.0.1:${port}`;
  startServer({ PORT: String(port), PUBLIC_URL: origin, DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  await waitForHealth(origin);
});
afterAll(cleanUpServers);

const PAGES = [...contentPagePaths, "/products", "/products/1", "/news/hardwood-selection-guide", "/projects/toronto-penthouse", "/no-such-page"];
const everyAddress = PAGES.flatMap((page) => [page, page === "/" ? "/fr" : `/fr${page}`]);
/** React Router's data request for a page (what a client navigation fetches). */
const dataOf = (page: string) => (page === "/" ? "/_.data" : `${page}.data`);

describe("the address enquiries go to", () => {
  it.each(everyAddress)("is in neither %s nor its data", async (page) => {
    for (const address of [page, dataOf(page)]) {
      const response = await fetch(`${origin}${address}`, { redirect: "manual" });
      const body = await response.text();
      expect(body.length, address).toBeGreaterThan(0);
      expect(body, address).not.toContain(RECIPIENT);
      expect(body, address).not.toContain("enquiryRecipient");
    }
  });

});

describe("the stored phone and e-mail", () => {
  it.each(everyAddress)("are the only ones %s shows", async (page) => {
    const html = await (await fetch(`${origin}${page}`)).text();
    for (const shipped of SHIPPED) expect(html, shipped).not.toContain(shipped);
    expect(html).toContain(PHONE);
  });

  it.each(["/contact", "/inspiration/gallery", "/fr/contact", "/fr/inspiration/gallery"])("%s gives the stored e-mail", async (page) => {
    const html = await (await fetch(`${origin}${page}`)).text();
    expect(html).toContain(`mailto:${EMAIL}`);
  });
});

describe("the opening hours staff keep as days and times", () => {
  const shown = async (address: string) => {
    const $ = load(await (await fetch(`${origin}${address}`)).text());
    $("script").remove();
    return $("main").text();
  };

  it("are written in English on the English site, the coming holidays under them and the past ones gone", async () => {
    const text = await shown("/contact");
    for (const line of [...WEEK_EN, ...COMING_EN, "Holidays and special hours"]) expect(text).toContain(line);
    expect(text).not.toContain("2001");
    expect(text).not.toContain("lundi");
  });

  it("are written in French on the French site, with no English left by an edit", async () => {
    const text = await shown("/fr/contact");
    for (const line of [...WEEK_FR, ...COMING_FR, "Jours fériés et horaires particuliers"]) expect(text).toContain(line);
    expect(text).not.toContain("Monday");
    expect(text).not.toContain("closed");
  });

  it("are the LocalBusiness's openingHoursSpecification for search engines, the coming holidays as special hours", async () => {
    const $ = load(await (await fetch(`${origin}/`)).text());
    const business = $('script[type="application/ld+json"]')
      .toArray()
      .map((element) => JSON.parse($(element).text()) as Record<string, unknown>)
      .find((block) => block["@type"] === "LocalBusiness");
    expect(business?.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((day) => `https://schema.org/${day}`), opens: "07:00", closes: "18:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Saturday"], opens: "10:00", closes: "14:30" },
    ]);
    expect(business?.specialOpeningHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", validFrom: "2099-12-24", validThrough: "2099-12-24", opens: "09:00", closes: "12:00" },
      { "@type": "OpeningHoursSpecification", validFrom: "2099-12-25", validThrough: "2099-12-25", opens: "00:00", closes: "00:00" },
    ]);
  });
});
