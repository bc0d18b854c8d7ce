import { describe, expect, it } from "vitest";
import { categoryTree } from "./category-tree";

interface Node {
  id: number;
  parentId: number | null;
  subcategories: Node[];
}
const node = (id: number, parentId: number | null): Node => ({ id, parentId, subcategories: [] });
const shape = (nodes: Node[]): unknown[] => nodes.map((top) => (top.subcategories.length ? [top.id, shape(top.subcategories)] : top.id));

describe("the category tree", () => {
  it("puts subcategories under their top-level category, in the order given", () => {
    const tree = categoryTree([node(3, null), node(5, 1), node(1, null), node(4, 3), node(2, 1)]);
    expect(shape(tree)).toEqual([[3, [4]], [1, [5, 2]]]);
  });

  it("has two levels: a category under a subcategory shows at the top", () => {
    const tree = categoryTree([node(1, null), node(2, 1), node(3, 2)]);
    expect(shape(tree)).toEqual([[1, [2]], 3]);
  });

  it("shows a category whose parent is gone at the top", () => {
    expect(shape(categoryTree([node(1, null), node(2, 99)]))).toEqual([1, 2]);
  });

  it("is empty with no categories", () => {
    expect(categoryTree([])).toEqual([]);
  });
});
