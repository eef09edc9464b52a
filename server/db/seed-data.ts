import { companyFigures, processing, stations } from "../../content/facts";
import { originTripDates } from "../../content/origin-trip";
import type { newsEvents, offers, partners } from "./schema";

type OfferSeed = Omit<typeof offers.$inferInsert, "id" | "createdAt" | "updatedAt">;
type PartnerSeed = Omit<typeof partners.$inferInsert, "id">;
type NewsSeed = Omit<typeof newsEvents.$inferInsert, "id" | "createdAt">;

export const seedOffers: OfferSeed[] = [
  {
    name: "Yirgacheffe Chelchele Grade 1 Washed",
    region: "Yirgacheffe",
    farm: "Chelchele Washing Station",
    producer: `${stations.chelchele.name} smallholder group (${stations.chelchele.farmers} farmers)`,
    grade: "Grade 1",
    processing: "Washed",
    variety: "Kurume, Wolisho (heirloom)",
    altitude: stations.chelchele.altitude,
    cupScore: 88.5,
    flavorProfile: ["Jasmine", "Bergamot", "Lemon zest", "Honeysuckle"],
    lotSize: 120,
    pricePerLbs: 6.85,
    availability: "in-stock",
    harvestDate: "Nov 2025 - Jan 2026",
    certNo: "ECX-YC-2026-0142",
    sampleAvailable: true,
    warehouseLocation: "Addis Ababa (Gelan)",
    // The station's figures are the ones /coffee-stories tells (content/facts.ts).
    description: `Cherries are pulped within ${processing.pulpingWithinHours} hours of picking, fermented ${stations.chelchele.fermentationHours} hours in cool highland water and dried ${stations.chelchele.dryingDays} days on raised beds. A tea-like, floral cup with a long citrus finish.`,
  },
  {
    name: "Guji Arsosala Grade 1 Natural",
    region: "Guji",
    farm: "Arsosala Farm",
    producer: "Arsosala family estate",
    grade: "Grade 1",
    processing: "Natural",
    variety: "74110, 74112",
    altitude: stations.arsosala.altitude,
    cupScore: 89.25,
    flavorProfile: ["Blueberry", "Strawberry jam", "Dark chocolate", "Winey"],
    lotSize: 80,
    pricePerLbs: 7.4,
    availability: "in-stock",
    harvestDate: "Dec 2025 - Jan 2026",
    certNo: "ECX-GJ-2026-0077",
    sampleAvailable: true,
    warehouseLocation: "Addis Ababa (Gelan)",
    description: `Whole cherries dried slowly for ${stations.arsosala.dryingDays} days on shaded raised beds and turned every ${processing.turningEveryHours} hours. Dense berry fruit, a syrupy body and a clean cocoa finish.`,
  },
  {
    name: "Sidamo Bensa Grade 2 Washed",
    region: "Sidamo",
    farm: "Bensa Daye Washing Station",
    producer: "Bensa outgrower network",
    grade: "Grade 2",
    processing: "Washed",
    variety: "Ethiopian heirloom",
    altitude: "1,850-2,050 m",
    cupScore: 86.75,
    flavorProfile: ["Peach", "Black tea", "Cane sugar"],
    lotSize: 240,
    pricePerLbs: 5.2,
    availability: "pre-ship",
    harvestDate: "Dec 2025 - Feb 2026",
    certNo: "ECX-SD-2026-0231",
    sampleAvailable: true,
    warehouseLocation: "Djibouti port (in transit)",
    description:
      "A sweet, structured washed Sidama for year-round espresso and filter menus. Pre-shipment samples ship from the Addis cupping lab.",
  },
  {
    name: "Limu Debakulu Grade 2 Washed",
    region: "Jimma/Limmu",
    farm: "Debakulu Farm Village",
    producer: "Debakulu cooperative",
    grade: "Grade 2",
    processing: "Washed",
    variety: "Limu heirloom",
    altitude: stations.debakulu.altitude,
    cupScore: 85.5,
    flavorProfile: ["Red apple", "Milk chocolate", "Spice"],
    lotSize: 320,
    pricePerLbs: 4.65,
    availability: "in-stock",
    harvestDate: "Oct - Dec 2025",
    certNo: "ECX-LM-2026-0018",
    sampleAvailable: true,
    warehouseLocation: "Addis Ababa (Gelan)",
    description:
      "Grown under forest shade in Jimma zone. Balanced and round with a gentle winey acidity, a dependable base for blends.",
  },
  {
    name: "Guji Goro Muda Honey",
    region: "Guji",
    farm: "Goro Muda Washing Station",
    producer: "Goro Muda outgrowers",
    grade: "Grade 1",
    processing: "Honey",
    variety: "Ethiopian heirloom",
    altitude: stations.goroMuda.altitude,
    cupScore: 87.75,
    flavorProfile: ["Apricot", "Honey", "Rose"],
    lotSize: 45,
    pricePerLbs: 7.1,
    availability: "pre-ship",
    harvestDate: "Dec 2025 - Jan 2026",
    certNo: "ECX-GJ-2026-0112",
    sampleAvailable: true,
    warehouseLocation: "Addis Ababa (Gelan)",
    description:
      "Pulped with most of the mucilage left on and dried 15 days on raised beds. Stone fruit sweetness with a silky, rounded body.",
  },
  {
    name: "Yirgacheffe Banko Gotiti Anaerobic Natural",
    region: "Yirgacheffe",
    farm: "Banko Gotiti",
    producer: "Gotiti micro-lot growers",
    grade: "Grade 1",
    processing: "Anaerobic",
    variety: "Kurume, Dega",
    altitude: stations.bankoGotiti.altitude,
    cupScore: 90,
    flavorProfile: ["Mango", "Cacao nib", "Hibiscus", "Cinnamon"],
    lotSize: 20,
    pricePerLbs: 9.75,
    availability: "sold-out",
    harvestDate: "Nov - Dec 2025",
    certNo: "ECX-YC-2026-0301",
    sampleAvailable: false,
    warehouseLocation: "Addis Ababa (Gelan)",
    description:
      "Cherries sealed 96 hours in tanks before slow drying. An experimental micro-lot with tropical intensity; sold out for this harvest.",
  },
  {
    name: "Sidamo Kebado Grade 1 Natural",
    region: "Sidamo",
    farm: "Kebado Hills",
    producer: "Kebado smallholders",
    grade: "Grade 1",
    processing: "Natural",
    variety: "74158",
    altitude: "1,950-2,200 m",
    cupScore: 87.25,
    flavorProfile: ["Raspberry", "Vanilla", "Cocoa"],
    lotSize: 60,
    pricePerLbs: 6.3,
    availability: "in-stock",
    harvestDate: "Dec 2025 - Jan 2026",
    certNo: "ECX-SD-2026-0190",
    sampleAvailable: true,
    warehouseLocation: "Antwerp bonded warehouse",
    description:
      "A clean natural with a ripe red-fruit core, spot-landed in Antwerp for roasters who need coffee in days, not months.",
  },
  {
    name: "Guji Hambela Grade 3 Natural",
    region: "Guji",
    farm: "Hambela Wamena",
    producer: "Hambela collectors' association",
    grade: "Grade 3",
    processing: "Natural",
    variety: "Ethiopian heirloom",
    altitude: "1,900-2,100 m",
    cupScore: 84,
    flavorProfile: ["Dried fig", "Brown sugar", "Cocoa"],
    lotSize: 640,
    pricePerLbs: 3.45,
    availability: "sold-out",
    harvestDate: "Nov 2025 - Jan 2026",
    certNo: "ECX-GJ-2026-0405",
    sampleAvailable: true,
    warehouseLocation: "Djibouti port",
    description:
      "Contract-grade natural Guji with sweet fruit and a heavy body, sold in container volumes to blenders across Europe and Asia.",
  },
  {
    name: "Yirgacheffe Konga Grade 2 Washed",
    region: "Yirgacheffe",
    farm: "Konga Washing Station",
    producer: "Konga cooperative",
    grade: "Grade 2",
    processing: "Washed",
    variety: "Ethiopian heirloom",
    altitude: "1,900-2,100 m",
    cupScore: 86.5,
    flavorProfile: ["Lime", "White peach", "Floral"],
    lotSize: 150,
    pricePerLbs: 5.6,
    availability: "in-stock",
    harvestDate: "Nov 2025 - Jan 2026",
    certNo: "ECX-YC-2026-0166",
    sampleAvailable: true,
    warehouseLocation: "Addis Ababa (Gelan)",
    description:
      "Bright, clean and floral: a classic washed Yirgacheffe profile at a price that works for blends and single origins.",
  },
];

export const seedPartners: PartnerSeed[] = [
  {
    name: "Nordlicht Rösterei",
    description: "Specialty roaster, Hamburg",
    type: "customer",
    image: null,
  },
  {
    name: "Harbour & Hearth Coffee",
    description: "Roaster-retailer, Melbourne",
    type: "customer",
    image: null,
  },
  {
    name: "Kissa Roasting Works",
    description: "Specialty roaster, Osaka",
    type: "customer",
    image: null,
  },
  {
    name: "Capitol Green Imports",
    description: "Green-coffee importer, Baltimore",
    type: "customer",
    image: null,
  },
  {
    name: "Maison Torréfaction Lumière",
    description: "Roaster, Lyon",
    type: "customer",
    image: null,
  },
  { name: "Gulf Specialty Traders", description: "Importer, Dubai", type: "customer", image: null },
  {
    name: "Addis Logistics Fleet",
    description: "Our own trucking partner from washing station to Djibouti",
    type: "partner",
    image: null,
  },
  {
    name: "Djibouti Port Services",
    description: "Export terminal and container stuffing",
    type: "partner",
    image: null,
  },
];

/** The ISO date `days` after (or, negative, before) `today`, in UTC. */
function isoDaysFrom(today: Date, days: number): string {
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** This year's trip, or next year's once this year's has begun. */
function nextOriginTripStart(today: Date): string {
  const thisYear = originTripDates(today.getUTCFullYear()).start;
  return thisYear > isoDaysFrom(today, 0)
    ? thisYear
    : originTripDates(today.getUTCFullYear() + 1).start;
}

/** The harvest under way or last finished: Ethiopia picks from October to January ("2026/27"). */
function harvestSeason(today: Date): string {
  const first = today.getUTCMonth() >= 9 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  return `${first}/${String((first + 1) % 100).padStart(2, "0")}`;
}

/**
 * The news and events a fresh install starts with, dated from the day it is seeded: a recent
 * harvest report is featured, the trade show and the trip lie ahead, and one event is already past.
 */
export function seedNews(today: Date): NewsSeed[] {
  return [
    {
      title: `${harvestSeason(today)} harvest: first Yirgacheffe lots on the cupping table`,
      excerpt:
        "Our Addis lab has cupped the first 40 washed lots of the season. Early scores run from 85 to 89.",
      content: `The first washed Yirgacheffe and Guji lots of the ${harvestSeason(today)} harvest reached our Addis Ababa lab this week. Cherry picking started at the lower stations and is now moving up to 2,200 m. Drying has been even, and moisture readings sit between 10.5 and 11.5%. Pre-shipment samples of the top lots are available on request from the Current Offers page.`,
      type: "news",
      category: "Harvest",
      date: isoDaysFrom(today, -4),
      featured: true,
    },
    {
      title: "Origin trip registration is open",
      excerpt:
        "Six days in Guji and Yirgacheffe from December 08: picking, cupping and direct trade at the source.",
      content:
        "Join us for six days and five nights at origin. We visit our washing stations during peak harvest, cup the season's lots with our Q graders and meet the producer groups behind them. Seats are limited to twelve participants.",
      type: "event",
      category: "Origin Trip",
      date: nextOriginTripStart(today),
      location: "Addis Ababa, Guji and Yirgacheffe",
      attendees: 12,
      featured: false,
    },
    {
      title: "Meet us at the World of Coffee in Copenhagen",
      excerpt: "Cup this season's lots with our team at stand C-214.",
      content:
        "Our sales and quality team will be at World of Coffee with a cupping flight of six washed and natural lots from Guji, Sidamo and Yirgacheffe. Book a slot through the contact form and we will reserve samples for your team.",
      type: "event",
      category: "Trade Show",
      date: isoDaysFrom(today, 75),
      location: "Copenhagen, Denmark",
      attendees: 300,
      featured: false,
    },
    {
      title: "Our cupping flight at the Specialty Coffee Expo in Houston",
      excerpt: "Roasters cupped eight of our washed and natural lots with our quality team.",
      content:
        "Our team poured eight lots from Yirgacheffe, Guji and Sidamo over three days of the Expo. Thank you to every roaster who cupped with us; the lots you asked about are on the Current Offers page while they last.",
      type: "event",
      category: "Trade Show",
      date: isoDaysFrom(today, -60),
      location: "Houston, USA",
      attendees: 250,
      featured: false,
    },
    {
      title: `Interest-free pre-harvest loans reach ${companyFigures.newLoanFarmers.value} more farmers`,
      excerpt: "Pre-harvest financing now covers outgrowers at three new washing stations in Guji.",
      content: `Cash before the harvest keeps farmers from selling cherry early at low prices. This season our pre-harvest financing programme extends to three new washing stations in Guji, bringing interest-free loans to around ${companyFigures.newLoanFarmers.value} more of the group’s ${companyFigures.groupFarmers.value} farmers.`,
      type: "announcement",
      category: "Impact",
      date: isoDaysFrom(today, -45),
      featured: false,
    },
  ];
}
