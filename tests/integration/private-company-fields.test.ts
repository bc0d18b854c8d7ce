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
const HOURS = "Monday to Friday 7:00–18:00";
const HOURS_FR = "Du lundi au vendredi de 7\u00a0h à 18\u00a0h";
let origin: string;

beforeAll(async () => {
  requireBuild();
  const dataDir = seededDataDir();
  const db = await PGlite.create(path.join(dataDir, "pglite"), { extensions: pgliteExtensions });
  try {
    const { affectedRows } = await db.query(
      `update content_entries set data = data || jsonb_build_object('enquiryRecipient', $1::text, 'phone', $2::text, 'email', $3::text, 'hours', $4::text, 'hoursFr', $5::text) where kind = 'company'`,
      [RECIPIENT, PHONE, EMAIL, HOURS, HOURS_FR],
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
const dataOf = (page: string) => (page === "/" ? "/_root.data" : `${page}.data`);

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

describe("the opening hours staff keep in both languages", () => {
  it("are English on the English site, with no French in its page or data", async () => {
    for (const address of ["/contact", "/contact.data"]) {
      const body = await (await fetch(`${origin}${address}`)).text();
      expect(body, address).toContain(HOURS);
      expect(body, address).not.toContain(HOURS_FR);
    }
  });

  it("are French on the French site, not the English an edit left", async () => {
    const $ = load(await (await fetch(`${origin}/fr/contact`)).text());
    $("script").remove();
    const text = $("body").text();
    expect(text).toContain(HOURS_FR);
    expect(text).not.toContain(HOURS);
  });
});
