import { aboutEn, type AboutCopy } from "./about";
import { aboutFr } from "./about.fr";
import { galleryEn, type GalleryCopy } from "./gallery";
import { galleryFr } from "./gallery.fr";
import { articleEn, newsEn, type ArticleCopy, type NewsCopy } from "./news";
import { articleFr, newsFr } from "./news.fr";
import { projectEn, projectsEn, type ProjectCopy, type ProjectsCopy } from "./projects";
import { projectFr, projectsFr } from "./projects.fr";
import { valuesEn, type ValuesCopy } from "./values";
import { valuesFr } from "./values.fr";

/*
 * Every page's own copy in each language (decision 049). Server-only: a page's loader sends the
 * one its address asks for (`copyFor`), so no page carries another language's words.
 */

/** One copy in each of the site's languages (`InEachLocale`, written here: app/content imports only app/content). */
type InEachLocale<T> = Readonly<Record<"en" | "fr", T>>;

export const pageCopies = {
  about: { en: aboutEn, fr: aboutFr } satisfies InEachLocale<AboutCopy>,
  values: { en: valuesEn, fr: valuesFr } satisfies InEachLocale<ValuesCopy>,
  news: { en: newsEn, fr: newsFr } satisfies InEachLocale<NewsCopy>,
  newsArticle: { en: articleEn, fr: articleFr } satisfies InEachLocale<ArticleCopy>,
  projects: { en: projectsEn, fr: projectsFr } satisfies InEachLocale<ProjectsCopy>,
  project: { en: projectEn, fr: projectFr } satisfies InEachLocale<ProjectCopy>,
  gallery: { en: galleryEn, fr: galleryFr } satisfies InEachLocale<GalleryCopy>,
};
