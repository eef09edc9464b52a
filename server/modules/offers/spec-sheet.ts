// One lot's spec sheet as a PDF of one A4 page: the facts a buyer files or forwards, with units.
// Built with pdf-lib's standard fonts (WinAnsi): characters they cannot draw become "?".
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { quoteRegion } from "../../../common/constants";
import type { Offer } from "../../../common/contract/records";
import { lotFactGroups } from "../../../common/lot-facts";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const GREEN = rgb(0.122, 0.318, 0.208);
const INK = rgb(0.11, 0.1, 0.09);
const MUTED = rgb(0.42, 0.4, 0.37);
const LINE = rgb(0.87, 0.85, 0.8);
const SELLER = "Abyssinia Green Coffee";

/** What the standard fonts can draw: WinAnsi; anything else would throw, so it becomes "?". */
function drawable(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, "?");
}

/** Splits text into lines no wider than `width`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of drawable(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

class Sheet {
  private y = A4[1] - MARGIN;
  constructor(
    private readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  text(text: string, options: { size: number; bold?: boolean; color?: typeof INK; gap?: number }) {
    const font = options.bold ? this.bold : this.regular;
    for (const line of wrap(text, font, options.size, A4[0] - 2 * MARGIN)) {
      this.y -= options.size * 1.3;
      this.page.drawText(line, {
        x: MARGIN,
        y: this.y,
        size: options.size,
        font,
        color: options.color ?? INK,
      });
    }
    this.y -= options.gap ?? 0;
  }

  facts(rows: readonly (readonly [string, string])[]) {
    const labelWidth = 130;
    const valueWidth = A4[0] - 2 * MARGIN - labelWidth;
    for (const [label, value] of rows) {
      const lines = wrap(value, this.bold, 10, valueWidth);
      this.y -= 16;
      this.page.drawText(drawable(label), {
        x: MARGIN,
        y: this.y,
        size: 10,
        font: this.regular,
        color: MUTED,
      });
      lines.forEach((line, index) =>
        this.page.drawText(line, {
          x: MARGIN + labelWidth,
          y: this.y - index * 13,
          size: 10,
          font: this.bold,
          color: INK,
        }),
      );
      this.y -= (lines.length - 1) * 13 + 6;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: A4[0] - MARGIN, y: this.y },
        thickness: 0.5,
        color: LINE,
      });
    }
    this.y -= 12;
  }
}

/** The lot's spec sheet; `url` is its page, printed at the foot so a paper copy leads back. */
export async function specSheetPdf(lot: Offer, url: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${lot.name} - spec sheet`);
  pdf.setAuthor(SELLER);
  pdf.setSubject("Green coffee lot spec sheet");
  pdf.setCreationDate(new Date());
  const page = pdf.addPage(A4);
  const sheet = new Sheet(
    page,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );
  sheet.text(`${SELLER.toUpperCase()} - GREEN COFFEE SPEC SHEET`, {
    size: 9,
    bold: true,
    color: GREEN,
    gap: 8,
  });
  sheet.text(lot.name, { size: 22, bold: true, gap: 4 });
  sheet.text(`${quoteRegion(lot.region)} - Lot ${lot.id}`, { size: 11, color: MUTED, gap: 10 });
  for (const group of lotFactGroups(lot)) {
    sheet.text(group.title, { size: 12, bold: true, color: GREEN });
    sheet.facts(group.facts);
  }
  if (lot.description) {
    sheet.text("About this lot", { size: 12, bold: true, gap: 2 });
    sheet.text(lot.description, { size: 10, gap: 12 });
  }
  sheet.text(`Request a quote or a sample: ${url}`, { size: 9, color: MUTED });
  return pdf.save();
}
