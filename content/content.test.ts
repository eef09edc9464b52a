import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import * as company from "./company";
import * as farmers from "./farmers";
import * as galleries from "./galleries";
import * as impact from "./impact";
import { mediaIds } from "./media";
import * as originStories from "./origin-stories";
import * as originTrip from "./origin-trip";
import * as pages from "./pages";
import * as partners from "./partners";
import * as portfolio from "./portfolio";
import * as process from "./process";
import * as team from "./team";

const mediaDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "media");
const modules = {
  company,
  farmers,
  galleries,
  impact,
  originStories,
  originTrip,
  pages,
  partners,
  portfolio,
  process,
  team,
};

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

function imageIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(imageIds);
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const own = typeof record.id === "string" && typeof record.alt === "string" ? [record.id] : [];
    return [...own, ...Object.values(record).flatMap(imageIds)];
  }
  return [];
}

describe("media sources", () => {
  const files = readdirSync(mediaDir);

  test("every media id has a source file", () => {
    const ids = new Set(files.map((file) => file.replace(/\.(svg|jpe?g|png|webp)$/i, "")));
    expect(mediaIds.filter((id) => !ids.has(id))).toEqual([]);
  });

  test("every image the content shows is in the media library", () => {
    const known = new Set<string>(mediaIds);
    const used = Object.values(modules).flatMap((mod) => imageIds(Object.values(mod)));
    expect(used.length).toBeGreaterThan(40);
    expect(used.filter((id) => !known.has(id))).toEqual([]);
  });

  test("illustrations stay under 40 KB", () => {
    const heavy = files.filter(
      (file) => file.endsWith(".svg") && statSync(path.join(mediaDir, file)).size > 40 * 1024,
    );
    expect(heavy).toEqual([]);
  });
});

describe("copy", () => {
  const all = Object.values(modules).flatMap((mod) => strings(Object.values(mod)));

  test("no exclamation marks and no placeholder text", () => {
    expect(all.filter((s) => s.includes("!"))).toEqual([]);
    expect(all.filter((s) => /lorem|ipsum|TODO/i.test(s))).toEqual([]);
  });

  test("company facts follow the spec", () => {
    expect(company.company.name).toBe("Abyssinia Green Coffee");
    expect(company.company.headquarters).toBe("Washington D.C., USA");
    expect(company.company.businessHours).toEqual([
      "Mon-Fri 7:00 AM-6:00 PM EST",
      "Sat-Sun 8:00 AM-4:00 PM EST",
    ]);
    expect(company.company.socialLinks.map((link) => link.network)).toEqual([
      "Facebook",
      "Instagram",
      "LinkedIn",
    ]);
    expect(company.hero.headline).toBe("Beans. Trade. Passion.");
    expect(company.about.regions).toEqual(["Yirgacheffe", "Limmu", "Nekemet", "Guji"]);
    expect(company.founderJourney.videos.map((video) => video.duration)).toEqual([
      "3 min",
      "1 min",
    ]);
    expect(company.coffeeCollections.collections.map((c) => [c.name, c.grade])).toEqual([
      ["Specialty", "Grade 1-2"],
      ["Commercial", "Grade 3-4"],
      ["Special Processing", "Contact us"],
    ]);
    expect(company.coffeeCollections.stats.map((s) => s.value)).toEqual([
      "8+",
      "40K+",
      "Full",
      "Year-round",
    ]);
    const text = strings(company).join(" ");
    for (const figure of [
      "December 2021",
      "2002",
      "45,000",
      "120,000",
      "100-500kg",
      "5 tons to 500+ tons per month",
    ]) {
      expect(text).toContain(figure);
    }
  });

  test("the ten origins, in the spec order", () => {
    expect(originStories.originStories.map((o) => o.name)).toEqual([
      "Yirgacheffe Chelchele",
      "Guji Arsosala",
      "Guji Goro Muda",
      "Guji Gogogu",
      "Yirgacheffe Halo Beriti",
      "Debakul Farm Village",
      "Banko Gotiti",
      "Kochere",
      "Kochere Rego",
      "Layo Taraga",
    ]);
    expect(new Set(originStories.originStories.map((o) => o.id)).size).toBe(10);
  });

  test("process, impact and galleries carry the spec names and figures", () => {
    expect(process.processSteps.map((s) => `${s.step} ${s.title}`)).toEqual([
      "1 Coffee Farms",
      "2 Washing & Drying",
      "3 Processing & Manufacturing",
      "4 Quality Control",
      "5 Storage & Export",
    ]);
    expect(process.processStats.map((s) => s.value)).toEqual(["State of The Art", "98%", "30+"]);
    expect(process.processingFacts.map((f) => f.value)).toEqual([
      "Within 12 hours",
      "12-24 hours",
      "10-15 days",
      "10-12%",
    ]);
    expect(impact.commitments.map((c) => c.title)).toEqual([
      "Pre-Harvest Financing",
      "Training & Education",
      "Quality Rewards",
      "Environmental Care",
    ]);
    expect(impact.impactStats.map((s) => s.value)).toEqual(["500+", "20+", "15+", "100%"]);
    expect(impact.pillars.map((p) => p.title)).toEqual([
      "Social Equity",
      "Environmental Stewardship",
      "Economic Resilience",
      "Cultural Preservation",
    ]);
    expect(galleries.galleryFilters).toEqual([
      "All",
      "Farm Life",
      "Processing",
      "Quality",
      "Events",
    ]);
    expect(galleries.galleries.map((g) => g.category)).toEqual([
      "Farm Life",
      "Processing",
      "Quality",
      "Events",
    ]);
  });

  test("the farmer profile has every spec field", () => {
    const fields = [
      "farmerName",
      "farmerWife",
      "village",
      "region",
      "altitude",
      "landSize",
      "production",
      "cherryPrice",
      "children",
      "schoolChildren",
      "walkToSchool",
      "pickSeason",
      "farmingExperience",
      "story",
      "challenges",
      "impact",
      "farmingPractices",
    ];
    expect(farmers.farmers).toHaveLength(1);
    for (const field of fields) expect(farmers.farmers[0]).toHaveProperty(field);
  });

  test("origin trip facts", () => {
    expect(originTrip.originTripDates(2026)).toEqual({
      year: 2026,
      start: "2026-12-08",
      end: "2026-12-13",
      label: "December 08-13, 2026",
    });
    expect(originTrip.originTrip).toMatchObject({
      duration: "6 days / 5 nights",
      seats: 12,
      spotsRemaining: 6,
      visaFeeUsd: 80,
      replyWithinHours: 24,
    });
    expect(originTrip.itinerary).toHaveLength(5);
    expect(originTrip.tripExperiences.map((e) => e.id)).toEqual([
      "harvest-tour",
      "quality-lab",
      "direct-trade",
    ]);
    expect(originTrip.experienceLevels.map((l) => l.value)).toEqual([
      "beginner",
      "intermediate",
      "expert",
      "roaster",
    ]);
    expect(strings(originTrip).join(" ")).toContain("5-7 days");
  });

  test("partners and team", () => {
    expect(partners.strategicPartners).toHaveLength(5);
    expect(partners.regionalFlavorProfiles.map((p) => p.region)).toEqual([
      "Yirgacheffe",
      "Limmu",
      "Guji",
      "Nekemet",
      "Sidamo",
    ]);
    expect(team.teamMembers.length).toBeGreaterThanOrEqual(5);
    expect(team.teamValues).toHaveLength(4);
    expect(portfolio.portfolioItems.length).toBeGreaterThanOrEqual(6);
  });
});
