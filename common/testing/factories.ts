// Valid form inputs for tests and seeds; each takes overrides. Only test and seed code imports this.
import type { ContactInput } from "../schemas/contact";
import type { NewsEventInput } from "../schemas/news-event";
import type { OfferInput } from "../schemas/offer";
import type { OriginTripInput } from "../schemas/origin-trip";
import type { QuoteRequestInput } from "../schemas/quote-request";
import type { SampleOrderInput } from "../schemas/sample-order";
import type { SampleRequestInput } from "../schemas/sample-request";
import type { SiteSettingsInput } from "../schemas/site-settings";

export function buildContact(overrides: Partial<ContactInput> = {}): ContactInput {
  return {
    name: "Abebe Bekele",
    email: "abebe@roastery.example",
    phone: "+251 911 234 567",
    message: "We would like to buy two containers of washed Yirgacheffe.",
    ...overrides,
  };
}

export function buildQuoteRequest(overrides: Partial<QuoteRequestInput> = {}): QuoteRequestInput {
  return {
    firstName: "Maria",
    lastName: "Rossi",
    email: "maria@torrefazione.example",
    phone: "+39 055 123 4567",
    company: "Torrefazione Rossi",
    role: "Green coffee buyer",
    addressLine1: "Via Roma 1",
    addressLine2: "",
    city: "Florence",
    stateProvince: "",
    postalCode: "50123",
    country: "Italy",
    coffeeName: "Yirgacheffe Chelchele G1",
    region: "Yirgacheffe, Ethiopia",
    grade: "Grade 1",
    processing: "Washed",
    quantity: 10,
    quantityUnit: "bags",
    notes: "",
    ...overrides,
  };
}

export function buildSampleRequest(
  overrides: Partial<SampleRequestInput> = {},
): SampleRequestInput {
  return {
    companyName: "Nordic Roasters AB",
    contactName: "Erik Lund",
    email: "erik@nordicroasters.example",
    phone: "(555) 123-4567",
    role: "Head roaster",
    addressLine1: "Kungsgatan 5",
    addressLine2: "",
    city: "Stockholm",
    stateProvince: "",
    postalCode: "111 43",
    country: "Sweden",
    coffeeCategory: "Speciality",
    coffeeRegion: "Guji",
    coffeeVariety: "Hambela",
    coffeeProcessing: "Natural",
    coffeeGrade: "Grade 1",
    sampleSize: "250g",
    notes: "",
    ...overrides,
  };
}

export function buildSampleOrder(overrides: Partial<SampleOrderInput> = {}): SampleOrderInput {
  return {
    name: "Jane Doe",
    email: "jane@cafe.example",
    phone: "",
    address: "1 Main Street",
    city: "Portland",
    state: "OR",
    zip: "97201",
    blends: ["House Blend"],
    ...overrides,
  };
}

export function buildOriginTrip(overrides: Partial<OriginTripInput> = {}): OriginTripInput {
  return {
    fullName: "Kenji Sato",
    email: "kenji@kissaten.example",
    role: "Owner",
    phone: "",
    company: "Kissaten Sato",
    experience: "roaster",
    selectedExperiences: ["harvest-tour", "quality-lab"],
    groupSize: 2,
    ...overrides,
  };
}

export function buildOffer(overrides: Partial<OfferInput> = {}): OfferInput {
  return {
    name: "Guji Hambela Natural G1",
    region: "Guji",
    farm: "Hambela Estate",
    producer: "Hambela Washing Station",
    grade: "Grade 1",
    processing: "Natural",
    cupScore: 88.5,
    flavorProfile: ["Blueberry", "Jasmine", "Dark chocolate"],
    lotSize: 120,
    pricePerLbs: 4.35,
    availability: "in-stock",
    harvestDate: "December 2025",
    certNo: "ECX-2025-0142",
    sampleAvailable: true,
    warehouseLocation: "Addis Ababa (Gelan)",
    description: "A clean, fruit-forward natural from the Hambela highlands.",
    variety: "Heirloom",
    cropYear: "2025/26",
    moisturePercent: 10.8,
    waterActivity: 0.56,
    densityGramsPerLitre: 760,
    screenSize: "14+",
    defectsPer350g: 3,
    bagSizeKg: 60,
    packaging: "60 kg jute with GrainPro",
    position: "at-origin",
    shipmentMonth: "2026-03",
    eta: "",
    priceBasis: "fob-djibouti",
    bagsRemaining: 100,
    minimumOrderBags: 10,
    certifications: ["organic"],
    otherCertifications: "",
    washingStation: "Hambela Washing Station",
    altitudeMinM: 1900,
    altitudeMaxM: 2200,
    traceabilityBatch: "ETH-ECTA-GJ-2526-00142",
    farmPlots: { type: "Point", coordinates: [38.85, 5.95] },
    ...overrides,
  };
}

export function buildNewsEvent(overrides: Partial<NewsEventInput> = {}): NewsEventInput {
  return {
    title: "Harvest 2025 begins in Guji",
    excerpt: "Cherry picking started this week across our Guji stations.",
    content:
      "Cherry picking started this week across our Guji stations. Early lots are cupping well.",
    type: "news",
    category: "Harvest",
    date: "2025-11-20",
    location: "",
    attendees: "",
    imageUrl: "/media/harvest.webp",
    featured: false,
    ...overrides,
  };
}

/** Every one of the exporter's facts set, as the desk's form sends them. */
export function buildSiteSettings(overrides: Partial<SiteSettingsInput> = {}): SiteSettingsInput {
  return {
    legalName: "Abyssinia Green Coffee Export PLC",
    addisAbabaAddress: "Bole Sub-City, Woreda 03\nAfrica Avenue, House 1120\nAddis Ababa, Ethiopia",
    washingtonOffice: "1100 15th St NW, Suite 400\nWashington, DC 20005, USA",
    phone: "+1 202 555 0100",
    salesEmail: "sales@abyssiniagreencoffee.example",
    businessHours: "Mon-Fri 7:00 AM-6:00 PM EST\nSat-Sun 8:00 AM-4:00 PM EST",
    facebookUrl: "https://www.facebook.com/abyssiniagreencoffee",
    instagramUrl: "https://www.instagram.com/abyssiniagreencoffee/",
    linkedinUrl: "https://www.linkedin.com/company/abyssinia-green-coffee",
    exportLicenceNumber: "ECTA/EXP/14/2021",
    ...overrides,
  };
}
