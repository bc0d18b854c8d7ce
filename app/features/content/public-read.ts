import type { RecordOf } from "~/platform/entities/define";
import type { SiteLocale } from "~/platform/i18n/site-locale";
import type { ImageSource } from "~/platform/media/media-source";

/*
 * What visitors get of an entry of a kind, declared beside the kind (content-kinds.ts): the
 * properties of its card in order, each a declared field or a value made from the record. The
 * record is read in the page's language first (a French text replaces its English one when it
 * says anything; the English texts kept for want of French are named in `english`, decision 049),
 * then each named field by its kind: a picture resolved to its source, a rich text rendered to
 * HTML, any other as stored. A field declared `staffOnly` cannot be named. The reader is
 * public-content.server.ts (`publicCard`). Shared by browser and server.
 */

/** What a made value may use: the page's language, whether pictures are public or signed, and how a picture resolves. */
export interface PublicReadHelpers {
  locale: SiteLocale;
  access: "public" | "signed";
  picture: (value: string | null) => Promise<ImageSource | null>;
  /** A resolved picture's upright composition, when it is a generated one that has one (a hero's). */
  uprightOf: (source: ImageSource | null) => ImageSource | null;
}

type Entity = { field: object; fields: readonly { key: string }[] };

/** The keys of an entity's fields visitors may be given. */
type PublicKey<E extends Entity> = {
  [K in keyof E["field"]]: E["field"][K] extends { staffOnly: true } ? never : K;
}[keyof E["field"]] &
  string;

type Made<E extends Entity> = (record: RecordOf<E> & { english: string[] }, how: PublicReadHelpers) => unknown;

export interface PublicReadSpec<E extends Entity = Entity> {
  /** Whether the card carries the entry's id first. */
  id?: true;
  /** The card's properties, in order: a field's key, or a value made from the record. */
  fields: Readonly<Record<string, PublicKey<E> | Made<E>>>;
}

type Resolved<E extends Entity, Source> = Source extends (...args: never[]) => infer Out
  ? Awaited<Out>
  : Source extends keyof E["field"]
    ? E["field"][Source] extends { kind: "picture" }
      ? ImageSource | null
      : E["field"][Source] extends { kind: "richText" }
        ? string
        : RecordOf<E>[Source]
    : never;

/** A card as the declaration makes it: `id` when declared, the English texts shown for want of French, each property. */
export type PublicCardOf<E extends Entity, Spec extends { id?: true; fields: object }> = (Spec extends { id: true } ? { id: number } : unknown) & {
  /** On the French site, the stored texts (by field) shown in English for want of French. */
  english?: string[];
} & { -readonly [K in keyof Spec["fields"]]: Resolved<E, Spec["fields"][K]> };

/** A public read as the registry holds it, whatever its entity. */
export interface AnyPublicRead {
  id?: true;
  fields: Readonly<Record<string, string | ((record: never, how: PublicReadHelpers) => unknown)>>;
}

/** A kind's public read, typed by its entity (each named field checked against it). */
export const publicRead = <E extends Entity, const Spec extends PublicReadSpec<E>>(_entity: E, spec: Spec) => spec;
