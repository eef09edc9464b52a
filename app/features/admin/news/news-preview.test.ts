import { describe, expect, it } from "vitest";
import { newsPreview } from "./news-preview";

describe("newsPreview", () => {
  it("keeps content of 200 characters or fewer whole", () => {
    const exactly = "a".repeat(200);
    expect(newsPreview(exactly)).toBe(exactly);
    expect(newsPreview("  Harvest begins in Guji.  ")).toBe("Harvest begins in Guji.");
  });

  it("cuts longer content at 200 characters and marks the cut", () => {
    const long = `${"b".repeat(200)}TAIL`;
    expect(newsPreview(long)).toBe(`${"b".repeat(200)}...`);
  });

  it("does not leave a space before the ellipsis", () => {
    const long = `${"c".repeat(199)} more words follow`;
    expect(newsPreview(long)).toBe(`${"c".repeat(199)}...`);
  });
});
