import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { keyStep, swipeStep, useCarousel, wrapIndex } from "./use-carousel";

function Shown({ count, index }: { count: number; index?: number }) {
  const carousel = useCarousel({ count, index });
  return <p>{carousel.index}</p>;
}

describe("useCarousel", () => {
  it("wraps at both ends", () => {
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(9, 4)).toBe(1);
    expect(wrapIndex(2, 4)).toBe(2);
  });

  it("goes on with a leftward swipe, back with a rightward one, and not with a short or upright one", () => {
    expect(swipeStep({ x: 200, y: 100 }, { x: 100, y: 110 })).toBe(1);
    expect(swipeStep({ x: 100, y: 100 }, { x: 200, y: 90 })).toBe(-1);
    expect(swipeStep({ x: 100, y: 100 }, { x: 140, y: 100 })).toBe(0);
    expect(swipeStep({ x: 100, y: 100 }, { x: 160, y: 160 })).toBe(0);
  });

  it("reads the arrow keys and no other", () => {
    expect(keyStep("ArrowLeft")).toBe(-1);
    expect(keyStep("ArrowRight")).toBe(1);
    expect(keyStep("Enter")).toBe(0);
  });

  it("starts at the first item, or at the one the page holds", () => {
    expect(renderToStaticMarkup(<Shown count={3} />)).toBe("<p>0</p>");
    expect(renderToStaticMarkup(<Shown count={3} index={2} />)).toBe("<p>2</p>");
  });
});
