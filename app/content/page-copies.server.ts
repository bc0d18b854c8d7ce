import { aboutEn, type AboutCopy } from "./about";
import { aboutFr } from "./about.fr";
import { contactEn, type ContactCopy } from "./contact";
import { contactFr } from "./contact.fr";
import { homeEn, type HomeCopy } from "./home";
import { homeFr } from "./home.fr";
import { technologyEn, type TechnologyCopy } from "./finishes";
import { technologyFr } from "./finishes.fr";
import { gradesEn, type GradesCopy } from "./grades";
import { gradesFr } from "./grades.fr";
import { installationEn, type InstallationCopy } from "./installation";
import { installationFr } from "./installation.fr";
import { speciesEn, type SpeciesCopy } from "./species";
import { speciesFr } from "./species.fr";
import { galleryEn, type GalleryCopy } from "./gallery";
import { galleryFr } from "./gallery.fr";
import { articleEn, newsEn, type ArticleCopy, type NewsCopy } from "./news";
import { articleFr, newsFr } from "./news.fr";
import { projectEn, projectsEn, type ProjectCopy, type ProjectsCopy } from "./projects";
import { projectFr, projectsFr } from "./projects.fr";
import { productCardEn, type ProductCardCopy } from "./product-card";
import { productCardFr } from "./product-card.fr";
import { productDetailEn, type ProductDetailCopy } from "./product-detail";
import { productDetailFr } from "./product-detail.fr";
import { productsEn, type ProductsCopy } from "./products";
import { productsFr } from "./products.fr";
import { quotePageEn, type QuotePageCopy } from "./quote";
import { quotePageFr } from "./quote.fr";
import { samplesPageEn, type SamplesPageCopy } from "./samples";
import { samplesPageFr } from "./samples.fr";
import { valuesEn, type ValuesCopy } from "./values";
import { valuesFr } from "./values.fr";

/*
 * Every page's own copy in each language (decision 049). Server-only: a page's loader sends the
 * one its address asks for (`copyFor`), so no page carries another language's words.
 */

/**
 * A page's copy in each of the site's languages. Content imports only content, so this spells out
 * the languages of `InEachLocale` (app/platform/i18n/site-locale.ts); `copyFor` takes it only
 * while the two agree.
 */
type InEachLocale<T> = Readonly<{ en: T; fr: T }>;

export const pageCopies = {
  about: { en: aboutEn, fr: aboutFr } satisfies InEachLocale<AboutCopy>,
  contact: { en: contactEn, fr: contactFr } satisfies InEachLocale<ContactCopy>,
  home: { en: homeEn, fr: homeFr } satisfies InEachLocale<HomeCopy>,
  values: { en: valuesEn, fr: valuesFr } satisfies InEachLocale<ValuesCopy>,
  species: { en: speciesEn, fr: speciesFr } satisfies InEachLocale<SpeciesCopy>,
  technology: { en: technologyEn, fr: technologyFr } satisfies InEachLocale<TechnologyCopy>,
  grades: { en: gradesEn, fr: gradesFr } satisfies InEachLocale<GradesCopy>,
  installation: { en: installationEn, fr: installationFr } satisfies InEachLocale<InstallationCopy>,
  news: { en: newsEn, fr: newsFr } satisfies InEachLocale<NewsCopy>,
  newsArticle: { en: articleEn, fr: articleFr } satisfies InEachLocale<ArticleCopy>,
  projects: { en: projectsEn, fr: projectsFr } satisfies InEachLocale<ProjectsCopy>,
  project: { en: projectEn, fr: projectFr } satisfies InEachLocale<ProjectCopy>,
  gallery: { en: galleryEn, fr: galleryFr } satisfies InEachLocale<GalleryCopy>,
  products: { en: productsEn, fr: productsFr } satisfies InEachLocale<ProductsCopy>,
  productCard: { en: productCardEn, fr: productCardFr } satisfies InEachLocale<ProductCardCopy>,
  productDetail: { en: productDetailEn, fr: productDetailFr } satisfies InEachLocale<ProductDetailCopy>,
  quote: { en: quotePageEn, fr: quotePageFr } satisfies InEachLocale<QuotePageCopy>,
  samples: { en: samplesPageEn, fr: samplesPageFr } satisfies InEachLocale<SamplesPageCopy>,
};
