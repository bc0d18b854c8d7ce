import { describe, expect, it } from "vitest";
import { withoutPicturesIn } from "./drop-pictures";

describe("a record's fields without a deleted picture", () => {
  const gone = (value: string) => value.split("?")[0]!.endsWith("gone.jpg");
  const body = (src: string) => ({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Oak" }] }, { type: "image", attrs: { src, alt: "" } }] });
  const fields = [
    { key: "picture", kind: "picture", required: true },
    { key: "portrait", kind: "picture" },
    { key: "gallery", kind: "pictures" },
    { key: "images", kind: "colourImages" },
    { key: "body", kind: "richText" },
    { key: "bodyFr", kind: "richText" },
    { key: "title", kind: "text" },
  ] as const;

  it("empties a picture, drops a list's items and a body's images, saying what it did to which field", () => {
    const removal = withoutPicturesIn(fields, {
      picture: "uploads/gone.jpg",
      portrait: "uploads/kept.jpg",
      gallery: [{ picture: "/media/uploads/gone.jpg?w=640", alt: "Hall" }, { picture: "uploads/kept.jpg", alt: "Stair" }],
      images: [{ imageUrl: "uploads/gone.jpg", altText: "Harbour Grey" }],
      body: body("uploads/gone.jpg"),
      // A form posts a body as its JSON text: it stays text.
      bodyFr: JSON.stringify(body("uploads/gone.jpg")),
      title: "uploads/gone.jpg",
    }, gone);
    expect(removal.fields).toEqual(["picture", "gallery", "images", "body", "bodyFr"]);
    expect(removal.effects).toEqual(["required", "pictures", "richText"]);
    expect(removal.required).toEqual(["picture"]);
    expect(removal.data).toMatchObject({ picture: "", portrait: "uploads/kept.jpg", gallery: [{ picture: "uploads/kept.jpg" }], images: [], title: "uploads/gone.jpg" });
    expect(JSON.stringify(removal.data.body)).not.toContain("gone.jpg");
    expect(typeof removal.data.bodyFr).toBe("string");
    expect(removal.data.bodyFr).not.toContain("gone.jpg");
  });

  it("changes nothing in a record that does not name it", () => {
    const data = { picture: "uploads/kept.jpg", body: body("uploads/kept.jpg"), bodyFr: "not a document" };
    const removal = withoutPicturesIn(fields, data, gone);
    expect(removal).toEqual({ data, fields: [], effects: [], required: [] });
  });
});
