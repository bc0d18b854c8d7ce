import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { publicProduct, publicProductsNamed } from "~/features/catalogue/public/public-catalogue.server";
import { resolveImage } from "~/features/catalogue/images/media-resolver.server";
import { onInvalidation } from "~/platform/cache/cache-bus.server";
import { TAGGED_CACHE_SECONDS } from "~/platform/cache/cache-tags";
import { readCache } from "~/platform/cache/read-cache.server";
import { db, type Database } from "~/platform/db/client.server";
import { contentEntries } from "~/platform/db/schema";
import { richTextToPlain, type RichTextValue } from "~/platform/entities/cells";
import { localizedPath, type SiteLocale } from "~/platform/i18n/site-locale";
import type { ImageSource } from "~/platform/media/media-source";
import { renderRichText } from "~/platform/rich-text/render.server";
import { richTextPictures, type RichTextDocument } from "~/platform/rich-text/document";
import { largeImageUrl } from "~/platform/media/media-source";
import { contentKindNames, kindTags, type ContentKind, type ContentRecord } from "./content-kinds";
import { entryOf, type ContentEntry } from "./content-store.server";
import type { CardFor, PublicCompany } from "./public-types";
import { shippedCompany } from "./shipped-company";
import { logger } from "~/platform/log/logger.server";
import { hasPages, kindDeclaration, kindSpec } from "./content-kinds";
import { contentPagePaths } from "~/content/sitemap";
import type { PublicReadHelpers } from "./public-read";
import { portraitOf } from "~/ui/responsive-image";
import { company } from "./company.entity";
import { withoutStaffOnly } from "~/platform/entities/define";
// The media route serves a published entry's pictures to anyone (this module loads with every page's root).
import "./content-picture-owner.server";

/*
 * The site's content as visitors read it: published entries only, cached in-process for a few
 * seconds and tagged with what each read shows, so a write drops exactly the reads and pages that
 * show what it touched, here and in every other process (decision 048). Pictures are resolved as
 * the catalogue's are (generated, uploaded, or an outside address); rich text is rendered here, on
 * the server, to safe HTML.
 */

const ttlMs = TAGGED_CACHE_SECONDS * 1000;

/** Every published entry of a kind, in its order, with the tags of what the list shows. */
interface Published<K extends ContentKind> {
  entries: ContentEntry<K>[];
  tags: string[];
}

const lists = readCache<Published<ContentKind>>({ ttlMs, maxEntries: 20, tagsOf: (value) => value.tags });
onInvalidation((tags) => lists.invalidate(tags));

async function loadPublished<K extends ContentKind>(kind: K): Promise<Published<K>> {
  const order = kindSpec(kind).order;
  const rows = await db()
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, kind), eq(contentEntries.isPublished, true), isNull(contentEntries.deletedAt)))
    .orderBy(
      ...(order.by === "field" ? [desc(sql`${contentEntries.data}->>${order.field}`)] : []),
      asc(contentEntries.position),
      asc(contentEntries.id),
    );
  const entries = rows.map((row) => entryOf(kind, row));
  return { entries, tags: kindTags(kind, entries.map((entry) => entry.id), true) };
}

/** The published entries of a kind, in their public order. */
export async function publishedEntries<K extends ContentKind>(kind: K): Promise<Published<K>> {
  return (await lists.get(kind, () => loadPublished(kind))) as Published<K>;
}

/** A picture value as the page renders it: pictures of published entries are public. */
export const publicPicture = (value: string | null, access: "public" | "signed" = "public"): Promise<ImageSource | null> =>
  resolveImage(value, { access });

/** A rich-text field as HTML for a page in `locale`, its pictures resolved first and its site links in that language. */
export async function richTextHtml(doc: RichTextValue, access: "public" | "signed" = "public", locale: SiteLocale = "en"): Promise<string> {
  const document = doc as unknown as RichTextDocument;
  const pictures = new Map<string, ImageSource | null>();
  for (const src of new Set(richTextPictures(document))) pictures.set(src, await publicPicture(src, access));
  return renderRichText(document, {
    siteLink: (href) => localizedPath(href, locale),
    pictureUrl: (src) => {
      const source = pictures.get(src);
      if (!source) return null;
      return source.kind === "media" ? { src: largeImageUrl(source), width: source.width, height: source.height } : { src: largeImageUrl(source) };
    },
  });
}

/**
 * The company's details for every page (the root loader): the stored ones, or the shipped ones
 * when they cannot be read, so a page that can render at all still shows how to reach the company.
 */
export async function companyForPages(): Promise<{ company: PublicCompany; stored: boolean }> {
  try {
    return { company: await publicCompany(), stored: true };
  } catch (error) {
    logger.error({ err: error }, "the company's details could not be read");
    return { company: shippedCompany, stored: false };
  }
}

/** The company's details, as every page's footer and the contact page show them. */
export async function publicCompany(): Promise<PublicCompany> {
  const { entries } = await publishedEntries("company");
  const record = entries[0]?.record;
  if (!record) throw new Error("The company's details are missing: the site's content was not seeded");
  return { ...withoutStaffOnly(company, record), phoneHref: telephoneHref(record.phone) };
}


/**
 * The company's details as a page in `locale` gets them: an English page carries no French text
 * (its data speaks one language, decision 049); a French page gets the French fields too.
 */
export function companyIn(details: PublicCompany, locale: SiteLocale): PublicCompany {
  if (locale === "fr") return details;
  const english = { ...details } as Record<string, unknown>;
  for (const field of company.fields) if (field.translates && field.key in english) english[field.key] = null;
  return english as PublicCompany;
}

/** A North American number as typed ('(905) 555-0174') as a `tel:` address in E.164 ('tel:+19055550174'). */
export function telephoneHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return `tel:${digits}`;
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `tel:+${digits}`;
  return `tel:${digits}`;
}

/** The published entry of a kind with this address, or null. */
export async function publishedBySlug<K extends ContentKind>(kind: K, slug: string): Promise<ContentEntry<K> | null> {
  const { entries } = await publishedEntries(kind);
  return entries.find((entry) => (entry.record as { slug?: string }).slug === slug) ?? null;
}

/** The products a project used: each linked to its published product when it names one. */
export async function productsUsed(references: ContentRecord<"project">["productsUsed"]): Promise<{ name: string; id: number | null }[]> {
  const typed = references.flatMap((item) => (item.id === null && item.label ? [item.label] : []));
  const byName = await publicProductsNamed(typed);
  const named = new Map(byName.map((item) => [item.name, item.id]));
  const used = await Promise.all(
    references.map(async (item) => {
      if (item.id === null) return item.label ? { name: item.label, id: named.get(item.label) ?? null } : null;
      const product = await publicProduct(item.id);
      if (product) return { name: item.label ?? product.title, id: product.id };
      // A product no longer published is named as staff named it, unlinked; unnamed, it is left out.
      return item.label ? { name: item.label, id: null } : null;
    }),
  );
  return used.filter((item) => item !== null);
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The sitemap's share of the site's content, from every kind's declaration: each kind's published
 * entries' pages (kinds declaring `sitemapEntries`, in the order their list pages come in the
 * sitemap), and the day each list page last changed (its kinds' latest published change).
 */
export async function contentSitemap(): Promise<{ pages: { path: string; lastModified: string }[]; listsChanged: Record<string, string> }> {
  const kinds = contentKindNames();
  const published = await Promise.all(kinds.map((kind) => publishedEntries(kind)));
  const latest = (entries: readonly ContentEntry[]) =>
    entries.reduce((last, entry) => (day(entry.updatedAt) > last ? day(entry.updatedAt) : last), "");
  const listsChanged: Record<string, string> = {};
  kinds.forEach((kind, index) => {
    const page = kindDeclaration(kind).listPage;
    if (page) listsChanged[page] = [listsChanged[page] ?? "", latest(published[index]!.entries)].sort().at(-1)!;
  });
  const listed = (kind: ContentKind) => {
    const page = kindDeclaration(kind).listPage;
    const at = page ? contentPagePaths.indexOf(page) : -1;
    return at < 0 ? contentPagePaths.length : at;
  };
  const pages = kinds
    .map((kind, index) => ({ kind, entries: published[index]!.entries }))
    .filter(({ kind }) => kindDeclaration(kind).sitemapEntries === "published" && hasPages(kind))
    .sort((a, b) => listed(a.kind) - listed(b.kind))
    .flatMap(({ kind, entries }) => {
      const path = kindDeclaration(kind).path!;
      return entries.map((entry) => ({ path: path((entry.record as { slug: string }).slug), lastModified: day(entry.updatedAt) }));
    });
  return { pages, listsChanged };
}

/** The tags of the published content a public page lists: every kind declaring it its list page (the home page: its slides). */
export async function listPageTags(page: string): Promise<string[]> {
  const kinds = contentKindNames().filter((kind) => kindDeclaration(kind).listPage === page);
  return (await Promise.all(kinds.map((kind) => publishedEntries(kind)))).flatMap((published) => published.tags);
}

/** A generated picture's upright composition (`<key>-portrait`), if there is one. */
function uprightOf(source: ImageSource | null): ImageSource | null {
  const upright = source?.kind === "generated" ? portraitOf(source.key) : undefined;
  return upright ? { kind: "generated", key: upright } : null;
}

/**
 * An entry as visitors get it, by its kind's declared public read (public-read.ts): its record in
 * the page's language, then each declared property, a picture resolved and a rich text rendered.
 */
export async function publicCard<K extends ContentKind>(
  kind: K,
  entry: Pick<ContentEntry<K>, "id" | "record">,
  locale: SiteLocale,
  access: "public" | "signed" = "public",
): Promise<CardFor<K>> {
  const spec = kindDeclaration(kind);
  const read = spec.publicRead;
  if (!read) throw new Error(`${kind} declares no public read`);
  const record = recordIn(kind, entry.record, locale);
  const values = record as Record<string, unknown>;
  const how: PublicReadHelpers = { locale, access, picture: (value) => publicPicture(value, access), uprightOf };
  const card: Record<string, unknown> = read.id ? { id: entry.id, english: record.english } : { english: record.english };
  for (const [name, source] of Object.entries(read.fields)) {
    if (typeof source === "function") {
      card[name] = await (source as (record: unknown, how: PublicReadHelpers) => unknown)(record, how);
      continue;
    }
    const field = spec.entity.fields.find((item) => item.key === source);
    if (!field || field.staffOnly) throw new Error(`${kind}'s public read names ${source}, not a field visitors may get`);
    const value = values[source];
    card[name] =
      field.kind === "picture" ? await publicPicture(value as string | null, access) : field.kind === "richText" ? await richTextHtml(value as RichTextValue, access, locale) : value;
  }
  return card as CardFor<K>;
}

/** The published entries of a kind as visitors get them, in their public order, and the tags of what they show. */
export async function publicCards<K extends ContentKind>(kind: K, locale: SiteLocale): Promise<{ cards: CardFor<K>[]; tags: string[] }> {
  const { entries, tags } = await publishedEntries(kind);
  return { cards: await Promise.all(entries.map((entry) => publicCard(kind, entry, locale))), tags };
}

/**
 * The company's stored name, read through `database`: inside a transaction that must be the
 * transaction itself, since the embedded database has one connection and a read beside it would
 * wait for it for ever.
 */
export async function companyNameIn(database: Pick<Database, "select">): Promise<string | null> {
  const [row] = await database
    .select({ name: sql<string | null>`${contentEntries.data}->>'name'` })
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, "company"), eq(contentEntries.isPublished, true), isNull(contentEntries.deletedAt)))
    .limit(1);
  return row?.name ?? null;
}

/**
 * An entry's record as the French or English site shows it (decision 049): on the French site each
 * declared French text replaces its English one when it says anything, and the English texts kept
 * for want of French are named in `english` (their elements say `lang="en"`).
 */
export function recordIn<K extends ContentKind>(
  kind: K,
  record: ContentRecord<K>,
  locale: SiteLocale,
): ContentRecord<K> & { english: string[] } {
  const values = { ...record } as Record<string, unknown>;
  const english: string[] = [];
  if (locale === "fr")
    for (const field of kindSpec(kind).entity.fields) {
      if (!field.translates) continue;
      const french = values[field.key];
      const said = field.kind === "richText" ? Boolean(french) && richTextToPlain(french as RichTextValue).trim() !== "" : typeof french === "string" && french.trim() !== "";
      if (said) values[field.translates] = french;
      else if (values[field.translates]) english.push(field.translates);
    }
  return { ...(values as ContentRecord<K>), english };
}
