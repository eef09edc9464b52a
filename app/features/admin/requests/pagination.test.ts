import { describe, expect, it } from "vitest";
import {
  clampPage,
  entriesSummary,
  pageCount,
  pageSlice,
  paginationWindow,
  type PageLink,
} from "./pagination";

/** The window as a compact string: '1 … 4 5 6 7 8 … 20'. */
function show(links: PageLink[]): string {
  return links.map((link) => (link.kind === "page" ? String(link.page) : "…")).join(" ");
}

describe("pageCount and pageSlice", () => {
  it("pages 15 rows at a time and always has at least one page", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(15)).toBe(1);
    expect(pageCount(16)).toBe(2);
    const rows = Array.from({ length: 40 }, (_, index) => index + 1);
    expect(pageSlice(rows, 1)).toEqual(rows.slice(0, 15));
    expect(pageSlice(rows, 3)).toEqual([31, 32, 33, 34, 35, 36, 37, 38, 39, 40]);
  });

  it("clamps a page beyond the end to the last page", () => {
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(0, 3)).toBe(1);
    expect(pageSlice([1, 2, 3], 5, 2)).toEqual([3]);
  });
});

describe("paginationWindow", () => {
  it("lists every page when there are five or fewer", () => {
    expect(show(paginationWindow(1, 1))).toBe("1");
    expect(show(paginationWindow(2, 5))).toBe("1 2 3 4 5");
  });

  it("shows five pages around the current one with ellipses towards far ends", () => {
    expect(show(paginationWindow(1, 20))).toBe("1 2 3 4 5 … 20");
    expect(show(paginationWindow(10, 20))).toBe("1 … 8 9 10 11 12 … 20");
    expect(show(paginationWindow(20, 20))).toBe("1 … 16 17 18 19 20");
  });

  it("leaves out an ellipsis that would hide no page", () => {
    expect(show(paginationWindow(4, 7))).toBe("1 2 3 4 5 6 7");
    expect(show(paginationWindow(4, 8))).toBe("1 2 3 4 5 6 … 8");
    expect(show(paginationWindow(5, 8))).toBe("1 … 3 4 5 6 7 8");
  });
});

describe("entriesSummary", () => {
  it("reads 'Showing x to y of z entries'", () => {
    expect(entriesSummary(1, 0)).toBe("Showing 0 to 0 of 0 entries");
    expect(entriesSummary(1, 7)).toBe("Showing 1 to 7 of 7 entries");
    expect(entriesSummary(2, 40)).toBe("Showing 16 to 30 of 40 entries");
    expect(entriesSummary(3, 40)).toBe("Showing 31 to 40 of 40 entries");
  });
});
