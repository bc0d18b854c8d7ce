import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { keyStep, swipeStep, wrapIndex } from "./carousel-steps";

/*
 * What every carousel of the site does the same way (the home page's slides, a product's
 * pictures, the gallery's viewer): one item shown at a time, previous and next wrapping at both
 * ends, the arrow keys, and a swipe on a touch screen. What it draws is its own; this renders
 * nothing, so the server's HTML is the component's alone.
 */

export { keyStep, SWIPE_DISTANCE, swipeStep, wrapIndex } from "./carousel-steps";

export interface CarouselOptions {
  /** How many items there are (at least one). */
  count: number;
  /** The item shown, when the page holds it; otherwise the carousel keeps its own, from `first`. */
  index?: number;
  /** The item the carousel's own index starts from: the first unless the address names another. */
  first?: number;
  /** Told the item about to be shown (already wrapped), before it is. */
  onShow?: (index: number) => void;
  /** Leaves arrow keys pressed with Alt, Ctrl, Meta or Shift to the browser. */
  ignoreModifiedKeys?: boolean;
}

export function useCarousel({ count, index: heldIndex, first = 0, onShow, ignoreModifiedKeys = false }: CarouselOptions) {
  const [ownIndex, setOwnIndex] = useState(first);
  const held = heldIndex !== undefined;
  const index = held ? heldIndex : ownIndex;
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  const show = useCallback(
    (next: number) => {
      const target = wrapIndex(next, count);
      onShow?.(target);
      if (!held) setOwnIndex(target);
    },
    [count, onShow, held],
  );

  /** The arrow keys, on the element holding the carousel. */
  function onKeyDown(event: KeyboardEvent<Element>) {
    if (ignoreModifiedKeys && (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)) return;
    const step = keyStep(event.key);
    if (step === 0) return;
    event.preventDefault();
    show(index + step);
  }

  /** A swipe with a finger or a pen, on the element holding the pictures; a mouse drags as usual. */
  const swipe = {
    onPointerDown(event: PointerEvent<Element>) {
      swipeStart.current = event.pointerType === "mouse" ? null : { x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent<Element>) {
      const start = swipeStart.current;
      swipeStart.current = null;
      if (!start) return;
      const step = swipeStep(start, { x: event.clientX, y: event.clientY });
      if (step !== 0) show(index + step);
    },
    onPointerCancel() {
      swipeStart.current = null;
    },
  };

  return { index, show, onKeyDown, swipe };
}
