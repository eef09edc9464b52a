import { PDFDocument } from "pdf-lib";
import { inflateSync } from "node:zlib";
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

/** The text a PDF draws: its content streams inflated, pdf-lib's hex strings decoded. */
function pageText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const streams: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    try {
      streams.push(inflateSync(pdf.subarray(start, raw.indexOf("endstream", start))).toString());
    } catch {
      // not a deflated stream (fonts, metadata)
    }
  }
  return streams
    .join("\n")
    .replace(/<([0-9A-Fa-f]+)>/g, (_hex, digits: string) =>
      Buffer.from(digits, "hex").toString("latin1"),
    );
}

describe("GET /api/offers/:id/spec-sheet.pdf", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it("downloads the lot's spec sheet: one A4 page with its name, facts and link", async () => {
    const [lot] = (await t.app.inject({ url: "/api/offers" })).json();
    const response = await t.app.inject({ url: `/api/offers/${lot.id}/spec-sheet.pdf` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toMatch(
      new RegExp(`^attachment; filename="lot-${lot.id}-[a-z0-9-]+-spec-sheet\\.pdf"$`),
    );
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`${lot.name} - spec sheet`);
    const text = pageText(response.rawPayload);
    for (const fact of [lot.name, "Cup score", `${lot.cupScore} points`, `${lot.lotSize} bags`])
      expect(text).toContain(fact);
    expect(text).toContain(`/offers/${lot.id}`);
  });

  it("answers 404 NOT_FOUND for a lot that is not there", async () => {
    const response = await t.app.inject({ url: "/api/offers/424242/spec-sheet.pdf" });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("NOT_FOUND");
  });
});
