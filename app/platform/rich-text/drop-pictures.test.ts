import { describe, expect, it } from "vitest";
import { withoutPictures } from "./drop-pictures";

describe("a body without a deleted picture", () => {
  const gone = (src: string) => src.split("?")[0]!.endsWith("gone.jpg");

  it("removes the image nodes naming it, wherever they are, and keeps the rest", () => {
    const { doc, removed } = withoutPictures(
      {
        type: "doc",
        content: [
          { type: "paragraph", content: [{ type: "text", text: "Before" }] },
          { type: "image", attrs: { src: "/media/uploads/gone.jpg?w=640", alt: "" } },
          { type: "bulletList", content: [{ type: "listItem", content: [{ type: "image", attrs: { src: "uploads/gone.jpg" } }] }] },
          { type: "image", attrs: { src: "uploads/kept.jpg", alt: "" } },
        ],
      },
      gone,
    );
    expect(removed).toBe(2);
    expect(doc.content).toEqual([
      { type: "paragraph", content: [{ type: "text", text: "Before" }] },
      { type: "image", attrs: { src: "uploads/kept.jpg", alt: "" } },
    ]);
  });

  it("leaves a body without the picture untouched, and an emptied body one paragraph", () => {
    const body = { type: "doc" as const, content: [{ type: "paragraph" }] };
    expect(withoutPictures(body, gone)).toEqual({ doc: body, removed: 0 });
    expect(withoutPictures({ type: "doc", content: [{ type: "image", attrs: { src: "gone.jpg" } }] }, gone).doc).toEqual({ type: "doc", content: [{ type: "paragraph" }] });
  });
});
