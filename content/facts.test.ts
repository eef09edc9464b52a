// A buyer's trust goes when one page says 36 hours and the next 24. These tests read every string
// of content/, the database seed and the app's source, pick out the facts they state (processing
// hours and days, a station's altitude and farmer count, the farmer figures) and fail when the
// same named fact has two values, or a figure disagrees with its home in content/facts.ts.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { REGION_VARIETIES_BY_CATEGORY } from "../common/constants";
import { metresText } from "../common/trade-figures";
import { seedNews, seedOffers } from "../server/db/seed-data";
import { about } from "./home";
import { companyFigures, processing, stations } from "./facts";
import { regionalFlavorProfiles } from "./regional-flavors";
import { contentModules } from "./testing/content-modules";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Places whose facts are told apart; a longer name first where one contains another. */
const PLACES: readonly (readonly [alias: string, station: string])[] = [
  ...Object.values(stations).map((station) => [station.name, station.name] as const),
  // The carousel's spec-quoted "Debakul Farm Village" is the village of Debakulu.
  ["Debakul", "Debakulu"],
  ["Kochere Rego", "Rego"],
  ["Rego", "Rego"],
  ["Kochere", "Kochere"],
  ["Gogogu", "Gogogu"],
  ["Halo Beriti", "Halo Beriti"],
  ["Layo Taraga", "Layo Taraga"],
  ["Konga", "Konga"],
  ["Bensa", "Bensa"],
  ["Kebado", "Kebado"],
  ["Hambela", "Hambela"],
];

function stationNamedIn(text: string): string | null {
  return PLACES.find(([alias]) => text.includes(alias))?.[1] ?? null;
}

export interface Claim {
  kind:
    | "fermentation hours"
    | "pulping hours"
    | "drying days"
    | "turning hours"
    | "farmers"
    | "altitude";
  /** null: a claim about every station, or about the company. */
  station: string | null;
  value: string;
  where: string;
}

const RANGE = String.raw`(\d+(?:\s*(?:-|to)\s*\d+)?)`;
const PATTERNS: readonly (readonly [Claim["kind"], RegExp])[] = [
  [
    "fermentation hours",
    new RegExp(String.raw`ferment\w*(?:\s+\w+){0,3}?\s+${RANGE}\s+hours`, "gi"),
  ],
  ["pulping hours", /pulped?\s+within\s+(\d+)\s+hours/gi],
  [
    "drying days",
    new RegExp(String.raw`\bdr(?:y|ies|ied|ying)\b(?:\s+[\w-]+){0,6}?\s+${RANGE}\s+days`, "gi"),
  ],
  ["turning hours", /turned every\s+([\w-]+)\s+hours/gi],
  ["farmers", /(\d[\d,]*)\s+(?:more\s+)?(?:smallholders|farmers|households|families)\b/gi],
  ["altitude", /(\d,\d{3}-\d,\d{3} m)\b/g],
];

const normalize = (value: string) => value.replace(/\s*(?:-|to)\s*/, "-");

/** The facts one string states; `station` is the place its record is about, if any. */
export function claimsIn(text: string, station: string | null, where: string): Claim[] {
  const about = station ?? stationNamedIn(text);
  return PATTERNS.flatMap(([kind, pattern]) =>
    [...text.matchAll(pattern)].map((match) => ({
      kind,
      station: about,
      value: normalize(match[1] ?? ""),
      where,
    })),
  );
}

/** The name of every content record that has an id ("yirgacheffe-chelchele" → its name). */
function namesById(value: unknown, names = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(value)) for (const entry of value) namesById(entry, names);
  else if (value && typeof value === "object") {
    const { id, name } = value as Record<string, unknown>;
    if (typeof id === "string" && typeof name === "string") names.set(id, name);
    for (const field of Object.values(value)) namesById(field, names);
  }
  return names;
}

const recordNames = namesById(Object.values(contentModules));

/**
 * Every string of a value, with the station of the nearest record whose name names one. A record
 * kept under another's id (an origin's story under its card's id) is about what that one names.
 */
function claimsOf(value: unknown, where: string, station: string | null = null): Claim[] {
  if (typeof value === "string") return claimsIn(value, station, where);
  if (Array.isArray(value)) return value.flatMap((entry) => claimsOf(entry, where, station));
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const name = [record.name, record.title].find((field) => typeof field === "string");
    const own = (typeof name === "string" ? stationNamedIn(name) : null) ?? station;
    // A lot or a station states its altitude as a range in metres, which its pages write out.
    const { altitudeMinM: low, altitudeMaxM: high } = record;
    const range =
      own && typeof low === "number" && typeof high === "number"
        ? [{ kind: "altitude" as const, station: own, value: metresText(low, high), where }]
        : [];
    return Object.entries(record)
      .flatMap(([key, field]) => {
        if (key === "altitude" && typeof field === "string" && own)
          return [
            { kind: "altitude" as const, station: own, value: field, where: `${where}.${key}` },
          ];
        const named = recordNames.get(key);
        return claimsOf(field, `${where}.${key}`, (named && stationNamedIn(named)) ?? own);
      })
      .concat(range);
  }
  return [];
}

/** The same station's same fact stated with two values: "kind of station: value (where), ...". */
export function contradictions(claims: readonly Claim[]): string[] {
  const byFact = new Map<string, Claim[]>();
  for (const claim of claims) {
    if (claim.station === null || claim.kind === "turning hours") continue;
    const key = `${claim.kind} of ${claim.station}`;
    byFact.set(key, [...(byFact.get(key) ?? []), claim]);
  }
  return [...byFact]
    .filter(([, found]) => new Set(found.map((claim) => claim.value)).size > 1)
    .map(([key, found]) => `${key}: ${found.map((c) => `${c.value} (${c.where})`).join(", ")}`);
}

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const appLines = sourceFiles("app").flatMap((file) =>
  readFileSync(file, "utf8")
    .split("\n")
    .map((line, index) => ({ line, where: `${path.relative(root, file)}:${index + 1}` })),
);

const claims: Claim[] = [
  ...Object.entries(contentModules).flatMap(([name, mod]) => claimsOf(mod, `content/${name}`)),
  ...claimsOf(seedOffers(new Date()), "seed offers"),
  ...claimsOf(seedNews(new Date()), "seed news"),
  ...appLines.flatMap(({ line, where }) => claimsIn(line, null, where)),
];

const range = (value: string) => value.split("-").map(Number);
const within = (value: string, bounds: string) => {
  const [low = NaN, high = low] = range(value);
  const [min = NaN, max = min] = range(bounds);
  return low >= min && high <= max;
};
const off = (kind: Claim["kind"], accept: (value: string) => boolean) =>
  claims
    .filter((claim) => claim.kind === kind && !accept(claim.value))
    .map((c) => `${c.value} (${c.where})`);

describe("one value for every fact", () => {
  test("the scan finds the facts the pages state", () => {
    const kinds = new Set(claims.map((claim) => claim.kind));
    expect([...kinds].sort()).toEqual([
      "altitude",
      "drying days",
      "farmers",
      "fermentation hours",
      "pulping hours",
      "turning hours",
    ]);
    // Chelchele's lot (/offers) and its story (/coffee-stories) both state all five.
    const chelchele = claims.filter((claim) => claim.station === stations.chelchele.name);
    const kindsIn = (source: string) =>
      new Set(chelchele.filter((c) => c.where.startsWith(source)).map((c) => c.kind));
    const five = ["altitude", "drying days", "farmers", "fermentation hours", "pulping hours"];
    expect([...kindsIn("seed offers")].sort()).toEqual(five);
    expect([...kindsIn("content/originStor")].sort()).toEqual(five);
  });

  test("no station's fact has two values across content, pages and the seed", () => {
    expect(contradictions(claims)).toEqual([]);
  });

  test("every processing time lies within the process page's figures", () => {
    expect(off("fermentation hours", (v) => within(v, processing.fermentationHours))).toEqual([]);
    expect(off("drying days", (v) => within(v, processing.dryingDays))).toEqual([]);
    expect(off("pulping hours", (v) => v === String(processing.pulpingWithinHours))).toEqual([]);
    expect(off("turning hours", (v) => v === processing.turningEveryHours)).toEqual([]);
  });

  test("a farmer figure not tied to a station is one of the company's figures", () => {
    const known = new Set<string>(
      Object.values(companyFigures)
        .filter((figure) => typeof figure === "object")
        .map((figure) => figure.value),
    );
    expect(
      claims
        .filter((c) => c.kind === "farmers" && c.station === null && !known.has(c.value))
        .map((c) => `${c.value} (${c.where})`),
    ).toEqual([]);
  });

  test("two values of one station's fact are caught, and so are stray processing times", () => {
    const planted = [
      ...claimsIn("Chelchele lot: fermented 36 hours and dried 21 days", null, "offer"),
      ...claimsIn("Around 650 smallholders deliver here", "Chelchele", "story"),
      ...claimsIn("(612 farmers)", "Chelchele", "offer"),
      ...claimsIn("fermented for 24 hours in the cool of the hill", "Chelchele", "story"),
    ];
    expect(contradictions(planted)).toEqual([
      "fermentation hours of Chelchele: 36 (offer), 24 (story)",
      "farmers of Chelchele: 650 (story), 612 (offer)",
    ]);
    expect(within("36", processing.fermentationHours)).toBe(false);
    expect(within("18-24", processing.fermentationHours)).toBe(true);
  });
});

describe("place names", () => {
  const contentStrings = (value: unknown): string[] =>
    typeof value === "string"
      ? [value]
      : value && typeof value === "object"
        ? Object.values(value).flatMap(contentStrings)
        : [];
  const everything = [
    ...contentStrings(contentModules),
    ...contentStrings(seedOffers(new Date())),
    ...contentStrings(seedNews(new Date())),
    ...contentStrings(REGION_VARIETIES_BY_CATEGORY),
    ...appLines.map(({ line }) => line),
  ];

  test("Chelchele is spelled one way", () => {
    expect(everything.filter((text) => text.includes("Chelchelle"))).toEqual([]);
  });

  test("each region has one spelling: Nekemt, Limmu and Sidamo, the union keeping its name", () => {
    const other = /Nekemet|\bLimu\b|Sidama(?! Coffee Farmers Cooperative Union)/;
    expect(everything.filter((text) => other.test(text))).toEqual([]);
    expect(about.regions).toContain("Nekemt");
    expect(regionalFlavorProfiles.map((profile) => profile.region)).toContain("Nekemt");
  });

  test("running copy never calls a district a variety", () => {
    expect(
      everything.filter((text) => /(?:Hambela|Uraga|Shakiso)\s+(?:variety|cultivar)/i.test(text)),
    ).toEqual([]);
  });
});
