import { Node, type Schema } from "@tiptap/pm/model";
import { renderToHTMLString, serializeChildrenToHTMLString } from "@tiptap/static-renderer/pm/html-string";
import { escapeHtml } from "~/platform/text/plain-text";
import {
  LIST_NUMBERING,
  MAX_RICH_TEXT_DEPTH,
  richTextSchema,
  type RichTextDocument,
  type RichTextMark,
  type RichTextNode,
} from "./document";
import { isPictureAlt, isPictureValue, linkAttributes, richTextExtensions } from "./extensions";

/*
 * A rich-text document as HTML for the public pages, written on the server without a DOM. Text
 * and attributes are escaped; links are checked again as they are written, so a document that
 * reached the database by another road than the form's check still cannot carry a script; and a
 * picture's address comes from the page (its stored value resolved), never from the document.
 */

/** A picture's value resolved by the page: its address and, when known, its size. Null leaves it out. */
export type PictureUrl = (src: string) => { src: string; width?: number; height?: number } | null;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** A text's marks that can be written: known ones, and links to addresses `isAllowedLink` accepts. */
const keptMarks = (marks: unknown, schema: Schema): RichTextMark[] =>
  (Array.isArray(marks) ? marks : []).filter(
    (mark): mark is RichTextMark =>
      isObject(mark) &&
      typeof mark.type === "string" &&
      Object.hasOwn(schema.marks, mark.type) &&
      (mark.type !== "link" || (isObject(mark.attrs) && linkAttributes(mark.attrs.href) !== null)),
  );

/**
 * The document with what cannot be written safely taken out: unknown nodes and marks, links to
 * refused addresses (their text stays), pictures without a usable value or description, and
 * anything nested deeper than a document may be. What the form's check accepts passes unchanged.
 */
function renderable(value: unknown, schema: Schema, depth = 1): RichTextNode | null {
  if (!isObject(value) || typeof value.type !== "string" || depth > MAX_RICH_TEXT_DEPTH) return null;
  if (!Object.hasOwn(schema.nodes, value.type)) return null;
  if (value.type === "text") {
    return typeof value.text === "string" && value.text ? { type: "text", text: value.text, marks: keptMarks(value.marks, schema) } : null;
  }
  const attrs = isObject(value.attrs) ? value.attrs : undefined;
  if (value.type === "image" && !(isPictureValue(attrs?.src) && isPictureAlt(attrs?.alt))) return null;
  const content = (Array.isArray(value.content) ? value.content : [])
    .map((child) => renderable(child, schema, depth + 1))
    .filter((child): child is RichTextNode => child !== null);
  return { type: value.type, ...(attrs ? { attrs } : {}), content };
}

/**
 * Plain paragraphs, for a document whose structure is beyond repair: the words of each node that
 * holds text directly, one paragraph each, and nothing else.
 */
function paragraphsOf(doc: RichTextNode): string {
  const blocks: string[] = [];
  const walk = (node: RichTextNode) => {
    const words = (node.content ?? [])
      .map((child) => (child.type === "text" ? (child.text ?? "") : child.type === "hardBreak" ? "\n" : ""))
      .join("");
    if (words.trim()) blocks.push(`<p>${escapeHtml(words).replace(/\n/g, "<br>")}</p>`);
    for (const child of node.content ?? []) walk(child);
  };
  walk(doc);
  return blocks.join("");
}

/** The attributes of `<img>` written by us alone: the resolved address, the description, the size when known. */
function pictureHtml(src: unknown, alt: unknown, pictureUrl: PictureUrl): string {
  if (!isPictureValue(src) || !isPictureAlt(alt)) return "";
  const picture = pictureUrl(src);
  if (!picture || linkAttributes(picture.src) === null) return "";
  const size = (name: string, value: number | undefined) =>
    value !== undefined && Number.isSafeInteger(value) && value > 0 ? ` ${name}="${value}"` : "";
  return `<img src="${escapeHtml(picture.src)}" alt="${escapeHtml(alt)}"${size("width", picture.width)}${size("height", picture.height)} loading="lazy" decoding="async">`;
}

/**
 * The document as HTML. Never throws: what cannot be written safely is left out. `siteLink`
 * rewrites each link that stays on the site (a French page's links lead to French pages).
 */
export function renderRichText(
  doc: RichTextDocument,
  { pictureUrl, siteLink = (href) => href }: { pictureUrl: PictureUrl; siteLink?: (href: string) => string },
): string {
  const schema = richTextSchema();
  const cleaned = renderable(doc, schema);
  if (!cleaned || cleaned.type !== "doc") return "";
  let node: Node;
  try {
    node = Node.fromJSON(schema, cleaned);
    node.check();
  } catch {
    return paragraphsOf(cleaned);
  }
  const children = ({ children }: { children?: string | string[] }) => serializeChildrenToHTMLString(children);
  return renderToHTMLString({
    content: node,
    extensions: richTextExtensions,
    options: {
      nodeMapping: {
        // The editor keeps an empty paragraph to type into at the end; on the page it is nothing.
        paragraph: (props) => (props.node.childCount ? `<p>${children(props)}</p>` : ""),
        hardBreak: () => "<br>",
        orderedList: (props) => {
          const { start, type } = props.node.attrs;
          const from = Number.isSafeInteger(start) && start !== 1 ? ` start="${start}"` : "";
          const numbering = LIST_NUMBERING.has(type) ? ` type="${type}"` : "";
          return `<ol${from}${numbering}>${children(props)}</ol>`;
        },
        image: ({ node: picture }) => pictureHtml(picture.attrs.src, picture.attrs.alt, pictureUrl),
      },
      markMapping: {
        link: (props) => {
          const link = linkAttributes(props.mark.attrs.href);
          if (!link) return children(props);
          if (!link.rel) link.href = siteLink(link.href);
          const rel = link.rel ? ` rel="${escapeHtml(link.rel)}"` : "";
          return `<a href="${escapeHtml(link.href)}"${rel}>${children(props)}</a>`;
        },
      },
    },
  });
}
