// Business constants of the spec (sections 3, 5 and 9), shared by the browser and the server.

/** A select option: `value` is what is stored and sent, `label` what the visitor reads. */
export type Choice<V extends string = string> = { readonly value: V; readonly label: string };

// ---------------------------------------------------------------- offers

export const OFFER_REGIONS = [
  "Benchi Maji",
  "Guji",
  "Jimma/Limmu",
  "Sidamo",
  "Nekemt",
  "Yirgacheffe",
] as const;
export type OfferRegion = (typeof OFFER_REGIONS)[number];

export const OFFER_PROCESSING = ["Natural", "Washed", "Honey", "Anaerobic"] as const;
export type OfferProcessing = (typeof OFFER_PROCESSING)[number];

export const AVAILABILITIES = ["in-stock", "pre-ship", "sold-out"] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export const AVAILABILITY_LABELS: Record<Availability, string> = {
  "in-stock": "In Stock",
  "pre-ship": "Pre-Ship",
  "sold-out": "Sold Out",
};
/** Badge text for an availability the catalogue does not know (grey badge). */
export const UNKNOWN_AVAILABILITY_LABEL = "Unknown";

export function isAvailability(value: unknown): value is Availability {
  return typeof value === "string" && (AVAILABILITIES as readonly string[]).includes(value);
}

/** The badge text for any stored value: In Stock, Pre-Ship, Sold Out or Unknown. */
export function availabilityLabel(value: string | null | undefined): string {
  return isAvailability(value) ? AVAILABILITY_LABELS[value] : UNKNOWN_AVAILABILITY_LABEL;
}

/** Value of the 'All' option of every filter (Radix Select forbids an empty value). */
export const FILTER_ALL = "all";

// The /offers filters. Values equal the stored offer values, so filtering is an equality test;
// the 'Limu' option therefore carries the stored region 'Jimma/Limmu'.
export const OFFER_FILTER_REGIONS: readonly Choice[] = [
  { value: FILTER_ALL, label: "All" },
  { value: "Yirgacheffe", label: "Yirgacheffe" },
  { value: "Guji", label: "Guji" },
  { value: "Sidamo", label: "Sidamo" },
  { value: "Jimma/Limmu", label: "Limu" },
];
export const OFFER_FILTER_PROCESSING: readonly Choice[] = [
  { value: FILTER_ALL, label: "All" },
  { value: "Washed", label: "Washed" },
  { value: "Natural", label: "Natural" },
  { value: "Honey", label: "Honey" },
  { value: "Anaerobic", label: "Anaerobic" },
];
export const OFFER_FILTER_AVAILABILITY: readonly Choice[] = [
  { value: FILTER_ALL, label: "All" },
  { value: "in-stock", label: "In Stock" },
  { value: "pre-ship", label: "Pre-Ship" },
  { value: "sold-out", label: "Sold Out" },
];

// Trade terms of a lot (issue 11). Values are stored; labels are what a buyer reads.

/** Where the coffee physically is: still in Ethiopia, on the water, or landed in a warehouse. */
export const LOT_POSITIONS = ["at-origin", "afloat", "in-warehouse"] as const;
export type LotPosition = (typeof LOT_POSITIONS)[number];
export const LOT_POSITION_LABELS: Record<LotPosition, string> = {
  "at-origin": "At origin",
  afloat: "Afloat",
  "in-warehouse": "In warehouse",
};

/** What the price includes: loaded on the vessel in Djibouti, or collected from a named warehouse. */
export const PRICE_BASES = ["fob-djibouti", "ex-warehouse"] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];
export const PRICE_BASIS_LABELS: Record<PriceBasis, string> = {
  "fob-djibouti": "FOB Djibouti",
  "ex-warehouse": "ex-warehouse",
};

/** Certifications a buyer filters by; any other goes into the offer's free-text field. */
export const CERTIFICATIONS = ["organic", "fair-trade", "rainforest-alliance"] as const;
export type Certification = (typeof CERTIFICATIONS)[number];
export const CERTIFICATION_LABELS: Record<Certification, string> = {
  organic: "Organic",
  "fair-trade": "Fair Trade",
  "rainforest-alliance": "Rainforest Alliance",
};

export function choicesOf<V extends string>(labels: Record<V, string>): Choice<V>[] {
  return (Object.entries(labels) as [V, string][]).map(([value, label]) => ({ value, label }));
}

export const OFFER_FILTER_CERTIFICATIONS: readonly Choice[] = [
  { value: FILTER_ALL, label: "All" },
  ...choicesOf(CERTIFICATION_LABELS),
];
export const OFFER_FILTER_POSITIONS: readonly Choice[] = [
  { value: FILTER_ALL, label: "All" },
  ...choicesOf(LOT_POSITION_LABELS),
];

/** Orders of the /offers list; newest first unless the buyer picks another. */
export const OFFER_SORTS: readonly Choice[] = [
  { value: "newest", label: "Newest" },
  { value: "cup-score", label: "Cup score (high to low)" },
  { value: "price", label: "Price (low to high)" },
  { value: "lot-size", label: "Lot size (large to small)" },
];
export const DEFAULT_OFFER_SORT = "newest";

export const CUP_SCORE_MIN = 80;
export const CUP_SCORE_MAX = 100;
export const LOT_SIZE_MIN = 1;

// ---------------------------------------------------------------- requests

export const REQUEST_STATUSES = ["pending", "processing", "completed", "cancelled"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  pending: "Pending",
  processing: "Processing",
  completed: "Completed",
  cancelled: "Cancelled",
};
/** Also the status assumed when a record has none. */
export const DEFAULT_REQUEST_STATUS: RequestStatus = "pending";
/** Only finished requests may be deleted (the UI hides Delete, the server refuses). */
export const DELETABLE_REQUEST_STATUSES = [
  "completed",
  "cancelled",
] as const satisfies readonly RequestStatus[];

export function isRequestDeletable(status: string | null | undefined): boolean {
  return (DELETABLE_REQUEST_STATUSES as readonly string[]).includes(
    status ?? DEFAULT_REQUEST_STATUS,
  );
}

/** The request collections; each is also the path segment under /api and /api/exports. */
export const REQUEST_TYPES = ["quote-requests", "sample-requests", "origin-trips"] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

export const EXPORT_FORMATS = ["csv", "excel"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_FILE_EXTENSIONS: Record<ExportFormat, string> = { csv: "csv", excel: "xlsx" };

/** Admin list date filters: today, last 7 days, last month, last 3 months. */
export const ADMIN_DATE_FILTERS = [FILTER_ALL, "today", "week", "month", "quarter"] as const;
export type AdminDateFilter = (typeof ADMIN_DATE_FILTERS)[number];

// ---------------------------------------------------------------- samples and quotes

export const SAMPLE_SIZES = ["100g", "200g", "250g", "500g"] as const;
export type SampleSize = (typeof SAMPLE_SIZES)[number];
export const DEFAULT_SAMPLE_SIZE: SampleSize = "250g";

export const COFFEE_CATEGORY_VALUES = ["Speciality", "Commercial"] as const;
export type CoffeeCategory = (typeof COFFEE_CATEGORY_VALUES)[number];
export const COFFEE_CATEGORIES: readonly Choice<CoffeeCategory>[] = [
  { value: "Speciality", label: "Specialty" },
  { value: "Commercial", label: "Commercial" },
];

/** Catalogue grades (numbers) allowed for each category. */
export const GRADE_BY_CATEGORY: Record<CoffeeCategory, readonly number[]> = {
  Speciality: [1, 2],
  Commercial: [3, 4],
};
/** The number in an offer's free-text grade ('Grade 1', 'G1', 'gr. 2', '3'), or null. */
export function gradeNumber(grade: number | string): number | null {
  const match = /^\s*(?:grade|gr\.?|g)?\s*([1-9])\s*$/i.exec(String(grade));
  return match ? Number(match[1]) : null;
}

/** The category a grade belongs to by the rule above, or null when it names no grade from 1 to 4. */
export function categoryOfGrade(grade: number | string): CoffeeCategory | null {
  const number = gradeNumber(grade);
  const found = COFFEE_CATEGORY_VALUES.find((category) =>
    GRADE_BY_CATEGORY[category].some((allowed) => allowed === number),
  );
  return found ?? null;
}

/** The visitor's word for a category: Specialty or Commercial. */
export function categoryLabel(category: CoffeeCategory): string {
  return COFFEE_CATEGORIES.find((choice) => choice.value === category)?.label ?? category;
}

export function gradeLabel(grade: number): string {
  return `Grade ${grade}`;
}

export const QUOTE_GRADES = ["Grade 1", "Grade 2", "Grade 3", "Grade 4"] as const;
export type QuoteGrade = (typeof QUOTE_GRADES)[number];

// Values match the offer processing names, so a quote opened from an offer pre-selects its method.
export const QUOTE_PROCESSING: readonly Choice[] = [
  { value: "Natural", label: "Natural (Sun-dried)" },
  { value: "Washed", label: "Washed (Wet Process)" },
  { value: "Honey", label: "Semi-washed (Honey Process)" },
];

export const QUOTE_UNIT_VALUES = ["bags", "containers"] as const;
export type QuoteUnit = (typeof QUOTE_UNIT_VALUES)[number];
export const QUOTE_UNITS: readonly Choice<QuoteUnit>[] = [
  { value: "bags", label: "bags (60kg)" },
  { value: "containers", label: "containers (320 bags)" },
];
export const DEFAULT_QUOTE_UNIT: QuoteUnit = "bags";

/** The quote's region field: the offer's region followed by ', Ethiopia'. */
export function quoteRegion(offerRegion: string): string {
  return `${offerRegion}, Ethiopia`;
}

/** Fixed coffee fields of the single-offer sample form, named as in the sample-request schema. */
export const SINGLE_SAMPLE_DEFAULTS = {
  coffeeProcessing: "Natural",
  coffeeGrade: "Grade 1",
  coffeeCategory: "Commercial",
  sampleSize: "250g",
} as const satisfies {
  coffeeProcessing: string;
  coffeeGrade: string;
  coffeeCategory: CoffeeCategory;
  sampleSize: SampleSize;
};

/** Processing methods of the /specialty and /commercial collection pages. */
export const COLLECTION_PROCESSING_METHODS = ["Washed", "Natural"] as const;
export type CollectionProcessingMethod = (typeof COLLECTION_PROCESSING_METHODS)[number];
export const DEFAULT_SPECIALTY_METHOD: CollectionProcessingMethod = "Washed";
export const DEFAULT_COMMERCIAL_METHOD: CollectionProcessingMethod = "Natural";

// ---------------------------------------------------------------- region-to-variety maps

/** The single group shown for a region that has no named varieties. */
export const REGIONAL_GROUP = "Regional";

export type RegionVarietyMap = Readonly<Record<OfferRegion, readonly string[]>>;

export const SPECIALTY_REGION_VARIETIES: RegionVarietyMap = {
  Guji: [
    "Hambela",
    "Uraga",
    "Shakiso",
    "Kercha",
    "Danse Mormora",
    "Gogogu",
    "Buqui",
    "Terbe",
    "Arsosala",
    "Muda Tetesa",
  ],
  Yirgacheffe: [
    "Halo Beriti",
    "Banko Gotiti",
    "Adado",
    "Konga",
    "Worka",
    "Shale",
    "Gelana Abaya",
    // The spec's map writes "Chelchelle"; the site spells the station one way (docs/content-and-media.md).
    "Chelchele",
    "Koke",
    "Idido",
    "Chelbesa",
    "Chelba",
  ],
  Nekemt: [],
  "Benchi Maji": [],
  Sidamo: ["Kebado", "Cetamo", "Bensa"],
  "Jimma/Limmu": ["Debakulu", "Andracha", "Limmu Genet"],
};

// Sub-areas (woredas) of the same six regions, for the commercial page.
export const COMMERCIAL_REGION_VARIETIES: RegionVarietyMap = {
  Guji: ["Shakiso", "Uraga", "Hambela", "Adola", "Kercha"],
  Yirgacheffe: ["Kochere", "Gedeb", "Wenago", "Dilla Zuria"],
  Nekemt: ["Guto Gida", "Sibu Sire", "Gimbi", "Nejo"],
  "Benchi Maji": ["Sheko", "Guraferda", "Debub Bench", "Semen Bench"],
  Sidamo: ["Bensa", "Aroresa", "Shebedino", "Aleta Wondo", "Dale"],
  "Jimma/Limmu": ["Limmu Kossa", "Gomma", "Mana", "Agaro", "Seka Chekorsa"],
};

export const REGION_VARIETIES_BY_CATEGORY: Record<CoffeeCategory, RegionVarietyMap> = {
  Speciality: SPECIALTY_REGION_VARIETIES,
  Commercial: COMMERCIAL_REGION_VARIETIES,
};

/** The groups a collection page shows for a region: its varieties, or ['Regional'] when it has none. */
export function varietyGroups(category: CoffeeCategory, region: string): readonly string[] {
  const map = REGION_VARIETIES_BY_CATEGORY[category] as Readonly<Record<string, readonly string[]>>;
  const varieties = map[region];
  if (varieties === undefined) return [];
  return varieties.length > 0 ? varieties : [REGIONAL_GROUP];
}

// ---------------------------------------------------------------- origin trip

export const TRIP_EXPERIENCE_IDS = ["harvest-tour", "quality-lab", "direct-trade"] as const;
export type TripExperienceId = (typeof TRIP_EXPERIENCE_IDS)[number];
export const TRIP_EXPERIENCES: readonly {
  readonly id: TripExperienceId;
  readonly label: string;
}[] = [
  { id: "harvest-tour", label: "Harvest Tour" },
  { id: "quality-lab", label: "Quality Lab" },
  { id: "direct-trade", label: "Direct Trade" },
];

export const EXPERIENCE_LEVELS = ["beginner", "intermediate", "expert", "roaster"] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export const EXPERIENCE_LEVEL_LABELS: Record<ExperienceLevel, string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  expert: "Expert",
  roaster: "Roaster",
};

export const GROUP_SIZE_MIN = 1;
export const GROUP_SIZE_MAX = 12;
export const DEFAULT_GROUP_SIZE = 1;

// ---------------------------------------------------------------- news and events

export const NEWS_TYPES = ["news", "event", "announcement"] as const;
export type NewsType = (typeof NEWS_TYPES)[number];
export const NEWS_TYPE_LABELS: Record<NewsType, string> = {
  news: "News",
  event: "Event",
  announcement: "Announcement",
};
/** The public type filter offers only these. */
export const NEWS_TYPE_FILTERS = [FILTER_ALL, "news", "event"] as const;

// ---------------------------------------------------------------- partners

export const PARTNER_TYPES = ["partner", "customer"] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

// ---------------------------------------------------------------- admin

export const ADMIN_PAGE_SIZE = 15;
export const PAGINATION_WINDOW = 5;
export const NEWS_PREVIEW_LENGTH = 200;
export const MFA_CODE_LENGTH = 6;

// ---------------------------------------------------------------- API

export const CSRF_TOKEN_PATH = "/api/csrf-token";
export const CSRF_HEADER = "x-csrf-token";
