// The spec sheet PDF holds every fact of the lot's page on one A4 page, for every seeded lot.
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quoteRegion, availabilityLabel } from "../../../common/constants";
import type { Offer } from "../../../common/contract/records";
import { lotFactGroups } from "../../../common/lot-facts";
import { lotPrice, positionText } from "../../../common/lot-terms";
import { dayMonthYearText } from "../../../common/trade-figures";
import { company } from "../../../content/company";
import { mediaImages, mediaUsages, offers } from "../../db/schema";
import { newImageId } from "../media/service";
import { pdfText } from "../../test/pdf-text";
import { createTestApp, type TestApp } from "../../test/test-app";

/** As the standard fonts write typographic marks; whitespace as one space. */
function plain(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
}

/** The size of each image XObject the PDF's one page draws. */
async function pageImages(pdf: Uint8Array): Promise<{ width: number; height: number }[]> {
  const [page] = (await PDFDocument.load(pdf)).getPages();
  const objects = page!.node.Resources()?.lookupMaybe(PDFName.of("XObject"), PDFDict);
  return (objects?.values() ?? []).flatMap((ref) => {
    const stream = page!.doc.context.lookup(ref);
    if (!(stream instanceof PDFRawStream)) return [];
    const { dict } = stream;
    if (dict.get(PDFName.of("Subtype")) !== PDFName.of("Image")) return [];
    return [
      {
        width: Number(dict.get(PDFName.of("Width"))),
        height: Number(dict.get(PDFName.of("Height"))),
      },
    ];
  });
}

/** Every fact the lot's page shows (app/features/offers/lot-sheet.tsx), as text. */
function pageFacts(lot: Offer): string[] {
  const price = lotPrice(lot.pricePerLbs, lot.priceBasis, lot.warehouseLocation);
  return [
    lot.name,
    quoteRegion(lot.region),
    lot.producer,
    lot.farm,
    availabilityLabel(lot.availability),
    ...(price ? [price.perLb, price.perKg, price.basis] : ["Price on request"]),
    lot.processing,
    lot.grade,
    positionText(lot),
    ...lotFactGroups(lot).flatMap((group) => [
      group.title,
      ...group.facts.flatMap(([label, value]) => [label, value]),
    ]),
    "Flavour notes",
    ...lot.flavorProfile,
    "About this lot",
    lot.description,
  ].filter((fact) => fact.trim() !== "");
}

describe("GET /api/offers/:id/spec-sheet.pdf", () => {
  let t: TestApp;
  let ids: number[];
  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { PUBLIC_URL: "https://coffee.example" } });
    ids = (await t.database.db.select({ id: offers.id }).from(offers)).map((row) => row.id);
  });
  afterAll(() => t.close());

  it("holds, for every seeded lot, each fact of its page, the exporter, the issue date and the page's address on one A4 page", async () => {
    expect(ids.length).toBeGreaterThan(5);
    for (const id of ids) {
      const lot: Offer = (await t.app.inject({ url: `/api/offers/${id}` })).json();
      const before = dayMonthYearText(new Date());
      const response = await t.app.inject({ url: `/api/offers/${id}/spec-sheet.pdf` });
      const after = dayMonthYearText(new Date());
      expect(response.statusCode).toBe(200);
      const sheet = await pdfText(response.rawPayload);

      expect(sheet.pageCount, lot.name).toBe(1);
      expect(sheet.pageSizes[0]!.map(Math.round)).toEqual([595, 842]);
      for (const fact of pageFacts(lot)) expect(sheet.text, lot.name).toContain(plain(fact));
      expect(lotFactGroups(lot).map((group) => group.title)).toContain("Traceability (EUDR)");
      expect(sheet.text).toContain(lot.traceabilityBatch!);
      expect(sheet.text).toMatch(/\d+ plots?: /);
      // The contact facts are the desk's site settings (server/modules/site-settings).
      expect(sheet.text).toContain(company.name);
      expect([`Issued ${before}`, `Issued ${after}`].some((d) => sheet.text.includes(d))).toBe(
        true,
      );
      expect(sheet.text).toContain(`https://coffee.example/offers/${id}`);
    }
  });

  it("is sent as a download named after the lot, titled with its name", async () => {
    const id = ids[0]!;
    const lot: Offer = (await t.app.inject({ url: `/api/offers/${id}` })).json();
    const response = await t.app.inject({ url: `/api/offers/${id}/spec-sheet.pdf` });
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toMatch(
      new RegExp(`^attachment; filename="lot-${id}-[a-z0-9-]+-spec-sheet\\.pdf"$`),
    );
    expect((await PDFDocument.load(response.rawPayload)).getTitle()).toBe(
      `${lot.name} - spec sheet`,
    );
  });

  it("draws the lot's first photograph (its JPEG, read from the media store) under the title, with its caption and credit", async () => {
    const [id, otherId] = ids;
    const lot: Offer = (await t.app.inject({ url: `/api/offers/${id}` })).json();
    const imageId = newImageId();
    const jpeg = await sharp({
      create: { width: 1280, height: 853, channels: 3, background: "#6b4a2b" },
    })
      .jpeg()
      .toBuffer();
    await t.app.mediaStore.put(imageId, [
      { name: "1280.jpg", contentType: "image/jpeg", bytes: jpeg },
    ]);
    await t.database.db.insert(mediaImages).values({
      id: imageId,
      fileName: "drying-beds.jpg",
      sourceType: "jpeg",
      alt: "Cherries drying on raised beds",
      caption: "Raised beds at the washing station",
      credit: "Abyssinia Green Coffee",
      width: 1280,
      height: 853,
      widths: [640, 1280],
      jpegWidth: 1280,
      placeholder: "data:image/webp;base64,UklGRg==",
    });
    await t.database.db
      .insert(mediaUsages)
      .values({ imageId, placeKind: "lot", placeKey: String(id), position: 0 });

    const response = await t.app.inject({ url: `/api/offers/${id}/spec-sheet.pdf` });
    expect(response.statusCode).toBe(200);
    expect(await pageImages(response.rawPayload)).toEqual([{ width: 1280, height: 853 }]);
    const sheet = await pdfText(response.rawPayload);
    expect(sheet.pageCount).toBe(1);
    expect(sheet.text).toContain(
      "Raised beds at the washing station - Photograph: Abyssinia Green Coffee",
    );
    // The facts are all still on the one page.
    for (const fact of pageFacts(lot)) expect(sheet.text, lot.name).toContain(plain(fact));

    // A lot without photographs has no picture; one whose file is gone is sent without it.
    const other = await t.app.inject({ url: `/api/offers/${otherId}/spec-sheet.pdf` });
    expect(await pageImages(other.rawPayload)).toEqual([]);
    await t.app.mediaStore.remove(imageId, ["1280.jpg"]);
    const missing = await t.app.inject({ url: `/api/offers/${id}/spec-sheet.pdf` });
    expect(missing.statusCode).toBe(200);
    expect(await pageImages(missing.rawPayload)).toEqual([]);
    await t.database.db.delete(mediaImages);
  });

  it("keeps a lot with the longest description the form takes (5,000 characters) on one page", async () => {
    const id = ids[0]!;
    let long = "";
    for (let n = 1; long.length < 4950; n += 1)
      long += `Sentence ${n} about drying on raised beds for twenty days. `;
    await t.database.db.update(offers).set({ description: long.slice(0, 5000).trim() });
    const response = await t.app.inject({ url: `/api/offers/${id}/spec-sheet.pdf` });
    const sheet = await pdfText(response.rawPayload);
    expect(sheet.pageCount).toBe(1);
    expect(sheet.text).toContain("Sentence 1 about drying");
    // Whatever does not fit says where the rest is, and the address is there.
    if (!sheet.text.includes(plain(long)))
      expect(sheet.text).toContain("(continued on the lot page)");
    expect(sheet.text).toContain(`https://coffee.example/offers/${id}`);
  });

  it("answers 404 NOT_FOUND for a lot that is not there", async () => {
    const response = await t.app.inject({ url: "/api/offers/424242/spec-sheet.pdf" });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("NOT_FOUND");
  });
});
