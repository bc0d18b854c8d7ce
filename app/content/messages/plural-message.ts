/*
 * The shape of the admin's message catalogues, declared beside them so that they import nothing
 * of i18n.ts (which reads its keys from the English catalogue).
 */

/** A counted message: the form for the language's plural rule's answer for `count`, else `other`. */
export type PluralMessage = Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & {
  readonly other: string;
};

/** A catalogue of `Source`'s keys, each a text or counted forms as `Source`'s own. */
export type CatalogueOf<Source> = {
  readonly [K in keyof Source]: Source[K] extends string ? string : PluralMessage;
};
