// The farmers and photo galleries as the API answers with them (issue 50), for browser-side tests:
// a farmer seeded with a drawing (Tamiru Dube) and the four seeded galleries, in few words; and
// the body of a farmer the desk adds, for the server's tests.
import type { FarmerStory } from "../contract/farmer-stories";
import type { FarmerStoryInput } from "../schemas/farmer-story";
import type { PhotoGallery } from "../contract/photo-galleries";

export function buildFarmerStory(overrides: Partial<FarmerStory> = {}): FarmerStory {
  return {
    id: 1,
    slug: "tamiru-dube",
    farmerName: "Tamiru Dube",
    farmerWife: "Almaz Bekele",
    village: "Chelchele",
    region: "Gedeb, Yirgacheffe",
    altitude: "2,050 m",
    landSize: "1.5 hectares",
    production: "About 3,600 kg of red cherry a season",
    cherryPrice: "ETB 110 per kg of red cherry",
    children: 5,
    schoolChildren: 4,
    walkToSchool: "40 minutes each way",
    pickSeason: "October to January",
    farmingExperience: "26 years",
    story: "Tamiru inherited half a hectare of coffee from his father.",
    challenges: "The months before the harvest are the hardest.",
    impact: "An interest-free loan each August.",
    farmingPractices: ["Selective picking of fully red cherry only", "Shade from enset"],
    photos: [],
    ...overrides,
  };
}

/** The four galleries the site is seeded with, one per category, without photographs. */
export function seededGalleries(): PhotoGallery[] {
  return (
    [
      ["farm-life", "Farm Life"],
      ["processing", "Processing"],
      ["quality", "Quality"],
      ["events", "Events"],
    ] as const
  ).map(([slug, category], index) => ({
    id: index + 1,
    slug,
    title: category,
    category,
    description: `What the ${category} gallery shows.`,
    photos: [],
  }));
}

/** What the desk sends to add a farmer (Worku Tadesse): every field the schema asks for. */
export function farmerStoryBody(): FarmerStoryInput {
  return {
    farmerName: "Worku Tadesse",
    farmerWife: "Genet Alemu",
    village: "Hambela",
    region: "Guji",
    altitude: "2,150 m",
    landSize: "2 hectares",
    production: "About 4,000 kg of red cherry a season",
    cherryPrice: "ETB 115 per kg of red cherry",
    children: 3,
    schoolChildren: 3,
    walkToSchool: "25 minutes each way",
    pickSeason: "November to January",
    farmingExperience: "18 years",
    story: "Worku took over his uncle's garden above the Hambela station.",
    challenges: "Frost on the highest terraces in some years.",
    impact: "A pre-harvest loan and a premium for his best day-lots.",
    farmingPractices: ["Selective picking", "Shade from Acacia trees"],
  };
}
