import * as hb from "harfbuzzjs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import { describe, expect, it } from "vitest";
import {
  CORE_CODE_POINTS,
  FONTS,
  FONTS_DIR,
  WORDMARK,
  codePointsOf,
  makeFontFiles,
  unicodeRangeOf,
} from "./subset-fonts";

const require = createRequire(import.meta.url);

/** Each face of faces.css as its source file and its unicode-range. */
async function declaredFaces() {
  const css = await readFile(path.join(FONTS_DIR, "faces.css"), "utf8");
  return [
    ...css.matchAll(/font-family: "([^"]+)";[^}]*src: url\(([^)]+)\)[^}]*unicode-range:([^;]+);/g),
  ].map(([, family = "", source = "", range = ""]) => ({
    family,
    source,
    points: codePointsOf(range.replace(/\s+/g, "")),
  }));
}

/** fontsource's own Latin range for a font. */
async function fontsourceLatin(font: (typeof FONTS)[number]) {
  const dir = path.dirname(require.resolve(`${font.fontsource}/package.json`));
  const css = await readFile(path.join(dir, "wght.css"), "utf8");
  const face = new RegExp(`${font.file}-latin-wght-normal \\*/[^}]*unicode-range: ([^;]+);`).exec(
    css,
  );
  return codePointsOf(face![1]!);
}

describe("the fonts' first files (npm run fonts:subset)", () => {
  it("reads and writes CSS unicode-ranges", () => {
    expect(unicodeRangeOf([0x41, 0x20, 0x21, 0x22, 0x2026])).toBe("U+0020-0022,U+0041,U+2026");
    expect([...codePointsOf("U+0020-0022,U+0041")]).toEqual([0x20, 0x21, 0x22, 0x41]);
    expect(codePointsOf("U+1F??").size).toBe(256);
    expect(() => codePointsOf("latin")).toThrow("not a unicode-range");
  });

  it("are what the script makes from the installed fontsource packages", async () => {
    for (const [name, contents] of await makeFontFiles()) {
      const committed = await readFile(path.join(FONTS_DIR, name));
      expect(Buffer.compare(committed, Buffer.from(contents)), `app/fonts/${name}`).toBe(0);
    }
  }, 60_000);

  it("split each font's Latin range between the first file and fontsource's, with no overlap", async () => {
    const faces = await declaredFaces();
    for (const font of FONTS) {
      const family = faces.filter((face) => face.source.includes(`${font.file}-latin-`));
      const core = family.find((face) => face.source === `./${font.file}-latin-core.woff2`);
      const rest = family.find((face) =>
        face.source.endsWith(`${font.file}-latin-wght-normal.woff2`),
      );
      expect([...core!.points]).toEqual(CORE_CODE_POINTS);
      expect([...core!.points].filter((point) => rest!.points.has(point))).toEqual([]);
      expect(new Set([...core!.points, ...rest!.points])).toEqual(await fontsourceLatin(font));
    }
  });

  it("hold every glyph fontsource's Latin file has for their characters, at the site's weights", async () => {
    /** The characters a WOFF2 font maps (HarfBuzz reads it unpacked: the same cut, as a plain font). */
    const mappedBy = async (file: string) => {
      const sfnt = await subsetFont(
        await readFile(file),
        String.fromCodePoint(...CORE_CODE_POINTS),
        {
          targetFormat: "sfnt",
        },
      );
      const face = new hb.Face(new hb.Blob(new Uint8Array(sfnt)));
      return { points: new Set(face.collectUnicodes()), weight: face.getAxisInfos().wght };
    };
    for (const font of FONTS) {
      const dir = path.dirname(require.resolve(`${font.fontsource}/package.json`));
      const source = await mappedBy(
        path.join(dir, "files", `${font.file}-latin-wght-normal.woff2`),
      );
      const cut = await mappedBy(path.join(FONTS_DIR, `${font.file}-latin-core.woff2`));
      const lost = CORE_CODE_POINTS.filter(
        (point) => source.points.has(point) && !cut.points.has(point),
      );
      expect(
        lost.map((point) => point.toString(16)),
        font.file,
      ).toEqual([]);
      // Every printable character of English text is there (the soft hyphen may not be: it is not drawn).
      expect(
        cut.points.has(0x41) && cut.points.has(0x2019) && cut.points.has(0xe9),
        font.file,
      ).toBe(true);
      if (typeof font.weights === "number") expect(cut.weight, font.file).toBeUndefined();
      else expect({ min: cut.weight?.min, max: cut.weight?.max }).toEqual(font.weights);
    }
  });

  /** The advances HarfBuzz gives `text` in a font file, with its weight axis at `weight` if any. */
  async function advances(file: string, text: string, weight?: number) {
    const sfnt = await subsetFont(await readFile(file), text, { targetFormat: "sfnt" });
    const font = new hb.Font(new hb.Face(new hb.Blob(new Uint8Array(sfnt))));
    if (weight !== undefined) font.setVariations([new hb.Variation("wght", weight)]);
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    return buffer.getGlyphPositions().map((position) => position.xAdvance);
  }

  const frauncesLatin = () =>
    path.join(
      path.dirname(require.resolve("@fontsource-variable/fraunces/package.json")),
      "files",
      "fraunces-latin-wght-normal.woff2",
    );

  it("draw Fraunces as fontsource's file does at 400, and the logo's name as at 600", async () => {
    const text = "Specialty Green Coffee from Yirgacheffe, Guji & Sidamo – 2026 “Grade 1”";
    const regular = await advances(path.join(FONTS_DIR, "fraunces-latin-core.woff2"), text);
    expect(regular).toEqual(await advances(frauncesLatin(), text, 400));
    expect(regular).not.toEqual(await advances(frauncesLatin(), text, 600));

    const wordmark = await advances(path.join(FONTS_DIR, WORDMARK.file), WORDMARK.text);
    expect(wordmark).toEqual(await advances(frauncesLatin(), WORDMARK.text, WORDMARK.weight));
    expect(wordmark).not.toEqual(await advances(frauncesLatin(), WORDMARK.text, 400));
  });
});
