// The looping carousel's arithmetic, kept pure so it can be tested without a browser.

/** Cards in view per breakpoint (Tailwind's sm, md, lg, xl), widest first. */
export const CARDS_PER_BREAKPOINT = [
  { minWidth: 1280, cards: 5 },
  { minWidth: 1024, cards: 4 },
  { minWidth: 768, cards: 3 },
  { minWidth: 640, cards: 2 },
] as const;

export function cardsInView(viewportWidth: number): number {
  return CARDS_PER_BREAKPOINT.find(({ minWidth }) => viewportWidth >= minWidth)?.cards ?? 1;
}

/** `index` moved by `step`, wrapping round a ring of `count`. */
export function wrapIndex(index: number, step: number, count: number): number {
  return (((index + step) % count) + count) % count;
}

/**
 * The slides in render order: the one before the first in view, then the rest of the ring.
 * The leading neighbour lets the track slide in either direction without a gap.
 */
export function ringOrder(first: number, count: number): number[] {
  return Array.from({ length: count }, (_, offset) => wrapIndex(first, offset - 1, count));
}

/** Whether slide `index` is among the `inView` slides starting at `first`. */
export function isInView(index: number, first: number, inView: number, count: number): boolean {
  return wrapIndex(index, -first, count) < Math.min(inView, count);
}
