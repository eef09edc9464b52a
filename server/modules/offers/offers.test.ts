import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";

describe("GET /api/offers/:id", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it("answers one lot, as the list has it", async () => {
    const [first] = (await t.app.inject({ url: "/api/offers" })).json();
    const response = await t.app.inject({ url: `/api/offers/${first.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(first);
  });

  it("answers 404 NOT_FOUND for a lot that is not there, 400 for an id that is not one", async () => {
    const missing = await t.app.inject({ url: "/api/offers/999999" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({
      code: "NOT_FOUND",
      message: "The requested item was not found.",
      details: null,
    });
    expect((await t.app.inject({ url: "/api/offers/lot-7" })).statusCode).toBe(400);
  });
});
