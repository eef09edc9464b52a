// What a PDF made by pdf-lib says, read back with pdf-lib itself: each page's content streams
// decoded and the strings of its text operators decoded (WinAnsi, as the standard fonts write).
import {
  decodePDFRawStream,
  PDFArray,
  PDFDocument,
  PDFRawStream,
  type PDFPage,
  type PDFObject,
} from "pdf-lib";

function streamsOf(page: PDFPage): PDFRawStream[] {
  const contents: PDFObject | undefined = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  return refs
    .map((ref) => page.doc.context.lookup(ref))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream);
}

/** The strings a page draws, in the order it draws them. */
function pageStrings(page: PDFPage): string[] {
  const strings: string[] = [];
  for (const stream of streamsOf(page)) {
    const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
    for (const [, hex] of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      strings.push(Buffer.from(hex!, "hex").toString("latin1"));
  }
  return strings;
}

export interface PdfText {
  pageCount: number;
  /** [width, height] of each page, in points. */
  pageSizes: [number, number][];
  /** Every page's strings joined by single spaces: a value wrapped over lines reads as one. */
  text: string;
}

export async function pdfText(bytes: Uint8Array): Promise<PdfText> {
  const pdf = await PDFDocument.load(bytes);
  const pages = pdf.getPages();
  return {
    pageCount: pages.length,
    pageSizes: pages.map((page) => [page.getWidth(), page.getHeight()]),
    text: pages.flatMap(pageStrings).join(" ").replace(/\s+/g, " "),
  };
}
