import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { OFFER_REGIONS, varietyGroups, type CoffeeCategory } from "../../../common/constants";
import { coffeeCatalog } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
const CATEGORIES: CoffeeCategory[] = ["Speciality", "Commercial"];

describe("GET /api/coffee/regions", () => {
  it("lists every region once, in the order of the spec's maps, with a public cache header", async () => {
    const response = await get("/api/coffee/regions");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      "Guji",
      "Yirgacheffe",
      "Nekemt",
      "Benchi Maji",
      "Sidamo",
      "Jimma/Limmu",
    ]);
    expect([...response.json()].sort()).toEqual([...OFFER_REGIONS].sort());
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
  });
});

describe("GET /api/coffee/processing-methods/:category", () => {
  it.each(CATEGORIES)("lists Washed and Natural for %s", async (category) => {
    const response = await get(`/api/coffee/processing-methods/${category}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(["Washed", "Natural"]);
  });

  it.each(["Specialty", "specialty", "Premium", "%20"])(
    "refuses the category %j with 400 VALIDATION_ERROR",
    async (category) => {
      const response = await get(`/api/coffee/processing-methods/${category}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: "VALIDATION_ERROR",
        message: "Category must be Speciality or Commercial",
      });
    },
  );
});

describe("GET /api/coffee/grades/:category", () => {
  it("lists grades as ascending numbers: specialty 1-2, commercial 3-4", async () => {
    expect((await get("/api/coffee/grades/Speciality")).json()).toEqual([1, 2]);
    expect((await get("/api/coffee/grades/Commercial")).json()).toEqual([3, 4]);
  });

  it("refuses an unknown category", async () => {
    const response = await get("/api/coffee/grades/Exotic");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("VALIDATION_ERROR");
  });
});

describe("GET /api/coffee/varieties/:region/:category", () => {
  it("answers a region name with a slash when it is encoded (Jimma%2FLimmu)", async () => {
    const response = await get("/api/coffee/varieties/Jimma%2FLimmu/Speciality");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(["Debakulu", "Andracha", "Limmu Genet"]);
    const commercial = await get(
      `/api/coffee/varieties/${encodeURIComponent("Jimma/Limmu")}/Commercial`,
    );
    expect(commercial.json()).toEqual(["Limmu Kossa", "Gomma", "Mana", "Agaro", "Seka Chekorsa"]);
  });

  it("answers the spec's specialty varieties of Guji and Yirgacheffe, in order", async () => {
    expect((await get("/api/coffee/varieties/Guji/Speciality")).json()).toEqual([
      "Hambela",
      "Uraga",
      "Shakiso",
      "Kercha",
      "Danse Mormora",
      "Gogogu",
      "Buqui",
      "Terbe",
      "Arsosala",
      "Muda Tetesa",
    ]);
    expect((await get("/api/coffee/varieties/Yirgacheffe/Speciality")).json()).toEqual([
      "Halo Beriti",
      "Banko Gotiti",
      "Adado",
      "Konga",
      "Worka",
      "Shale",
      "Gelana Abaya",
      "Chelchele",
      "Koke",
      "Idido",
      "Chelbesa",
      "Chelba",
    ]);
  });

  it("shows Nekemt and Benchi Maji specialty coffees as one group called Regional", async () => {
    expect((await get("/api/coffee/varieties/Nekemt/Speciality")).json()).toEqual(["Regional"]);
    expect((await get("/api/coffee/varieties/Benchi%20Maji/Speciality")).json()).toEqual([
      "Regional",
    ]);
  });

  it("matches the fixed region-to-variety maps for every region and category", async () => {
    for (const category of CATEGORIES) {
      for (const region of OFFER_REGIONS) {
        const response = await get(
          `/api/coffee/varieties/${encodeURIComponent(region)}/${category}`,
        );
        expect(response.json(), `${region} ${category}`).toEqual(varietyGroups(category, region));
      }
    }
  });

  it("answers an unknown region with an empty list, and never a 500 for odd text", async () => {
    const unknown = await get("/api/coffee/varieties/Kaffa/Speciality");
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual([]);
    const long = await get(`/api/coffee/varieties/${"x".repeat(99)}/Commercial`);
    expect(long.statusCode).toBe(200);
    expect(long.json()).toEqual([]);
    const tooLong = await get(`/api/coffee/varieties/${"x".repeat(500)}/Commercial`);
    // Longer than any region column can hold: it names nothing, so 404 in the error envelope.
    expect(tooLong.statusCode).toBe(404);
    expect(tooLong.json().error.code).toBe("NOT_FOUND");
    const nul = await get("/api/coffee/varieties/Gu%00ji/Speciality");
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.code).toBe("VALIDATION_ERROR");
  });

  it("refuses an unknown category", async () => {
    const response = await get("/api/coffee/varieties/Guji/Premium");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("VALIDATION_ERROR");
  });
});

describe("GET /api/coffee/options", () => {
  it("lists the options of a category with id, region, variety, processingMethod and grade", async () => {
    const response = await get("/api/coffee/options?category=Speciality");
    expect(response.statusCode).toBe(200);
    const options = response.json();
    const stored = await t.database.db
      .select()
      .from(coffeeCatalog)
      .where(eq(coffeeCatalog.category, "Speciality"))
      .orderBy(asc(coffeeCatalog.id));
    expect(options).toEqual(
      stored.map(({ id, region, variety, processingMethod, grade }) => ({
        id,
        region,
        variety,
        processingMethod,
        grade,
      })),
    );
    expect(options.length).toBeGreaterThan(30);
    expect(options).toContainEqual(expect.objectContaining({ region: "Nekemt", variety: null }));
    expect(new Set(options.map((o: { grade: number }) => o.grade))).toEqual(new Set([1, 2]));
  });

  it("filters by processing method and region", async () => {
    const response = await get(
      `/api/coffee/options?category=Commercial&processingMethod=Natural&region=${encodeURIComponent("Jimma/Limmu")}`,
    );
    const options = response.json();
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) {
      expect(option).toMatchObject({ region: "Jimma/Limmu", processingMethod: "Natural" });
      expect([3, 4]).toContain(option.grade);
    }
    const all = (await get("/api/coffee/options?category=Commercial")).json();
    expect(options.length).toBeLessThan(all.length);
  });

  it("treats blank filters as absent and an unknown region as no options", async () => {
    const blank = (
      await get("/api/coffee/options?category=Commercial&processingMethod=&region=")
    ).json();
    const all = (await get("/api/coffee/options?category=Commercial")).json();
    expect(blank).toEqual(all);
    const unknown = await get("/api/coffee/options?category=Commercial&region=Atlantis");
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual([]);
  });

  it("requires a known category", async () => {
    for (const url of [
      "/api/coffee/options",
      "/api/coffee/options?category=",
      "/api/coffee/options?category=Instant",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code, url).toBe("VALIDATION_ERROR");
    }
  });
});

describe("catalog rate limit", () => {
  it("applies the read tier", async () => {
    const limited = await createTestApp({ seed: true, env: { RATE_LIMIT_READ_MAX: "2" } });
    try {
      const responses = [];
      for (let i = 0; i < 3; i++)
        responses.push(await limited.app.inject({ url: "/api/coffee/regions" }));
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 429]);
      expect(responses[2]!.json().error.code).toBe("RATE_LIMIT_EXCEEDED");
    } finally {
      await limited.close();
    }
  });
});
