import { expect, test } from "@playwright/test";
import { STAFF_ACCOUNTS } from "./admin-fixtures";
import { axeViolations, importHeader, ownAddress, signedInAt, signInAsEditor } from "./admin-helpers";

/*
 * 'Import a spreadsheet' on the Data import tab, at 1440 and 390 px: the file checked in the form,
 * the dry run's page with its columns (guessed from Chinese headings), every row's outcome and a
 * refused row's reason; a column chosen again and checked again; then 'Run import', its counts, and
 * the products in the editor with the column as chosen. Each width imports products of its own.
 * The journey through the import's screens (the form, the dry run's page and its columns, the
 * result, axe) is tagged @layout and runs at both widths; the others, which count, name and make
 * the same at any width, at desktop width.
 */

test("checks a spreadsheet, lets a column be chosen again, then imports it", { tag: "@layout" }, async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const tag = testInfo.project.name.startsWith("phone") ? "Phone" : "Desktop";
  const csv = [
    "产品名称,规格,分类,仓库",
    `${tag} Sheet Oak,1900*190*15mm,Engineered Hardwood,Harbour Series`,
    `${tag} Sheet Maple,1200*150*12mm,Solid Hardwood,Lakeshore Series`,
    `${tag} Sheet Ghost,1200*150*12mm,No Such Floor,`,
  ].join("\n");

  await signInAsEditor(page);
  await page.getByRole("link", { name: "Data import" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Data import" })).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const form = page.locator("#sheet-upload");

  // Checked in the browser first.
  await form.getByRole("button", { name: "Check the file" }).click();
  await expect(form.getByText("Please choose a CSV or XLSX file")).toBeVisible();
  await form.getByLabel("Spreadsheet file").setInputFiles({ name: "floors.txt.png", mimeType: "image/png", buffer: Buffer.from("x") });
  await expect(form.getByText("Choose a file ending in .csv or .xlsx")).toBeVisible();

  await form.getByLabel("Spreadsheet file").setInputFiles({ name: "floors.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await form.getByRole("button", { name: "Check the file" }).click();
  await expect((await importHeader(page)).getByText("Finished", { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Dry run", { exact: true })).toBeVisible();

  // The columns as guessed, with their first values.
  const columns = page.getByRole("form", { name: "Columns" });
  await expect(columns.getByLabel("Imported as: 产品名称")).toHaveValue("title");
  await expect(columns.getByLabel("Imported as: 规格")).toHaveValue("size");
  await expect(columns.getByLabel("Imported as: 分类")).toHaveValue("categoryId");
  await expect(columns.getByLabel("Imported as: 仓库")).toHaveValue("");
  await expect(
    columns.getByText(`${tag} Sheet Oak · ${tag} Sheet Maple · ${tag} Sheet Ghost`),
  ).toBeVisible();
  // The unknown category is offered, ticked, so its row counts as one to create.
  await expect(
    page.getByText("3 to create, 0 to update, 0 unchanged, 0 skipped and 0 refused.", {
      exact: false,
    }),
  ).toBeVisible();
  await expect(
    page.getByText("In the new category “No Such Floor”, created when the import runs"),
  ).toBeVisible();
  expect(await axeViolations(page), "dry run of a spreadsheet").toEqual([]);

  // The warehouse column holds the series: chosen, and checked again.
  const firstCheck = new URL(page.url()).pathname;
  await columns.getByLabel("Imported as: 仓库").selectOption("series");
  await columns.getByRole("button", { name: "Check again with these columns" }).click();
  // Another dry run, on a page of its own.
  await expect(page).not.toHaveURL(new RegExp(`${firstCheck}(\\?|$)`));
  await expect((await importHeader(page)).getByText("Finished", { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(columns.getByLabel("Imported as: 仓库")).toHaveValue("series");

  // Unticked, the category is not made and its row is refused.
  const secondCheck = new URL(page.url()).pathname;
  await page.getByRole("checkbox", { name: "No Such Floor 1 row" }).uncheck();
  await page.getByRole("button", { name: "Run import" }).click();
  await expect(page).not.toHaveURL(new RegExp(`${secondCheck}(\\?|$)`));
  await expect((await importHeader(page)).getByText("Finished", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Dry run", { exact: true })).toHaveCount(0);
  const result = page.getByRole("region", { name: "Imported" });
  await expect(result.getByText("Created").locator("xpath=following-sibling::dd")).toHaveText("2");
  await expect(result.getByText("Failed").locator("xpath=following-sibling::dd")).toHaveText("1");
  await expect(
    page
      .getByText(
        "There is no category “No Such Floor”. Create it on the Categories tab or correct the name",
      )
      .first(),
  ).toBeVisible();
  expect(await axeViolations(page), "spreadsheet import").toEqual([]);
  const imported = new URL(page.url()).pathname;

  // The dry run, opened again, offers no second run: it names the import it became.
  await page.goto(secondCheck);
  await expect(page.getByText("This dry run has been run for real, once:")).toBeVisible();
  await expect(page.getByRole("button", { name: "Run import" })).toHaveCount(0);
  await page.getByRole("link", { name: `see import #${imported.split("/").pop()}` }).click();
  await expect(page).toHaveURL(new RegExp(`${imported}$`));

  // Each created product is listed with a link into the editor, where the chosen column shows.
  await page.getByRole("link", { name: `${tag} Sheet Oak` }).click();
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(`${tag} Sheet Oak`);
  await expect(page.getByLabel("Series", { exact: true })).toHaveValue("Harbour Series");
  await expect(page.getByLabel("Size")).toHaveValue("1900*190*15mm");
});

test("counts the refused rows of a file with nothing to import, in English and Chinese", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const phone = testInfo.project.name.startsWith("phone");
  // An account of its own: the language chosen belongs to the person.
  const account = phone ? STAFF_ACCOUNTS.sheetLanguagePhone : STAFF_ACCOUNTS.sheetLanguageDesktop;
  // Three levels: a category the import cannot make (the tree has two), so every row is refused.
  const csv = [
    "Title,Category",
    ...Array.from(
      { length: 20 },
      (_, index) => `${phone ? "Phone" : "Desktop"} Refused ${index + 1},Hardwood > Oak > Smoked`,
    ),
  ].join("\n");

  await ownAddress(page);
  await signedInAt(page, account.email, account.password, "/admin/import");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const form = page.locator("#sheet-upload");
  await form.getByLabel("Spreadsheet file").setInputFiles({ name: "hand-made.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await form.getByRole("button", { name: "Check the file" }).click();
  await expect((await importHeader(page)).getByText("Finished", { exact: true })).toBeVisible({ timeout: 20_000 });
  const run = page.getByRole("form", { name: "Run the import" });
  await expect(run.getByText("Nothing would be imported: 0 unchanged, 0 skipped and 20 refused.")).toBeVisible();
  await expect(run.getByRole("button", { name: "Run import" })).toBeDisabled();

  try {
    await page.getByRole("button", { name: "简体中文" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    const chinese = page.getByRole("form", { name: "开始导入" });
    await expect(chinese.getByText("没有可导入的行：0 个不变，跳过 0 个，拒绝 20 个。")).toBeVisible();
    await expect(chinese.getByRole("button", { name: "开始导入" })).toBeDisabled();
  } finally {
    // The 'Dry run finished' toast lies over the header on a phone, and waits while the pointer
    // rests on it: the pointer moves away, as a person's thumb would, and the toast goes.
    await page.mouse.move(5, page.viewportSize()!.height - 5);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
  }
});

test("offers the categories a file names that do not exist, ticked, and makes them when the import runs, in Chinese and English", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const phone = testInfo.project.name.startsWith("phone");
  const tag = phone ? "Phone" : "Desktop";
  const account = phone
    ? STAFF_ACCOUNTS.sheetCategoriesPhone
    : STAFF_ACCOUNTS.sheetCategoriesDesktop;
  const path = `${tag} Hardwood > ${tag} Oak`;
  const csv = [
    "Title,Category",
    `${tag} New Oak 1,${path}`,
    `${tag} New Oak 2,${tag.toLowerCase()} hardwood > ${tag.toLowerCase()} oak`,
    `${tag} Typo Oak,${tag} Hardwod`,
  ].join("\n");

  await ownAddress(page);
  await signedInAt(page, account.email, account.password, "/admin/import");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const form = page.locator("#sheet-upload");
  await form
    .getByLabel("Spreadsheet file")
    .setInputFiles({ name: "new-categories.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await form.getByRole("button", { name: "Check the file" }).click();
  await expect((await importHeader(page)).getByText("Finished", { exact: true })).toBeVisible({
    timeout: 20_000,
  });

  // Each missing category once, however it is spelled, with its rows, ticked; its rows count as ones to create.
  const run = page.getByRole("form", { name: "Run the import" });
  const offered = run.getByRole("group", { name: "New categories" });
  await expect(offered.getByRole("checkbox", { name: `${path} 2 rows` })).toBeChecked();
  await expect(offered.getByRole("checkbox", { name: `${tag} Hardwod 1 row` })).toBeChecked();
  await expect(
    run.getByText("3 to create, 0 to update, 0 unchanged, 0 skipped and 0 refused.", {
      exact: false,
    }),
  ).toBeVisible();
  await expect(
    page.getByText(`In the new category “${path}”, created when the import runs`).first(),
  ).toBeVisible();
  expect(await axeViolations(page), "dry run offering categories").toEqual([]);

  try {
    await page.getByRole("button", { name: "简体中文" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    const chinese = page
      .getByRole("form", { name: "开始导入" })
      .getByRole("group", { name: "新分类" });
    await expect(chinese.getByRole("checkbox", { name: `${path} 2 行` })).toBeChecked();
    await expect(chinese.getByText("文件中的这些分类尚不存在。", { exact: false })).toBeVisible();
    await expect(page.getByText(`归入新分类“${path}”，导入时创建`).first()).toBeVisible();
  } finally {
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
  }

  // The typo is unticked: its row is refused; the other category is made and its rows imported.
  const dryRun = new URL(page.url()).pathname;
  await offered.getByRole("checkbox", { name: `${tag} Hardwod 1 row` }).uncheck();
  await run.getByRole("button", { name: "Run import" }).click();
  await expect(page).not.toHaveURL(new RegExp(`${dryRun}(\\?|$)`));
  await expect((await importHeader(page)).getByText("Finished", { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  const result = page.getByRole("region", { name: "Imported" });
  await expect(result.getByText("Created").locator("xpath=following-sibling::dd")).toHaveText("2");
  await expect(result.getByText("Failed").locator("xpath=following-sibling::dd")).toHaveText("1");
  await expect(
    page
      .getByText(
        `There is no category “${tag} Hardwod”. Create it on the Categories tab or correct the name`,
      )
      .first(),
  ).toBeVisible();

  await page.getByRole("link", { name: `${tag} New Oak 2` }).click();
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(
    `${tag} New Oak 2`,
  );
  await expect(page.getByLabel("Category", { exact: true }).locator("option:checked")).toHaveText(
    new RegExp(`${tag} Oak$`),
  );
  await page.goto("/admin/categories");
  await expect(page.getByText(`${tag} Hardwood`, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`${tag} Hardwod`, { exact: true })).toHaveCount(0);
});

test("lists what each update would change, before → after, with field names in Chinese and English", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const phone = testInfo.project.name.startsWith("phone");
  const tag = phone ? "Phone" : "Desktop";
  const account = phone ? STAFF_ACCOUNTS.sheetChangesPhone : STAFF_ACCOUNTS.sheetChangesDesktop;
  const source = `https://supplier.example.com/${tag.toLowerCase()}-before-after`;
  const long = "Wire-brushed European oak with a matt lacquer and bevelled edges on all four sides.";
  const upload = async (name: string, csv: string) => {
    await page.goto("/admin/import");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const form = page.locator("#sheet-upload");
    await form.getByLabel("Spreadsheet file").setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(csv) });
    await form.getByRole("button", { name: "Check the file" }).click();
    await expect((await importHeader(page)).getByText("Finished", { exact: true })).toBeVisible({ timeout: 20_000 });
  };

  await ownAddress(page);
  await signedInAt(page, account.email, account.password);
  await expect(page).toHaveURL(/\/admin$/);
  await upload("first.csv", ["Title,Size,Source URL", `${tag} Before After,12mm,${source}`].join("\n"));
  await page.getByRole("button", { name: "Run import" }).click();
  await expect(page.getByRole("region", { name: "Imported" }).getByText("Created").locator("xpath=following-sibling::dd")).toHaveText("1", { timeout: 30_000 });

  // The same product by its link: a new size, a long description and unpublished.
  await upload("second.csv", ["Title,Size,Description,Published,Source URL", `${tag} Before After,15mm,${long},No,${source}`].join("\n"));
  const changes = page.getByRole("list", { name: "Changes" });
  await expect(changes.getByText("Size: 12mm → 15mm", { exact: true })).toBeVisible();
  await expect(changes.getByText("Description: (empty) → Wire-brushed European oak with a matt l…", { exact: true })).toBeVisible();
  // Only what changes: the row's 'No' is what the product already is.
  await expect(changes.getByText(/^Publish:/)).toHaveCount(0);
  expect(await axeViolations(page), "dry run listing changes").toEqual([]);

  try {
    await page.getByRole("button", { name: "简体中文" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    const chinese = page.getByRole("list", { name: "改动" });
    await expect(chinese.getByText("规格：12mm → 15mm", { exact: true })).toBeVisible();
    await expect(chinese.getByText("描述：（空） → Wire-brushed European oak with a matt l…", { exact: true })).toBeVisible();
  } finally {
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
  }
});

test("refuses a file that is not a spreadsheet, under the field, without JavaScript", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAsEditor(page);
  await page.goto("/admin/import");
  const form = page.locator("#sheet-upload");
  await form.getByLabel("Spreadsheet file").setInputFiles({ name: "floors.csv", mimeType: "text/csv", buffer: Buffer.from([0x00, 0xff, 0xfe, 0x00, 0x01, 0x02]) });
  await form.getByRole("button", { name: "Check the file" }).click();
  await expect(page).toHaveURL(/\/admin\/import\/spreadsheet$/);
  await expect(page.getByText(/This file is neither an Excel \(XLSX\) file nor text in a known encoding/)).toBeVisible();
  await context.close();
});

test("makes only the ticked categories without JavaScript", async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const tag = testInfo.project.name.startsWith("phone") ? "Phone" : "Desktop";
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAsEditor(page);
  await page.goto("/admin/import");
  const csv = ["Title,Category", `${tag} Plain Walnut,${tag} Plain > ${tag} Walnut`, `${tag} Plain Typo,${tag} Plian`].join("\n");
  const form = page.locator("#sheet-upload");
  await form.getByLabel("Spreadsheet file").setInputFiles({ name: "plain.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await form.getByRole("button", { name: "Check the file" }).click();
  // Without JavaScript the page reloads itself until the check has finished.
  await expect((await importHeader(page)).getByText("Finished", { exact: true })).toBeVisible({ timeout: 30_000 });
  const run = page.getByRole("form", { name: "Run the import" });
  await run.getByRole("checkbox", { name: `${tag} Plian 1 row` }).uncheck();
  await expect(run.getByRole("checkbox", { name: `${tag} Plain > ${tag} Walnut 1 row` })).toBeChecked();
  await run.getByRole("button", { name: "Run import" }).click();
  await expect(page.getByRole("region", { name: "Imported" }).getByText("Created").locator("xpath=following-sibling::dd")).toHaveText("1", { timeout: 30_000 });
  await expect(page.getByText(`There is no category “${tag} Plian”. Create it on the Categories tab or correct the name`).first()).toBeVisible();
  await context.close();
});
