import { expect, test } from "@playwright/test";
import { ADMIN, STAFF_ACCOUNTS } from "./admin-fixtures";
import { freshAddress, importHeader, ownAddress, personIn, registerAndVerify, signedInAt, toastSaying } from "./admin-helpers";
import { holdScripts } from "./hold-scripts";
import { hydrated, savedNotice, tag, typeSaveAndCheck } from "../support/typed-before-scripts";

/*
 * Staff start typing as soon as an editor is drawn, before its scripts have run (decision 050).
 * Every field of every admin editor is typed into then, the scripts let go, and each value must
 * still be there and be what is saved: text, multi-line text, lists, boxes and picture files.
 * Each kind is created and then edited, so the second pass types over stored, non-empty values.
 * They make drafts and accounts of their own, beside the other tests that make products.
 */

const EDITOR = STAFF_ACCOUNTS.editor;

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
});

test("a product typed before the scripts run is created and edited with every field as typed", async ({ page }) => {
  test.setTimeout(90_000);
  await signedInAt(page, EDITOR.email, EDITOR.password, "/admin");
  const id = tag();
  await typeSaveAndCheck(page, {
    path: "/admin/products/new",
    form: "main form:has([name=title])",
    files: { pictureFile: "#8a6a4f" },
    // A position past the end of the list puts the product last.
    decided: ["position"],
    save: "Create",
    saved: /\/admin\/products\/\d+(\?.*)?$/,
    round: 1,
    tag: id,
  });
  const edit = new URL(page.url()).pathname;
  await typeSaveAndCheck(page, {
    path: edit,
    form: "main form:has([name=title])",
    files: { pictureFile: "#5b4334" },
    decided: ["position"],
    save: "Save",
    round: 2,
    tag: id,
  });

  // 'Remove' ticked before the scripts run (a box then, a button after) still removes the picture.
  const release = await holdScripts(page);
  await page.goto(edit);
  const picture = page.getByRole("group", { name: "Main picture" });
  await picture.getByRole("checkbox", { name: "Remove" }).check();
  release();
  await hydrated(page);
  await expect(page.locator("input[type=hidden][name=picture]")).toHaveValue("");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(savedNotice(page)).toBeVisible();
  await page.reload();
  await expect(page.locator("input[type=hidden][name=picture]")).toHaveValue("");
});

const CONTENT = [
  { kind: "news", files: { pictureFile: "#777777" }, richText: "Article" },
  { kind: "projects", files: { pictureFile: "#6b5a48" }, richText: "Details" },
  { kind: "slides", files: { pictureFile: "#3f3a34", portraitPictureFile: "#524a40" } },
  { kind: "gallery", files: { pictureFile: "#a08560" } },
] as const;

for (const { kind, files, ...rest } of CONTENT) {
  test(`a ${kind} entry typed before the scripts run is created and edited with every field as typed`, async ({ page }) => {
    test.setTimeout(90_000);
    await signedInAt(page, EDITOR.email, EDITOR.password, `/admin/content/${kind}`);
    const id = tag();
    await typeSaveAndCheck(page, {
      path: `/admin/content/${kind}/new`,
      form: "main form:has([name=title])",
      files,
      ...rest,
      save: "Create draft",
      saved: new RegExp(`/admin/content/${kind}/\\d+(\\?.*)?$`),
      round: 1,
      tag: id,
    });
    const edit = new URL(page.url()).pathname;
    await typeSaveAndCheck(page, {
      path: edit,
      form: "main form:has([name=title])",
      save: "Save",
      round: 2,
      tag: id,
    });
    // To the Trash: the kind's list counts its entries (the gallery's order reads "number 1 of 8").
    await page.getByRole("button", { name: "Move to the Trash" }).click();
    await expect(page).toHaveURL(/status=trash/);
  });
}

test("a new password typed before the scripts run is the one that works", async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const email = freshAddress("held");
  const first = "cedar-window-lantern-71";
  const second = "harbour-maple-compass-84";
  const person = await personIn(browser, baseURL);
  await registerAndVerify(person.page, email, first);
  const staff = await personIn(browser, baseURL);
  await signedInAt(staff.page, ADMIN.email, ADMIN.password, "/admin/users");
  await hydrated(staff.page);
  const row = staff.page.getByRole("row").filter({ hasText: email });
  await row.getByRole("button", { name: "Approve as editor" }).click();
  await expect(toastSaying(staff.page, "approved as Editor")).toBeVisible();

  await signedInAt(person.page, email, first, "/admin");
  const release = await holdScripts(person.page);
  await person.page.goto("/admin/account");
  const form = person.page.locator("main form:has([name=newPassword])");
  await form.getByLabel("Current password").fill(first);
  await form.getByLabel("New password", { exact: true }).fill(second);
  await form.getByLabel(/^Confirm/).fill(second);
  release();
  await hydrated(person.page);
  await expect(form.getByLabel("Current password")).toHaveValue(first);
  await expect(form.getByLabel("New password", { exact: true })).toHaveValue(second);
  await expect(form.getByLabel(/^Confirm/)).toHaveValue(second);
  await form.getByRole("button", { name: /password/i }).click();
  await expect(person.page.getByRole("status").filter({ hasText: "Your password is changed" })).toBeVisible();

  // The stored password is the one typed before the scripts ran.
  const check = await personIn(browser, baseURL);
  await signedInAt(check.page, email, second, "/admin/account");
  await check.context.close();

  // A role chosen before the scripts run is the one saved.
  const held = await holdScripts(staff.page);
  await staff.page.goto("/admin/users");
  await row.getByRole("combobox").selectOption("admin");
  held();
  await hydrated(staff.page);
  await expect(row.getByRole("combobox")).toHaveValue("admin");
  await row.getByRole("button", { name: "Save role" }).click();
  await expect(toastSaying(staff.page, `${email} is now Administrator`)).toBeVisible();
  await staff.page.reload();
  await expect(row.getByRole("combobox")).toHaveValue("admin");
  await person.context.close();
  await staff.context.close();
});

test("a spreadsheet and its columns chosen before the scripts run are the ones checked", async ({ page }) => {
  test.setTimeout(90_000);
  const id = tag();
  const csv = ["产品名称,规格,分类,仓库", `Held ${id} Oak,1900*190*15mm,Engineered Hardwood,Harbour Series`].join("\n");
  await signedInAt(page, EDITOR.email, EDITOR.password, "/admin");
  const release = await holdScripts(page);
  await page.goto("/admin/import/spreadsheet");
  const upload = page.locator("#sheet-upload");
  await upload.getByLabel("Spreadsheet file").setInputFiles({ name: "held.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  release();
  await hydrated(page);
  await upload.getByRole("button", { name: "Check the file" }).click();
  await expect((await importHeader(page)).getByText("Finished", { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`Held ${id} Oak`).first()).toBeVisible();

  // The dry run's columns, chosen again before its scripts run.
  const held = await holdScripts(page);
  await page.reload();
  const columns = page.getByRole("form", { name: "Columns" });
  await columns.getByLabel("Imported as: 仓库").selectOption("series");
  held();
  await hydrated(page);
  await expect(columns.getByLabel("Imported as: 仓库")).toHaveValue("series");
  const firstCheck = new URL(page.url()).pathname;
  await columns.getByRole("button", { name: "Check again with these columns" }).click();
  await expect(page).not.toHaveURL(new RegExp(`${firstCheck}(\\?|$)`));
  await expect((await importHeader(page)).getByText("Finished", { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(columns.getByLabel("Imported as: 仓库")).toHaveValue("series");
});
