import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildOffer } from "../../../common/testing/factories";
import { auditLog } from "../../db/schema";
import { createAdminTestApp, signIn } from "../../test/admin-session";
import type { TestApp } from "../../test/test-app";

describe("offer desk", () => {
  let t: TestApp;
  let cookies: Record<string, string>;
  beforeAll(async () => {
    t = await createAdminTestApp();
    cookies = await signIn(t);
  });
  afterAll(() => t.close());

  const save = (method: "POST" | "PUT", url: string, payload: object) =>
    t.send({ method, url, payload, cookies });
  const lastAudit = async () =>
    (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

  it("creates an offer (201) with its flavour notes trimmed and de-duplicated", async () => {
    const response = await save(
      "POST",
      "/api/offers",
      buildOffer({ flavorProfile: [" Blueberry ", "blueberry", "Jasmine", "  "] }),
    );
    expect(response.statusCode).toBe(201);
    const offer = response.json();
    expect(offer).toMatchObject({
      id: expect.any(Number),
      name: "Guji Hambela Natural G1",
      flavorProfile: ["Blueberry", "Jasmine"],
      pricePerLbs: 4.35,
    });
    expect(offer.createdAt).toEqual(expect.any(String));
    const list = (await t.app.inject({ url: "/api/offers" })).json();
    expect(list.map((o: { id: number }) => o.id)).toContain(offer.id);
    expect(await lastAudit()).toMatchObject({
      actor: "admin",
      action: "create",
      entity: "offers",
      entityId: String(offer.id),
    });
  });

  it("takes the spec's input defaults for fields the body leaves out; lotSize stays required", async () => {
    const {
      cupScore: _c,
      pricePerLbs: _p,
      availability: _a,
      sampleAvailable: _s,
      ...bare
    } = buildOffer();
    const response = await save("POST", "/api/offers", bare);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      cupScore: 80,
      pricePerLbs: 0,
      availability: "in-stock",
      sampleAvailable: true,
    });
    const { lotSize: _l, ...noLotSize } = buildOffer();
    const refused = await save("POST", "/api/offers", noLotSize);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.fields).toContainEqual({
      field: "lotSize",
      message: "Lot size is required",
    });
  });

  it.each([
    [{ flavorProfile: [] }, "flavorProfile", "Please add at least one flavor note"],
    [{ flavorProfile: ["  ", ""] }, "flavorProfile", "Please add at least one flavor note"],
    [{ cupScore: 79.9 }, "cupScore", "Cup score must be at least 80"],
    [{ cupScore: 100.5 }, "cupScore", "Cup score must be at most 100"],
    [{ lotSize: 0 }, "lotSize", "Lot size must be at least 1"],
    [{ lotSize: "" }, "lotSize", "Lot size is required"],
    [{ pricePerLbs: -0.01 }, "pricePerLbs", "Price cannot be negative"],
    [{ pricePerLbs: 4.355 }, "pricePerLbs", "Price can have at most 2 decimal places"],
    [{ description: "  " }, "description", "Description is required"],
    [{ region: "Kenya" }, "region", "Please choose a region from the list"],
    [{ processing: "Wet-hulled" }, "processing", "Please choose a processing method from the list"],
    [{ moisturePercent: 31 }, "moisturePercent", "Moisture must be between 5 and 20 %"],
    [{ position: "warehouse" }, "position", "Please choose At origin, Afloat or In warehouse"],
    [{ bagsRemaining: 500 }, "bagsRemaining", "Bags remaining cannot be more than the lot size"],
    [
      {
        farmPlots: {
          type: "Polygon",
          coordinates: [
            [
              [38, 6],
              [38.1, 6],
              [38.1, 6.1],
            ],
          ],
        },
      },
      "farmPlots",
      "Each farm plot polygon must close: at least 4 positions, the last equal to the first",
    ],
    [
      { farmPlots: "not geojson" },
      "farmPlots",
      "Farm plots must be GeoJSON text (a .geojson file)",
    ],
    [
      { farmPlots: { type: "Point", coordinates: [200, 6] } },
      "farmPlots",
      "Farm plot coordinates must be [longitude, latitude] in degrees",
    ],
  ])("refuses %j with 400 on %s: %s", async (override, field, message) => {
    const response = await save("POST", "/api/offers", buildOffer(override as never));
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details.fields).toContainEqual({ field, message });
  });

  it("stores the trade terms and answers them back; a lot saved without them has nulls", async () => {
    const plots = {
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          properties: { plot: "KG-0611" },
          geometry: {
            type: "Polygon",
            coordinates: [
              [
                [38.2087, 6.1395],
                [38.2117, 6.1395],
                [38.2117, 6.1425],
                [38.2087, 6.1395],
              ],
            ],
          },
        },
      ],
    };
    const created = await save(
      "POST",
      "/api/offers",
      buildOffer({
        position: "in-warehouse",
        priceBasis: "ex-warehouse",
        warehouseLocation: "Hamburg",
        certifications: ["fair-trade", "organic"],
        farmPlots: JSON.stringify(plots),
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const listed = (await t.app.inject({ url: "/api/offers" }))
      .json()
      .find((o: { id: number }) => o.id === created.json().id);
    expect(listed).toMatchObject({
      cropYear: "2025/26",
      moisturePercent: 10.8,
      waterActivity: 0.56,
      densityGramsPerLitre: 760,
      screenSize: "14+",
      bagSizeKg: 60,
      packaging: "60 kg jute with GrainPro",
      position: "in-warehouse",
      priceBasis: "ex-warehouse",
      warehouseLocation: "Hamburg",
      certifications: ["fair-trade", "organic"],
      traceabilityBatch: "ETH-ECTA-GJ-2526-00142",
      farmPlots: plots,
    });

    const bare = await save(
      "POST",
      "/api/offers",
      buildOffer({
        cropYear: undefined,
        moisturePercent: undefined,
        position: undefined,
        certifications: undefined,
        farmPlots: undefined,
      }),
    );
    expect(bare.json()).toMatchObject({
      cropYear: null,
      moisturePercent: null,
      position: null,
      certifications: [],
      farmPlots: null,
    });
  });

  it("updates an offer (200) and answers 404 for one that does not exist", async () => {
    const created = (await save("POST", "/api/offers", buildOffer())).json();
    const response = await save(
      "PUT",
      `/api/offers/${created.id}`,
      buildOffer({ availability: "sold-out", cupScore: 90, farm: "" }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: created.id,
      availability: "sold-out",
      cupScore: 90,
      farm: "",
    });
    expect(await lastAudit()).toMatchObject({
      action: "update",
      entity: "offers",
      entityId: String(created.id),
    });

    const missing = await save("PUT", "/api/offers/999999", buildOffer());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("NOT_FOUND");
  });

  it("refuses a lot whose facts contradict each other, naming every field, and stores nothing", async () => {
    const listed = async () => (await t.app.inject({ url: "/api/offers" })).json().length;
    const before = await listed();
    // This season's harvest, still being picked: in stock, afloat, its moisture unmarked.
    const nextJanuary = new Date().getUTCFullYear() + 1;
    const contradictory = buildOffer({
      availability: "in-stock",
      position: "afloat",
      harvestDate: `Nov ${nextJanuary - 1} - Jan ${nextJanuary}`,
      cropYear: `${nextJanuary - 1}/${String(nextJanuary % 100).padStart(2, "0")}`,
      shipmentMonth: "",
      moisturePercent: 10.6,
      waterActivity: "",
      densityGramsPerLitre: 760,
    });
    const response = await save("POST", "/api/offers", contradictory);
    expect(response.statusCode, response.body).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.message).toBe(
      "A lot afloat is in no warehouse until it lands, so it is not In Stock",
    );
    const harvest = `The harvest runs until January ${nextJanuary}`;
    expect(error.details.fields).toEqual([
      { field: "availability", message: error.message },
      { field: "position", message: error.message },
      {
        field: "availability",
        message: `${harvest}: until then the lot is not In Stock (it can be Pre-Ship)`,
      },
      {
        field: "harvestDate",
        message: `${harvest}: until then the lot is not In Stock (it can be Pre-Ship)`,
      },
      { field: "position", message: `${harvest}: until then the lot is at origin` },
      { field: "harvestDate", message: `${harvest}: until then the lot is at origin` },
      ...["moisturePercent", "densityGramsPerLitre", "preShipmentFigures"].map((field) => ({
        field,
        message: `${harvest}: moisture and density measured before then are pre-shipment figures. Mark them so, or leave them blank`,
      })),
    ]);
    expect(await listed()).toBe(before);

    // The same words on an edit; the lot keeps what it had.
    const created = (await save("POST", "/api/offers", buildOffer())).json();
    const edit = await save(
      "PUT",
      `/api/offers/${created.id}`,
      buildOffer({ availability: "pre-ship", position: "in-warehouse", shipmentMonth: "" }),
    );
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error.details.fields).toEqual([
      {
        field: "availability",
        message: "A lot in warehouse has shipped and landed, so it is not Pre-Ship",
      },
      {
        field: "position",
        message: "A lot in warehouse has shipped and landed, so it is not Pre-Ship",
      },
    ]);
    const kept = (await t.app.inject({ url: `/api/offers/${created.id}` })).json();
    expect(kept).toMatchObject({ availability: "in-stock", position: "at-origin" });

    // Marked as pre-shipment figures and offered Pre-Ship at origin, the same lot is saved.
    const agreeing = await save("POST", "/api/offers", {
      ...contradictory,
      availability: "pre-ship",
      position: "at-origin",
      shipmentMonth: `${nextJanuary}-03`,
      preShipmentFigures: true,
    });
    expect(agreeing.statusCode, agreeing.body).toBe(201);
    expect(agreeing.json()).toMatchObject({ preShipmentFigures: true, moisturePercent: 10.6 });
  });

  it("deletes an offer ({ success: true }), then 404", async () => {
    const created = (await save("POST", "/api/offers", buildOffer())).json();
    const response = await t.send({ method: "DELETE", url: `/api/offers/${created.id}`, cookies });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await lastAudit()).toMatchObject({
      action: "delete",
      entity: "offers",
      entityId: String(created.id),
    });
    expect(
      (await t.send({ method: "DELETE", url: `/api/offers/${created.id}`, cookies })).statusCode,
    ).toBe(404);
  });

  it.each(["abc", "0", "-1", "1.5", "99999999999", "1e3"])(
    "answers id %s with 400, never 500",
    async (id) => {
      const put = await save("PUT", `/api/offers/${id}`, buildOffer());
      expect(put.statusCode).toBe(400);
      expect(put.json().error.message).toBe("The id must be a positive whole number.");
      expect(
        (await t.send({ method: "DELETE", url: `/api/offers/${id}`, cookies })).statusCode,
      ).toBe(400);
    },
  );
});
