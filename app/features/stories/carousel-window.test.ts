import { describe, expect, it } from "vitest";
import { cardsInView, isInView, ringOrder, wrapIndex } from "./carousel-window";

describe("carousel window", () => {
  it("shows 1, 2, 3, 4 or 5 cards by breakpoint", () => {
    expect([390, 639, 640, 767, 768, 1023, 1024, 1279, 1280, 1920].map(cardsInView)).toEqual([
      1, 1, 2, 2, 3, 3, 4, 4, 5, 5,
    ]);
  });

  it("wraps both ways round the ring", () => {
    expect(wrapIndex(9, 1, 10)).toBe(0);
    expect(wrapIndex(0, -1, 10)).toBe(9);
    expect(wrapIndex(3, -13, 10)).toBe(0);
  });

  it("renders the neighbour before the first slide in view first", () => {
    expect(ringOrder(0, 10)).toEqual([9, 0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ringOrder(9, 10)).toEqual([8, 9, 0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it("knows which slides are in view across the wrap", () => {
    const inView = Array.from({ length: 10 }, (_, i) => i).filter((i) => isInView(i, 8, 4, 10));
    expect(inView).toEqual([0, 1, 8, 9]);
    expect(isInView(2, 8, 4, 10)).toBe(false);
  });
});
