import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toIsoDate } from "../../../common/dates";
import { REQUEST_RECORDS } from "../../../common/contract/records";
import { sampleRequestSchema } from "../../../common/schemas/sample-request";
import { buildSampleRequest } from "../../../common/testing/factories";
import { auditLog, quoteRequests, sampleRequests } from "../../db/schema";
import { newReference, referencePattern, REFERENCE_PREFIXES } from "../requests/reference";
import { createAdminTestApp, signIn } from "../../test/admin-session";
import { insertOriginTrip, insertQuoteRequest } from "../../test/request-rows";
import { parseCsv } from "../../test/csv";
import type { TestApp } from "../../test/test-app";

/** The record's fields, `id` (the reference) first: the columns of every export. */
const columnsOf = (type: keyof typeof REQUEST_RECORDS) => Object.keys(REQUEST_RECORDS[type].shape);
const today = () => toIsoDate(new Date());

describe("request exports", () => {
  let t: TestApp;
  let cookies: Record<string, string>;
  let hostileId: string;
  const SAMPLE_COUNT = 1_205; // more than two read pages

  beforeAll(async () => {
    t = await createAdminTestApp();
    cookies = await signIn(t);
    const db = t.database.db;
    await insertQuoteRequest(db);
    const hostile = await insertQuoteRequest(db, {
      firstName: '=HYPERLINK("http://evil.example","Click")',
      lastName: "+SUM(1,2)",
      company: "-2+3",
      notes: "@cmd|' /C calc'!A0",
    });
    hostileId = hostile.reference;
    // Leading tab and carriage return cannot come through the form (it trims), but could through SQL.
    await db
      .update(quoteRequests)
      .set({ city: "\tTabbed", addressLine2: "\rReturned" })
      .where(eq(quoteRequests.id, hostile.id));
    await insertOriginTrip(db, {
      selectedExperiences: ["harvest-tour", "direct-trade"],
      specialRequests: "Vegetarian, please",
    });

    const { website: _honeypot, ...sample } = sampleRequestSchema.parse(buildSampleRequest());
    await db.insert(sampleRequests).values(
      Array.from({ length: SAMPLE_COUNT }, (_, i) => ({
        ...sample,
        reference: newReference(REFERENCE_PREFIXES.sample),
        contactName: `Buyer ${i}`,
      })),
    );
  });
  afterAll(() => t.close());

  const download = (type: string, format: string) =>
    t.send({ method: "GET", url: `/api/exports/${type}/${format}`, cookies });

  it("streams a CSV of every quote request with all columns, formula cells neutralised", async () => {
    const response = await download("quote-requests", "csv");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="quote-requests-${today()}.csv"`,
    );
    expect(response.body.startsWith("\uFEFF")).toBe(true);

    const [header, ...rows] = parseCsv(response.body.slice(1));
    expect(header).toEqual(columnsOf("quote-requests"));
    expect(header![0]).toBe("id");
    expect(header).not.toContain("reference");
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row[0]).toMatch(referencePattern("Q"));
    const hostile = Object.fromEntries(
      header!.map((column, i) => [column, rows.find((row) => row[0] === hostileId)![i]]),
    );
    expect(hostile).toMatchObject({
      firstName: `'=HYPERLINK("http://evil.example","Click")`,
      lastName: "'+SUM(1,2)",
      company: "'-2+3",
      notes: "'@cmd|' /C calc'!A0",
      city: "'\tTabbed",
      addressLine2: "'\rReturned",
      phone: "'+39 055 123 4567",
      email: "maria@torrefazione.example",
      quantity: "10",
      status: "pending",
    });
    expect(hostile.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(
      await t.database.db.select().from(auditLog).where(eq(auditLog.action, "export")),
    ).toContainEqual(
      expect.objectContaining({
        actor: "admin",
        entity: "quote-requests",
        details: { format: "csv" },
      }),
    );
  });

  it("reads a long collection page by page: every row exactly once", async () => {
    const response = await download("sample-requests", "csv");
    const [header, ...rows] = parseCsv(response.body.slice(1));
    expect(header).toEqual(columnsOf("sample-requests"));
    expect(rows).toHaveLength(SAMPLE_COUNT);
    expect(new Set(rows.map((row) => row[0])).size).toBe(SAMPLE_COUNT);
    const names = new Set(rows.map((row) => row[header!.indexOf("contactName")]));
    expect(names.has("Buyer 0") && names.has(`Buyer ${SAMPLE_COUNT - 1}`)).toBe(true);
  });

  it("writes lists as text: the trip's experiences", async () => {
    const [header, row] = parseCsv((await download("origin-trips", "csv")).body.slice(1));
    expect(header).toEqual(columnsOf("origin-trips"));
    expect(row![header!.indexOf("selectedExperiences")]).toBe("harvest-tour; direct-trade");
    expect(row![header!.indexOf("specialRequests")]).toBe("Vegetarian, please");
  });

  it("streams an xlsx workbook that exceljs opens, with the rows and neutralised cells", async () => {
    const response = await download("quote-requests", "excel");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="quote-requests-${today()}.xlsx"`,
    );

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(columnsOf("quote-requests"));
    const rows = [2, 3].map((n) => (sheet.getRow(n).values as unknown[]).slice(1));
    const hostile = rows.find((row) => row[0] === hostileId)!;
    expect(hostile[header.indexOf("firstName")]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(hostile[header.indexOf("lastName")]).toBe("'+SUM(1,2)");
    expect(hostile[header.indexOf("quantity")]).toBe(10);
    // No cell of the workbook is a formula.
    sheet.eachRow((row) =>
      row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)),
    );
  });

  it("streams the long collection to xlsx too", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await download("sample-requests", "excel")).rawPayload as unknown as ArrayBuffer,
    );
    expect(workbook.worksheets[0]!.rowCount).toBe(SAMPLE_COUNT + 1);
  });

  it("names every request by the id the API gives it, never the table's serial number", async () => {
    const stored = await t.database.db.select().from(quoteRequests);
    const [header, ...rows] = parseCsv((await download("quote-requests", "csv")).body.slice(1));
    expect(rows.map((row) => row[0]).sort()).toEqual(stored.map((row) => row.reference).sort());
    expect(header).not.toContain("reference");
  });

  it("knows only the three collections and two formats", async () => {
    expect((await download("contacts", "csv")).statusCode).toBe(404);
    expect((await download("quote-requests", "pdf")).statusCode).toBe(404);
  });
});
