import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { galleries, galleryCategories } from "../../../content/galleries";
import { GalleryList } from "./gallery-board";
import { ALL_GALLERIES, filterGalleries, NO_GALLERIES_MESSAGE } from "./gallery-filter";

describe("gallery filter", () => {
  it("shows every gallery for All and one per category", () => {
    expect(filterGalleries(galleries, ALL_GALLERIES).map((g) => g.title)).toEqual([
      "Farm Life",
      "Processing",
      "Quality",
      "Events",
    ]);
    for (const category of galleryCategories) {
      expect(filterGalleries(galleries, category).map((g) => g.category)).toEqual([category]);
    }
  });

  it("finds nothing for a category without galleries", () => {
    expect(filterGalleries(galleries.slice(0, 1), "Events")).toEqual([]);
  });

  it("says so when the chosen category has no gallery", () => {
    const empty = renderToStaticMarkup(
      createElement(GalleryList, { galleries: galleries.slice(0, 1), filter: "Events" }),
    );
    expect(empty).toContain(NO_GALLERIES_MESSAGE);
    expect(NO_GALLERIES_MESSAGE).toBe("No galleries found for the selected category.");
    const full = renderToStaticMarkup(createElement(GalleryList, { galleries, filter: "Events" }));
    expect(full).not.toContain(NO_GALLERIES_MESSAGE);
    expect(full).toContain("Events");
  });
});
