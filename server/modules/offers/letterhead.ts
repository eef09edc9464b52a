// The exporter's letterhead on an A4 PDF page: the spec sheet and a trade proposal open alike.
import { rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { SiteSettings } from "../../../common/contract/site-settings";
import { company } from "../../../content/company";
import { contactLines } from "../site-settings/house-contact";

export const [WIDTH, HEIGHT] = [595.28, 841.89];
/** The band's height at the top of the page. */
export const BAND = 62;

// Ethiopian Green (BRAND.md).
export const PRIMARY = rgb(0.122, 0.318, 0.208);
export const ACCENT = rgb(0.784, 0.588, 0.18);
export const INK = rgb(0.106, 0.102, 0.09);
export const MUTED = rgb(0.4, 0.38, 0.35);
export const LINE = rgb(0.86, 0.83, 0.77);
export const WHITE = rgb(1, 1, 1);
const SAND = rgb(0.89, 0.8, 0.6);

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  serif: PDFFont;
}

/**
 * The top band: the exporter's name on the left, what the document is (`title`) and when it was
 * issued on the right.
 */
export function drawLetterhead(
  page: PDFPage,
  fonts: Fonts,
  { margin, title, issued }: { margin: number; title: string; issued: string },
) {
  page.drawRectangle({ x: 0, y: HEIGHT - BAND, width: WIDTH, height: BAND, color: PRIMARY });
  page.drawRectangle({ x: 0, y: HEIGHT - BAND - 3, width: WIDTH, height: 3, color: ACCENT });
  page.drawText(company.name.toUpperCase(), {
    x: margin,
    y: HEIGHT - 30,
    size: 12,
    font: fonts.serif,
    color: WHITE,
  });
  page.drawText("Ethiopian green coffee exporter", {
    x: margin,
    y: HEIGHT - 45,
    size: 8.5,
    font: fonts.regular,
    color: SAND,
  });
  const right = (text: string, y: number, font: PDFFont, color = WHITE) =>
    page.drawText(text, {
      x: WIDTH - margin - font.widthOfTextAtSize(text, 8.5),
      y,
      size: 8.5,
      font,
      color,
    });
  right(title, HEIGHT - 30, fonts.bold);
  right(`Issued ${issued}`, HEIGHT - 45, fonts.regular, SAND);
}

/**
 * The exporter as a sheet's foot names it: the legal name once set in the desk (else the trading
 * name), and the contact facts set there; none is made up.
 */
export function footContact(house: SiteSettings) {
  return { name: house.legalName ?? company.name, lines: contactLines(house) };
}
