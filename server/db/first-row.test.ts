import { describe, expect, it } from "vitest";
import { firstRow } from "./first-row";

describe("firstRow", () => {
  it("returns the row a statement gave back", () => {
    expect(firstRow([{ id: 7 }], "insert offer")).toEqual({ id: 7 });
  });

  it("names the statement when it gave back nothing", () => {
    expect(() => firstRow([], "insert offer")).toThrow(new Error("insert offer: no row returned"));
  });
});
