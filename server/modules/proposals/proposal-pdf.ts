// A proposal as a PDF of one A4 page, attached to the buyer's mail: who offers (the exporter's
// name and contact), to whom, the lot's facts, the price and terms, how long it holds, and its
// reference. pdf-lib's standard fonts, as the lot's spec sheet (server/modules/offers/spec-sheet.ts).
import { PDFDocument, StandardFonts, type Color, type PDFFont, type PDFPage } from "pdf-lib";
import { lotFactGroups } from "../../../common/lot-facts";
import { proposalBasisText, proposalPrices, validUntilText } from "../../../common/proposal";
import { bagsText } from "../../../common/lot-terms";
import { dayMonthYearText } from "../../../common/trade-figures";
import type { SiteSettings } from "../../../common/contract/site-settings";
import { company } from "../../../content/company";
import {
  ACCENT,
  drawLetterhead,
  footContact,
  HEIGHT,
  INK,
  LINE,
  MUTED,
  PRIMARY,
  WIDTH,
  type Fonts,
} from "../offers/letterhead";
import { offerRecordOf } from "../offers/service";
import { drawable, wrap } from "../offers/spec-sheet";
import type { ProposalContext } from "./service";

const MARGIN = 48;
const CONTENT = WIDTH - 2 * MARGIN;
const FLOOR = MARGIN + 70;

/** Writes top-down; stops quietly at the footer (a long message ends with a pointer to the mail). */
class Writer {
  y = HEIGHT - 110;
  constructor(
    private readonly page: PDFPage,
    private readonly fonts: Fonts,
  ) {}

  text(
    value: string,
    size: number,
    font: PDFFont,
    color: Color = INK,
    x = MARGIN,
    width = CONTENT,
  ) {
    for (const line of wrap(value, font, size, width)) {
      if (this.y - size * 1.35 < FLOOR) return false;
      this.y -= size * 1.35;
      this.page.drawText(line, { x, y: this.y, size, font, color });
    }
    return true;
  }

  heading(title: string) {
    if (this.y - 40 < FLOOR) return;
    this.y -= 14;
    this.text(title, 12.5, this.fonts.serif, PRIMARY);
    this.y -= 4;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: WIDTH - MARGIN, y: this.y },
      thickness: 0.8,
      color: ACCENT,
    });
  }

  /** Label on the left, value beside it. */
  rows(rows: readonly (readonly [string, string])[]) {
    const size = 9.2;
    const labelWidth = 150;
    for (const [label, value] of rows) {
      if (!value) continue;
      const lines = wrap(value, this.fonts.bold, size, CONTENT - labelWidth);
      if (this.y - (lines.length + 0.5) * size * 1.35 < FLOOR) return;
      this.y -= size * 1.35;
      this.page.drawText(drawable(label), {
        x: MARGIN,
        y: this.y,
        size,
        font: this.fonts.regular,
        color: MUTED,
      });
      lines.forEach((line, index) => {
        this.page.drawText(line, {
          x: MARGIN + labelWidth,
          y: this.y - index * size * 1.35,
          size,
          font: this.fonts.bold,
          color: INK,
        });
      });
      this.y -= (lines.length - 1) * size * 1.35 + 4;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: WIDTH - MARGIN, y: this.y },
        thickness: 0.4,
        color: LINE,
      });
    }
  }
}

function drawFooter(
  page: PDFPage,
  fonts: Fonts,
  {
    validUntil,
    lotPage,
    house,
  }: { validUntil: string; lotPage: string | null; house: SiteSettings },
) {
  const top = MARGIN + 52;
  page.drawLine({
    start: { x: MARGIN, y: top },
    end: { x: WIDTH - MARGIN, y: top },
    thickness: 0.8,
    color: PRIMARY,
  });
  const { name, lines } = footContact(house);
  const contact = [name, ...lines].join("  -  ");
  let y = top - 14;
  for (const line of wrap(contact, fonts.regular, 8.2, CONTENT)) {
    page.drawText(line, { x: MARGIN, y, size: 8.2, font: fonts.regular, color: INK });
    y -= 11;
  }
  const holds = `This proposal holds until ${validUntil} (end of day, UTC), subject to the lot's availability when accepted.`;
  const note = lotPage ? `${holds} Every fact of the lot: ${lotPage}` : holds;
  for (const line of wrap(note, fonts.regular, 8.2, CONTENT)) {
    page.drawText(line, { x: MARGIN, y, size: 8.2, font: fonts.regular, color: MUTED });
    y -= 11;
  }
}

/**
 * The proposal's PDF; its file name in the mail is `proposal-<reference>.pdf`. Its foot gives the
 * exporter's contact facts set in the desk (`house`) and, with `publicUrl`, links the lot's page,
 * where every fact of the lot is (the page may not hold them all).
 */
export async function proposalPdf(
  { proposal, request, lot }: ProposalContext,
  house: SiteSettings,
  publicUrl?: string,
  issuedAt = new Date(),
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Proposal ${proposal.reference}`);
  pdf.setAuthor(company.name);
  pdf.setSubject("Green coffee proposal");
  pdf.setCreationDate(issuedAt);
  const page = pdf.addPage([WIDTH, HEIGHT]);
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    serif: await pdf.embedFont(StandardFonts.TimesRomanBold),
  };
  const validUntil = validUntilText(proposal.validUntil);
  drawLetterhead(page, fonts, {
    margin: MARGIN,
    title: `PROPOSAL ${proposal.reference}`,
    issued: dayMonthYearText(issuedAt),
  });
  const writer = new Writer(page, fonts);
  const coffee = lot?.name ?? request.coffeeName;
  writer.text(coffee, 22, fonts.serif);
  writer.text(
    `Prepared for ${request.firstName} ${request.lastName}, ${request.company} (${request.country}), in answer to quote request ${request.reference}.`,
    10,
    fonts.regular,
    MUTED,
  );

  const prices = proposalPrices(proposal.pricePerLb);
  writer.heading("Price and terms");
  writer.rows([
    ["Price", `${prices.perLb} (${prices.perKg})`],
    ["Price basis", proposalBasisText(proposal.priceBasis, proposal.basisPlace)],
    ["Quantity", bagsText(proposal.quantityBags)],
    ["Shipment period", proposal.shipmentPeriod],
    ["Payment terms", proposal.paymentTerms],
    ["Valid until", validUntil],
    ["Reference", proposal.reference],
  ]);

  if (proposal.message) {
    writer.heading("Message");
    if (!writer.text(proposal.message, 9.4, fonts.regular))
      writer.text("(continued in our email)", 9.4, fonts.regular, MUTED);
  }

  if (lot) {
    // The lot's own facts, as its page and spec sheet list them, but its offered price: the
    // proposal's price is the one that counts here.
    for (const group of lotFactGroups(offerRecordOf({ ...lot, images: [] }))) {
      const facts = group.facts.filter(([label]) => !/price/i.test(label));
      if (facts.length === 0) continue;
      writer.heading(group.title);
      writer.rows(facts);
    }
  } else {
    writer.heading("Coffee");
    writer.rows([
      ["Coffee", request.coffeeName],
      ["Region", request.region],
      ["Grade", request.grade],
      ["Processing", request.processing],
    ]);
  }

  drawFooter(page, fonts, {
    validUntil,
    lotPage: lot && publicUrl ? `${publicUrl}/offers/${lot.id}` : null,
    house,
  });
  return pdf.save();
}
