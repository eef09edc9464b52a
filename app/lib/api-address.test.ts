import { describe, expect, it } from "vitest";
import { urlFor } from "./api-address";

describe("the address of a call", () => {
  it("encodes the path parameters and keeps only the query values given", () => {
    expect(urlFor("GET /api/offers/:id/spec-sheet.pdf", { params: { id: 7 } })).toBe(
      "/api/offers/7/spec-sheet.pdf",
    );
    expect(
      urlFor("GET /api/offers/export.csv", {
        query: { q: "guji & sidamo", region: "", sort: "price" },
      }),
    ).toBe("/api/offers/export.csv?q=guji+%26+sidamo&sort=price");
  });

  it("refuses to leave a path parameter unfilled", () => {
    expect(() => urlFor("GET /api/offers/:id", { params: {} } as never)).toThrow(
      "/api/offers/:id: missing path parameter id",
    );
  });
});
