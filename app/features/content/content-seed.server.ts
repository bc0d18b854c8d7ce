import { site } from "~/content/site";
import { count, eq } from "drizzle-orm";
import { articlesFr } from "~/content/articles.fr";
import { galleryItems } from "~/content/gallery";
import { galleryItemsFr } from "~/content/gallery-items.fr";
import { articles, type ArticleCategory } from "~/content/news";
import { projects } from "~/content/projects";
import { projectsFr } from "~/content/projects-items.fr";
import { heroSlides } from "~/content/slides";
import { heroSlidesFr } from "~/content/slides.fr";
import { staticContentUpdatedAt } from "~/content/sitemap";
import type { Database } from "~/platform/db/client.server";
import { contentEntries, contentVersions } from "~/platform/db/schema";
import { richTextFromBlocks, richTextFromParagraphs } from "~/platform/rich-text/document";
import type {
  CompanyRecord,
  ContentKind,
  ContentRecord,
  GalleryRecord,
  NewsRecord,
  ProjectRecord,
  SlideRecord,
} from "./content-kinds";
import { columnsOf } from "./content-store.server";
import { monthOf } from "./public-projects.server";
import { shippedCompany } from "./shipped-company";
import { emptyRecord } from "~/platform/entities/records";
import { galleryItem } from "./gallery-item.entity";
import { newsArticle } from "./news.entity";
import { project } from "./project.entity";
import { homeSlide as slideEntity } from "./slide.entity";

/*
 * A fresh site's content, from the modules that held it before staff could edit it
 * (app/content/*.ts): the four articles, the four projects, the eight gallery colours, the three
 * slides and the company's details, published, so a new install shows exactly what the site
 * showed (a test compares them: content-seed.server.test.ts). Each kind is seeded once, when it
 * has no entry at all; deleting the demo content is permanent. Their French texts come from the
 * French modules beside them (`articlesFr`, `projectsFr`, `galleryItemsFr`, `heroSlidesFr`), so the
 * French site reads them in French from the start; the search engines' French title and
 * description stay blank, as the English ones do.
 */

/** "3,200 sq ft" → 3200. */
const squareFeet = (text: string) => Number(text.replace(/[^\d]/g, ""));

// Each shipped item's French texts, from its French module (none when the module lacks it: a test
// says so, app/content/shipped-french.test.ts).
/** The shipped articles' categories as the French site names them. */
const categoriesFr: Record<ArticleCategory, string> = {
  Guide: "Guide",
  "Company News": "Nouvelles de l’entreprise",
  Sustainability: "Développement durable",
  Trends: "Tendances",
};
const newsInFrench = (id: string, category: ArticleCategory): Partial<NewsRecord> => {
  const french = articlesFr[id];
  return french
    ? { titleFr: french.title, categoryFr: categoriesFr[category], excerptFr: french.excerpt, pictureAltFr: french.imageAlt, bodyFr: richTextFromBlocks(french.content) }
    : {};
};
const projectInFrench = (id: string): Partial<ProjectRecord> => {
  const french = projectsFr[id];
  return french
    ? {
        titleFr: french.title,
        locationFr: french.location,
        descriptionFr: french.description,
        detailsFr: richTextFromParagraphs(french.details),
        pictureAltFr: french.imageAlt,
      }
    : {};
};
const galleryInFrench = (id: string): Partial<GalleryRecord> => {
  const french = galleryItemsFr[id];
  return french ? { titleFr: french.title, colourFr: french.color, pictureAltFr: french.imageAlt } : {};
};
const slideInFrench = (index: number): Partial<SlideRecord> => {
  const french = heroSlidesFr[index];
  return french
    ? {
        titleFr: french.title,
        subtitleFr: french.subtitle,
        descriptionFr: french.description,
        buttonTextFr: french.cta.label,
        pictureAltFr: french.imageAlt,
      }
    : {};
};

export const seedRecords = {
  news: (): NewsRecord[] =>
    articles.map((article) => ({
      ...emptyRecord(newsArticle),
      title: article.title,
      slug: article.id,
      excerpt: article.excerpt,
      category: article.category,
      date: article.date,
      picture: article.image,
      pictureAlt: article.imageAlt,
      body: richTextFromBlocks(article.content),
      related: [],
      seoTitle: null,
      seoDescription: null,
      ...newsInFrench(article.id, article.category),
    })),
  project: (): ProjectRecord[] =>
    projects.map((item) => ({
      ...emptyRecord(project),
      title: item.title,
      slug: item.id,
      location: item.location,
      month: monthOf(item.date),
      category: item.category,
      area: squareFeet(item.area),
      picture: item.image,
      pictureAlt: item.imageAlt,
      description: item.description,
      details: richTextFromParagraphs(item.details),
      // Named as before; the public page links each to the published product of that title.
      productsUsed: item.productsUsed.map((label) => ({ id: null, label })),
      gallery: item.gallery.map((picture, index) => ({
        picture: picture.image,
        alt: picture.alt,
        caption: null,
        altFr: projectsFr[item.id]?.galleryAlts[index] ?? null,
        captionFr: null,
      })),
      seoTitle: null,
      seoDescription: null,
      ...projectInFrench(item.id),
    })),
  gallery: (): GalleryRecord[] =>
    galleryItems.map((item) => ({
      ...emptyRecord(galleryItem),
      title: item.title,
      colour: item.color,
      picture: item.image,
      pictureAlt: item.imageAlt,
      ...galleryInFrench(item.id),
    })),
  slide: (): SlideRecord[] =>
    heroSlides.map((slide, index) => ({
      ...emptyRecord(slideEntity),
      title: slide.title,
      subtitle: slide.subtitle,
      description: slide.description,
      buttonText: slide.cta.label,
      buttonLink: slide.cta.to,
      picture: slide.image,
      // Generated pictures bring their upright composition (`<key>-portrait`) with them.
      portraitPicture: null,
      pictureAlt: slide.imageAlt,
      activeFrom: null,
      activeUntil: null,
      ...slideInFrench(index),
    })),
  company: (): CompanyRecord[] => {
    const { phoneHref: _href, ...record } = shippedCompany;
    return [{ ...record, enquiryRecipient: site.email }];
  },
} satisfies { [K in ContentKind]: () => ContentRecord<K>[] };

/** Seeds each kind that has no entry yet; the number of entries written by kind. */
export async function seedContentIfEmpty(
  db: Database,
): Promise<Partial<Record<ContentKind, number>>> {
  const seeded: Partial<Record<ContentKind, number>> = {};
  await db.transaction(async (tx) => {
    for (const kind of Object.keys(seedRecords) as ContentKind[]) {
      const [existing] = await tx
        .select({ n: count() })
        .from(contentEntries)
        .where(eq(contentEntries.kind, kind));
      if ((existing?.n ?? 0) > 0) continue;
      const records = seedRecords[kind]() as ContentRecord<typeof kind>[];
      for (const [position, record] of records.entries()) {
        // Dated as the shipped content was, so the sitemap tells search engines nothing changed.
        const date = (record as { date?: string }).date ?? staticContentUpdatedAt;
        const shipped = new Date(`${date}T12:00:00Z`);
        const [row] = await tx
          .insert(contentEntries)
          .values({
            kind,
            ...columnsOf(kind, record),
            position,
            isPublished: true,
            publishedAt: shipped,
            createdAt: shipped,
            updatedAt: shipped,
          })
          .returning({ id: contentEntries.id });
        await tx.insert(contentVersions).values({
          entryId: row!.id,
          version: 1,
          data: { fields: record, isPublished: true },
          actorId: null,
          actorEmail: null,
        });
      }
      seeded[kind] = records.length;
    }
  });
  return seeded;
}
