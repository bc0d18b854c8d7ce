import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { category } from "~/features/catalogue/category.entity";
import { product } from "~/features/catalogue/product.entity";
import { enquiry } from "~/features/enquiries/enquiry.entity";
import { company } from "~/features/content/company.entity";
import { newsArticle } from "~/features/content/news.entity";
import { homeSlide } from "~/features/content/slide.entity";
import { project } from "~/features/content/project.entity";
import { job } from "~/features/imports/job.entity";
import { activity } from "~/features/staff/activity.entity";
import { user } from "~/features/staff/user.entity";
import type { UserRole } from "~/platform/db/schema";
import { STAFF_ROLES } from "~/platform/entities/define";
import { startTestSmtpServer, type TestSmtpServer } from "../support/test-smtp-server";
import { routeSurfaces, type RouteSurface } from "../support/route-surface";
import { Browser } from "../support/test-browser";
import { formTokenFilledIn } from "../support/form-token";
import {
  cleanUpServers,
  randomTestPort,
  requireBuild,
  startServer,
  waitForHealth,
} from "../support/test-server-process";

/*
 * Who may do what in the private area, as one table: every admin page, action and admin resource
 * route, with the answer expected for an anonymous visitor, a pending account, an editor and an
 * administrator, and for a request from another origin. The test walks the whole table over real
 * HTTP against the built server, and fails when a route under /admin or /api/admin has no row.
 * The pages of a declared admin entity (app/features/<feature>/*.entity.ts) expect what its `access` says.
 */

type Who = "anonymous" | "pending" | "editor" | "admin";
/** An HTTP status, and for a redirect where it leads. */
type Answer = { status: number; location?: string };

const toSignIn = (path: string): Answer => ({
  status: 303,
  location: path === "/admin" ? "/auth" : `/auth?redirectTo=${encodeURIComponent(path)}`,
});
const toPending: Answer = { status: 303, location: "/admin/pending" };
const ok: Answer = { status: 200 };
const forbidden: Answer = { status: 403 };
/** A form the action does not understand: refused with a message, nothing written. */
const invalidForm: Answer = { status: 400 };
/** POST to a page without an action. */
const noAction: Answer = { status: 405 };

interface Row {
  /** The address to request, for a pattern with a parameter (the first row of its kind, made in beforeAll). */
  path?: string;
  get: Record<Who, Answer>;
  /** Where a form posts, when not to `path` (an index route's action is at `?index`). */
  postPath?: string;
  /** What a POST of an empty form answers; pages without an action answer 405 to everyone. */
  post?: Record<Who, Answer>;
}

/** Staff with one of an entity's roles get `answer`; the others are refused. */
const byRoles = (roles: readonly UserRole[], answer: Answer) => ({
  editor: roles.includes("editor") ? answer : forbidden,
  admin: roles.includes("admin") ? answer : forbidden,
});

/** A page of a declared entity: open to the roles of its `access`. */
const entityPage = (path: string, roles: readonly UserRole[]): Row => ({
  get: { anonymous: toSignIn(path), pending: toPending, ...byRoles(roles, ok) },
});

/** A page of a declared entity with an action: an empty form is refused with its messages, for its roles. */
const entityForm = (path: string, roles: readonly UserRole[]): Row => ({
  path,
  ...entityPage(path, roles),
  post: { anonymous: toSignIn(path), pending: toPending, ...byRoles(roles, invalidForm) },
});

/** An import job that was never queued. */
const MISSING_JOB = "/admin/import/jobs/999999";

/** The one enquiry of the test's site, sent in beforeAll. */
const ENQUIRY = "/admin/enquiries/1";

const table: Record<string, Row> = {
  admin: {
    ...entityPage("/admin", product.access),
    // The Products tab is the layout's index route: its forms post to `/admin?index`.
    postPath: "/admin?index",
    post: {
      anonymous: toSignIn("/admin"),
      pending: toPending,
      ...byRoles(product.access, invalidForm),
    },
  },
  // The product editor (product 1 is in the demo catalogue the server starts with) and its preview.
  // The list as a spreadsheet: open to the product's roles, like the list.
  "admin/products.csv": entityPage("/admin/products.csv", product.access),
  "admin/products.xlsx": entityPage("/admin/products.xlsx", product.access),
  "admin/products/new": entityForm("/admin/products/new", product.access),
  "admin/products/:id": entityForm("/admin/products/1", product.access),
  "admin/products/:id/preview": {
    ...entityPage("/admin/products/1/preview", product.access),
    path: "/admin/products/1/preview",
  },
  // The Products tab's categories: an empty form (no intent) is refused with its message.
  "admin/categories": entityForm("/admin/categories", category.access),
  // The site's content: its first page leads to the news; each kind's list, editor and new entry
  // (article 1 is a seeded one); the company's details are the administrators'.
  "admin/content": {
    get: {
      anonymous: toSignIn("/admin/content"),
      pending: toPending,
      ...byRoles(newsArticle.access, { status: 302, location: "/admin/content/news" }),
    },
  },
  "admin/content/company": entityForm("/admin/content/company", company.access),
  "admin/content/:kind": entityForm("/admin/content/news", newsArticle.access),
  "admin/content/:kind/new": entityForm("/admin/content/projects/new", project.access),
  "admin/content/:kind/export.csv": { ...entityPage("/admin/content/news/export.csv", newsArticle.access), path: "/admin/content/news/export.csv" },
  "admin/content/:kind/:id": entityForm("/admin/content/news/1", newsArticle.access),
  "admin/content/:kind/:id/preview": { ...entityPage("/admin/content/news/1/preview", newsArticle.access), path: "/admin/content/news/1/preview" },
  "admin/content/slides/preview": { ...entityPage("/admin/content/slides/preview", homeSlide.access), path: "/admin/content/slides/preview" },
  // Data import: an empty form (no intent) is refused; a job that does not exist is 'not found' to staff.
  "admin/import": entityForm("/admin/import", job.access),
  // The spreadsheet import: its form, and its steps (an empty form names none and is refused).
  "admin/import/spreadsheet": entityForm("/admin/import/spreadsheet", job.access),
  "admin/import/jobs/:id": {
    path: MISSING_JOB,
    get: {
      anonymous: toSignIn(MISSING_JOB),
      pending: toPending,
      editor: { status: 404 },
      admin: { status: 404 },
    },
    post: {
      anonymous: toSignIn(MISSING_JOB),
      pending: toPending,
      editor: invalidForm,
      admin: invalidForm,
    },
  },
  "admin/import/jobs/:id/errors.csv": {
    path: `${MISSING_JOB}/errors.csv`,
    get: {
      anonymous: toSignIn(`${MISSING_JOB}/errors.csv`),
      pending: toPending,
      editor: { status: 404 },
      admin: { status: 404 },
    },
  },
  "admin/enquiries": entityPage("/admin/enquiries", enquiry.access),
  "admin/enquiries/:id": entityForm(ENQUIRY, enquiry.access),
  // The Leads overview only reads: open to the enquiries' roles.
  "admin/enquiries/overview": entityPage("/admin/enquiries/overview", enquiry.access),
  "admin/enquiries.csv": entityPage("/admin/enquiries.csv", enquiry.access),
  "admin/activity": entityPage("/admin/activity", activity.access),
  "admin/users": entityForm("/admin/users", user.access),
  "admin/account": {
    get: { anonymous: toSignIn("/admin/account"), pending: toPending, editor: ok, admin: ok },
    post: {
      anonymous: toSignIn("/admin/account"),
      pending: toPending,
      editor: invalidForm,
      admin: invalidForm,
    },
  },
  // Any other address under /admin: 'not found', in the admin's chrome, once the person is staff.
  "admin/*": {
    path: "/admin/no-such-page",
    get: {
      anonymous: toSignIn("/admin/no-such-page"),
      pending: toPending,
      editor: { status: 404 },
      admin: { status: 404 },
    },
  },
  "admin/pending": {
    get: {
      anonymous: toSignIn("/admin/pending"),
      pending: ok,
      editor: { status: 303, location: "/admin" },
      admin: { status: 303, location: "/admin" },
    },
  },
  // JSON under /api: 401 and 403 instead of redirects; an empty form is `{success:false,error}`.
  "api/admin/images": {
    get: { anonymous: { status: 401 }, pending: forbidden, editor: noAction, admin: noAction },
    post: {
      anonymous: { status: 401 },
      pending: forbidden,
      editor: invalidForm,
      admin: invalidForm,
    },
  },
  // The media library: every member of staff uses it (an empty upload is refused with its message);
  // a picture that does not exist is 'not found' to staff, whatever is posted.
  "admin/media": entityForm("/admin/media", STAFF_ROLES),
  "admin/media/:id": {
    path: "/admin/media/999999",
    get: { anonymous: toSignIn("/admin/media/999999"), pending: toPending, editor: { status: 404 }, admin: { status: 404 } },
    post: { anonymous: toSignIn("/admin/media/999999"), pending: toPending, editor: invalidForm, admin: invalidForm },
  },
  // The library as JSON, for a picture field's picker: staff only, it only reads.
  "api/admin/media": {
    get: { anonymous: { status: 401 }, pending: forbidden, ...byRoles(STAFF_ROLES, ok) },
  },
  // The content editor's picker searching what a reference may name: staff only; it only reads
  // (a POST is 405 to everyone, like any page without an action).
  "api/admin/references": {
    get: { anonymous: { status: 401 }, pending: forbidden, ...byRoles(project.access, ok) },
  },
  // Autosave's working copies: staff who may edit an entry; an empty form names no kind (400).
  "api/admin/working-copies": {
    get: { anonymous: { status: 401 }, pending: forbidden, editor: noAction, admin: noAction },
    post: { anonymous: { status: 401 }, pending: forbidden, editor: invalidForm, admin: invalidForm },
  },
};

/** The address of an account only administrators see listed (the Users tab, the activity log). */
const ADMIN = { email: "owner@example.ca", password: "walnut-ferry-lantern-42" };
const SECRET = "authorization-matrix-secret-0123456789abcdef";
const PASSWORD = "quiet-harbour-linden-84";

/** Under /api, a refusal is JSON in the API's own shape: `{ success: false, error: "…" }`. */
function apiShape(what: string, path: string, status: number, body: string, failures: string[]) {
  if (!path.startsWith("/api/") || status < 400 || status === 405) return;
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    failures.push(`${what}: ${status} answered without JSON`);
    return;
  }
  const { success, error } = (answer ?? {}) as { success?: unknown; error?: unknown };
  if (success !== false || typeof error !== "string" || !error)
    failures.push(`${what}: ${status} answered ${body.slice(0, 120)}`);
}

let smtp: TestSmtpServer;
let origin: string;
const people = {} as Record<Who, Browser>;
let adminRoutes: RouteSurface[];

async function verifiedAccount(email: string): Promise<Browser> {
  const browser = new Browser(origin);
  const registered = await browser.request("/auth", {
    form: { intent: "register", email, password: PASSWORD },
  });
  expect(registered.status).toBe(200);
  const deadline = Date.now() + 20_000;
  let link: string | undefined;
  while (!link && Date.now() < deadline) {
    const mail = smtp.received.find((item) => item.to.includes(email));
    link = mail && /https?:\/\/[^\s]+(\/auth\/verify-email\?token=[^\s]+)/.exec(mail.text)?.[1];
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!link) throw new Error(`no verification mail for ${email}`);
  expect((await browser.request(link)).status).toBe(303);
  expect((await browser.signIn(email, PASSWORD)).status).toBe(303);
  return browser;
}

/** The id the Users tab gives an account, read from its row as an administrator sees it. */
async function accountId(email: string): Promise<string> {
  const html = await (await people.admin.request("/admin/users")).text();
  const row = html.split("<tr").find((chunk) => chunk.includes(email));
  const id = row && /name="userId" value="([^"]+)"/.exec(row)?.[1];
  if (!id) throw new Error(`no row for ${email}`);
  return id;
}

beforeAll(async () => {
  requireBuild();
  adminRoutes = (await routeSurfaces()).filter(
    (route) =>
      route.pattern === "admin" ||
      route.pattern.startsWith("admin/") ||
      route.pattern.startsWith("api/admin"),
  );
  smtp = await startTestSmtpServer();
  const port = randomTestPort();
  origin = `http://127.0.0.1:${port}`;
  startServer({
    PORT: String(port),
    PUBLIC_URL: origin,
    LOG_LEVEL: "warn",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SESSION_SECRET: SECRET,
  });
  await waitForHealth(origin);

  people.anonymous = new Browser(origin);
  people.admin = new Browser(origin);
  expect((await people.admin.signIn(ADMIN.email, ADMIN.password)).status).toBe(303);
  people.pending = await verifiedAccount("waiting@example.ca");
  people.editor = await verifiedAccount("editor@example.ca");
  const approved = await people.admin.request("/admin/users", {
    form: { intent: "approve", userId: await accountId("editor@example.ca"), role: "editor" },
  });
  expect(approved.status).toBe(200);

  // An enquiry for the Enquiries tab's detail page, sent with a form token over 2 s old, as a person's is.
  const sent = await people.anonymous.request("/api/enquiries?from=/contact", {
    form: {
      formToken: await formTokenFilledIn(SECRET),
      name: "Matrix Sender",
      email: "matrix.sender@example.com",
      company: "Matrix Floors",
      interestedIn: "both",
      service: "consultation",
      message: "One enquiry for the access rules to open.",
    },
  });
  expect(sent.status).toBe(200);
}, 120_000);

afterAll(async () => {
  cleanUpServers();
  await smtp?.close();
});

describe("authorization matrix", () => {
  it("has a row for every admin page, action and admin resource route", () => {
    const patterns = [...new Set(adminRoutes.map((route) => route.pattern))].sort();
    expect(patterns).toEqual(Object.keys(table).sort());
    for (const route of adminRoutes.filter((item) => item.hasAction)) {
      expect(
        table[route.pattern]?.post,
        `${route.pattern} has an action, so its row needs a 'post' column`,
      ).toBeDefined();
    }
  });

  it("answers every page as the table says, for everyone, and never shows refused data", async () => {
    const failures: string[] = [];
    for (const [pattern, row] of Object.entries(table)) {
      const path = row.path ?? `/${pattern}`;
      for (const who of Object.keys(row.get) as Who[]) {
        const expected = row.get[who];
        for (const url of [path, `${path}.data`]) {
          const response = await people[who].request(url);
          const body = await response.text();
          if (url === path) {
            if (response.status !== expected.status)
              failures.push(
                `GET ${url} as ${who}: ${response.status}, expected ${expected.status}`,
              );
            if (expected.location && response.headers.get("location") !== expected.location) {
              failures.push(
                `GET ${url} as ${who}: to ${response.headers.get("location")}, expected ${expected.location}`,
              );
            }
          } else if (
            expected.status !== 200 &&
            response.status === 200 &&
            !/redirect/i.test(body)
          ) {
            failures.push(`GET ${url} as ${who}: answered data`);
          }
          // A refusal shows no staff data; 'not found' to someone allowed in is the admin's own page.
          const refused = expected.status !== 200 && expected.status !== 404;
          if (refused && body.includes(ADMIN.email))
            failures.push(`GET ${url} as ${who}: shows staff data`);
          if (url === path) apiShape(`GET ${url} as ${who}`, path, response.status, body, failures);
          expect(response.headers.get("cache-control"), url).toBe("private, no-store");
        }
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it("answers every action as the table says, and refuses every other origin before anything runs", async () => {
    const failures: string[] = [];
    for (const [pattern, row] of Object.entries(table)) {
      const path = row.postPath ?? row.path ?? `/${pattern}`;
      for (const who of ["anonymous", "pending", "editor", "admin"] as const) {
        const expected = row.post?.[who] ?? noAction;
        const response = await people[who].request(path, { form: {} });
        if (response.status !== expected.status)
          failures.push(`POST ${path} as ${who}: ${response.status}, expected ${expected.status}`);
        if (expected.location && response.headers.get("location") !== expected.location) {
          failures.push(
            `POST ${path} as ${who}: to ${response.headers.get("location")}, expected ${expected.location}`,
          );
        }
        apiShape(`POST ${path} as ${who}`, path, response.status, await response.text(), failures);
        const forged = await people[who].request(path, {
          form: {},
          origin: "https://attacker.example",
        });
        if (forged.status !== 403)
          failures.push(`POST ${path} as ${who} from another origin: ${forged.status}`);
        apiShape(
          `POST ${path} as ${who} from another origin`,
          path,
          forged.status,
          await forged.text(),
          failures,
        );
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it("shows editors the catalogue, import and enquiry history, and sign-in, account and user events only to administrators", async () => {
    // A stranger's failed sign-in (the address they typed is kept) and an export both roles share.
    const typed = "typed.by.stranger@example.net";
    expect((await new Browser(origin).signIn(typed, "not-the-password")).status).toBe(400);
    expect((await people.admin.request("/admin/enquiries.csv")).status).toBe(200);
    const editorView = await (await people.editor.request("/admin/activity")).text();
    const adminView = await (await people.admin.request("/admin/activity")).text();
    // Entries, people to filter by and actions to filter by alike.
    for (const privateText of [
      typed,
      "waiting@example.ca",
      'value="sign-in-failed"',
      'value="account-approved"',
      'value="registered"',
    ]) {
      expect(editorView, privateText).not.toContain(privateText);
      expect(adminView, privateText).toContain(privateText);
    }
    for (const shared of ['value="enquiries-exported"', "Enquiries exported", ADMIN.email]) {
      expect(editorView, shared).toContain(shared);
    }
    expect(editorView).toContain(
      '<p class="mt-3 text-bark">The catalogue, import and enquiry history.',
    );
    expect(adminView).not.toContain(
      '<p class="mt-3 text-bark">The catalogue, import and enquiry history.',
    );
    // Asking by address for what the page does not offer shows none of it, as a page or as data.
    for (const path of [
      "/admin/activity?action=sign-in-failed",
      "/admin/activity.data?action=sign-in-failed",
    ]) {
      const answer = await people.editor.request(path);
      expect(answer.status, path).toBe(200);
      expect(await answer.text(), path).not.toContain(typed);
    }
    expect(
      await (await people.admin.request("/admin/activity?action=sign-in-failed")).text(),
    ).toContain(typed);
  });

  it("refuses editors what only administrators may do on the Products tab: deleting for good, emptying the Trash", async () => {
    const failures: string[] = [];
    // Product 1 of the demo catalogue is not in the Trash: nothing could be deleted even when allowed.
    const intents: { intent: string; form: Record<string, string> }[] = [
      { intent: "purge", form: { intent: "purge", ids: "1" } },
      { intent: "purge, confirmed", form: { intent: "purge", ids: "1", confirmed: "1" } },
      { intent: "empty-trash", form: { intent: "empty-trash" } },
      { intent: "empty-trash, confirmed", form: { intent: "empty-trash", confirmed: "1" } },
    ];
    const expected: Record<Who, number> = { anonymous: 303, pending: 303, editor: 403, admin: 200 };
    for (const { intent, form } of intents) {
      for (const who of ["anonymous", "pending", "editor", "admin"] as const) {
        const response = await people[who].request("/admin?index", { form });
        if (response.status !== expected[who])
          failures.push(`${intent} as ${who}: ${response.status}, expected ${expected[who]}`);
      }
    }
    expect(failures).toEqual([]);
    expect((await people.anonymous.request("/products/1")).status).toBe(200);
  });

  it("lets staff who edit content, and no one else, reach a published article's draft of changes", async () => {
    const failures: string[] = [];
    // Article 1 has no draft of changes: staff get the answer that there is none, others go to sign in.
    const expected: Record<Who, number> = { anonymous: 303, pending: 303, editor: 400, admin: 400 };
    for (const intent of ["publish-changes", "schedule-changes", "unschedule-changes", "discard-changes"]) {
      for (const who of ["anonymous", "pending", "editor", "admin"] as const) {
        const response = await people[who].request("/admin/content/news/1", { form: { intent, publishAt: "2030-01-01T09:00" } });
        if (response.status !== expected[who]) failures.push(`${intent} as ${who}: ${response.status}, expected ${expected[who]}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("lets only administrators delete a picture in use: an editor's delete anyway is refused and changes nothing", async () => {
    // A picture of the administrator's own, used by a draft product of its own.
    const fileName = `matrix-${Date.now().toString(36)}.png`;
    const file = new FormData();
    file.set("file", new Blob([await sharp({ create: { width: 64, height: 48, channels: 3, background: "#8a6a3c" } }).png().toBuffer()], { type: "image/png" }), fileName);
    const { key } = (await (await people.admin.request("/api/admin/images", { multipart: file })).json()) as { key: string };
    const created = await people.admin.request("/admin/products/new", { form: { title: "Picture kept oak", picture: key, displayOrder: "0" } });
    const productPath = new URL(created.headers.get("location")!, origin).pathname;
    const library = await (await people.admin.request(`/admin/media?q=${fileName}`)).text();
    const mediaPath = /href="(\/admin\/media\/\d+)"/.exec(library)![1]!;

    const form = { intent: "delete", confirmed: "1", inUse: "detach" };
    const expected: Record<Exclude<Who, "admin">, number> = { anonymous: 303, pending: 303, editor: 409 };
    const failures: string[] = [];
    for (const who of ["anonymous", "pending", "editor"] as const) {
      const response = await people[who].request(mediaPath, { form });
      if (response.status !== expected[who]) failures.push(`delete anyway as ${who}: ${response.status}, expected ${expected[who]}`);
    }
    expect(failures).toEqual([]);
    // The spreadsheet of the products has each one's picture as it is now (its editor also shows history).
    const pictures = async () => (await (await people.admin.request("/admin/products.csv")).text()).includes(key);
    expect(await pictures()).toBe(true);

    const deleted = await people.admin.request(mediaPath, { form });
    expect([deleted.status, deleted.headers.get("location")]).toEqual([303, "/admin/media"]);
    expect((await people.admin.request(mediaPath)).status).toBe(404);
    expect(await pictures()).toBe(false);
    expect((await people.admin.request(productPath)).status).toBe(200);
  });

  it("a forged change from another origin changes nothing, and the same change from the site works", async () => {
    const userId = await accountId("waiting@example.ca");
    const form = { intent: "approve", userId, role: "admin" };
    const forged = await people.admin.request("/admin/users", {
      form,
      origin: "https://attacker.example",
    });
    expect(forged.status).toBe(403);
    const refusedByEditor = await people.editor.request("/admin/users", { form });
    expect(refusedByEditor.status).toBe(403);
    expect(await (await people.pending.request("/admin")).headers.get("location")).toBe(
      "/admin/pending",
    );

    const approved = await people.admin.request("/admin/users", {
      form: { ...form, role: "editor" },
    });
    expect(approved.status).toBe(200);
    expect((await people.pending.request("/admin")).status).toBe(200);
  });
});
