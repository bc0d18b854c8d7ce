/*
 * The steps every carousel of the site takes, as plain functions: the React hook (use-carousel.ts)
 * and the modules of pages without the app (islands/gallery-viewer.ts) read them alike.
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
