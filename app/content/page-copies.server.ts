// A type only: the registry is checked against the site's own list of languages.
// eslint-disable-next-line import-x/no-restricted-paths
import type { InEachLocale } from "~/platform/i18n/site-locale";
import { aboutEn, type AboutCopy } from "./about";
import { aboutFr } from "./about.fr";
import { contactEn, type ContactCopy } from "./contact";
import { contactFr } from "./contact.fr";
import { homeEn, type HomeCopy } from "./home";
import { homeFr } from "./home.fr";
import { valuesEn, type ValuesCopy } from "./values";
import { valuesFr } from "./values.fr";

/*
 * Every page's own copy in each language (decision 049). Server-only: a page's loader sends the
 * one its address asks for (`copyFor`), so no page carries another language's words.
 */
export const pageCopies = {
  about: { en: aboutEn, fr: aboutFr } satisfies InEachLocale<AboutCopy>,
  contact: { en: contactEn, fr: contactFr } satisfies InEachLocale<ContactCopy>,
  home: { en: homeEn, fr: homeFr } satisfies InEachLocale<HomeCopy>,
  values: { en: valuesEn, fr: valuesFr } satisfies InEachLocale<ValuesCopy>,
};
