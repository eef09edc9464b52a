// A drawn reference that another request (or contact message) already holds: the generator is
// stubbed to repeat one.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  buildContact,
  buildOriginTrip,
  buildQuoteRequest,
  buildSampleRequest,
} from "../../../common/testing/factories";
import {
  contacts,
  originTripRequests,
  outbox,
  quoteRequests,
  sampleRequests,
} from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { newReference } from "./reference";
import { latestOutboxRow, post, rowCount } from "./test-kit";

vi.mock("./reference", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./reference")>();
  return { ...actual, newReference: vi.fn(actual.newReference) };
});
const draw = vi.mocked(newReference);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_FORM_MAX: "1000" } });
});
afterAll(() => t.close());

/** A 201's body: the request's record under its name, or a contact message's `id`. */
interface Reply {
  id: string;
  quoteRequest: { id: string };
  sampleRequest: { id: string };
  originTripRequest: { id: string };
}

const kinds = [
  {
    url: "/api/quote-requests",
    idOf: (body: Reply) => body.quoteRequest.id,
    table: quoteRequests,
    build: () => buildQuoteRequest(),
  },
  {
    url: "/api/sample-requests",
    idOf: (body: Reply) => body.sampleRequest.id,
    table: sampleRequests,
    build: () => buildSampleRequest(),
  },
  {
    url: "/api/origin-trips",
    idOf: (body: Reply) => body.originTripRequest.id,
    table: originTripRequests,
    build: () => buildOriginTrip(),
  },
  {
    url: "/api/contact",
    idOf: (body: Reply) => body.id,
    table: contacts,
    build: () => buildContact(),
  },
] as const;

describe.each(kinds)(
  "POST $url when the drawn reference is taken",
  ({ url, idOf, table, build }) => {
    it("draws again and files the request under a reference of its own", async () => {
      const first = await post(t, url, build());
      expect(first.statusCode, first.body).toBe(201);
      const taken = idOf(first.json());

      const mailsBefore = await rowCount(t, outbox);
      draw.mockReturnValueOnce(taken).mockReturnValueOnce(taken);
      const second = await post(t, url, build());
      expect(second.statusCode, second.body).toBe(201);
      const reference = idOf(second.json());
      expect(reference).not.toBe(taken);
      expect(await rowCount(t, table)).toBe(2);
      // The draws that clashed queued no mail: two, for the request filed.
      expect(await rowCount(t, outbox)).toBe(mailsBefore + 2);
      // The mails name the reference the request was filed under.
      const confirmation = await latestOutboxRow(t, () => true, "confirmation");
      expect(confirmation.subject).toContain(reference);
    });

    it("gives up after a few draws with a server error and stores nothing", async () => {
      const before = await rowCount(t, table);
      const mailsBefore = await rowCount(t, outbox);
      const [row] = await t.database.db.select({ reference: table.reference }).from(table).limit(1);
      draw.mockReturnValue(row!.reference);
      try {
        const response = await post(t, url, build());
        expect(response.statusCode).toBe(500);
        expect(response.json().error.code).toBe("INTERNAL_ERROR");
      } finally {
        draw.mockReset();
      }
      expect(await rowCount(t, table)).toBe(before);
      expect(await rowCount(t, outbox)).toBe(mailsBefore);
    });
  },
);
