// One lot's spec sheet as a PDF of one A4 page: every fact of the lot's page, with units, and who
// issued it, when, and where the lot's page is. Built with pdf-lib's standard fonts (WinAnsi), so
// its text stays extractable; characters they cannot draw become "?".
import {
  clip,
  endPath,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  StandardFonts,
  type Color,
  type PDFFont,
  type PDFPage,
} from "pdf-lib";
import { availabilityLabel, quoteRegion } from "../../../common/constants";
import type { Offer } from "../../../common/contract/records";
import type { SiteSettings } from "../../../common/contract/site-settings";
import { lotFactGroups, type LotFact } from "../../../common/lot-facts";
import { lotPrice, positionText } from "../../../common/lot-terms";
import { dayMonthYearText, figureText } from "../../../common/trade-figures";
import { company } from "../../../content/company";
import {
  ACCENT,
  BAND,
  drawLetterhead,
  footContact,
  HEIGHT,
  INK,
  LINE,
  MUTED,
  PRIMARY,
  WHITE,
  WIDTH,
  type Fonts,
} from "./letterhead";

const MARGIN = 44;
const CONTENT = WIDTH - 2 * MARGIN;
const FOOTER = 74;
const LIGHT = rgb(0.965, 0.945, 0.906);
const AVAILABILITY_COLOURS: Record<string, Color> = {
  "in-stock": rgb(0.13, 0.5, 0.24),
  "pre-ship": rgb(0.78, 0.56, 0.05),
  "sold-out": rgb(0.71, 0.14, 0.1),
};
const UNKNOWN_COLOUR = rgb(0.45, 0.45, 0.45);
// The smallest the body may shrink to keep one page; past it a long description is cut.
const SMALLEST_SCALE = 0.75;

/** What the standard fonts can draw: WinAnsi; anything else would throw, so it becomes "?". */
export function drawable(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\u2026/g, "...")
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, "?");
}

/** Splits text into lines no wider than `width`. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
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

interface TextStyle {
  size: number;
  font: PDFFont;
  color: Color;
  /** Line height as a multiple of the size. */
  leading?: number;
}

/**
 * Lays the body out from `top` down at `scale`. With `page` null it only measures, so the sheet
 * can pick the largest scale that keeps everything on the page.
 */
class Body {
  y: number;
  constructor(
    private readonly page: PDFPage | null,
    readonly fonts: Fonts,
    private readonly scale: number,
    top: number,
  ) {
    this.y = top;
  }

  private s(size: number) {
    return size * this.scale;
  }

  lines(text: string, style: TextStyle, x = MARGIN, width = CONTENT): number {
    const size = this.s(style.size);
    const lines = wrap(text, style.font, size, width);
    for (const line of lines) {
      this.y -= size * (style.leading ?? 1.3);
      this.page?.drawText(line, { x, y: this.y, size, font: style.font, color: style.color });
    }
    return lines.length;
  }

  gap(points: number) {
    this.y -= this.s(points);
  }

  heading(title: string) {
    this.gap(12);
    this.lines(title, { size: 12.5, font: this.fonts.serif, color: PRIMARY });
    this.gap(4);
    this.page?.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: WIDTH - MARGIN, y: this.y },
      thickness: 0.8,
      color: ACCENT,
    });
  }

  /** Facts two to a row, like the lot's page; a value too long for half the width gets the row. */
  facts(facts: readonly LotFact[]) {
    const column = (CONTENT - 18) / 2;
    const size = this.s(8.6);
    const rows: LotFact[][] = [];
    for (const fact of facts) {
      const last = rows[rows.length - 1];
      const pairs =
        last?.length === 1 &&
        !this.isWide(last[0]!, size, column) &&
        !this.isWide(fact, size, column);
      if (pairs) last.push(fact);
      else rows.push([fact]);
    }
    for (const row of rows) {
      const width = row.length === 1 && this.isWide(row[0]!, size, column) ? CONTENT : column;
      const heights = row.map((fact, index) =>
        this.fact(fact, MARGIN + index * (column + 18), width, size),
      );
      this.y -= Math.max(...heights) + this.s(5);
      row.forEach((_, index) => {
        const x = MARGIN + index * (column + 18);
        this.page?.drawLine({
          start: { x, y: this.y },
          end: { x: x + width, y: this.y },
          thickness: 0.4,
          color: LINE,
        });
      });
    }
  }

  private isWide(fact: LotFact, size: number, column: number) {
    return this.fonts.bold.widthOfTextAtSize(drawable(fact[1]), size) > column * 0.62;
  }

  /** One fact: label on the left, value on the right; the height it takes. */
  private fact([label, value]: LotFact, x: number, width: number, size: number): number {
    const labelWidth = Math.min(this.fonts.regular.widthOfTextAtSize(label, size) + 10, 96);
    const lines = wrap(value, this.fonts.bold, size, width - labelWidth);
    const leading = size * 1.3;
    const top = this.y - leading;
    this.page?.drawText(drawable(label), {
      x,
      y: top,
      size,
      font: this.fonts.regular,
      color: MUTED,
    });
    lines.forEach((line, index) => {
      const lineWidth = this.fonts.bold.widthOfTextAtSize(line, size);
      this.page?.drawText(line, {
        x: x + width - lineWidth,
        y: top - index * leading,
        size,
        font: this.fonts.bold,
        color: INK,
      });
    });
    return lines.length * leading;
  }

  /** Flavour notes as tags that flow across the width. */
  tags(notes: readonly string[]) {
    const size = this.s(8.6);
    const padX = this.s(7);
    const height = size + this.s(8);
    let x = MARGIN;
    this.gap(8);
    let top = this.y;
    for (const note of notes) {
      const text = drawable(note);
      const width = this.fonts.regular.widthOfTextAtSize(text, size) + 2 * padX;
      if (x + width > WIDTH - MARGIN && x > MARGIN) {
        x = MARGIN;
        top -= height + this.s(5);
      }
      this.page?.drawRectangle({
        x,
        y: top - height,
        width,
        height,
        color: ACCENT,
        opacity: 0.16,
        borderWidth: 0,
      });
      this.page?.drawText(text, {
        x: x + padX,
        y: top - height + (height - size) / 2 + size * 0.22,
        size,
        font: this.fonts.regular,
        color: INK,
      });
      x += width + this.s(5);
    }
    this.y = top - height;
  }
}

/** The lot's title block and its price box, as at the top of the lot's page. */
function drawTitle(page: PDFPage, fonts: Fonts, lot: Offer): number {
  const boxWidth = 176;
  const textWidth = CONTENT - boxWidth - 20;
  let y = HEIGHT - BAND - 34;
  const eyebrow = `${quoteRegion(lot.region).toUpperCase()}  -  LOT ${lot.id}`;
  page.drawText(drawable(eyebrow), { x: MARGIN, y, size: 8.5, font: fonts.bold, color: PRIMARY });
  y -= 6;
  for (const line of wrap(lot.name, fonts.serif, 23, textWidth)) {
    y -= 26;
    page.drawText(line, { x: MARGIN, y, size: 23, font: fonts.serif, color: INK });
  }
  y -= 4;
  const maker = [lot.producer, lot.farm].filter(Boolean).join("  -  ");
  for (const line of wrap(maker, fonts.regular, 10.5, textWidth)) {
    y -= 15;
    page.drawText(line, { x: MARGIN, y, size: 10.5, font: fonts.regular, color: MUTED });
  }

  // The price box on the right.
  const price = lotPrice(lot.pricePerLbs, lot.priceBasis, lot.warehouseLocation);
  const boxX = WIDTH - MARGIN - boxWidth;
  const inner = boxWidth - 24;
  const boxLines: { text: string; size: number; font: PDFFont; color: Color; gap: number }[] = [];
  if (price) {
    boxLines.push({ text: price.perLb, size: 19, font: fonts.serif, color: INK, gap: 0 });
    if (price.basis)
      boxLines.push({ text: price.basis, size: 8.6, font: fonts.regular, color: MUTED, gap: 2 });
    boxLines.push({ text: price.perKg, size: 8.6, font: fonts.regular, color: MUTED, gap: 1 });
  } else {
    boxLines.push({ text: "Price on request", size: 14, font: fonts.serif, color: INK, gap: 0 });
  }
  const summary = [`${figureText(lot.lotSize, 2)} bags`, lot.processing, lot.grade]
    .filter(Boolean)
    .join(" - ");
  boxLines.push({ text: summary, size: 8.6, font: fonts.regular, color: INK, gap: 7 });
  const position = positionText(lot);
  if (position)
    boxLines.push({ text: position, size: 8.6, font: fonts.regular, color: INK, gap: 1 });
  const wrapped = boxLines.map((line) => ({
    ...line,
    rows: wrap(line.text, line.font, line.size, inner),
  }));
  const badge = 16;
  const boxHeight =
    14 +
    badge +
    8 +
    wrapped.reduce((sum, line) => sum + line.gap + line.rows.length * line.size * 1.3, 0) +
    10;
  const boxTop = HEIGHT - BAND - 22;
  page.drawRectangle({
    x: boxX,
    y: boxTop - boxHeight,
    width: boxWidth,
    height: boxHeight,
    color: LIGHT,
    borderColor: LINE,
    borderWidth: 0.6,
  });
  // The availability badge, in the spec's colour.
  const label = availabilityLabel(lot.availability);
  const colour = AVAILABILITY_COLOURS[lot.availability] ?? UNKNOWN_COLOUR;
  const labelWidth = fonts.bold.widthOfTextAtSize(label, 8) + 14;
  let by = boxTop - 14;
  page.drawRectangle({
    x: boxX + 12,
    y: by - badge,
    width: labelWidth,
    height: badge,
    color: colour,
  });
  page.drawText(label, {
    x: boxX + 19,
    y: by - badge + 5,
    size: 8,
    font: fonts.bold,
    color: WHITE,
  });
  by -= badge + 8;
  for (const line of wrapped) {
    by -= line.gap;
    for (const row of line.rows) {
      by -= line.size * 1.3;
      page.drawText(row, {
        x: boxX + 12,
        y: by + line.size * 0.25,
        size: line.size,
        font: line.font,
        color: line.color,
      });
    }
  }
  return Math.min(y, boxTop - boxHeight) - 4;
}

/** The lot's first photograph on the sheet: its JPEG's bytes, and its caption and credit. */
export interface SheetPhoto {
  jpeg: Uint8Array;
  caption: string;
  credit: string;
}

/**
 * The heights the photograph's band may take under the title, across the width of the text: the
 * tallest with which the whole body still fits at COMFORTABLE_SCALE, else the lowest.
 */
const PHOTO_HEIGHTS = [150, 130, 110, 90, 72];
const COMFORTABLE_SCALE = 0.85;

/** The photograph's line of caption and credit, or "" when it has neither. */
function photoLine(photo: SheetPhoto, fonts: Fonts): string {
  const words = [photo.caption, photo.credit && `Photograph: ${photo.credit}`].filter(Boolean);
  return wrap(words.join("  -  "), fonts.regular, 7.5, CONTENT)[0] ?? "";
}

/** Where the body starts under a band of `height` below `top`, with its line or without. */
const belowPhoto = (top: number, height: number, line: string) =>
  top - 8 - height - (line ? 13 : 2);

/**
 * The photograph as a band across the page under the title, scaled to cover it and cut at its
 * edges (centred), with one line of caption and credit below.
 */
async function drawPhoto(
  pdf: PDFDocument,
  page: PDFPage,
  fonts: Fonts,
  photo: SheetPhoto,
  { top, height: band }: { top: number; height: number },
) {
  const image = await pdf.embedJpg(photo.jpeg);
  const y = top - 8 - band;
  const scale = Math.max(CONTENT / image.width, band / image.height);
  const [width, height] = [image.width * scale, image.height * scale];
  page.pushOperators(pushGraphicsState(), rectangle(MARGIN, y, CONTENT, band), clip(), endPath());
  page.drawImage(image, {
    x: MARGIN + (CONTENT - width) / 2,
    y: y + (band - height) / 2,
    width,
    height,
  });
  page.pushOperators(popGraphicsState());
  const line = photoLine(photo, fonts);
  if (line)
    page.drawText(line, { x: MARGIN, y: y - 11, size: 7.5, font: fonts.regular, color: MUTED });
}

const FOOT_SIZE = 8.2;
const FOOT_LEADING = FOOT_SIZE * 1.35;
/** Where the foot's second column (the lot's page) starts. */
const FOOT_SECOND_COLUMN = MARGIN + CONTENT / 2 - 20;

/** The exporter's name and contact facts, each wrapped to the foot's first column. */
interface FootContact {
  name: string[];
  lines: string[];
}

function footContactOf(house: SiteSettings, fonts: Fonts): FootContact {
  const width = FOOT_SECOND_COLUMN - MARGIN - 12;
  const { name, lines } = footContact(house);
  return {
    name: wrap(name, fonts.bold, 9.5, width),
    lines: lines.flatMap((line) => wrap(line, fonts.regular, FOOT_SIZE, width)),
  };
}

/** The foot's height: FOOTER holds the name and four lines; more contact makes it taller. */
function footerHeight({ name, lines }: FootContact): number {
  return Math.max(FOOTER, 30 + (name.length - 1) * 12 + lines.length * FOOT_LEADING);
}

/** The foot: the exporter's contact, the lot's page and the date of issue. */
function drawFooter(
  page: PDFPage,
  fonts: Fonts,
  { url, issued, contact }: { url: string; issued: string; contact: FootContact },
) {
  const top = MARGIN + footerHeight(contact) - 14;
  page.drawLine({
    start: { x: MARGIN, y: top },
    end: { x: WIDTH - MARGIN, y: top },
    thickness: 0.8,
    color: PRIMARY,
  });
  const size = FOOT_SIZE;
  const leading = FOOT_LEADING;
  const x = FOOT_SECOND_COLUMN;
  let y = top - 14;
  contact.name.forEach((line, index) => {
    if (index > 0) y -= 12;
    page.drawText(line, { x: MARGIN, y, size: 9.5, font: fonts.bold, color: PRIMARY });
  });
  for (const line of contact.lines) {
    y -= leading;
    page.drawText(line, { x: MARGIN, y, size, font: fonts.regular, color: INK });
  }
  const width = WIDTH - MARGIN - x;
  y = top - 14;
  page.drawText("Lot page: quotes, samples and today's availability", {
    x,
    y,
    size: 9.5,
    font: fonts.bold,
    color: PRIMARY,
  });
  for (const line of wrap(url, fonts.regular, size, width)) {
    y -= leading;
    page.drawText(line, { x, y, size, font: fonts.regular, color: INK });
  }
  y -= leading;
  page.drawText(`Issued ${issued}. Figures as offered on that day.`, {
    x,
    y,
    size,
    font: fonts.regular,
    color: MUTED,
  });
}

/** Everything below the title: the fact groups, the flavour notes and the description. */
function layBody(body: Body, lot: Offer, description: string) {
  for (const group of lotFactGroups(lot)) {
    body.heading(group.title);
    body.facts(group.facts);
  }
  if (lot.flavorProfile.length > 0) {
    body.heading("Flavour notes");
    body.tags(lot.flavorProfile);
  }
  if (description) {
    body.heading("About this lot");
    body.gap(3);
    body.lines(description, { size: 9.2, font: body.fonts.regular, color: INK, leading: 1.45 });
  }
}

/**
 * The lot's spec sheet; `url` is its page, printed at the foot so a paper copy leads back, and
 * `photo` its first photograph, drawn under the title when it has one. The body shrinks as far as
 * SMALLEST_SCALE to stay on one page; a description still too long ends with a pointer to the
 * page.
 */
export async function specSheetPdf(
  lot: Offer,
  url: string,
  house: SiteSettings,
  { issuedAt = new Date(), photo }: { issuedAt?: Date; photo?: SheetPhoto | null } = {},
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${lot.name} - spec sheet`);
  pdf.setAuthor(company.name);
  pdf.setSubject("Green coffee lot spec sheet");
  pdf.setCreationDate(issuedAt);
  const page = pdf.addPage([WIDTH, HEIGHT]);
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    serif: await pdf.embedFont(StandardFonts.TimesRomanBold),
  };
  const issued = dayMonthYearText(issuedAt);
  drawLetterhead(page, fonts, { margin: MARGIN, title: "GREEN COFFEE SPEC SHEET", issued });
  const titleBottom = drawTitle(page, fonts, lot);
  const contact = footContactOf(house, fonts);
  const floor = MARGIN + footerHeight(contact);
  const fitsBelow = (top: number, scale: number, description: string) => {
    const body = new Body(null, fonts, scale, top);
    layBody(body, lot, description);
    return body.y >= floor;
  };
  let top = titleBottom;
  if (photo) {
    const line = photoLine(photo, fonts);
    const height =
      PHOTO_HEIGHTS.find((band) =>
        fitsBelow(belowPhoto(titleBottom, band, line), COMFORTABLE_SCALE, lot.description),
      ) ?? PHOTO_HEIGHTS.at(-1)!;
    await drawPhoto(pdf, page, fonts, photo, { top: titleBottom, height });
    top = belowPhoto(titleBottom, height, line);
  }
  const fits = (scale: number, description: string) => fitsBelow(top, scale, description);
  let scale = 1;
  while (scale > SMALLEST_SCALE && !fits(scale, lot.description)) scale -= 0.02;
  let description = lot.description;
  const words = description.split(/\s+/);
  while (!fits(scale, description) && words.length > 0) {
    words.splice(-10);
    description = `${words.join(" ")}... (continued on the lot page)`;
  }
  layBody(new Body(page, fonts, scale, top), lot, description);
  drawFooter(page, fonts, { url, issued, contact });
  return pdf.save();
}
