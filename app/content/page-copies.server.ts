import { aboutEn, type AboutCopy } from "./about";
import { aboutFr } from "./about.fr";
import { productCardEn, type ProductCardCopy } from "./product-card";
import { productCardFr } from "./product-card.fr";
import { productDetailEn, type ProductDetailCopy } from "./product-detail";
import { productDetailFr } from "./product-detail.fr";
import { productsEn, type ProductsCopy } from "./products";
import { productsFr } from "./products.fr";
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
  values: { en: valuesEn, fr: valuesFr } satisfies InEachLocale<ValuesCopy>,
  products: { en: productsEn, fr: productsFr } satisfies InEachLocale<ProductsCopy>,
  productCard: { en: productCardEn, fr: productCardFr } satisfies InEachLocale<ProductCardCopy>,
  productDetail: { en: productDetailEn, fr: productDetailFr } satisfies InEachLocale<ProductDetailCopy>,
};
