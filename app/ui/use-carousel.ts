import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";

/*
 * What every carousel of the site does the same way (the home page's slides, a product's
 * pictures, the gallery's viewer): one item shown at a time, previous and next wrapping at both
 * ends, the arrow keys, and a swipe on a touch screen. What it draws is its own; this renders
 * nothing, so the server's HTML is the component's alone.
 */

/** Wraps at both ends: one before the first is the last, one after the last is the first. */
export function wrapIndex(index: number, count: number) {
  return ((index % count) + count) % count;
}

/** Smallest horizontal travel, in CSS pixels, that counts as a swipe. */
export const SWIPE_DISTANCE = 48;

/** The step a swipe from `start` to `end` makes: 1 (next) leftwards, -1 rightwards, 0 when it was no swipe. */
export function swipeStep(start: { x: number; y: number }, end: { x: number; y: number }): -1 | 0 | 1 {
  const dx = end.x - start.x;
  if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(end.y - start.y) * 1.5) return dx < 0 ? 1 : -1;
  return 0;
}

/** The step a key makes: the left arrow back, the right arrow on; 0 for any other key. */
export function keyStep(key: string): -1 | 0 | 1 {
  return key === "ArrowLeft" ? -1 : key === "ArrowRight" ? 1 : 0;
}

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
