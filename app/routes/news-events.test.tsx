import { describe, expect, it } from "vitest";
import { buildNewsEventRecord } from "~common/testing/records";
import { errorReply, stubApi } from "~/test/api-stub";
import { browserQueryClient } from "~/lib/query-layer";
import { clientLoader } from "./news-events";

const HARVEST = buildNewsEventRecord({ id: 1, title: "Harvest 2025 begins in Guji" });

describe("/news-events arriving from another page", () => {
  it("reads the items through the API once per visit", async () => {
    const api = stubApi({ "GET /api/news-events": { body: [HARVEST] } });
    expect(await clientLoader().items).toEqual([HARVEST]);
    expect(await clientLoader().items).toEqual([HARVEST]);
    expect(api.callsTo("GET /api/news-events")).toHaveLength(1);
    browserQueryClient().clear();
  });

  it("reads a failed read as an empty list, not an error (spec section 8)", async () => {
    stubApi({
      "GET /api/news-events": errorReply(400, "VALIDATION_ERROR", "Not for this test"),
    });
    expect(await clientLoader().items).toEqual([]);
    browserQueryClient().clear();
  });
});
