import type { Extensions } from "@tiptap/core";
import { Image, type ImageOptions } from "@tiptap/extension-image";
import { Link } from "@tiptap/extension-link";
import { StarterKit } from "@tiptap/starter-kit";
import { isSafeStorageKey } from "~/platform/storage/upload-storage";
import { isAllowedLink, isExternalLink } from "~/platform/text/safe-link";

/*
 * What a rich-text body may hold (articles, project details): paragraphs, headings of two
 * levels, bold, italic, lists, quotes, line breaks, links and pictures. The editor in the browser
 * and the server (its check of a posted document and its HTML) build their schema from this one
 * list, so the two cannot disagree about what a document is. Nothing here touches the DOM.
 */

// The one rule of link addresses (app/platform/text/safe-link.ts), offered here with the rest of
// what a document may hold.
export { isAllowedLink };

/** The longest alternative text of a picture. */
const MAX_ALT_LENGTH = 500;

// What `isAllowedLink` refuses in an address (spaces, control characters, backslashes), and the
// invisible formatting characters a stored key has no use for either.
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_KEY = /[\s\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff\\]/u;

/** `isAllowedLink` for whatever a document or a pasted page may hold in place of an address. */
const allowedAddress = (value: unknown): value is string => typeof value === "string" && isAllowedLink(value);

/**
 * The attributes a link is written with: `rel="noopener noreferrer"` when it leaves the site,
 * nothing but the address when it stays. Never a `target`: the reader decides where it opens.
 * Null for an address `isAllowedLink` refuses, which is then shown as its text alone.
 */
export function linkAttributes(href: unknown): { href: string; rel?: string } | null {
  if (!allowedAddress(href)) return null;
  return isExternalLink(href) ? { href, rel: "noopener noreferrer" } : { href };
}

/**
 * Whether `src` may name a picture: a key of the site's own files the renderer resolves (a
 * generated image such as `project/office-1`, an upload such as `uploads/2026/11/abc.jpg`).
 * Never another site's address: a picture fetched from elsewhere tells that site who reads the
 * page (a tracking pixel), and staff insert pictures by uploading them (decision 048).
 */
export function isPictureValue(src: unknown): src is string {
  if (typeof src !== "string") return false;
  return isSafeStorageKey(src) && !UNSAFE_IN_KEY.test(src) && !src.includes(":");
}

/** Whether `alt` describes a picture: some visible text, on one line, not too long. */
export function isPictureAlt(alt: unknown): alt is string {
  // eslint-disable-next-line no-control-regex
  return typeof alt === "string" && alt.trim() !== "" && alt.length <= MAX_ALT_LENGTH && !/[\u0000-\u001f\u007f]/.test(alt);
}

/** A ProseMirror attribute check: it answers by throwing, which refuses the whole document. */
const refuseUnless = (accepts: (value: unknown) => boolean, what: string) => (value: unknown) => {
  if (!accepts(value)) throw new RangeError(`Refused ${what}`);
};

const RichTextLink = Link.extend({
  // The address alone: a target, a class or a title in a document would be the document's to
  // choose, and only the rules above choose how a link is written.
  addAttributes() {
    return {
      href: {
        isRequired: true,
        validate: refuseUnless(allowedAddress, "link address"),
        parseHTML: (element: HTMLElement) => element.getAttribute("href"),
      },
    };
  },
  renderHTML({ HTMLAttributes }) {
    return ["a", linkAttributes(HTMLAttributes.href) ?? {}, 0];
  },
  // What is typed right after a link is plain text: the link ends where it was made (the
  // library makes links 'inclusive' whenever addresses are linked as typed).
  inclusive: () => false,
}).configure({
  openOnClick: false,
  autolink: true,
  linkOnPaste: true,
  protocols: [],
  defaultProtocol: "https",
  HTMLAttributes: {},
  // Pasted and typed addresses go through the same rule; an address without its scheme
  // ("example.com") is left as text rather than guessed at.
  isAllowedUri: (url) => allowedAddress(url),
  shouldAutoLink: (url) => allowedAddress(url),
});

interface RichTextImageOptions extends ImageOptions {
  /** Where the editor shows a picture from: its value resolved to an address, or null. */
  pictureUrl: ((src: string) => string | null) | null;
}

const RichTextImage = Image.extend<RichTextImageOptions>({
  addOptions() {
    return { ...this.parent!(), inline: false, allowBase64: false, HTMLAttributes: {}, resize: false, pictureUrl: null };
  },
  addAttributes() {
    return {
      src: { isRequired: true, validate: refuseUnless(isPictureValue, "picture") },
      alt: { isRequired: true, validate: refuseUnless(isPictureAlt, "picture description") },
    };
  },
  // Pictures come only from the admin's picture chooser (the setImage command): pasted or dropped
  // HTML pictures, and typed Markdown ones, are dropped.
  parseHTML: () => [],
  addInputRules: () => [],
  renderHTML({ node }) {
    const src = String(node.attrs.src);
    const url = this.options.pictureUrl ? this.options.pictureUrl(src) : src;
    return ["img", { src: allowedAddress(url) ? url : null, alt: String(node.attrs.alt) }];
  },
});

const starterKit = StarterKit.configure({
  heading: { levels: [2, 3] },
  code: false,
  codeBlock: false,
  strike: false,
  underline: false,
  horizontalRule: false,
  // Ours, below, with the address rules.
  link: false,
});

/** The one list of extensions a rich-text document is edited, checked and rendered with. */
export const richTextExtensions: Extensions = [starterKit, RichTextLink, RichTextImage];

/**
 * The same extensions for the editor, showing pictures from `pictureUrl`. Only how a picture is
 * drawn changes; the schema is the same.
 */
export function richTextEditorExtensions(pictureUrl?: (src: string) => string | null): Extensions {
  return pictureUrl ? [starterKit, RichTextLink, RichTextImage.configure({ pictureUrl })] : richTextExtensions;
}
