import { request as httpClient, type Browser, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { STAFF_ACCOUNTS } from "./admin-fixtures";
import { ownAddress, personIn, signedInAt, toastSaying } from "./admin-helpers";
import { catalogueFixtures, expect, test } from "./catalogue-helpers";

/*
 * What the admin's catalogue work does to the public site, at 1440 and 390 px: reordering by drag
 * and by keyboard changes the catalogue's order at once, colour pictures named and ordered in the
 * editor show in that order on the product's page, unpublishing stops serving the product's
 * pictures to visitors while staff still see them, and script payloads come back from the JSON API
 * as text. Each test works on products it makes itself and moves them to the Trash afterwards.
 * The product's page is seen at the admin's width: the colour pictures' test (what the carousel
 * shows, and pictures picked by width that load) is tagged @layout and runs at both widths; the
 * others, whose order, addresses and answers do not depend on the width, at desktop width.
 */

const EDITOR = STAFF_ACCOUNTS.editor;
/** What waits on a write on the server (a save, a move, a new list) may wait longer on a busy machine. */
const WRITE = { timeout: 20_000 };
/** Products the running test made and has not yet moved to the Trash. */
const made: number[] = [];
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const row = (page: Page, id: number) => page.locator("tbody tr", { has: page.getByText(`#${id}`, { exact: true }) });
const handleOf = (page: Page, id: number) => row(page, id).getByRole("button", { name: /^Drag .* to a new place/ });

async function hydrated(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

async function signedIn(page: Page) {
  await ownAddress(page);
  await signedInAt(page, EDITOR.email, EDITOR.password);
  await expect(page).toHaveURL(/\/admin$/);
  await hydrated(page);
}

/** A visitor: no cookies, so the public pages come from the same cache as everyone's. */
async function visitorOf(page: Page, browser: Browser, baseURL: string | undefined) {
  const visitor = await personIn(browser, baseURL);
  await visitor.page.setViewportSize(page.viewportSize()!);
  return visitor;
}

/** Duplicates the fixtures' published product and returns the copy's number. */
async function copyOfFixture(page: Page): Promise<number> {
  const source = catalogueFixtures().published;
  await page.goto(`/admin?q=%23${source.id}`);
  await hydrated(page);
  await row(page, source.id).getByText("More", { exact: true }).click();
  await row(page, source.id).getByRole("button", { name: "Duplicate" }).click();
  const duplicated = toastSaying(page, /Duplicated as “.+” \(#\d+\), a draft/);
  await expect(duplicated).toBeVisible(WRITE);
  const id = Number(/#(\d+)/.exec((await duplicated.textContent()) ?? "")?.[1]);
  expect(id).toBeGreaterThan(source.id);
  made.push(id);
  return id;
}

/** Opens the page of the unfiltered list that shows the product (others' tests add and move products). */
async function listPageShowing(page: Page, id: number) {
  await expect(async () => {
    await page.goto("/admin");
    const pager = page.getByText(/^Page \d+ of [\d,]+$/);
    const pages = (await pager.count()) ? Number((await pager.textContent())?.match(/of ([\d,]+)/)?.[1]?.replace(/,/g, "")) : 1;
    if (await row(page, id).count()) return;
    // A copy sits right after its source, near the end of the list: the last pages first.
    for (let n = pages; n >= 2; n--) {
      await page.goto(`/admin?page=${n}`);
      if (await row(page, id).count()) return;
    }
    throw new Error(`#${id} is on no page of the list`);
  }).toPass({ timeout: 60_000 });
  await hydrated(page);
}

/** Types a position into the product's 'More' menu and moves it there. */
async function moveToPosition(page: Page, id: number, position: number) {
  await listPageShowing(page, id);
  await row(page, id).getByText("More", { exact: true }).click();
  await row(page, id).getByLabel(/^Position of/).fill(String(position));
  await row(page, id).getByRole("button", { name: "Move", exact: true }).click();
  await expect(toastSaying(page, `Moved to position ${position}`)).toBeVisible(WRITE);
}

/** The products' numbers in the order the admin list's first page shows them. */
async function adminOrder(page: Page) {
  const numbers = await page.locator("tbody tr").evaluateAll((rows) => rows.map((tr) => /#(\d+)/.exec(tr.textContent ?? "")?.[1]));
  return numbers.map(Number);
}

/**
 * Does `act` on a fresh first page of the list until the admin order puts `first` before
 * `second`: positions are read when the page loads, and products that tests beside this one add
 * or delete can shift them in the meantime. It never acts once the order is reached.
 */
async function untilAdminOrder(page: Page, first: number, second: number, act: () => Promise<void>) {
  await expect(async () => {
    await page.goto("/admin");
    await hydrated(page);
    let order = await adminOrder(page);
    expect(order).toContain(first);
    expect(order).toContain(second);
    if (order.indexOf(first) > order.indexOf(second)) {
      await act();
      await expect(toastSaying(page, /Moved to position \d+/)).toBeVisible(WRITE);
      order = await adminOrder(page);
    }
    expect(order.indexOf(first), `#${first} before #${second} in ${order.join(", ")}`).toBeLessThan(order.indexOf(second));
  }).toPass({ timeout: 90_000 });
}

/** Checks that the public catalogue's first page and the JSON API list `first` before `second`. */
async function expectPublicOrder(visitor: Page, first: number, second: number) {
  await visitor.goto("/products");
  const cards = (await visitor.locator("[data-product-card]").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-product-card")))).map(Number);
  expect(cards, "cards on /products").toContain(first);
  expect(cards, "cards on /products").toContain(second);
  expect(cards.indexOf(first), `cards on /products: ${cards.join(", ")}`).toBeLessThan(cards.indexOf(second));
  const api = await visitor.request.get("/api/products");
  expect(api.status()).toBe(200);
  const listed = ((await api.json()) as { data: { id: number }[] }).data.map((product) => product.id);
  expect(listed.indexOf(first), "/api/products").toBeGreaterThanOrEqual(0);
  expect(listed.indexOf(first), "/api/products").toBeLessThan(listed.indexOf(second));
}

/** Ticks the products on the list showing and applies a bulk action to them. */
async function bulk(page: Page, ids: number[], intent: "publish" | "unpublish" | "trash") {
  for (const id of ids) await row(page, id).getByRole("checkbox").check();
  await page.locator("#products-bulk-intent").selectOption(intent);
  await page.getByRole("button", { name: /Apply to selected/ }).click();
  // Bulk changes ask first (decision 036).
  await page.getByRole("dialog").getByRole("button").last().click();
}

/** Tidy up: the test's products go to the Trash, so the catalogue's first page stays as it was. */
async function toTrash(page: Page, ids: number[]) {
  for (const id of ids) {
    await page.goto(`/admin?q=%23${id}`);
    await hydrated(page);
    await row(page, id).getByRole("button", { name: /^Delete/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(toastSaying(page, "Deleted: 1 product moved to the Trash")).toBeVisible(WRITE);
    made.splice(made.indexOf(id), 1);
  }
}

/** A JPEG of one colour, as a file to upload. */
async function jpeg(name: string, colour: string, width = 640, height = 480) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: colour } }).jpeg().toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** The file input of a picture field or of the colour drop zone, named by its label. */
const filesOf = (page: Page, label: string) => page.getByRole("group", { name: label, exact: true }).locator("input[type=file]");

/** A product's id, read from its 'Edit' link in the list searched by its title's last word. */
async function productId(page: Page, title: string): Promise<number> {
  await page.goto(`/admin?q=${encodeURIComponent(title.split(" ").at(-1)!)}`);
  const href = await page.getByRole("link", { name: `Edit ${title}` }).getAttribute("href");
  const id = Number(/\/admin\/products\/(\d+)$/.exec(href ?? "")?.[1]);
  expect(id).toBeGreaterThan(0);
  made.push(id);
  return id;
}

async function create(page: Page) {
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(toastSaying(page, "Created")).toBeVisible(WRITE);
}

/** Whether an image has loaded a picture (a broken one has no natural width). */
const loaded = (image: Locator) => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0);

/** The colour in the middle of a loaded picture, as [r, g, b]. */
const middleColour = (image: Locator) =>
  image.evaluate((node: HTMLImageElement) => {
    const canvas = document.createElement("canvas");
    canvas.width = node.naturalWidth;
    canvas.height = node.naturalHeight;
    const context = canvas.getContext("2d")!;
    context.drawImage(node, 0, 0);
    return [...context.getImageData(Math.floor(node.naturalWidth / 2), Math.floor(node.naturalHeight / 2), 1, 1).data.slice(0, 3)];
  });

const near = (colour: number[], expected: [number, number, number]) => colour.every((value, index) => Math.abs(value - expected[index]!) <= 24);

test.describe.configure({ timeout: 180_000 });

test.beforeEach(() => {
  made.length = 0;
});

// A test that stopped half-way still leaves nothing of its own in the public catalogue.
test.afterEach(async ({ page, baseURL }) => {
  for (const id of made.splice(0)) {
    const answer = await page.request.post("/admin?index", { form: { intent: "trash", ids: String(id), confirmed: "1" }, headers: { Origin: new URL(baseURL!).origin } });
    expect(await answer.text(), `#${id} to the Trash`).toContain("Deleted: 1 product moved to the Trash");
  }
});

test("reordering by drag and by keyboard in the admin list changes the public catalogue's order at once", async ({ page, browser, baseURL }, testInfo) => {
  // Phones move a product by its position instead (decision 036), which the moves below also use.
  test.skip(testInfo.project.name.startsWith("phone"), "dragging is for wide screens");
  // Two copies, four moves and three looks at the public catalogue: the longest test here.
  test.setTimeout(300_000);
  await signedIn(page);
  const first = await copyOfFixture(page);
  const second = await copyOfFixture(page);
  // The second to the top, then the first above it: the first at position 1, the second at 2.
  await moveToPosition(page, second, 1);
  await moveToPosition(page, first, 1);
  await page.goto("/admin");
  await hydrated(page);
  await bulk(page, [first, second], "publish");
  await expect(toastSaying(page, "Updated: 2 products")).toBeVisible(WRITE);
  await expect(row(page, first)).toContainText("Published");
  await expect(row(page, second)).toContainText("Published");

  const visitor = await visitorOf(page, browser, baseURL);
  await expectPublicOrder(visitor.page, first, second);

  // With the mouse: the second's drag handle dropped on the row above it (the first's, unless a
  // test beside this one put a product between them) puts it in that row's place.
  await untilAdminOrder(page, second, first, async () => {
    // The catalogue is seen just before the change, so the look after it needs the kept page dropped.
    await visitor.page.goto("/products");
    // On a phone a row is most of the screen high: the handle in the middle of the screen and the
    // drop just above the handle's row keep both ends of the drag in sight, as a person's would be.
    const above = row(page, second).locator("xpath=preceding-sibling::tr[1]");
    await handleOf(page, second).evaluate((handle) => handle.scrollIntoView({ block: "center" }));
    const box = (await above.boundingBox())!;
    await handleOf(page, second).dragTo(above, { targetPosition: { x: box.width / 2, y: box.height - 8 } });
  });
  await expectPublicOrder(visitor.page, second, first);

  // With the keyboard only: the handle takes the arrow keys, one place a press.
  await untilAdminOrder(page, first, second, async () => {
    await visitor.page.goto("/products");
    // The keys go to the page in front: the staff member's, not the visitor's.
    await page.bringToFront();
    await handleOf(page, second).focus();
    await expect(handleOf(page, second)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(toastSaying(page, /Moved to position \d+/)).toBeVisible(WRITE);
    // The handle keeps the focus where its row went, so the next press moves it on.
    await expect(handleOf(page, second)).toBeFocused();
  });
  await expectPublicOrder(visitor.page, first, second);

  await visitor.context.close();
  await toTrash(page, [first, second]);
});

test("colour pictures named and ordered in the editor show in that order on the product's page, and load", { tag: "@layout" }, async ({ page, browser, baseURL }) => {
  await signedIn(page);
  const title = unique("Harbour Oak");
  await page.goto("/admin/products/new");
  await hydrated(page);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByRole("switch", { name: "Publish" }).check();
  await page.getByRole("tab", { name: "Image management" }).click();
  await filesOf(page, "Add a colour").setInputFiles([await jpeg("amber.jpg", "#d08c2c"), await jpeg("slate.jpg", "#2c5ad0")]);
  const names = page.getByRole("textbox", { name: "Colour name" });
  await expect(names).toHaveCount(2);
  await names.nth(0).fill("Amber");
  await names.nth(1).fill("Slate");
  await page.getByRole("button", { name: "Move up" }).nth(1).click();
  await expect(names.nth(0)).toHaveValue("Slate");
  await expect(names.nth(1)).toHaveValue("Amber");
  await create(page);
  const id = await productId(page, title);

  const visitor = await visitorOf(page, browser, baseURL);
  const product = visitor.page;
  expect((await product.goto(`/products/${id}`))?.status()).toBe(200);
  await hydrated(product);
  const carousel = product.getByRole("region", { name: `${title} colours` });
  await expect(carousel.locator("[aria-roledescription=slide]")).toHaveCount(2);
  await expect(carousel.locator("img")).toHaveCount(2);
  expect(await carousel.locator("img").evaluateAll((images) => images.map((image) => image.getAttribute("alt")))).toEqual([`${title} in Slate`, `${title} in Amber`]);

  // Each slide shows its own picture: Slate's is the blue one, Amber's the orange one.
  const slate = carousel.getByRole("img", { name: `${title} in Slate`, exact: true });
  await expect(slate).toBeVisible();
  await expect(carousel.locator("[data-caption]:visible")).toHaveText("Slate");
  await expect.poll(() => loaded(slate)).toBe(true);
  expect(near(await middleColour(slate), [0x2c, 0x5a, 0xd0]), "Slate's picture is blue").toBe(true);
  await carousel.getByRole("button", { name: "Next colour" }).click();
  const amber = carousel.getByRole("img", { name: `${title} in Amber`, exact: true });
  await expect(amber).toBeVisible();
  await expect(carousel.locator("[data-caption]:visible")).toHaveText("Amber");
  await expect.poll(() => loaded(amber)).toBe(true);
  expect(near(await middleColour(amber), [0xd0, 0x8c, 0x2c]), "Amber's picture is orange").toBe(true);

  const grid = product.getByRole("region", { name: "ALL COLORS" });
  const cards = grid.locator("[data-colour-card]");
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText("SLATE");
  await expect(cards.nth(1)).toContainText("AMBER");
  for (const [index, colour] of [[0, [0x2c, 0x5a, 0xd0]], [1, [0xd0, 0x8c, 0x2c]]] as const) {
    const picture = cards.nth(index).locator("img");
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => loaded(picture)).toBe(true);
    expect(near(await middleColour(picture), [...colour]), `grid picture ${index + 1}`).toBe(true);
  }

  await visitor.context.close();
  await toTrash(page, [id]);
});

test("unpublishing refuses the product's picture addresses to visitors, while the editor still shows its pictures", async ({ page, browser, baseURL }) => {
  await signedIn(page);
  const title = unique("Quarry Ash");
  await page.goto("/admin/products/new");
  await hydrated(page);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await filesOf(page, "Main picture").setInputFiles(await jpeg("main.jpg", "#7a5a3c"));
  await expect(page.getByRole("group", { name: "Main picture" }).locator("input[type=hidden][name=picture]")).toHaveValue(/^uploads\//);
  await page.getByRole("switch", { name: "Publish" }).check();
  await page.getByRole("tab", { name: "Image management" }).click();
  await filesOf(page, "Add a colour").setInputFiles(await jpeg("grey.jpg", "#8c8c84"));
  await page.getByRole("textbox", { name: "Colour name" }).fill("Ash grey");
  await create(page);
  const id = await productId(page, title);

  // The addresses a visitor's browser is given for the product's pictures.
  const visitor = await visitorOf(page, browser, baseURL);
  expect((await visitor.page.goto(`/products/${id}`))?.status()).toBe(200);
  await expect(visitor.page.getByRole("heading", { level: 1 })).toHaveText(title);
  const addresses = await visitor.page.evaluate(() => {
    const found = new Set<string>();
    // The main picture, which a page with colours names for sharing rather than showing.
    const shared = document.querySelector("meta[property='og:image']")?.getAttribute("content");
    if (shared) found.add(shared);
    for (const node of document.querySelectorAll("img[src], img[srcset], source[srcset]")) {
      const src = node.getAttribute("src");
      if (src) found.add(src);
      for (const candidate of (node.getAttribute("srcset") ?? "").split(",")) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) found.add(url);
      }
    }
    return [...found].filter((url) => new URL(url, location.href).pathname.startsWith("/media/"));
  });
  expect(addresses.length, "picture addresses on the public page").toBeGreaterThanOrEqual(2);
  expect(addresses.filter((url) => /[?&](sig|exp)=/.test(url)), "published pictures need no signature").toEqual([]);
  // Asked without cookies and without a browser cache, as any visitor or robot would.
  const anyone = await httpClient.newContext({ baseURL });
  const statuses = async () => Promise.all(addresses.map(async (url) => `${(await anyone.get(url)).status()} ${url}`));
  expect((await statuses()).filter((line) => !line.startsWith("200 ")), "served while published").toEqual([]);

  await page.goto(`/admin?q=%23${id}`);
  await hydrated(page);
  await bulk(page, [id], "unpublish");
  await expect(toastSaying(page, "Updated: 1 product")).toBeVisible(WRITE);
  await expect(row(page, id)).toContainText("Draft");
  expect((await anyone.get(`/products/${id}`)).status()).toBe(404);
  expect((await statuses()).filter((line) => !/^4\d\d /.test(line)), "refused once unpublished").toEqual([]);
  await anyone.dispose();
  await visitor.context.close();

  // Staff still see both pictures in the editor, through signed links that load.
  await page.goto(`/admin/products/${id}`);
  await hydrated(page);
  const main = page.getByRole("img", { name: "Main picture: current image" });
  await expect(main).toHaveAttribute("src", /[?&]sig=/);
  await expect.poll(() => loaded(main)).toBe(true);
  await page.getByRole("tab", { name: "Image management" }).click();
  const colour = page.getByRole("img", { name: "Colour 1: current image" });
  await expect(colour).toHaveAttribute("src", /[?&]sig=/);
  await expect.poll(() => loaded(colour)).toBe(true);

  await toTrash(page, [id]);
});

test("a script typed into a product's fields comes back from the JSON API as text", async ({ page, browser, baseURL }) => {
  await signedIn(page);
  const payload = `<script>window.__owned=1</script><img src=x onerror="window.__owned=1">`;
  const title = unique(`Gale ${payload}`);
  await page.goto("/admin/products/new");
  await hydrated(page);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByLabel("Description", { exact: true }).fill(payload);
  for (const label of ["Size", "Series", "Level", "Packing"]) await page.getByLabel(label, { exact: true }).fill(payload);
  await page.getByLabel("Colour", { exact: true }).fill(payload);
  await page.getByRole("switch", { name: "Publish" }).check();
  await create(page);
  const id = await productId(page, title);

  const visitor = await visitorOf(page, browser, baseURL);
  const mine = `/api/products?size=${encodeURIComponent(payload)}`;
  for (const address of ["/api/products", mine]) {
    const answer = await visitor.page.request.get(address);
    expect(answer.status(), address).toBe(200);
    expect(answer.headers()["content-type"], address).toMatch(/^application\/json\b/);
    expect(answer.headers()["x-content-type-options"], address).toBe("nosniff");
    const body = (await answer.json()) as { success: boolean; data: Record<string, unknown>[] };
    expect(body.success).toBe(true);
    const product = body.data.find((entry) => entry.id === id);
    expect(product, `#${id} in ${address}`).toBeDefined();
    expect(product).toMatchObject({ title, content: payload, size: payload, series: payload, color: payload, level: payload, packing: payload });
  }
  // The size matched exactly: what came back is the payload, as it was typed.
  const only = (await (await visitor.page.request.get(mine)).json()) as { data: { id: number; size: string }[] };
  expect(only.data.map((entry) => entry.id)).toContain(id);
  expect(only.data.filter((entry) => entry.size !== payload)).toEqual([]);

  // Opened in a browser, the answer is a JSON document shown as text: nothing in it runs.
  for (const address of [mine, `/api/products/${id}`]) {
    const answer = await visitor.page.goto(address);
    expect(answer?.headers()["content-type"], address).toMatch(/^application\/json\b/);
    expect(await visitor.page.evaluate(() => document.contentType), address).toBe("application/json");
    expect(await visitor.page.evaluate(() => document.querySelectorAll("script, img").length), address).toBe(0);
    expect(await visitor.page.evaluate(() => (window as unknown as { __owned?: number }).__owned), address).toBeUndefined();
  }
  // There is no address per product: one is answered as JSON too, and repeats nothing it was given.
  const perProduct = await visitor.page.request.get(`/api/products/${id}?q=${encodeURIComponent(payload)}`);
  expect(perProduct.status()).toBe(404);
  expect(perProduct.headers()["content-type"]).toMatch(/^application\/json\b/);
  expect(await perProduct.text()).not.toContain("<script>");

  await visitor.context.close();
  await toTrash(page, [id]);
});
