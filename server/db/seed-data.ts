import { companyFigures, processing, stations } from "../../content/facts";
import { originTripDates } from "../../content/origin-trip";
import type { FarmPlots, PlotFeature } from "../../common/schemas/farm-plots";
import type { newsEvents, offers, partners } from "./schema";

type OfferSeed = Omit<typeof offers.$inferInsert, "id" | "createdAt" | "updatedAt">;

/**
 * A smallholder plot as a GeoJSON polygon: a square of `sideDeg` degrees (0.003 is about 330 m,
 * 11 ha) north-east of a corner in WGS 84, with the farmer's plot code as its property.
 */
function plot(code: string, longitude: number, latitude: number, sideDeg = 0.003): PlotFeature {
  const east = Number((longitude + sideDeg).toFixed(6));
  const north = Number((latitude + sideDeg).toFixed(6));
  return {
    type: "Feature",
    properties: { plot: code },
    geometry: {
      type: "Polygon",
      coordinates: [
        [
          [longitude, latitude],
          [east, latitude],
          [east, north],
          [longitude, north],
          [longitude, latitude],
        ],
      ],
    },
  };
}

function plots(...features: PlotFeature[]): FarmPlots {
  return { type: "FeatureCollection", features };
}

// Every seeded lot travels in 60 kg jute bags lined with GrainPro, the Ethiopian export standard.
const JUTE_GRAINPRO = { bagSizeKg: 60, packaging: "60 kg jute with GrainPro" } as const;
type PartnerSeed = Omit<typeof partners.$inferInsert, "id">;
type NewsSeed = Omit<typeof newsEvents.$inferInsert, "id" | "createdAt">;

/**
 * The lots a fresh install starts with, dated from the day it is seeded, their facts agreeing on
 * any day (common/lot-agreement.ts): this season's crop offered Pre-Ship at origin for shipment
 * from the coming months, its moisture and density from pre-shipment samples since its harvest
 * may not have ended; last season's In Stock in the Addis and Antwerp warehouses, or afloat and
 * sold; so that no position or shipment date lies in the past.
 */
export function seedOffers(today: Date): OfferSeed[] {
  const season = crop(today);
  const lastSeason = crop(today, 1);
  return [
    {
      name: "Yirgacheffe Chelchele Grade 1 Washed",
      region: "Yirgacheffe",
      farm: "Chelchele Washing Station",
      producer: `${stations.chelchele.name} smallholder group (${stations.chelchele.farmers} farmers)`,
      grade: "Grade 1",
      processing: "Washed",
      variety: "Kurume, Wolisho (heirloom)",
      cupScore: 88.5,
      flavorProfile: ["Jasmine", "Bergamot", "Lemon zest", "Honeysuckle"],
      lotSize: 120,
      pricePerLbs: 6.85,
      availability: "pre-ship",
      harvestDate: season.picked("Nov", "Jan"),
      certNo: season.certificate("YC", "0142"),
      sampleAvailable: true,
      warehouseLocation: "Addis Ababa (Gelan)",
      // The station's figures are the ones /coffee-stories tells (content/facts.ts).
      description: `Cherries are pulped within ${processing.pulpingWithinHours} hours of picking, fermented ${stations.chelchele.fermentationHours} hours in cool highland water and dried ${stations.chelchele.dryingDays} days on raised beds. A tea-like, floral cup with a long citrus finish.`,
      cropYear: season.cropYear,
      moisturePercent: 10.4,
      preShipmentFigures: true,
      waterActivity: 0.54,
      densityGramsPerLitre: 782,
      screenSize: "15+",
      defectsPer350g: 2,
      ...JUTE_GRAINPRO,
      position: "at-origin",
      shipmentMonth: season.shipment(today, 2),
      priceBasis: "fob-djibouti",
      bagsRemaining: 96,
      minimumOrderBags: 10,
      certifications: ["organic"],
      washingStation: "Chelchele Washing Station",
      altitudeMinM: stations.chelchele.altitudeMinM,
      altitudeMaxM: stations.chelchele.altitudeMaxM,
      traceabilityBatch: season.batch("YC", "00142"),
      farmPlots: plots(plot("CH-0412", 38.2461, 6.0787), plot("CH-0419", 38.2502, 6.0811)),
    },
    {
      name: "Guji Arsosala Grade 1 Natural",
      region: "Guji",
      farm: "Arsosala Farm",
      producer: "Arsosala family estate",
      grade: "Grade 1",
      processing: "Natural",
      variety: "74110, 74112",
      cupScore: 89.25,
      flavorProfile: ["Blueberry", "Strawberry jam", "Dark chocolate", "Winey"],
      lotSize: 80,
      pricePerLbs: 7.4,
      availability: "pre-ship",
      harvestDate: season.picked("Dec", "Jan"),
      certNo: season.certificate("GJ", "0077"),
      sampleAvailable: true,
      warehouseLocation: "Addis Ababa (Gelan)",
      description: `Whole cherries dried slowly for ${stations.arsosala.dryingDays} days on shaded raised beds and turned every ${processing.turningEveryHours} hours. Dense berry fruit, a syrupy body and a clean cocoa finish.`,
      cropYear: season.cropYear,
      moisturePercent: 10.9,
      preShipmentFigures: true,
      waterActivity: 0.57,
      densityGramsPerLitre: 768,
      screenSize: "14/15",
      defectsPer350g: 3,
      ...JUTE_GRAINPRO,
      position: "at-origin",
      shipmentMonth: season.shipment(today, 3),
      priceBasis: "fob-djibouti",
      bagsRemaining: 80,
      minimumOrderBags: 5,
      certifications: [],
      washingStation: "Arsosala drying site",
      altitudeMinM: stations.arsosala.altitudeMinM,
      altitudeMaxM: stations.arsosala.altitudeMaxM,
      traceabilityBatch: season.batch("GJ", "00077"),
      farmPlots: plots(plot("AR-0001", 38.5893, 6.2114, 0.006)),
    },
    {
      name: "Sidamo Bensa Grade 2 Washed",
      region: "Sidamo",
      farm: "Bensa Daye Washing Station",
      producer: "Bensa outgrower network",
      grade: "Grade 2",
      processing: "Washed",
      variety: "Ethiopian heirloom",
      cupScore: 86.75,
      flavorProfile: ["Peach", "Black tea", "Cane sugar"],
      lotSize: 240,
      pricePerLbs: 5.2,
      availability: "in-stock",
      harvestDate: lastSeason.picked("Dec", "Feb"),
      certNo: lastSeason.certificate("SD", "0231"),
      sampleAvailable: true,
      warehouseLocation: "Addis Ababa (Gelan)",
      description:
        "A sweet, structured washed Sidamo for year-round espresso and filter menus, milled and bagged in our Addis warehouse, ready to ship on order.",
      cropYear: lastSeason.cropYear,
      moisturePercent: 10.6,
      waterActivity: 0.55,
      densityGramsPerLitre: 755,
      screenSize: "14+",
      defectsPer350g: 6,
      ...JUTE_GRAINPRO,
      position: "at-origin",
      shipmentMonth: lastSeason.shipment(today, 1),
      priceBasis: "fob-djibouti",
      bagsRemaining: 240,
      minimumOrderBags: 20,
      certifications: ["fair-trade"],
      washingStation: "Bensa Daye Washing Station",
      altitudeMinM: 1850,
      altitudeMaxM: 2050,
      traceabilityBatch: lastSeason.batch("SD", "00231"),
      farmPlots: plots(plot("BD-1107", 38.8217, 6.5512), plot("BD-1130", 38.8266, 6.5549)),
    },
    {
      name: "Limmu Debakulu Grade 2 Washed",
      region: "Jimma/Limmu",
      farm: "Debakulu Farm Village",
      producer: "Debakulu cooperative",
      grade: "Grade 2",
      processing: "Washed",
      variety: "Limmu heirloom",
      cupScore: 85.5,
      flavorProfile: ["Red apple", "Milk chocolate", "Spice"],
      lotSize: 320,
      pricePerLbs: 4.65,
      availability: "pre-ship",
      harvestDate: season.picked("Oct", "Dec"),
      certNo: season.certificate("LM", "0018"),
      sampleAvailable: true,
      warehouseLocation: "Addis Ababa (Gelan)",
      description:
        "Grown under forest shade in Jimma zone. Balanced and round with a gentle winey acidity, a dependable base for blends.",
      cropYear: season.cropYear,
      moisturePercent: 11.2,
      preShipmentFigures: true,
      waterActivity: 0.59,
      densityGramsPerLitre: 724,
      screenSize: "14+",
      defectsPer350g: 8,
      ...JUTE_GRAINPRO,
      position: "at-origin",
      shipmentMonth: season.shipment(today, 1),
      priceBasis: "fob-djibouti",
      bagsRemaining: 275,
      minimumOrderBags: 40,
      certifications: ["rainforest-alliance"],
      washingStation: "Debakulu Washing Station",
      altitudeMinM: stations.debakulu.altitudeMinM,
      altitudeMaxM: stations.debakulu.altitudeMaxM,
      traceabilityBatch: season.batch("LM", "00018"),
      farmPlots: plots(plot("DK-0203", 36.9254, 7.8911), plot("DK-0240", 36.9302, 7.8957)),
    },
    {
      name: "Guji Goro Muda Honey",
      region: "Guji",
      farm: "Goro Muda Washing Station",
      producer: "Goro Muda outgrowers",
      grade: "Grade 1",
      processing: "Honey",
      variety: "Ethiopian heirloom",
      cupScore: 87.75,
      flavorProfile: ["Apricot", "Honey", "Rose"],
      lotSize: 45,
      pricePerLbs: 7.1,
      availability: "pre-ship",
      harvestDate: season.picked("Dec", "Jan"),
      certNo: season.certificate("GJ", "0112"),
      sampleAvailable: true,
      warehouseLocation: "Addis Ababa (Gelan)",
      description:
        "Pulped with most of the mucilage left on and dried 15 days on raised beds. Stone fruit sweetness with a silky, rounded body.",
      cropYear: season.cropYear,
      moisturePercent: 10.2,
      preShipmentFigures: true,
      waterActivity: 0.52,
      densityGramsPerLitre: 774,
      screenSize: "15+",
      defectsPer350g: 1,
      ...JUTE_GRAINPRO,
      position: "at-origin",
      shipmentMonth: season.shipment(today, 3),
      priceBasis: "fob-djibouti",
      bagsRemaining: 45,
      minimumOrderBags: 5,
      certifications: ["organic"],
      otherCertifications: "Smithsonian Bird Friendly (in audit)",
      washingStation: "Goro Muda Washing Station",
      altitudeMinM: stations.goroMuda.altitudeMinM,
      altitudeMaxM: stations.goroMuda.altitudeMaxM,
      traceabilityBatch: season.batch("GJ", "00112"),
      farmPlots: plots(plot("GM-0318", 38.9032, 5.9184)),
    },
    {
      name: "Yirgacheffe Banko Gotiti Anaerobic Natural",
      region: "Yirgacheffe",
      farm: "Banko Gotiti",
      producer: "Gotiti micro-lot growers",
      grade: "Grade 1",
      processing: "Anaerobic",
      variety: "Kurume, Dega",
      cupScore: 90,
      flavorProfile: ["Mango", "Cacao nib", "Hibiscus", "Cinnamon"],
      lotSize: 20,
      pricePerLbs: 9.75,
      availability: "sold-out",
      harvestDate: season.picked("Nov", "Dec"),
      certNo: season.certificate("YC", "0301"),
      sampleAvailable: false,
      warehouseLocation: "Addis Ababa (Gelan)",
      description:
        "Cherries sealed 96 hours in tanks before slow drying. An experimental micro-lot with tropical intensity; sold out for this harvest.",
      cropYear: season.cropYear,
      moisturePercent: 10.1,
      preShipmentFigures: true,
      waterActivity: 0.51,
      densityGramsPerLitre: 790,
      screenSize: "15+",
      defectsPer350g: 0,
      ...JUTE_GRAINPRO,
      position: "at-origin",
      shipmentMonth: season.shipment(today, 0),
      priceBasis: "fob-djibouti",
      bagsRemaining: 0,
      minimumOrderBags: 1,
      certifications: [],
      washingStation: "Banko Gotiti micro-lot site",
      altitudeMinM: stations.bankoGotiti.altitudeMinM,
      altitudeMaxM: stations.bankoGotiti.altitudeMaxM,
      traceabilityBatch: season.batch("YC", "00301"),
      farmPlots: plots(plot("BG-0007", 38.2178, 6.1023, 0.0015)),
    },
    {
      name: "Sidamo Kebado Grade 1 Natural",
      region: "Sidamo",
      farm: "Kebado Hills",
      producer: "Kebado smallholders",
      grade: "Grade 1",
      processing: "Natural",
      variety: "74158",
      cupScore: 87.25,
      flavorProfile: ["Raspberry", "Vanilla", "Cocoa"],
      lotSize: 60,
      pricePerLbs: 6.3,
      availability: "in-stock",
      harvestDate: lastSeason.picked("Dec", "Jan"),
      certNo: lastSeason.certificate("SD", "0190"),
      sampleAvailable: true,
      warehouseLocation: "Antwerp bonded warehouse",
      description:
        "A clean natural with a ripe red-fruit core, spot-landed in Antwerp for roasters who need coffee in days, not months.",
      cropYear: lastSeason.cropYear,
      moisturePercent: 10.7,
      waterActivity: 0.56,
      densityGramsPerLitre: 761,
      screenSize: "14/15",
      defectsPer350g: 4,
      ...JUTE_GRAINPRO,
      position: "in-warehouse",
      priceBasis: "ex-warehouse",
      bagsRemaining: 42,
      minimumOrderBags: 1,
      certifications: [],
      washingStation: "Kebado drying site",
      altitudeMinM: 1950,
      altitudeMaxM: 2200,
      traceabilityBatch: lastSeason.batch("SD", "00190"),
      farmPlots: plots(plot("KB-0521", 38.7344, 6.6219), plot("KB-0533", 38.7391, 6.6262)),
    },
    {
      name: "Guji Hambela Grade 3 Natural",
      region: "Guji",
      farm: "Hambela Wamena",
      producer: "Hambela collectors' association",
      grade: "Grade 3",
      processing: "Natural",
      variety: "Ethiopian heirloom",
      cupScore: 84,
      flavorProfile: ["Dried fig", "Brown sugar", "Cocoa"],
      lotSize: 640,
      pricePerLbs: 3.45,
      availability: "sold-out",
      harvestDate: lastSeason.picked("Nov", "Jan"),
      certNo: lastSeason.certificate("GJ", "0405"),
      sampleAvailable: true,
      warehouseLocation: "",
      description:
        "Contract-grade natural Guji with sweet fruit and a heavy body, sold in container volumes to blenders across Europe and Asia; this lot is on the water to its buyers.",
      cropYear: lastSeason.cropYear,
      moisturePercent: 11.5,
      waterActivity: 0.6,
      densityGramsPerLitre: 705,
      screenSize: "14+",
      defectsPer350g: 24,
      ...JUTE_GRAINPRO,
      position: "afloat",
      eta: isoDaysFrom(today, 24),
      priceBasis: "fob-djibouti",
      bagsRemaining: 0,
      minimumOrderBags: 320,
      certifications: [],
      washingStation: "Hambela Wamena collection centre",
      altitudeMinM: 1900,
      altitudeMaxM: 2100,
      traceabilityBatch: lastSeason.batch("GJ", "00405"),
      farmPlots: plots(plot("HW-2201", 38.8461, 5.9502), plot("HW-2250", 38.8519, 5.9566)),
    },
    {
      name: "Yirgacheffe Konga Grade 2 Washed",
      region: "Yirgacheffe",
      farm: "Konga Washing Station",
      producer: "Konga cooperative",
      grade: "Grade 2",
      processing: "Washed",
      variety: "Ethiopian heirloom",
      cupScore: 86.5,
      flavorProfile: ["Lime", "White peach", "Floral"],
      lotSize: 150,
      pricePerLbs: 5.6,
      availability: "in-stock",
      harvestDate: lastSeason.picked("Nov", "Jan"),
      certNo: lastSeason.certificate("YC", "0166"),
      sampleAvailable: true,
      warehouseLocation: "Addis Ababa (Gelan)",
      description:
        "Bright, clean and floral: a classic washed Yirgacheffe profile at a price that works for blends and single origins.",
      cropYear: lastSeason.cropYear,
      moisturePercent: 10.5,
      waterActivity: 0.55,
      densityGramsPerLitre: 771,
      screenSize: "14/15",
      defectsPer350g: 5,
      ...JUTE_GRAINPRO,
      position: "at-origin",
      shipmentMonth: lastSeason.shipment(today, 2),
      priceBasis: "fob-djibouti",
      bagsRemaining: 150,
      minimumOrderBags: 10,
      certifications: ["organic", "fair-trade"],
      washingStation: "Konga Washing Station",
      altitudeMinM: 1900,
      altitudeMaxM: 2100,
      traceabilityBatch: lastSeason.batch("YC", "00166"),
      farmPlots: plots(plot("KG-0611", 38.2087, 6.1395), plot("KG-0688", 38.2131, 6.1442)),
    },
  ];
}

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

/** The year the harvest under way or last finished began: Ethiopia picks from October to January. */
function harvestStartYear(today: Date): number {
  return today.getUTCMonth() >= 9 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
}

/** The harvest under way or last finished ("2026/27"). */
function harvestSeason(today: Date): string {
  return crop(today).cropYear;
}

/** The months a harvest is picked in that fall in its first year. */
const FIRST_YEAR_MONTHS = ["Oct", "Nov", "Dec"];

/**
 * What a lot's papers say of its crop: the harvest under way or last finished, or `back` harvests
 * before it. Its shipments leave from January after the harvest began, and never before next month.
 */
function crop(today: Date, back = 0) {
  const first = harvestStartYear(today) - back;
  const yy = (year: number) => String(year % 100).padStart(2, "0");
  return {
    cropYear: `${first}/${yy(first + 1)}`,
    /** 'Nov 2026 - Jan 2027', or 'Oct - Dec 2026' within the harvest's first year. */
    picked: (from: string, to: string) =>
      FIRST_YEAR_MONTHS.includes(to)
        ? `${from} - ${to} ${first}`
        : `${from} ${first} - ${to} ${first + 1}`,
    certificate: (station: string, serial: string) => `ECX-${station}-${first + 1}-${serial}`,
    batch: (station: string, serial: string) =>
      `ETH-ECTA-${station}-${yy(first)}${yy(first + 1)}-${serial}`,
    /** The shipment month (yyyy-mm) `months` after the crop's first one still ahead of `today`. */
    shipment: (today: Date, months: number) => {
      const firstShipment = Math.max(
        Date.UTC(first + 1, 0, 1),
        Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1),
      );
      const month = new Date(firstShipment);
      month.setUTCMonth(month.getUTCMonth() + months);
      return month.toISOString().slice(0, 7);
    },
  };
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
