import type { RichTextDocument, RichTextNode } from "./document";

/*
 * A body without some of its pictures: every image node whose address `drop` names is removed
 * (a deleted picture, decision 068). A block left with nothing in it becomes an empty paragraph,
 * as ProseMirror keeps no empty container; a body left empty is one empty paragraph.
 */

/** The body without the pictures `drop` names, and whether any was removed. */
export function withoutPictures(doc: RichTextDocument, drop: (src: string) => boolean): { doc: RichTextDocument; removed: number } {
  let removed = 0;
  const walk = (node: RichTextNode): RichTextNode | null => {
    if (node.type === "image" && typeof node.attrs?.src === "string" && drop(node.attrs.src)) {
      removed += 1;
      return null;
    }
    if (!node.content) return node;
    const content = node.content.map(walk).filter((child): child is RichTextNode => child !== null);
    if (content.length === node.content.length) return node;
    if (content.length > 0) return { ...node, content };
    // A paragraph or heading may be empty; a list item or a quote may not.
    return node.type === "paragraph" || node.type === "heading" ? { ...node, content: undefined } : null;
  };
  const content = doc.content.map(walk).filter((child): child is RichTextNode => child !== null);
  if (removed === 0) return { doc, removed };
  return { doc: { type: "doc", content: content.length ? content : [{ type: "paragraph" }] }, removed };
}
