import type { InEachLocale } from "~/platform/i18n/site-locale";
import { aboutEn, type AboutCopy } from "./about";
import { aboutFr } from "./about.fr";
import { valuesEn, type ValuesCopy } from "./values";
import { valuesFr } from "./values.fr";

/*
 * Every page's own copy in each language (decision 049). Server-only: a page's loader sends the
 * one its address asks for (`copyFor`), so no page carries another language's words.
 */
export const pageCopies = {
  about: { en: aboutEn, fr: aboutFr } satisfies InEachLocale<AboutCopy>,
  values: { en: valuesEn, fr: valuesFr } satisfies InEachLocale<ValuesCopy>,
};
