import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PgTable } from "drizzle-orm/pg-core";
import {
  buildContact,
  buildOriginTrip,
  buildQuoteRequest,
  buildSampleRequest,
} from "../../../common/testing/factories";
import { contacts, originTripRequests, quoteRequests, sampleRequests } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { post, rowCount } from "./test-kit";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMIT_FORM_MAX: "3" } });
});
afterAll(() => t.close());

const forms: [url: string, body: object, table: PgTable][] = [
  ["/api/quote-requests", buildQuoteRequest(), quoteRequests],
  ["/api/sample-requests", buildSampleRequest(), sampleRequests],
  ["/api/origin-trips", buildOriginTrip(), originTripRequests],
  ["/api/contact", buildContact(), contacts],
];

describe("form rate limit", () => {
  it.each(forms)(
    "answers the 4th POST to %s from one address with 429 and stores nothing",
    async (url, body, table) => {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await post(t, url, body)).statusCode);
      expect(statuses).toEqual([201, 201, 201]);

      const refused = await post(t, url, body);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: {
          code: "RATE_LIMIT_EXCEEDED",
          message: "Too many requests. Please wait a moment and try again.",
          details: { retryAfterSeconds: expect.any(Number) },
        },
        requestId: refused.headers["x-request-id"],
      });
      expect(await rowCount(t, table)).toBe(3);
    },
  );

  it("counts another address separately", async () => {
    const response = await t.send({
      method: "POST",
      url: "/api/contact",
      payload: buildContact(),
      remoteAddress: "198.51.100.7",
    });
    expect(response.statusCode).toBe(201);
  });
});
