import { describe, expect, it } from "vitest";
import { checkCopyFields, type CopyField } from "./working-copy-fields";

const fields: CopyField[] = [
  { key: "title", kind: "text" },
  { key: "body", kind: "richText" },
  { key: "pictures", kind: "pictures" },
  { key: "hours", kind: "openingHours" },
];

describe("what a working copy may hold", () => {
  it("keeps the declared fields and the form's own in their kinds' shapes, without the form's bookkeeping", () => {
    const copy = {
      title: "Oiled or lacquered?",
      body: '{"type":"doc","content":[]}',
      pictures: [{ picture: "a.jpg", alt: "An oak floor" }],
      hours: { days: [{ day: "monday", open: "09:00", close: "17:00" }], exceptions: [] },
      position: "4",
      version: "3",
      intent: "save",
      overwriteVersion: "",
      // The editor's tab on show, and the mark of a form opened on a draft of changes.
      tab: "images",
      fromChanges: "1",
    };
    expect(checkCopyFields(copy, fields, ["position"])).toEqual({
      ok: true,
      fields: { title: copy.title, body: copy.body, pictures: copy.pictures, hours: copy.hours, position: "4" },
    });
  });

  it("refuses what no field of the form holds, and values in another kind's shape", () => {
    expect(checkCopyFields({ isPublished: "on" }, fields)).toMatchObject({ ok: false, error: "isPublished is not a field of this form" });
    expect(checkCopyFields({ title: ["a"] }, fields)).toMatchObject({ ok: false });
    expect(checkCopyFields({ title: { text: "a" } }, fields)).toMatchObject({ ok: false });
    expect(checkCopyFields({ pictures: "a.jpg" }, fields)).toMatchObject({ ok: false });
    expect(checkCopyFields({ pictures: [{ picture: { nested: "x" } }] }, fields)).toMatchObject({ ok: false });
    expect(checkCopyFields({ position: ["4"] }, fields, ["position"])).toMatchObject({ ok: false });
    expect(checkCopyFields({ title: 12 }, fields)).toMatchObject({ ok: false });
  });

  it("refuses what is not a record, and sizes no editor reaches", () => {
    for (const value of [null, "title", 12, [], [{ title: "a" }]]) expect(checkCopyFields(value, fields)).toMatchObject({ ok: false });
    expect(checkCopyFields({ body: "x".repeat(200_001) }, fields)).toMatchObject({ ok: false });
    expect(checkCopyFields({ body: "x".repeat(200_000) }, fields)).toMatchObject({ ok: true });
    expect(checkCopyFields({ pictures: Array.from({ length: 501 }, () => ({ picture: "a.jpg" })) }, fields)).toMatchObject({ ok: false });
    let deep: unknown = "09:00";
    for (let level = 0; level < 8; level++) deep = [deep];
    expect(checkCopyFields({ hours: deep }, fields)).toMatchObject({ ok: false });
  });
});
