/*
 * The category tree, as the specification has it: top-level categories, each with its
 * subcategories (two levels). The public filters, the sitemap, /api/categories and the admin's
 * Categories page all read it through this one rule.
 */

/** A category as the tree holds it: its parent's id (null at the top) and its subcategories. */
export interface TreeNode<N> {
  id: number;
  parentId: number | null;
  subcategories: N[];
}

/**
 * Puts each node under its parent, in the order given (display order), and answers the top level.
 * Two levels: a category whose parent is itself a subcategory, or whose parent is missing, shows
 * at the top, so no category is ever out of sight (the admin never writes a third level).
 */
export function categoryTree<N extends TreeNode<N>>(nodes: readonly N[]): N[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const roots: N[] = [];
  for (const node of nodes) {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    if (parent && parent.parentId === null) parent.subcategories.push(node);
    else roots.push(node);
  }
  return roots;
}
