import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { galleryFilters } from "../../../content/galleries";
import { seededGalleries } from "~common/testing/stories";
import { GalleryList } from "./gallery-board";
import { ALL_GALLERIES, filterGalleries } from "./gallery-filter";

const galleries = seededGalleries();

describe("gallery filter", () => {
  it("shows every gallery for All and, for each category badge, that category's gallery", () => {
    expect(filterGalleries(galleries, ALL_GALLERIES).map((g) => g.slug)).toEqual([
      "farm-life",
      "processing",
      "quality",
      "events",
    ]);
    // Every badge the visitor can press finds something on the page as it ships.
    for (const filter of galleryFilters.filter((filter) => filter !== ALL_GALLERIES)) {
      expect(filterGalleries(galleries, filter).map((g) => g.category)).toEqual([filter]);
    }
  });

  it("finds nothing for a category without galleries", () => {
    expect(filterGalleries(galleries.slice(0, 1), "Events")).toEqual([]);
  });

  it("says so when the chosen category has no gallery", () => {
    const empty = renderToStaticMarkup(
      createElement(GalleryList, { galleries: galleries.slice(0, 1), filter: "Events" }),
    );
    expect(empty).toContain("No galleries found for the selected category.");
  });
});
