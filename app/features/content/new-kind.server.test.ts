import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { loadSessionSecret } from "~/platform/config/secret.server";
import { setDatabase, type DatabaseHandle } from "~/platform/db/client.server";
import { user } from "~/platform/db/schema";
import { defineEntity, STAFF_ROLES } from "~/platform/entities/define";
import { siteRequest, type SiteRequest } from "~/platform/http/request-context";
import type { MessageKey } from "~/platform/i18n/i18n";
import { catalogueChanged } from "~/features/catalogue/public/public-catalogue.server";
import { loader as sitemapLoader } from "~/features/site/sitemap";
import { renderAdminPage } from "../../../tests/support/render-admin-page";
import { testDatabases } from "../../../tests/support/test-databases";
import ContentListPage, { loader as listLoader } from "./admin/content-list";
import { loader as newLoader, action as newAction } from "./admin/content-new";
import ContentEditPage, { loader as editLoader, action as editAction } from "./admin/content-edit";
import { loader as exportLoader } from "./admin/content-export";
import { contentKinds, defineContentKinds, installContentKinds, type ContentKind, type KindMessageKeys } from "./content-kinds";
import { publicCard, publicCards, publishedEntries } from "./public-content.server";
import { publicRead } from "./public-read";
import { inFrench, listColumns } from "./shared-fields";

/*
 * A new kind of the site's content is a declaration (decision 048). This declares one, a
 * testimonial (a quote, the person's name, the quote in French), as a developer would, in a
 * registry of the site's kinds and it, and follows it through everything that reads the registry:
 * the admin's list (its loader and its page), its editor (a new entry created through the editor's
 * own action, then edited, and the editor's page drawn), its history, its export, what visitors get
 * of it in each language, and the sitemap. No other code knows it.
 *
 * The change, in the product, touches these files and no others:
 * - app/features/content/testimonial.entity.ts: the entity below (its fields, their limits and messages);
 * - app/features/content/content-kinds.ts: its line (admin address word, order, list page, cache tags, public read);
 * - app/content/messages/messages.content.en.ts and messages.content.zh.ts: `content.kind.testimonial`,
 *   `content.new.testimonial`, `content.edit.testimonial`, `content.one.testimonial`, and the
 *   fields' labels (`content.field.quote`, ...). Until they are there, the registry refuses the kind
 *   as a type error (below); here the fields borrow labels the catalogues already have.
 */

const quoteField = {
  label: "content.field.description",
  kind: "multiline",
  limit: 600,
  required: true,
  group: "main",
  headers: { en: ["Quote"], zh: ["评语"] },
  messages: { required: "content.validation.required", tooLong: "content.validation.tooLong" },
} as const;

const testimonialEntity = defineEntity({
  name: "testimonial",
  access: STAFF_ROLES,
  groups: ["main", "french"],
  fields: {
    quote: quoteField,
    name: {
      label: "enquiries.field.name",
      kind: "text",
      limit: 120,
      required: true,
      group: "main",
      headers: { en: ["Name", "Client"], zh: ["姓名"] },
      messages: { required: "content.validation.required", tooLong: "content.validation.tooLong" },
    },
    quoteFr: inFrench(quoteField, "quote", "content.field.descriptionFr"),
  },
  listColumns,
});

/** The kind's line, as content-kinds.ts would hold it: shown on the About page, in staff's order. */
const testimonial = {
  entity: testimonialEntity,
  segment: "testimonials",
  order: { by: "position" },
  listPage: "/about",
  cacheTags: { by: "entries" },
  publicRead: publicRead(testimonialEntity, { id: true, fields: { quote: "quote", name: "name" } }),
} as const;

const registry = { ...contentKinds, testimonial };
const kind = "testimonial" as ContentKind;

// Without its messages in both catalogues the kind is refused: a missing message is a type error.
// @ts-expect-error -- the catalogues have no content.kind.testimonial, content.new.testimonial, ...
defineContentKinds({ testimonial });

const editorSession = {
  user: { id: "u-testimonials", email: "testimonials@example.ca", name: "Editor", role: "editor", locale: "en" },
  session: { id: "s-testimonials", createdAt: new Date().toISOString() },
};
const context = () =>
  new RouterContextProvider(new Map([[siteRequest, { session: editorSession, clientIp: "203.0.113.9", twoFactorSetupRequired: false } as unknown as SiteRequest]]));
const admin = (path: string, init?: RequestInit) => new Request(`http://localhost${path}`, init);
const posted = (path: string, fields: Record<string, string>) =>
  admin(path, { method: "POST", body: new URLSearchParams(fields), headers: { "Content-Type": "application/x-www-form-urlencoded" } });

/** A page's words, its markup taken out. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

/** What a loader or action threw or returned: a redirect's address, or its data. */
async function outcome(run: () => Promise<unknown>): Promise<{ redirect?: string; data?: unknown; status?: number }> {
  try {
    const value = await run();
    if (value && typeof value === "object" && "data" in value && "init" in value) {
      const wrapped = value as { data: unknown; init: { status?: number } | null };
      return { data: wrapped.data, status: wrapped.init?.status };
    }
    return { data: value };
  } catch (thrown) {
    if (thrown instanceof Response && thrown.headers.get("Location")) return { redirect: thrown.headers.get("Location")!, status: thrown.status };
    throw thrown;
  }
}

describe.each(testDatabases())("a new kind of content declared in the registry, on $name", (target) => {
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let restore: () => void;
  let id = 0;

  beforeAll(async () => {
    // The audit log hashes the editor's address with the site's secret.
    await loadSessionSecret({ SESSION_SECRET: "a-test-secret-that-is-long-enough-to-sign", DATA_DIR: "unused" });
    handle = await target.create();
    await handle.db.insert(user).values({ id: editorSession.user.id, email: editorSession.user.email, name: "Editor", role: "editor", emailVerified: true });
    setDatabase(handle);
    catalogueChanged();
    restore = installContentKinds(registry);
  });
  afterAll(async () => {
    restore();
    setDatabase(undefined);
    catalogueChanged();
    await handle.dispose();
  });

  it("names its admin texts by keys the registry types from its name", () => {
    expectTypeOf<KindMessageKeys<"testimonial", false, "main">>().not.toExtend<MessageKey>();
    expectTypeOf<KindMessageKeys<"gallery", false, "main" | "french">>().toExtend<MessageKey>();
  });

  it("has an editor: a new one opens blank, its action refuses a missing quote, then creates and publishes it", async () => {
    const blank = (await outcome(() => newLoader({ request: admin("/admin/content/testimonials/new"), context: context(), params: { kind: "testimonials" } } as never))).data as {
      defaults: Record<string, unknown>;
    };
    expect(blank.defaults).toEqual({ quote: "", name: "", quoteFr: "" });

    const refused = await outcome(() =>
      newAction({ request: posted("/admin/content/testimonials/new", { name: "Priya S.", quote: "  " }), context: context(), params: { kind: "testimonials" } } as never),
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.data)).toContain("content.validation.required");

    const created = await outcome(() =>
      newAction({
        request: posted("/admin/content/testimonials/new", { quote: "Our oak floor is the best thing in the house.", name: "Priya S.", quoteFr: "", createAs: "publish" }),
        context: context(),
        params: { kind: "testimonials" },
      } as never),
    );
    expect(created.redirect).toMatch(/^\/admin\/content\/testimonials\/\d+\?saved=published$/);
    id = Number(/testimonials\/(\d+)/.exec(created.redirect!)![1]);
  });

  it("is in its admin list, named by the person", async () => {
    const list = (await outcome(() => listLoader({ request: admin("/admin/content/testimonials"), context: context(), params: { kind: "testimonials" } } as never))).data as {
      kind: string;
      rows: { id: number; title: string; state: string; path: string | null }[];
    };
    expect(list.kind).toBe("testimonial");
    expect(list.rows).toEqual([expect.objectContaining({ id, title: "Priya S.", state: "published", path: null })]);
    const page = renderAdminPage(ContentListPage, { loaderData: list }, { locale: "en", path: "/admin/content/testimonials" });
    const text = textOf(page);
    // Its tab and its button are named by its messages: the catalogues have none yet, so the keys show.
    expect(text).toContain("Home slides content.kind.testimonial");
    expect(text).toContain("content.new.testimonial");
    expect(text).toMatch(/Priya S\. State Published/);
  });

  it("keeps each save in its history, and its editor shows the fields and the versions", async () => {
    type Editor = { version: number; defaults: Record<string, unknown>; state: { title: string; isPublished: boolean }; history: { version: number; fields: Record<string, unknown> }[] };
    const open = async () =>
      (await outcome(() => editLoader({ request: admin(`/admin/content/testimonials/${id}`), context: context(), params: { kind: "testimonials", id: String(id) } } as never))).data as Editor;
    const opened = await open();
    expect(opened.defaults).toEqual({ quote: "Our oak floor is the best thing in the house.", name: "Priya S.", quoteFr: "" });
    const saved = await outcome(() =>
      editAction({
        request: posted(`/admin/content/testimonials/${id}`, {
          quote: "Our oak floor is the best thing in the house.",
          name: "Priya S.",
          quoteFr: "Notre plancher de chêne est ce que la maison a de mieux.",
          version: String(opened.version),
        }),
        context: context(),
        params: { kind: "testimonials", id: String(id) },
      } as never),
    );
    expect(saved.redirect).toBe(`/admin/content/testimonials/${id}?saved=1`);
    const editor = await open();
    expect(editor.version).toBe(opened.version + 1);
    expect(editor.defaults).toMatchObject({ name: "Priya S.", quoteFr: "Notre plancher de chêne est ce que la maison a de mieux." });
    expect(editor.state).toMatchObject({ title: "Priya S.", isPublished: true });
    expect(editor.history[0]).toMatchObject({ version: editor.version, fields: { quoteFr: "Notre plancher de chêne est ce que la maison a de mieux." } });
    expect(editor.history.at(-1)).toMatchObject({ version: 1, fields: { name: "Priya S.", quoteFr: null } });
    const page = renderAdminPage(ContentEditPage, { loaderData: editor }, { locale: "en", path: `/admin/content/testimonials/${id}` });
    const text = textOf(page);
    expect(text).toContain("content.edit.testimonial Priya S.");
    // Its parts, each field under its label, the French beside the English it translates.
    expect(text).toContain("Content Description * Our oak floor is the best thing in the house. Name *");
    expect(text).toContain("French What visitors read on the French site.");
    expect(text).toContain("Description in French Notre plancher de chêne est ce que la maison a de mieux.");
    // Its history: each version, what it changed, and a restore.
    expect(text).toMatch(/Changed: Description in French .* Before: \(empty\) After: Notre plancher de chêne/);
    expect(text).toContain("Restore version 1 First version");
  });

  it("is exported, every declared field under its heading", async () => {
    const response = (await exportLoader({ request: admin("/admin/content/testimonials/export.csv"), context: context(), params: { kind: "testimonials" } } as never)) as Response;
    expect(response.headers.get("Content-Disposition")).toMatch(/filename="testimonials-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, row] = (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe("#,Quote,Name,Quote (French),State");
    expect(row).toBe(`${id},Our oak floor is the best thing in the house.,Priya S.,Notre plancher de chêne est ce que la maison a de mieux.,Published`);
  });

  it("is read by visitors as declared, in French where staff wrote it and in English marked English where not", async () => {
    catalogueChanged();
    const english = await publicCards(kind, "en");
    expect(english.cards).toEqual([{ id, english: [], quote: "Our oak floor is the best thing in the house.", name: "Priya S." }]);
    expect(english.tags).toEqual(["testimonial:list", `testimonial:${id}`]);
    const french = await publicCards(kind, "fr");
    expect(french.cards).toEqual([{ id, english: [], quote: "Notre plancher de chêne est ce que la maison a de mieux.", name: "Priya S." }]);
    // Its French quote left blank, the French site shows the English one, named as English.
    const [entry] = (await publishedEntries(kind)).entries;
    const untranslated = await publicCard(kind, { id, record: { ...entry!.record, quoteFr: " " } as never }, "fr");
    expect(untranslated).toEqual({ id, english: ["quote"], quote: "Our oak floor is the best thing in the house.", name: "Priya S." });
  });

  it("dates its list page in the sitemap by its latest change", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const xml = await (await sitemapLoader()).text();
    expect(xml).toMatch(new RegExp(`<loc>[^<]*/about</loc><lastmod>${today}</lastmod>`));
    expect(xml.match(new RegExp(`about</loc><lastmod>${today}</lastmod>`, "g"))).toHaveLength(2);
  });
});
