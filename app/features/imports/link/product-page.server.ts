import * as cheerio from "cheerio";
import {
  absoluteLink,
  cleanText,
  onlyColour,
  specFieldFor,
  uniqueImages,
  type SpecField,
  type SupplierColourImage,
  type SupplierProduct,
} from "../supplier-product";

/*
 * Reads a product from the structured data a shop's product page publishes for search engines,
 * so no code is written for one supplier's page layout:
 * - schema.org `Product`, or `ProductGroup` whose `hasVariant` products are its colours, in
 *   JSON-LD (also inside `@graph`); `additionalProperty` gives size, series, grade and packing;
 * - schema.org `BreadcrumbList` for the category path;
 * - a specification table (`th`/`td` rows, or `dt`/`dd`) for what the JSON-LD leaves out;
 * - Open Graph tags when the page has no product data at all.
 */

type Node = Record<string, unknown>;

const typesOf = (node: Node): string[] =>
  (Array.isArray(node["@type"]) ? node["@type"] : [node["@type"]])
    .filter((type): type is string => typeof type === "string")
    .map((type) => type.replace(/^(https?:\/\/schema\.org\/|schema:)/, ""));

const isType = (node: Node, type: string) => typesOf(node).includes(type);

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);

/** Every object in the page's JSON-LD blocks, `@graph` members included; broken blocks are skipped. */
function jsonLdNodes($: cheerio.CheerioAPI): Node[] {
  const nodes: Node[] = [];
  const visit = (value: unknown) => {
    for (const item of asArray(value)) {
      if (!isNode(item)) continue;
      nodes.push(item);
      if (item["@graph"]) visit(item["@graph"]);
    }
  };
  $('script[type="application/ld+json"]').each((_index, element) => {
    try {
      visit(JSON.parse($(element).text()));
    } catch {
      // A block that is not JSON says nothing.
    }
  });
  return nodes;
}

/** The links of an `image` value: a link, an ImageObject, or a list of either. */
function imageLinks(value: unknown, base: string): string[] {
  return asArray(value)
    .map((item) => (isNode(item) ? (item.contentUrl ?? item.url) : item))
    .map((item) => absoluteLink(item, base))
    .filter((link): link is string => link !== null);
}

/** HTML (a description) as plain text: paragraphs and list items apart, markup gone. */
export function htmlToText(html: string): string {
  const $ = cheerio.load(`<body>${html}</body>`);
  $("script, style, template").remove();
  $("br").replaceWith("\n");
  $("p, div, li, h1, h2, h3, h4, h5, h6, tr, table, ul, ol, section, article, blockquote").each((_index, element) => {
    $(element).prepend("\n\n").append("\n\n");
  });
  return $("body")
    .text()
    .split("\n")
    .map((line) => line.replace(/[ \t\f\v\u00a0]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function propertyValues(node: Node): [string, string][] {
  return asArray(node.additionalProperty)
    .filter(isNode)
    .map((property) => [cleanText(property.name) ?? "", cleanText(property.value) ?? ""] as [string, string])
    .filter(([name, value]) => name && value);
}

/** Size, series, colour, grade and packing from name/value pairs, the first of each kept. */
function specsFrom(pairs: [string, string][]): Partial<Record<SpecField, string>> {
  const specs: Partial<Record<SpecField, string>> = {};
  for (const [name, value] of pairs) {
    const field = specFieldFor(name);
    if (field && !specs[field]) specs[field] = value;
  }
  return specs;
}

/** Name/value rows of the page's specification tables and description lists. */
function specRows($: cheerio.CheerioAPI): [string, string][] {
  const rows: [string, string][] = [];
  $("tr").each((_index, row) => {
    const cells = $(row).children("th, td");
    if (cells.length === 2) rows.push([cleanText(cells.eq(0).text()) ?? "", cleanText(cells.eq(1).text()) ?? ""]);
  });
  $("dl").each((_index, list) => {
    $(list)
      .children("dt")
      .each((_i, term) => {
        rows.push([cleanText($(term).text()) ?? "", cleanText($(term).nextAll("dd").first().text()) ?? ""]);
      });
  });
  return rows.filter(([name, value]) => name && value);
}

/** The category path from the page's breadcrumb: home and the product itself left out. */
function breadcrumbPath(nodes: Node[], title: string, pageUrl: string): string[] {
  const list = nodes.find((node) => isType(node, "BreadcrumbList"));
  if (!list) return [];
  const items = asArray(list.itemListElement)
    .filter(isNode)
    .map((item, index) => {
      const thing = isNode(item.item) ? item.item : {};
      return {
        position: Number(item.position ?? index + 1),
        name: cleanText(item.name ?? thing.name) ?? "",
        link: absoluteLink(typeof item.item === "string" ? item.item : (thing["@id"] ?? thing.url), pageUrl),
      };
    })
    .sort((a, b) => a.position - b.position)
    .filter((item) => item.name);
  const origin = new URL(pageUrl).origin;
  const path = items.filter((item, index) => {
    if (index === 0 && (item.link === `${origin}/` || item.link === origin || /^(home|首页|主页)$/i.test(item.name))) return false;
    if (index === items.length - 1 && (item.name === title || item.link === pageUrl)) return false;
    return true;
  });
  return path.map((item) => item.name);
}

/** A `category` value: "Solid Hardwood > 7-inch Series", or a list of names. */
function categoryPathOf(value: unknown): string[] {
  const names = asArray(value).flatMap((item) => {
    const text = cleanText(isNode(item) ? item.name : item);
    return text ? text.split(/\s*(?:>|›|»|\/)\s*/) : [];
  });
  return names.filter(Boolean);
}

function colourImagesOf(group: Node, base: string): SupplierColourImage[] {
  return asArray(group.hasVariant)
    .filter(isNode)
    .flatMap((variant) => {
      const colourName = cleanText(variant.color) ?? specsFrom(propertyValues(variant)).color ?? cleanText(variant.name);
      return imageLinks(variant.image, base).slice(0, 1).map((url) => ({ url, colourName: colourName ?? null }));
    });
}

/**
 * The product a page describes, or null when it describes none (no Product or ProductGroup in
 * its JSON-LD, and no Open Graph title).
 */
export function readProductPage(html: string, pageUrl: string): SupplierProduct | null {
  const $ = cheerio.load(html);
  const nodes = jsonLdNodes($);
  const group = nodes.find((node) => isType(node, "ProductGroup"));
  const single = nodes.find((node) => isType(node, "Product") && !isType(node, "ProductGroup"));
  const main = group ?? single;
  const tableSpecs = specsFrom(specRows($));
  const og = (property: string) => cleanText($(`meta[property="${property}"]`).attr("content"));

  if (!main) {
    const title = og("og:title");
    if (!title) return null;
    const picture = absoluteLink(og("og:image"), pageUrl);
    return {
      sourceUrl: pageUrl,
      title,
      description: og("og:description") ?? "",
      categoryPath: breadcrumbPath(nodes, title, pageUrl),
      size: tableSpecs.size ?? null,
      series: tableSpecs.series ?? null,
      color: tableSpecs.color ?? null,
      level: tableSpecs.level ?? null,
      packing: tableSpecs.packing ?? null,
      picture,
      colourImages: [],
    };
  }

  const title = cleanText(main.name) ?? og("og:title") ?? "";
  if (!title) return null;
  const firstVariant = asArray(group?.hasVariant).find(isNode);
  const specs = {
    ...tableSpecs,
    ...(firstVariant ? specsFrom(propertyValues(firstVariant)) : {}),
    ...specsFrom(propertyValues(main)),
  };
  const ownColour = cleanText(main.color);
  // A group's colours are its variants' pictures; a single product's further pictures are its gallery.
  const colourImages = uniqueImages(
    group ? colourImagesOf(group, pageUrl) : imageLinks(main.image, pageUrl).slice(1).map((url) => ({ url, colourName: null })),
  );
  const picture = imageLinks(main.image, pageUrl)[0] ?? colourImages[0]?.url ?? absoluteLink(og("og:image"), pageUrl);
  const description = typeof main.description === "string" ? htmlToText(main.description) : (og("og:description") ?? "");
  const categoryPath = breadcrumbPath(nodes, title, pageUrl);
  return {
    sourceUrl: pageUrl,
    title,
    description,
    categoryPath: categoryPath.length > 0 ? categoryPath : categoryPathOf(main.category),
    size: specs.size ?? null,
    series: specs.series ?? null,
    // A group's colours are its variants; a single product may name its own.
    color: group ? (onlyColour(colourImages.map((image) => image.colourName)) ?? specs.color ?? null) : (ownColour ?? specs.color ?? null),
    level: specs.level ?? null,
    packing: specs.packing ?? null,
    picture,
    colourImages,
  };
}
