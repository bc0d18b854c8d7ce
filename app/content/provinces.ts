/*
 * Canada's thirteen provinces and territories: the postal abbreviation a sample request keeps, the
 * name in each of the site's languages, and the first letters of their postal codes (Canada Post's
 * forward sortation areas), so an address can be checked before samples are sent to it.
 */

export const provinceCodes = [
  "AB",
  "BC",
  "MB",
  "NB",
  "NL",
  "NS",
  "NT",
  "NU",
  "ON",
  "PE",
  "QC",
  "SK",
  "YT",
] as const;
export type ProvinceCode = (typeof provinceCodes)[number];

export const isProvinceCode = (value: string): value is ProvinceCode =>
  (provinceCodes as readonly string[]).includes(value);

/** Each province's name, in English and in Canadian French. */
export const provinceNames: Readonly<Record<"en" | "fr", Readonly<Record<ProvinceCode, string>>>> =
  {
    en: {
      AB: "Alberta",
      BC: "British Columbia",
      MB: "Manitoba",
      NB: "New Brunswick",
      NL: "Newfoundland and Labrador",
      NS: "Nova Scotia",
      NT: "Northwest Territories",
      NU: "Nunavut",
      ON: "Ontario",
      PE: "Prince Edward Island",
      QC: "Quebec",
      SK: "Saskatchewan",
      YT: "Yukon",
    },
    fr: {
      AB: "Alberta",
      BC: "Colombie-Britannique",
      MB: "Manitoba",
      NB: "Nouveau-Brunswick",
      NL: "Terre-Neuve-et-Labrador",
      NS: "Nouvelle-Écosse",
      NT: "Territoires du Nord-Ouest",
      NU: "Nunavut",
      ON: "Ontario",
      PE: "Île-du-Prince-Édouard",
      QC: "Québec",
      SK: "Saskatchewan",
      YT: "Yukon",
    },
  };

/** The letters a province's postal codes start with. */
export const postalCodeLetters: Readonly<Record<ProvinceCode, string>> = {
  AB: "T",
  BC: "V",
  MB: "R",
  NB: "E",
  NL: "A",
  NS: "B",
  NT: "X",
  NU: "X",
  ON: "KLMNP",
  PE: "C",
  QC: "GHJ",
  SK: "S",
  YT: "Y",
};

/** The provinces in the order a list in `locale` shows them: by their name in that language. */
export function provincesIn(locale: "en" | "fr"): { code: ProvinceCode; name: string }[] {
  const names = provinceNames[locale];
  return provinceCodes
    .map((code) => ({ code, name: names[code] }))
    .sort((a, b) => a.name.localeCompare(b.name, locale === "fr" ? "fr-CA" : "en-CA"));
}
