import { describe, expect, it } from "vitest";
import { enquiryTextEn } from "~/features/enquiries/enquiry-text.en";
import { enquiryTextFr } from "~/features/enquiries/enquiry-text.fr";
import { siteTextEn } from "./site-text.en";
import { siteTextFr } from "./site-text.fr";

/*
 * The public site's French words (decision 049): every English key has its French text, none is
 * empty, and no English interface word was left in the French by mistake. Words that are the same
 * in both languages (Contact, Service, Installation…) are allowed where they are the right French.
 */

type Catalogue = { readonly [key: string]: string | Catalogue };

const flatten = (catalogue: Catalogue, prefix = ""): Record<string, string> =>
  Object.fromEntries(
    Object.entries(catalogue).flatMap(([key, value]) =>
      typeof value === "string" ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );

// English words an interface would show that French never uses.
// Whole words only, letters of any script counting as part of a word (é is, as in Téléphone).
const ENGLISH_WORDS = /(?<!\p{L})(the|and|of|your|you|please|send|sending|request|quote|home|products|projects|news|about|read|more|back|email|phone|optional|required|select|choose|thank|failed|must|least|less|characters|language|found|skip|rights|reserved|proudly|serving|quick|links|gallery|resources|company|name|residential|both|maintenance|general|inquiry|enquiry)(?!\p{L})/iu;
// The same word in both languages, and right in French.
const SAME_IN_FRENCH = new Set(["Menu", "Mobile", "Contact", "Service", "Message", "Installation", "Consultation", "Commercial"]);

describe.each([
  ["the public chrome", siteTextEn as Catalogue, siteTextFr as Catalogue],
  ["the enquiry form", enquiryTextEn as Catalogue, enquiryTextFr as Catalogue],
])("%s in French", (_name, english, french) => {
  const en = flatten(english);
  const fr = flatten(french);

  it("has every English key, and no other, each with a text", () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(fr)) expect(text.trim(), key).not.toBe("");
  });

  it("keeps each placeholder its English text names", () => {
    for (const [key, text] of Object.entries(en))
      expect((fr[key]!.match(/\{\w+\}/g) ?? []).sort(), key).toEqual((text.match(/\{\w+\}/g) ?? []).sort());
  });

  it("leaves no English interface word in the French", () => {
    for (const [key, text] of Object.entries(fr)) {
      if (SAME_IN_FRENCH.has(text)) continue;
      // The company's names and the English language's own name are not interface words.
      const words = text.replace(/\{\w+\}/g, "");
      expect(ENGLISH_WORDS.exec(words)?.[0], `${key}: ${text}`).toBeUndefined();
      expect(text === en[key] && !SAME_IN_FRENCH.has(text), `${key} is the English text`).toBe(false);
    }
  });

  it("writes French punctuation as Quebec usage does: a non-breaking space before a colon, none before ! ? ;", () => {
    for (const [key, text] of Object.entries(fr)) {
      expect(text, key).not.toMatch(/[^\u00a0\u202f]:(?!\/\/)/);
      expect(text, key).not.toMatch(/\s[!?;]/);
      expect(text, key).not.toMatch(/'/);
    }
  });
});
