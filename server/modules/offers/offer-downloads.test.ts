import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Offer } from "../../../common/contract/records";
import { toIsoDate } from "../../../common/dates";
import { listOffers, readOfferFilters } from "../../../common/offer-list";
import { offerSchema } from "../../../common/schemas/offer";
import { buildOffer } from "../../../common/testing/factories";
import { offers } from "../../db/schema";
import { parseCsv } from "../../test/csv";
import { createTestApp, type TestApp } from "../../test/test-app";

describe("offer downloads (public)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    // A lot whose text a spreadsheet would otherwise run as formulas.
    await t.database.db.insert(offers).values(
      offerSchema.parse(
        buildOffer({
          name: '=HYPERLINK("http://evil.example","Guji")',
          producer: "+cmd|' /C calc'!A0",
          region: "Guji",
          certifications: [],
          otherCertifications: "@SUM(1+1)",
        }),
      ),
    );
  });
  afterAll(() => t.close());

  const csv = async (query = "") => {
    const response = await t.app.inject({ url: `/api/offers/export.csv${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return { response, rows: parseCsv(response.body.replace(/^\uFEFF/, "")) };
  };

  const SOLD_OUT = ["Yirgacheffe Banko Gotiti Anaerobic Natural", "Guji Hambela Grade 3 Natural"];

  it("downloads every lot as CSV, newest first, the sold-out ones last", async () => {
    const { response, rows } = await csv();
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="offers-${toIsoDate(new Date())}.csv"`,
    );
    const [header, ...lots] = rows;
    expect(header).toEqual(expect.arrayContaining(["Lot", "Price (USD/lb)", "Price (USD/kg)"]));
    const names = lots.map((row) => row[0]);
    expect(names).toHaveLength(10); // the 9 seeded lots and the hostile one
    expect([...names.slice(8)].sort()).toEqual([...SOLD_OUT].sort());
    const column = (name: string) => header!.indexOf(name);
    const kebado = lots.find((row) => row[0] === "Sidamo Kebado Grade 1 Natural")!;
    expect(kebado[column("Price basis")]).toBe("ex-warehouse Antwerp bonded warehouse");
    expect(kebado[column("Price (USD/lb)")]).toBe("6.3");
    expect(kebado[column("Price (USD/kg)")]).toBe("13.89");
    expect(kebado[column("Position")]).toBe("In warehouse");
    expect(kebado[column("Packaging")]).toBe("60 kg jute with GrainPro");
    // One altitude, the range; figures of a pre-shipment sample say so.
    expect(header).not.toContain("Altitude");
    expect(kebado[column("Altitude min (m)")]).toBe("1950");
    expect(kebado[column("Pre-shipment figures")]).toBe("No");
    const chelchele = lots.find((row) => row[0] === "Yirgacheffe Chelchele Grade 1 Washed")!;
    expect(chelchele[column("Pre-shipment figures")]).toBe("Yes");
  });

  it("applies the page's filters and order from the query", async () => {
    const { rows } = await csv("?region=Guji&sort=price");
    expect(rows.slice(1).map((row) => row[0])).toEqual([
      '\'=HYPERLINK("http://evil.example","Guji")',
      "Guji Goro Muda Honey",
      "Guji Arsosala Grade 1 Natural",
      "Guji Hambela Grade 3 Natural",
    ]);
    const preShip = await csv("?region=Guji&sort=price&availability=pre-ship");
    expect(preShip.rows.slice(1).map((row) => row[0])).toEqual([
      "Guji Goro Muda Honey",
      "Guji Arsosala Grade 1 Natural",
    ]);
    const organic = await csv("?certification=organic&position=at-origin&q=yirgacheffe");
    // The seed dates its lots in list order, Chelchele the newest.
    expect(organic.rows.slice(1).map((row) => row[0])).toEqual([
      "Yirgacheffe Chelchele Grade 1 Washed",
      "Yirgacheffe Konga Grade 2 Washed",
    ]);
  });

  /** The lot names of the Excel download for a query. */
  const workbookNames = async (query: string) => {
    const response = await t.app.inject({ url: `/api/offers/export.xlsx${query}` });
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const names: string[] = [];
    workbook.getWorksheet("offers")!.eachRow((row, index) => {
      if (index > 1) names.push(String(row.getCell(1).value));
    });
    return names;
  };

  const LIST_QUERIES = [
    "",
    "?availability=all",
    "?availability=in-stock",
    "?availability=pre-ship",
    "?availability=sold-out",
    "?availability=sold-out&sort=cup-score",
    "?region=Guji",
    "?region=Atlantis",
    "?region=Atlantis&availability=sold-out",
  ];

  it("lists in GET /api/offers?..., CSV and Excel the lots /offers shows, in every filter", async () => {
    const every: Offer[] = (await t.app.inject({ url: "/api/offers" })).json();
    expect(every).toHaveLength(10);
    for (const query of LIST_QUERIES) {
      const filters = readOfferFilters(new URLSearchParams(query));
      const shown = listOffers(every, filters).shown.map((lot) => lot.name);
      // Without a query the API answers every lot as stored, newest first (the admin's list).
      const api = await t.app.inject({ url: `/api/offers${query || "?sort=newest"}` });
      expect(api.statusCode, query).toBe(200);
      expect(
        api.json().map((lot: Offer) => lot.name),
        query,
      ).toEqual(shown);
      expect(
        (await csv(query)).rows.slice(1).map((row) => row[0]),
        query,
      ).toEqual(shown.map((name) => name.replace(/^=/, "'=")));
      expect(await workbookNames(query), query).toEqual(
        shown.map((name) => name.replace(/^=/, "'=")),
      );
    }
  });

  it("downloads the sold-out lots under Sold Out, and no lot for a region that names none", async () => {
    for (const query of ["?availability=sold-out", "?availability=Sold%20Out"]) {
      expect([...(await workbookNames(query))].sort(), query).toEqual([...SOLD_OUT].sort());
      const { rows } = await csv(query);
      expect(
        rows
          .slice(1)
          .map((row) => row[0])
          .sort(),
        query,
      ).toEqual([...SOLD_OUT].sort());
    }
    for (const query of ["?region=Atlantis", "?region=Jimma", "?region=Atlantis&q=guji"]) {
      expect((await t.app.inject({ url: `/api/offers${query}` })).json(), query).toEqual([]);
      const { rows } = await csv(query);
      expect(rows, query).toHaveLength(1); // the header alone
      expect(rows[0]).toContain("Lot");
      expect(await workbookNames(query), query).toEqual([]);
    }
  });

  it("neutralises cells a spreadsheet would run as formulas", async () => {
    const { rows } = await csv("?q=evil");
    const [header, lot] = rows;
    expect(lot![0]).toBe('\'=HYPERLINK("http://evil.example","Guji")');
    expect(lot![header!.indexOf("Producer")]).toBe("'+cmd|' /C calc'!A0");
    expect(lot![header!.indexOf("Certifications")]).toBe("'@SUM(1+1)");
  });

  it("downloads the same list as an Excel workbook", async () => {
    const response = await t.app.inject({ url: "/api/offers/export.xlsx?sort=cup-score" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="offers-${toIsoDate(new Date())}.xlsx"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("offers")!;
    expect(sheet.rowCount).toBe(11);
    expect(sheet.getRow(1).getCell(1).value).toBe("Lot");
    // Highest cup score first among the lots not sold out: Arsosala (89.25).
    expect(sheet.getRow(2).getCell(1).value).toBe("Guji Arsosala Grade 1 Natural");
  });

  it("refuses a malformed query with 400, never 500", async () => {
    for (const path of ["/api/offers", "/api/offers/export.csv"]) {
      const response = await t.app.inject({ url: `${path}?q=a&q=b` });
      expect(response.statusCode, path).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_ERROR");
      const long = await t.app.inject({ url: `${path}?region=${"x".repeat(201)}` });
      expect(long.statusCode, path).toBe(400);
    }
  });
});
