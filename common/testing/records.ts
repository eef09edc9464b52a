// Stored records as the API answers with them, for browser-side tests: a valid form input from
// the factories, parsed by its form's schema and then by the record's (so it holds only what the
// server could send), with the overrides laid over the record. Lots: offer-record.ts.
import { buyerDetailRecord, buyerRecord, type Buyer, type BuyerDetail } from "../contract/buyers";
import { outboxMessageRecord, type OutboxMessage } from "../contract/outbox";
import { proposalRecord, type Proposal } from "../contract/proposals";
import {
  contactMessageRecord,
  newsEventRecord,
  originTripRequestRecord,
  quoteRequestRecord,
  sampleRequestRecord,
  type ContactMessage,
  type NewsEvent,
  type OriginTripRequest,
  type QuoteRequest,
  type SampleRequest,
} from "../contract/records";
import { contactSchema } from "../schemas/contact";
import { newsEventSchema } from "../schemas/news-event";
import { originTripSchema } from "../schemas/origin-trip";
import { quoteRequestSchema } from "../schemas/quote-request";
import { sampleRequestSchema } from "../schemas/sample-request";
import {
  buildContact,
  buildNewsEvent,
  buildOriginTrip,
  buildQuoteRequest,
  buildSampleRequest,
} from "./factories";

const CREATED_AT = "2026-01-10T09:30:00.000Z";

export function buildNewsEventRecord(overrides: Partial<NewsEvent> = {}): NewsEvent {
  return newsEventRecord.parse({
    ...newsEventSchema.parse(buildNewsEvent()),
    id: 1,
    createdAt: CREATED_AT,
    ...overrides,
  });
}

export function buildQuoteRequestRecord(overrides: Partial<QuoteRequest> = {}): QuoteRequest {
  return quoteRequestRecord.parse({
    ...quoteRequestSchema.parse(buildQuoteRequest()),
    id: "Q-7K3M-9P2X",
    offerId: null,
    status: "pending",
    createdAt: CREATED_AT,
    ...overrides,
  });
}

export function buildSampleRequestRecord(overrides: Partial<SampleRequest> = {}): SampleRequest {
  return sampleRequestRecord.parse({
    ...sampleRequestSchema.parse(buildSampleRequest()),
    id: "S-4TQ2-8HJK",
    offerId: null,
    status: "pending",
    createdAt: CREATED_AT,
    ...overrides,
  });
}

export function buildOriginTripRequestRecord(
  overrides: Partial<OriginTripRequest> = {},
): OriginTripRequest {
  return originTripRequestRecord.parse({
    ...originTripSchema.parse(buildOriginTrip()),
    id: "T-9WQ4-2MNC",
    status: "pending",
    submittedAt: CREATED_AT,
    ...overrides,
  });
}

export function buildContactMessageRecord(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return contactMessageRecord.parse({
    ...contactSchema.parse(buildContact()),
    id: "C-8N2W-4RTB",
    status: "pending",
    createdAt: CREATED_AT,
    ...overrides,
  });
}

/** A confirmation mail waiting in the outbox after one failed attempt. */
export function buildOutboxMessage(overrides: Partial<OutboxMessage> = {}): OutboxMessage {
  return outboxMessageRecord.parse({
    id: 1,
    kind: "confirmation",
    recipient: "maria@torrefazione.example",
    subject: "We received your quote request Q-7K3M-9P2X",
    status: "pending",
    attempts: 1,
    lastError: "connect ECONNREFUSED 127.0.0.1:587",
    createdAt: CREATED_AT,
    sentAt: null,
    nextAttemptAt: "2026-01-10T09:35:00.000Z",
    replyTo: "sales@abyssinia.example",
    text: "Dear Maria Rossi,\n\nThank you for your quote request.",
    html: null,
    headers: null,
    attachments: [],
    ...overrides,
  });
}

/** A buyer as the Buyers tab lists it (decision 068): Torrefazione Rossi, one quote request. */
export function buildBuyerRecord(overrides: Partial<Buyer> = {}): Buyer {
  return buyerRecord.parse({
    id: 1,
    companyName: "Torrefazione Rossi",
    emailDomain: "torrefazione.example",
    country: "Italy",
    note: null,
    requests: 1,
    lastRequestAt: CREATED_AT,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    ...overrides,
  });
}

/** A buyer as its dialog reads it: the record, with no request, proposal or dispatch unless given. */
export function buildBuyerDetail(overrides: Partial<BuyerDetail> = {}): BuyerDetail {
  return buyerDetailRecord.parse({
    ...buildBuyerRecord(),
    requestList: [],
    proposals: [],
    dispatches: [],
    ...overrides,
  });
}

/** An open proposal on quote request Q-7K3M-9P2X: 20 bags at $4.85/lb FOB Djibouti. */
export function buildProposalRecord(overrides: Partial<Proposal> = {}): Proposal {
  return proposalRecord.parse({
    id: "P-8Z2K-4M7Q",
    requestId: "Q-7K3M-9P2X",
    pricePerLb: 4.85,
    priceBasis: "fob-djibouti",
    basisPlace: null,
    quantityBags: 20,
    shipmentPeriod: "March 2027",
    paymentTerms: "CAD, 30 days",
    validUntil: "2099-01-31",
    message: null,
    status: "open",
    acceptedBy: null,
    acceptedAt: null,
    declinedAt: null,
    createdAt: CREATED_AT,
    ...overrides,
  });
}
