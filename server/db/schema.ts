import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  uniqueIndex,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import type {
  Certification,
  LotPosition,
  MediaPlaceKind,
  PhotoType,
  PriceBasis,
  RequestStatus,
} from "../../common/constants";
import type { ProposalBasis, StoredProposalStatus } from "../../common/proposal";
import type { FarmPlots } from "../../common/schemas/farm-plots";

/** A file sent with a mail, kept in the outbox row (base64) so that nothing is lost while SMTP is down. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes in base64. */
  content: string;
}

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const requestStatus = () => varchar("status", { length: 20 }).notNull().default("pending");
/**
 * A request's or contact message's id in the API, e.g. Q-7K3M-9P2X
 * (server/modules/requests/reference.ts); the serial `id` stays inside the database.
 */
const REFERENCE_LENGTH = 16;
const requestReference = () =>
  varchar("reference", { length: REFERENCE_LENGTH }).notNull().unique();

export const offers = pgTable(
  "offers",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 255 }).notNull(),
    region: varchar("region", { length: 100 }).notNull(),
    farm: varchar("farm", { length: 255 }).notNull().default(""),
    producer: varchar("producer", { length: 255 }).notNull().default(""),
    grade: varchar("grade", { length: 50 }).notNull().default(""),
    processing: varchar("processing", { length: 100 }).notNull(),
    variety: varchar("variety", { length: 255 }).notNull().default(""),
    cupScore: doublePrecision("cup_score").notNull().default(80),
    flavorProfile: text("flavor_profile")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lotSize: integer("lot_size").notNull().default(0),
    pricePerLbs: numeric("price_per_lbs", { precision: 10, scale: 2, mode: "number" })
      .notNull()
      .default(0),
    availability: varchar("availability", { length: 20 }).notNull().default("in-stock"),
    harvestDate: varchar("harvest_date", { length: 100 }).notNull().default(""),
    certNo: varchar("cert_no", { length: 100 }).notNull().default(""),
    sampleAvailable: boolean("sample_available").notNull().default(true),
    warehouseLocation: varchar("warehouse_location", { length: 255 }).notNull().default(""),
    description: text("description").notNull(),
    // Trade terms and physical analysis (issue 11): nullable, so older lots simply lack them.
    cropYear: varchar("crop_year", { length: 7 }),
    moisturePercent: doublePrecision("moisture_percent"),
    preShipmentFigures: boolean("pre_shipment_figures").notNull().default(false),
    waterActivity: doublePrecision("water_activity"),
    densityGramsPerLitre: integer("density_g_per_l"),
    screenSize: varchar("screen_size", { length: 5 }),
    defectsPer350g: integer("defects_per_350g"),
    bagSizeKg: doublePrecision("bag_size_kg"),
    packaging: varchar("packaging", { length: 255 }),
    position: varchar("position", { length: 20 }).$type<LotPosition>(),
    shipmentMonth: varchar("shipment_month", { length: 7 }),
    eta: date("eta", { mode: "string" }),
    priceBasis: varchar("price_basis", { length: 20 }).$type<PriceBasis>(),
    bagsRemaining: integer("bags_remaining"),
    minimumOrderBags: integer("minimum_order_bags"),
    certifications: text("certifications")
      .array()
      .$type<Certification[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    otherCertifications: varchar("other_certifications", { length: 255 }),
    washingStation: varchar("washing_station", { length: 255 }),
    altitudeMinM: integer("altitude_min_m"),
    altitudeMaxM: integer("altitude_max_m"),
    traceabilityBatch: varchar("traceability_batch", { length: 64 }),
    farmPlots: jsonb("farm_plots").$type<FarmPlots>(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("offers_created_at_idx").on(t.createdAt)],
);

/**
 * A buyer: one company, whatever form it wrote from (issue 49, decision 068). Its requests point
 * at it (`buyer_id`); `buyer_keys` holds the email domains and company names that lead to it.
 */
export const buyers = pgTable(
  "buyers",
  {
    id: serial("id").primaryKey(),
    companyName: varchar("company_name", { length: 255 }).notNull(),
    /** The business email domain it was first matched by; null for a company known by name only. */
    emailDomain: varchar("email_domain", { length: 255 }),
    country: varchar("country", { length: 100 }),
    /** The desk's free note. */
    note: text("note"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("buyers_created_at_idx").on(t.createdAt)],
);

/**
 * What leads a filed request to its buyer: a business email domain, or a company name as
 * `buyer_name_key()` writes it. Each key belongs to one buyer; a merge moves the merged buyer's
 * keys to the one it joins, so the next request from either finds it.
 */
export const buyerKeys = pgTable(
  "buyer_keys",
  {
    kind: varchar("kind", { length: 10 }).$type<"domain" | "name">().notNull(),
    value: varchar("value", { length: 255 }).notNull(),
    buyerId: integer("buyer_id")
      .notNull()
      .references(() => buyers.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.value] }),
    index("buyer_keys_buyer_id_idx").on(t.buyerId),
  ],
);

/** The buyer a request or contact message belongs to (decision 068); a deleted buyer leaves it unlinked. */
const buyerId = () => integer("buyer_id").references(() => buyers.id, { onDelete: "set null" });

export const quoteRequests = pgTable(
  "quote_requests",
  {
    id: serial("id").primaryKey(),
    reference: requestReference(),
    firstName: varchar("first_name", { length: 100 }).notNull(),
    lastName: varchar("last_name", { length: 100 }).notNull(),
    email: varchar("email", { length: 255 }).notNull(),
    phone: varchar("phone", { length: 50 }),
    company: varchar("company", { length: 255 }).notNull(),
    role: varchar("role", { length: 100 }).notNull(),
    addressLine1: varchar("address_line1", { length: 255 }).notNull(),
    addressLine2: varchar("address_line2", { length: 255 }),
    city: varchar("city", { length: 100 }).notNull(),
    stateProvince: varchar("state_province", { length: 100 }),
    postalCode: varchar("postal_code", { length: 20 }).notNull(),
    country: varchar("country", { length: 100 }).notNull(),
    coffeeName: varchar("coffee_name", { length: 255 }).notNull(),
    region: varchar("region", { length: 100 }).notNull(),
    grade: varchar("grade", { length: 50 }).notNull(),
    processing: varchar("processing", { length: 100 }).notNull(),
    quantity: integer("quantity").notNull(),
    quantityUnit: varchar("quantity_unit", { length: 50 }).notNull(),
    notes: text("notes"),
    offerId: integer("offer_id").references(() => offers.id, { onDelete: "set null" }),
    buyerId: buyerId(),
    status: requestStatus(),
    createdAt: createdAt(),
  },
  (t) => [
    index("quote_requests_created_at_idx").on(t.createdAt),
    index("quote_requests_status_idx").on(t.status),
    index("quote_requests_buyer_id_idx").on(t.buyerId),
  ],
);

/**
 * A priced proposal answering a quote request (issue 49, decision 065). Its reference (P-...) is
 * its id in the API and the signed link's subject; deleting the request deletes its proposals.
 */
export const proposals = pgTable(
  "proposals",
  {
    id: serial("id").primaryKey(),
    reference: requestReference(),
    quoteRequestId: integer("quote_request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    pricePerLb: numeric("price_per_lb", { precision: 10, scale: 2, mode: "number" }).notNull(),
    priceBasis: varchar("price_basis", { length: 20 }).$type<ProposalBasis>().notNull(),
    /** The warehouse of an ex-warehouse price, the destination of a landed one. */
    basisPlace: varchar("basis_place", { length: 255 }),
    quantityBags: integer("quantity_bags").notNull(),
    shipmentPeriod: varchar("shipment_period", { length: 100 }).notNull(),
    paymentTerms: varchar("payment_terms", { length: 255 }).notNull(),
    /** The last day (UTC) it can be accepted; past it, an open proposal reads as expired. */
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    message: text("message"),
    status: varchar("status", { length: 20 })
      .$type<StoredProposalStatus>()
      .notNull()
      .default("open"),
    /** The name the buyer typed when accepting. */
    acceptedBy: varchar("accepted_by", { length: 255 }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("proposals_quote_request_id_idx").on(t.quoteRequestId)],
);

export const sampleRequests = pgTable(
  "sample_requests",
  {
    id: serial("id").primaryKey(),
    reference: requestReference(),
    companyName: varchar("company_name", { length: 255 }).notNull(),
    contactName: varchar("contact_name", { length: 255 }).notNull(),
    email: varchar("email", { length: 255 }).notNull(),
    phone: varchar("phone", { length: 50 }),
    role: varchar("role", { length: 100 }).notNull(),
    addressLine1: varchar("address_line1", { length: 255 }).notNull(),
    addressLine2: varchar("address_line2", { length: 255 }),
    city: varchar("city", { length: 100 }).notNull(),
    stateProvince: varchar("state_province", { length: 100 }),
    postalCode: varchar("postal_code", { length: 20 }).notNull(),
    country: varchar("country", { length: 100 }).notNull(),
    coffeeRegion: varchar("coffee_region", { length: 100 }).notNull(),
    coffeeVariety: varchar("coffee_variety", { length: 100 }),
    coffeeProcessing: varchar("coffee_processing", { length: 100 }).notNull(),
    coffeeGrade: varchar("coffee_grade", { length: 50 }).notNull(),
    coffeeCategory: varchar("coffee_category", { length: 20 }).notNull(),
    sampleSize: varchar("sample_size", { length: 10 }).notNull(),
    notes: text("notes"),
    offerId: integer("offer_id").references(() => offers.id, { onDelete: "set null" }),
    buyerId: buyerId(),
    status: requestStatus(),
    createdAt: createdAt(),
  },
  (t) => [
    index("sample_requests_created_at_idx").on(t.createdAt),
    index("sample_requests_status_idx").on(t.status),
    index("sample_requests_buyer_id_idx").on(t.buyerId),
  ],
);

/**
 * A sample's dispatch (issue 49): courier, tracking number and day, mailed to the buyer. One per
 * sample request; deleting the request deletes it.
 */
export const sampleDispatches = pgTable("sample_dispatches", {
  id: serial("id").primaryKey(),
  sampleRequestId: integer("sample_request_id")
    .notNull()
    .unique()
    .references(() => sampleRequests.id, { onDelete: "cascade" }),
  courier: varchar("courier", { length: 100 }).notNull(),
  trackingNumber: varchar("tracking_number", { length: 100 }).notNull(),
  dispatchedOn: date("dispatched_on", { mode: "string" }).notNull(),
  /**
   * When the buyer's invitation to the feedback form was queued (decision 069): the timer's
   * claim, so that N instances invite once; its link expires SAMPLE_FEEDBACK_LINK_DAYS after it.
   */
  feedbackInvitedAt: timestamp("feedback_invited_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * The buyer's answer to the feedback form of a dispatched sample (issue 49, decision 069): one per
 * dispatch; "wants a quote" opened the quote request named here.
 */
export const sampleFeedback = pgTable("sample_feedback", {
  id: serial("id").primaryKey(),
  sampleDispatchId: integer("sample_dispatch_id")
    .notNull()
    .unique()
    .references(() => sampleDispatches.id, { onDelete: "cascade" }),
  cupScore: doublePrecision("cup_score").notNull(),
  notes: text("notes"),
  wantsQuote: boolean("wants_quote").notNull().default(false),
  quoteRequestId: integer("quote_request_id").references(() => quoteRequests.id, {
    onDelete: "set null",
  }),
  createdAt: createdAt(),
});

export const originTripRequests = pgTable(
  "origin_trip_requests",
  {
    id: serial("id").primaryKey(),
    reference: requestReference(),
    fullName: varchar("full_name", { length: 255 }).notNull(),
    email: varchar("email", { length: 255 }).notNull(),
    company: varchar("company", { length: 255 }),
    phone: varchar("phone", { length: 50 }),
    role: varchar("role", { length: 100 }).notNull(),
    addressLine1: varchar("address_line1", { length: 255 }),
    addressLine2: varchar("address_line2", { length: 255 }),
    city: varchar("city", { length: 100 }),
    stateProvince: varchar("state_province", { length: 100 }),
    postalCode: varchar("postal_code", { length: 20 }),
    country: varchar("country", { length: 100 }),
    selectedExperiences: text("selected_experiences").array().notNull(),
    groupSize: integer("group_size").notNull().default(1),
    experience: varchar("experience", { length: 20 }),
    preferredDates: varchar("preferred_dates", { length: 255 }),
    specialRequests: text("special_requests"),
    buyerId: buyerId(),
    status: requestStatus(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("origin_trip_requests_submitted_at_idx").on(t.submittedAt),
    index("origin_trip_requests_status_idx").on(t.status),
    index("origin_trip_requests_buyer_id_idx").on(t.buyerId),
  ],
);

export const contacts = pgTable(
  "contacts",
  {
    id: serial("id").primaryKey(),
    reference: requestReference(),
    name: varchar("name", { length: 255 }).notNull(),
    email: varchar("email", { length: 255 }).notNull(),
    phone: varchar("phone", { length: 50 }),
    message: text("message").notNull(),
    buyerId: buyerId(),
    /** Worked like a request on the desk (issue 49): pending until the team answers. */
    status: requestStatus(),
    createdAt: createdAt(),
  },
  (t) => [
    index("contacts_created_at_idx").on(t.createdAt),
    index("contacts_status_idx").on(t.status),
    index("contacts_buyer_id_idx").on(t.buyerId),
  ],
);

/**
 * What the desk did on a request or contact message (issue 49): a status change (who, when,
 * whether the buyer was told) or an internal note. Named by the request's reference, which is
 * unique across the collections (each has its own letter); deleting the request deletes its rows.
 */
export const requestEvents = pgTable(
  "request_events",
  {
    id: serial("id").primaryKey(),
    requestReference: varchar("request_reference", { length: REFERENCE_LENGTH }).notNull(),
    kind: varchar("kind", { length: 20 }).$type<"status" | "note">().notNull(),
    /** The new status of a status change. */
    status: varchar("status", { length: 20 }).$type<RequestStatus>(),
    /** Whether the buyer was mailed about the status change. */
    notified: boolean("notified").notNull().default(false),
    /** The text of a note. */
    note: text("note"),
    actor: varchar("actor", { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("request_events_request_reference_idx").on(t.requestReference, t.createdAt)],
);

/**
 * One row per day the overdue digest went to the sales team (issue 49): the instance that inserts
 * the day's row sends it, so N instances send it once.
 */
export const overdueDigests = pgTable("overdue_digests", {
  day: date("day", { mode: "string" }).primaryKey(),
  /** How many overdue requests it listed (0: nothing was sent). */
  requests: integer("requests").notNull(),
  createdAt: createdAt(),
});

export const sampleOrders = pgTable("sample_orders", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 255 }).notNull(),
  email: varchar("email", { length: 255 }).notNull(),
  phone: varchar("phone", { length: 50 }),
  address: varchar("address", { length: 255 }).notNull(),
  city: varchar("city", { length: 100 }).notNull(),
  state: varchar("state", { length: 100 }).notNull(),
  zip: varchar("zip", { length: 20 }).notNull(),
  blends: text("blends").array().notNull(),
  createdAt: createdAt(),
});

export const products = pgTable("products", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 255 }).notNull(),
  description: text("description").notNull(),
  price: numeric("price", { precision: 10, scale: 2, mode: "number" }).notNull(),
  image: varchar("image", { length: 500 }).notNull(),
  category: varchar("category", { length: 100 }).notNull(),
});

export const portfolioItems = pgTable("portfolio_items", {
  id: serial("id").primaryKey(),
  title: varchar("title", { length: 255 }).notNull(),
  description: text("description").notNull(),
  image: varchar("image", { length: 500 }).notNull(),
  category: varchar("category", { length: 100 }).notNull(),
});

export const partners = pgTable("partners", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 255 }).notNull(),
  description: text("description").notNull().default(""),
  image: varchar("image", { length: 500 }),
  type: varchar("type", { length: 10 }).notNull(),
  /** Where the desk put it in the section, first shown first (issue 50). */
  position: integer("position").notNull().default(0),
});

export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  id: serial("id").primaryKey(),
  email: varchar("email", { length: 255 }).notNull().unique(),
  createdAt: createdAt(),
  /** Set when the visitor follows the signed confirmation link (double opt-in). */
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  /** When the last confirmation mail was queued: a repeated sign-up re-sends it at most hourly. */
  confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true })
    .notNull()
    .defaultNow(),
});

export const coffeeCatalog = pgTable(
  "coffee_catalog",
  {
    id: serial("id").primaryKey(),
    region: varchar("region", { length: 100 }).notNull(),
    variety: varchar("variety", { length: 100 }),
    processingMethod: varchar("processing_method", { length: 50 }).notNull(),
    grade: integer("grade").notNull(),
    category: varchar("category", { length: 20 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("coffee_catalog_category_region_idx").on(t.category, t.region)],
);

export const newsEvents = pgTable(
  "news_events",
  {
    id: serial("id").primaryKey(),
    title: varchar("title", { length: 255 }).notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    // The spec says max 10 but lists "announcement" (12): the column fits every listed value.
    type: varchar("type", { length: 20 }).notNull().default("news"),
    category: varchar("category", { length: 100 }).notNull().default(""),
    date: date("date", { mode: "string" }).notNull(),
    location: varchar("location", { length: 255 }),
    attendees: integer("attendees"),
    imageUrl: varchar("image_url", { length: 500 }),
    featured: boolean("featured").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("news_events_featured_date_idx").on(t.featured, t.date)],
);

export const adminCredentials = pgTable("admin_credentials", {
  id: integer("id").primaryKey().default(1),
  passwordHash: text("password_hash").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("admin_sessions_expires_at_idx").on(t.expiresAt)],
);

export const adminMfa = pgTable("admin_mfa", {
  id: integer("id").primaryKey().default(1),
  secret: text("secret"),
  pendingSecret: text("pending_secret"),
  isEnabled: boolean("is_enabled").notNull().default(false),
  backupCodes: text("backup_codes")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  lastUsedStep: integer("last_used_step"),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actor: varchar("actor", { length: 100 }).notNull(),
    action: varchar("action", { length: 100 }).notNull(),
    entity: varchar("entity", { length: 50 }).notNull(),
    entityId: varchar("entity_id", { length: 100 }),
    details: jsonb("details"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_at_idx").on(t.createdAt)],
);

export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    recipient: varchar("recipient", { length: 255 }).notNull(),
    subject: varchar("subject", { length: 500 }).notNull(),
    body: text("body").notNull(),
    /** The same message as simple HTML, sent as the alternative part. */
    html: text("html"),
    /** Extra headers such as List-Unsubscribe, as name → value. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** What the message is for: sales-note, confirmation, newsletter-confirmation, newsletter. */
    kind: varchar("kind", { length: 30 }).notNull().default("sales-note"),
    /**
     * The reference of the request or contact message the mail is about: deleting the request
     * deletes its mails, so nothing of it stays readable in the outbox.
     */
    requestReference: varchar("request_reference", { length: REFERENCE_LENGTH }),
    replyTo: varchar("reply_to", { length: 255 }),
    /** Files sent with the message (a proposal's PDF), kept until it is delivered. */
    attachments: jsonb("attachments").$type<StoredAttachment[]>(),
    status: varchar("status", { length: 10 }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Earliest time of the next delivery attempt (grows with each failure). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A sender's lease on the row: no other sender takes it before this time. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
  },
  (t) => [
    index("outbox_status_idx").on(t.status, t.nextAttemptAt),
    index("outbox_request_reference_idx").on(t.requestReference),
  ],
);

export const appSecrets = pgTable("app_secrets", {
  name: varchar("name", { length: 50 }).primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

export const rateLimitHits = pgTable("rate_limit_hits", {
  key: varchar("key", { length: 300 }).primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/**
 * The image library (issue 50): one row per uploaded photograph, stored by its random id
 * (server/modules/media). Its files are `<id>/<width>.<avif|webp|jpg>` in the media store.
 */
export const mediaImages = pgTable(
  "media_images",
  {
    id: varchar("id", { length: 24 }).primaryKey(),
    /** The uploaded file's name without folders, a label only. */
    fileName: varchar("file_name", { length: 255 }).notNull(),
    sourceType: varchar("source_type", { length: 10 }).$type<PhotoType>().notNull(),
    alt: text("alt").notNull().default(""),
    caption: text("caption").notNull().default(""),
    credit: text("credit").notNull().default(""),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** The widths of its AVIF and WebP variants, smallest first. */
    widths: integer("widths").array().notNull(),
    jpegWidth: integer("jpeg_width").notNull(),
    placeholder: text("placeholder").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("media_images_created_at_idx").on(t.createdAt)],
);

/**
 * Where each image is used: a place (its kind and key) and its order there. Deleting an image
 * asks first while it has any; a forced delete takes it out of them (cascade).
 */
export const mediaUsages = pgTable(
  "media_usages",
  {
    id: serial("id").primaryKey(),
    imageId: varchar("image_id", { length: 24 })
      .notNull()
      .references(() => mediaImages.id, { onDelete: "cascade" }),
    placeKind: varchar("place_kind", { length: 20 }).$type<MediaPlaceKind>().notNull(),
    placeKey: varchar("place_key", { length: 100 }).notNull(),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("media_usages_image_id_idx").on(t.imageId),
    uniqueIndex("media_usages_place_position_idx").on(t.placeKind, t.placeKey, t.position),
  ],
);

/**
 * The exporter's own facts, set in the desk (issue 50): one row (id 1). A null column is a fact
 * not given yet, which the site leaves out rather than making one up.
 */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: integer("id").primaryKey().default(1),
    legalName: varchar("legal_name", { length: 200 }),
    addisAbabaAddress: varchar("addis_ababa_address", { length: 300 }),
    washingtonOffice: varchar("washington_office", { length: 300 }),
    phone: varchar("phone", { length: 50 }),
    salesEmail: varchar("sales_email", { length: 255 }),
    businessHours: varchar("business_hours", { length: 300 }),
    facebookUrl: varchar("facebook_url", { length: 500 }),
    instagramUrl: varchar("instagram_url", { length: 500 }),
    linkedinUrl: varchar("linkedin_url", { length: 500 }),
    exportLicenceNumber: varchar("export_licence_number", { length: 60 }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("site_settings_one_row", sql`${t.id} = 1`)],
);

/** A link of a team member to their own profile on a network. */
export interface TeamProfileLink {
  network: "LinkedIn" | "Instagram" | "X";
  href: string;
}

/**
 * The people on /team (issue 50), written, ordered and deleted in the desk; seeded from
 * content/placeholders.ts. `slug` is the content id they had, and the key of their portrait's
 * place (team-member/<slug>), kept for good once given.
 */
export const teamMembers = pgTable("team_members", {
  id: serial("id").primaryKey(),
  slug: varchar("slug", { length: 80 }).notNull().unique(),
  name: varchar("name", { length: 120 }).notNull(),
  role: varchar("role", { length: 120 }).notNull(),
  /** The short label of the role badge. */
  badge: varchar("badge", { length: 40 }).notNull(),
  bio: text("bio").notNull(),
  email: varchar("email", { length: 255 }),
  social: jsonb("social").$type<TeamProfileLink[]>().notNull().default([]),
  position: integer("position").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The farmers of /farmers-stories (issue 50), written, ordered and deleted in the desk; seeded
 * from content/farmers.ts and content/farmer-stories.ts. `slug` is the content id they had, and
 * the key of their photographs' place (farmer-story/<slug>), kept for good once given.
 */
export const farmerStories = pgTable("farmer_stories", {
  id: serial("id").primaryKey(),
  slug: varchar("slug", { length: 80 }).notNull().unique(),
  farmerName: varchar("farmer_name", { length: 120 }).notNull(),
  farmerWife: varchar("farmer_wife", { length: 120 }).notNull(),
  village: varchar("village", { length: 120 }).notNull(),
  region: varchar("region", { length: 120 }).notNull(),
  altitude: varchar("altitude", { length: 60 }).notNull(),
  landSize: varchar("land_size", { length: 60 }).notNull(),
  production: varchar("production", { length: 200 }).notNull(),
  cherryPrice: varchar("cherry_price", { length: 200 }).notNull(),
  children: integer("children").notNull(),
  schoolChildren: integer("school_children").notNull(),
  walkToSchool: varchar("walk_to_school", { length: 60 }).notNull(),
  pickSeason: varchar("pick_season", { length: 60 }).notNull(),
  farmingExperience: varchar("farming_experience", { length: 60 }).notNull(),
  story: text("story").notNull(),
  challenges: text("challenges").notNull(),
  impact: text("impact").notNull(),
  farmingPractices: jsonb("farming_practices").$type<string[]>().notNull().default([]),
  position: integer("position").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The galleries of /photo-galleries (issue 50), written, ordered and deleted in the desk; seeded
 * from content/gallery-pictures.ts. `category` is one of the spec's four; `slug` is the content id
 * a seeded gallery had (its drawings are found by it) and the key of its photographs' place
 * (gallery/<slug>).
 */
export const photoGalleries = pgTable("photo_galleries", {
  id: serial("id").primaryKey(),
  slug: varchar("slug", { length: 80 }).notNull().unique(),
  title: varchar("title", { length: 120 }).notNull(),
  category: varchar("category", { length: 20 }).notNull(),
  description: text("description").notNull(),
  position: integer("position").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
