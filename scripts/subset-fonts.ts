// Cuts the Latin file of each web font down to what the site's text needs, for the first load of
// every page (decision 035): the characters below and the weights the site sets (Inter from
// Tailwind's normal to bold, 400-700; Fraunces at 400 alone, with the logo's name in a file of its
// own at 600, decision 047). app/fonts/faces.css declares the cut file for those characters and
// fontsource's whole Latin file for the rest of its range, so a page with an accented name still
// gets the web font, from a second file loaded only for that text.
//
//   npm run fonts:subset    writes app/fonts/<font>-latin-core.woff2, app/fonts/fraunces-wordmark.woff2
//                           and app/fonts/faces.css
//
// Run it after upgrading a @fontsource-variable package; scripts/subset-fonts.test.ts fails while
// the committed files differ from what it makes.
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import subsetFont from "subset-font";
import { WORDMARK as WORDMARK_TEXT } from "../common/wordmark";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
export const FONTS_DIR = path.join(root, "app/fonts");

/**
 * The weights each first file holds: a part of the weight axis, or one weight, which makes the
 * file a static font. Every text set in Fraunces is at 400 but the logo's name (decision 047).
 */
export const FONTS = [
  { fontsource: "@fontsource-variable/inter", file: "inter", weights: { min: 400, max: 700 } },
  { fontsource: "@fontsource-variable/fraunces", file: "fraunces", weights: 400 },
] as const;

/**
 * The logo's name, the one text set in Fraunces at another weight: its letters at 600, in a family
 * of their own that the logo asks for first.
 */
export const WORDMARK = {
  text: WORDMARK_TEXT,
  font: "fraunces",
  weight: 600,
  family: "Fraunces Wordmark",
  file: "fraunces-wordmark.woff2",
} as const;

const span = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * English text and the names of European buyers: printable ASCII, Latin-1's letters and signs
 * (é, ö, ß, ©, °, ·, × and the no-break space), Œ and œ, and the typographic marks the copy and
 * the admin's words use (– — ‘ ’ “ ” • … € ™).
 */
export const CORE_CODE_POINTS: readonly number[] = [
  ...span(0x20, 0x7e),
  ...span(0xa0, 0xff),
  0x152,
  0x153,
  0x2013,
  0x2014,
  0x2018,
  0x2019,
  0x201c,
  0x201d,
  0x2022,
  0x2026,
  0x20ac,
  0x2122,
];

/** The code points of a CSS unicode-range ("U+0000-00FF,U+0131"). */
export function codePointsOf(unicodeRange: string): Set<number> {
  const points = new Set<number>();
  for (const part of unicodeRange.split(",")) {
    const match = /^\s*U\+([0-9A-F?]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!match) throw new Error(`not a unicode-range: ${part}`);
    const [, start = "", end] = match;
    const from = parseInt(start.replace(/\?/g, "0"), 16);
    const to = end ? parseInt(end, 16) : parseInt(start.replace(/\?/g, "F"), 16);
    for (const point of span(from, to)) points.add(point);
  }
  return points;
}

/** A CSS unicode-range for a set of code points, runs written as ranges. */
export function unicodeRangeOf(points: Iterable<number>): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, "0");
  const runs: string[] = [];
  for (let index = 0; index < sorted.length;) {
    const from = sorted[index]!;
    let to = from;
    while (sorted[index + 1] === to + 1) to = sorted[++index]!;
    index++;
    runs.push(from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`);
  }
  return runs.join(",");
}

/** `text`'s glyphs of a Latin file, at `weights`: a part of its weight axis, or one weight. */
function cut(latin: Buffer, text: string, weights: number | { min: number; max: number }) {
  return subsetFont(latin, text, {
    targetFormat: "woff2",
    variationAxes: { wght: weights },
    // The copyright and the licence (SIL Open Font License) travel with the cut file.
    preserveNameIds: [0, 13, 14],
  });
}

/** A face of fontsource's declared for a static file: no longer a font with variations. */
const staticFace = (face: string) =>
  face.replace(/format\((["'])woff2-variations\1\)/, 'format("woff2")');

const FACE = /\/\* ([a-z0-9-]+) \*\/\s*@font-face \{([^}]*)\}/g;

/** The cut Latin files and the faces that declare them with fontsource's other subsets. */
export async function makeFontFiles(): Promise<Map<string, Buffer | string>> {
  const files = new Map<string, Buffer | string>();
  const core = new Set(CORE_CODE_POINTS);
  const css: string[] = [
    "/* Made by scripts/subset-fonts.ts (npm run fonts:subset) from fontsource's faces: do not edit. */",
  ];
  for (const font of FONTS) {
    const packageDir = path.dirname(require.resolve(`${font.fontsource}/package.json`));
    const faces = await readFile(path.join(packageDir, "wght.css"), "utf8");
    for (const [, name = "", body = ""] of faces.matchAll(FACE)) {
      const source = `${font.fontsource}/files/${name}.woff2`;
      const declared = (text: string) =>
        body
          .replace(/src: url\([^)]*\)/, `src: url(${text})`)
          .replace(/unicode-range: [^;]*;/, "")
          .trim();
      const range = /unicode-range: ([^;]*);/.exec(body)?.[1];
      if (!range) throw new Error(`${name} declares no unicode-range`);
      if (name !== `${font.file}-latin-wght-normal`) {
        css.push(`@font-face {${declared(source)} unicode-range: ${range}; }`);
        continue;
      }
      const latin = await readFile(path.join(packageDir, "files", `${name}.woff2`));
      const coreFile = `${font.file}-latin-core.woff2`;
      files.set(coreFile, await cut(latin, String.fromCodePoint(...core), font.weights));
      const rest = [...codePointsOf(range)].filter((point) => !core.has(point));
      css.push(`@font-face {${declared(source)} unicode-range: ${unicodeRangeOf(rest)}; }`);
      // Declared with the whole weight range like every other face of the family, so that a
      // browser picks among them by character alone; outside its weights the file keeps its
      // nearest (a static one its own, with no bold made up from it).
      const coreFace = declared(`./${coreFile}`);
      css.push(
        `@font-face {${typeof font.weights === "number" ? staticFace(coreFace) : coreFace} unicode-range: ${unicodeRangeOf(core)}; }`,
      );
      if (font.file !== WORDMARK.font) continue;
      files.set(WORDMARK.file, await cut(latin, WORDMARK.text, WORDMARK.weight));
      const letters = [...WORDMARK.text].map((letter) => letter.codePointAt(0)!);
      css.push(
        `@font-face { font-family: "${WORDMARK.family}"; font-style: normal; font-display: swap; font-weight: ${WORDMARK.weight}; src: url(./${WORDMARK.file}) format("woff2"); unicode-range: ${unicodeRangeOf(letters)}; }`,
      );
    }
  }
  const cssFile = path.join(FONTS_DIR, "faces.css");
  const style = { ...(await resolveConfig(cssFile)), filepath: cssFile };
  files.set("faces.css", await format(css.join("\n"), style));
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, contents] of await makeFontFiles()) {
    await writeFile(path.join(FONTS_DIR, name), contents);
    console.log(`app/fonts/${name}: ${contents.length} bytes`);
  }
}
