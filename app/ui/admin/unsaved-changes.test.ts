import { describe, expect, it } from "vitest";
import {
  askBeforeUnload,
  hasUnsavedChanges,
  leavesEditor,
  mayDiscard,
  startingValues,
} from "~/ui/admin/unsaved-changes";

/*
 * The editor's unsaved changes, with values shaped as the editor loads them (strings, 'on' for a
 * switch that is on, the colour pictures as a list) and as the form then holds them (blank fields
 * missing, keys in the order they were typed in).
 */

const loaded = {
  title: "Cedar Classic",
  content: "Wide planks.",
  categoryId: "3",
  size: "1520*228*7mm",
  series: "",
  color: "",
  level: "",
  packing: "",
  displayOrder: "40",
  isPublished: "on",
  isFeatured: "",
  picture: "uploads/2026/11/cedar.jpg",
  seoTitle: "",
  seoDescription: "",
  seoKeywords: "",
  images: [
    { imageUrl: "uploads/2026/11/honey.jpg", altText: "Honey" },
    { imageUrl: "uploads/2026/11/smoke.jpg", altText: "" },
  ],
  position: "4",
  positionWas: "4",
  version: "7",
  overwriteVersion: "",
};

/** The form's values as it starts: what it was given, blank fields left out. */
const untouched = () => structuredClone(startingValues(loaded)) as Record<string, unknown>;

describe("startingValues", () => {
  it("leaves out blank fields and an empty picture list, and keeps the rest as loaded", () => {
    const values = startingValues({ ...loaded, images: [] });
    expect(Object.keys(values).sort()).toEqual(
      [
        "title",
        "content",
        "categoryId",
        "size",
        "displayOrder",
        "isPublished",
        "picture",
        "position",
        "positionWas",
        "version",
      ].sort(),
    );
    expect(values.title).toBe("Cedar Classic");
    expect(values.isPublished).toBe("on");
  });

  it("keeps a picture list that has pictures", () => {
    expect(startingValues(loaded).images).toEqual(loaded.images);
  });
});

describe("hasUnsavedChanges", () => {
  it("finds none in the form as it was loaded", () => {
    expect(hasUnsavedChanges(untouched(), loaded)).toBe(false);
  });

  it("finds none in a new product's empty form", () => {
    const empty = {
      ...loaded,
      title: "",
      content: "",
      categoryId: "",
      size: "",
      isPublished: "",
      picture: "",
      images: [],
      position: "",
      positionWas: "",
      version: "",
      displayOrder: "0",
    };
    expect(hasUnsavedChanges(startingValues(empty), empty)).toBe(false);
    expect(hasUnsavedChanges({}, empty)).toBe(false);
  });

  it("sees a typed field, a cleared one, and a switch turned off", () => {
    expect(hasUnsavedChanges({ ...untouched(), series: "Not saved yet" }, loaded)).toBe(true);
    const cleared = untouched();
    delete cleared.size;
    expect(hasUnsavedChanges(cleared, loaded)).toBe(true);
    const off = untouched();
    delete off.isPublished;
    expect(hasUnsavedChanges(off, loaded)).toBe(true);
  });

  it("takes a field typed in and emptied again, or given as null, for no change", () => {
    expect(hasUnsavedChanges({ ...untouched(), series: "" }, loaded)).toBe(false);
    expect(hasUnsavedChanges({ ...untouched(), seoTitle: null }, loaded)).toBe(false);
  });

  it("does not mind the order of the keys", () => {
    const reversed = Object.fromEntries(Object.entries(untouched()).reverse());
    expect(hasUnsavedChanges(reversed, loaded)).toBe(false);
    const images = [
      { altText: "Honey", imageUrl: "uploads/2026/11/honey.jpg" },
      { altText: "", imageUrl: "uploads/2026/11/smoke.jpg" },
    ];
    expect(hasUnsavedChanges({ ...untouched(), images }, loaded)).toBe(false);
  });

  it("sees a picture added, removed, moved or renamed in the colour list", () => {
    const [honey, smoke] = loaded.images;
    const added = [...loaded.images, { imageUrl: "uploads/2026/11/ash.jpg", altText: "" }];
    expect(hasUnsavedChanges({ ...untouched(), images: added }, loaded)).toBe(true);
    expect(hasUnsavedChanges({ ...untouched(), images: [honey] }, loaded)).toBe(true);
    expect(hasUnsavedChanges({ ...untouched(), images: [smoke, honey] }, loaded)).toBe(true);
    expect(
      hasUnsavedChanges(
        { ...untouched(), images: [{ ...honey, altText: "Amber" }, smoke] },
        loaded,
      ),
    ).toBe(true);
    const none = untouched();
    delete none.images;
    expect(hasUnsavedChanges(none, loaded)).toBe(true);
  });

  it("ignores the form's bookkeeping: version, intent, the position it had, the list order, Conform's own keys", () => {
    const bookkept = {
      ...untouched(),
      version: "8",
      intent: "save",
      overwriteVersion: "8",
      positionWas: "9",
      displayOrder: "10",
      __conform_state: "x",
    };
    expect(hasUnsavedChanges(bookkept, loaded)).toBe(false);
  });

  it("sees a new position in the list, which the person typed", () => {
    expect(hasUnsavedChanges({ ...untouched(), position: "1" }, loaded)).toBe(true);
  });
});

describe("leavesEditor", () => {
  const at = (pathname: string) => ({ pathname });
  it("holds back going to another page", () => {
    expect(
      leavesEditor({ currentLocation: at("/admin/products/12"), nextLocation: at("/admin") }),
    ).toBe(true);
    expect(
      leavesEditor({
        currentLocation: at("/admin/products/12"),
        nextLocation: at("/admin/activity"),
      }),
    ).toBe(true);
  });

  it("lets the editor change its own query (a tab, a saved notice) without asking", () => {
    expect(
      leavesEditor({
        currentLocation: at("/admin/products/12"),
        nextLocation: at("/admin/products/12"),
      }),
    ).toBe(false);
  });
});

describe("askBeforeUnload", () => {
  /** An unload as a browser sends it: cancellable, with a `returnValue` the page may set. */
  const unload = () => {
    const event = new Event("beforeunload", { cancelable: true });
    Object.defineProperty(event, "returnValue", { value: true, writable: true });
    return event as Event & { returnValue: unknown };
  };

  it("makes the browser ask while on, and stops when told", () => {
    const page = new EventTarget();
    const stop = askBeforeUnload(page);
    const first = unload();
    page.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(first.returnValue).toBe("");

    stop();
    const second = unload();
    page.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
    expect(second.returnValue).toBe(true);
  });
});

describe("mayDiscard", () => {
  it("throws nothing away without asking when there are changes", () => {
    const asked: string[] = [];
    expect(mayDiscard(true, () => (asked.push("restore"), false))).toBe(false);
    expect(mayDiscard(true, () => (asked.push("restore"), true))).toBe(true);
    expect(asked).toEqual(["restore", "restore"]);
  });

  it("does not ask when there is nothing to lose", () => {
    let asked = false;
    expect(mayDiscard(false, () => ((asked = true), false))).toBe(true);
    expect(asked).toBe(false);
  });
});
