import { en } from "../../app/content/messages/messages.en";
import { zh } from "../../app/content/messages/messages.zh";
import { translate, type Locale, type MessageKey } from "../../app/platform/i18n/i18n";
import { STAFF_ACCOUNTS } from "./admin-fixtures";
import { axeViolations, signInAsEditor } from "./admin-helpers";
import { catalogueFixtures, expect, test } from "./catalogue-helpers";
import { LEAD_FIXTURES } from "./fixtures/leads";

/*
 * The pipeline as staff work it at a desk, in English and in Chinese: a quote request for the
 * fixtures' product (tests/e2e/fixtures/leads.ts, one lead per language) read with its lines,
 * given an owner, noted and moved from new to won; then found in the inbox by its product, on the
 * product's editor and in the Leads overview's chart and table.
 */

const catalogues = { en, zh } as const;

for (const language of ["en", "zh"] as const satisfies readonly Locale[]) {
  test(`staff move a lead from new to won with a note and an owner, and find it by its product (${language})`, async ({ page, context, baseURL }) => {
    test.setTimeout(60_000);
    const t = (key: MessageKey, params: Record<string, string | number> = {}) => translate(catalogues[language], key, params as never, language);
    const lead = LEAD_FIXTURES[language];
    const product = catalogueFixtures().published;
    const editor = STAFF_ACCOUNTS.editor.email;
    const owner = STAFF_ACCOUNTS.secondAdmin.email;
    await context.addCookies([{ name: "admin_lang", value: language, url: baseURL! }]);
    await signInAsEditor(page);

    // The lead, found by name, is a new quote request; its page lists what it asks for.
    await page.goto(`/admin/enquiries?q=${encodeURIComponent(lead.name)}`);
    const row = page.locator("tbody tr", { hasText: lead.name });
    await expect(row).toContainText(t("enquiries.kind.quote"));
    await expect(row).toContainText(t("enquiries.state.new"));
    await expect(row).toContainText(t("enquiries.lines.more", { count: 1 }));
    await row.getByRole("link", { name: lead.name }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(lead.name);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const request = page.getByRole("region", { name: t("enquiries.detail.request") });
    await expect(request.getByRole("row").nth(1)).toContainText(product.title);
    await expect(request.getByRole("row").nth(1)).toContainText("Natural");
    await expect(request.getByRole("row").nth(1)).toContainText(t("enquiries.lines.area", { area: "374" }));
    await expect(request.getByRole("row").nth(1)).toContainText("17");
    await expect(request.getByRole("link", { name: t("enquiries.lines.editor") }).first()).toHaveAttribute("href", `/admin/products/${product.id}`);
    if (language === "en") expect(await axeViolations(page), "a lead's page").toEqual([]);

    // An owner, a note, and straight to won: each said in the timeline, under who did it.
    const timeline = page.getByRole("list", { name: t("enquiries.timeline.label") });
    await page.getByLabel(t("enquiries.pipeline.owner"), { exact: true }).selectOption({ label: owner });
    await page.getByRole("button", { name: t("enquiries.pipeline.assign") }).click();
    await expect(timeline).toContainText(t("enquiries.timeline.owner", { actor: editor, owner }));
    const note = `${language === "zh" ? "已回电，客户想看实物样品" : "Called back; wants to see Natural in person"} ${Date.now()}`;
    await page.getByRole("textbox", { name: t("enquiries.pipeline.note") }).fill(note);
    await page.getByRole("button", { name: t("enquiries.pipeline.addNote") }).click();
    await expect(timeline.getByText(note)).toBeVisible();
    await expect(page.getByRole("textbox", { name: t("enquiries.pipeline.note") })).toHaveValue("");
    await page.getByRole("button", { name: t("enquiries.state.won") }).click();
    await expect(page.getByRole("button", { name: t("enquiries.state.won"), pressed: true })).toBeVisible();
    await expect(timeline.getByRole("listitem").first()).toContainText(
      t("enquiries.timeline.state", { actor: editor, from: t("enquiries.state.new"), to: t("enquiries.state.won") }),
    );
    const leadPage = page.url();

    // The inbox, filtered by the product: the lead is there, won, with its owner.
    await page.goto("/admin/enquiries");
    const filters = page.getByRole("search", { name: t("enquiries.filter.label") });
    await filters.getByLabel(t("enquiries.filter.product")).selectOption(String(product.id));
    await filters.getByRole("button", { name: t("enquiries.filter.apply") }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]product=${product.id}(&|$)`));
    const filtered = page.locator("tbody tr", { hasText: lead.name });
    await expect(filtered).toContainText(t("enquiries.state.won"));
    await expect(filtered).toContainText(owner);
    await expect(page.locator("tbody tr")).toHaveCount(await page.locator("tbody tr", { hasText: product.title }).count());

    // The product's editor lists it among the requests of the last 90 days, and leads back to it.
    await page.goto(`/admin/products/${product.id}`);
    const panel = page.getByRole("complementary", { name: t("editor.requests.title", { days: 90 }) });
    const item = panel.getByRole("listitem").filter({ hasText: lead.name });
    await expect(item).toContainText(t("enquiries.state.won"));
    await expect(panel.getByRole("link", { name: t("editor.requests.all") })).toHaveAttribute("href", `/admin/enquiries?product=${product.id}`);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await item.getByRole("link", { name: lead.name }).click();
    await expect(page).toHaveURL(leadPage);

    // The Leads overview: the product among the most requested, in its chart and its table.
    await page.goto("/admin/enquiries/overview");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("enquiries.overview.title"));
    const chart = page.getByRole("img", { name: t("enquiries.overview.products.title") });
    await expect(chart).toBeVisible();
    await expect(chart.locator("text", { hasText: product.title })).toHaveCount(1);
    const table = page.locator("table", { has: page.locator("caption", { hasText: t("enquiries.overview.products.caption") }) });
    const productRow = table.getByRole("row", { name: new RegExp(product.title) });
    // Both fixture leads list the product twice.
    expect(Number(await productRow.getByRole("cell").textContent())).toBeGreaterThanOrEqual(4);
    const weeks = page.locator("table", { has: page.locator("caption", { hasText: t("enquiries.overview.weeks.caption") }) });
    await expect(weeks.locator("tbody tr")).toHaveCount(12);
    await expect(page.getByRole("img", { name: t("enquiries.overview.weeks.title") })).toBeVisible();
    if (language === "en") expect(await axeViolations(page), "the overview").toEqual([]);
  });
}
