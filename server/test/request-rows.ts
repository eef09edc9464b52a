// Stored quote, sample and trip requests and contact messages for the admin tests, built from the common factories.
import type { RequestStatus, RequestType } from "../../common/constants";
import type { OriginTripInput } from "../../common/schemas/origin-trip";
import { originTripSchema } from "../../common/schemas/origin-trip";
import type { QuoteRequestInput } from "../../common/schemas/quote-request";
import { quoteRequestSchema } from "../../common/schemas/quote-request";
import type { SampleRequestInput } from "../../common/schemas/sample-request";
import { sampleRequestSchema } from "../../common/schemas/sample-request";
import { contactSchema, type ContactInput } from "../../common/schemas/contact";
import {
  buildContact,
  buildOriginTrip,
  buildQuoteRequest,
  buildSampleRequest,
} from "../../common/testing/factories";
import type { Db } from "../db/client";
import { firstRow } from "../db/first-row";
import { contacts, originTripRequests, quoteRequests, sampleRequests } from "../db/schema";
import { newReference, REFERENCE_PREFIXES } from "../modules/requests/reference";

export interface StoredAs {
  status?: RequestStatus;
  receivedAt?: Date;
}

export async function insertQuoteRequest(
  db: Db,
  input: Partial<QuoteRequestInput> = {},
  stored: StoredAs = {},
) {
  const { website: _honeypot, ...values } = quoteRequestSchema.parse(buildQuoteRequest(input));
  const rows = await db
    .insert(quoteRequests)
    .values({
      ...values,
      reference: newReference(REFERENCE_PREFIXES.quote),
      status: stored.status,
      createdAt: stored.receivedAt,
    })
    .returning();
  return firstRow(rows, "insert quote request");
}

export async function insertSampleRequest(
  db: Db,
  input: Partial<SampleRequestInput> = {},
  stored: StoredAs = {},
) {
  const { website: _honeypot, ...values } = sampleRequestSchema.parse(buildSampleRequest(input));
  const rows = await db
    .insert(sampleRequests)
    .values({
      ...values,
      reference: newReference(REFERENCE_PREFIXES.sample),
      status: stored.status,
      createdAt: stored.receivedAt,
    })
    .returning();
  return firstRow(rows, "insert sample request");
}

export async function insertOriginTrip(
  db: Db,
  input: Partial<OriginTripInput> = {},
  stored: StoredAs = {},
) {
  const { website: _honeypot, ...values } = originTripSchema.parse(buildOriginTrip(input));
  const rows = await db
    .insert(originTripRequests)
    .values({
      ...values,
      reference: newReference(REFERENCE_PREFIXES.trip),
      status: stored.status,
      submittedAt: stored.receivedAt,
    })
    .returning();
  return firstRow(rows, "insert origin trip request");
}

export async function insertContactMessage(
  db: Db,
  input: Partial<ContactInput> = {},
  stored: StoredAs = {},
) {
  const { website: _honeypot, ...values } = contactSchema.parse(buildContact(input));
  const rows = await db
    .insert(contacts)
    .values({
      ...values,
      reference: newReference(REFERENCE_PREFIXES.contact),
      status: stored.status,
      createdAt: stored.receivedAt,
    })
    .returning();
  return firstRow(rows, "insert contact message");
}

/** A valid request of any collection, with the factory's values; its id as the API names it. */
export async function insertRequest(
  db: Db,
  type: RequestType,
  stored: StoredAs = {},
): Promise<{ id: string; status: string }> {
  const row =
    type === "quote-requests"
      ? await insertQuoteRequest(db, {}, stored)
      : type === "sample-requests"
        ? await insertSampleRequest(db, {}, stored)
        : type === "origin-trips"
          ? await insertOriginTrip(db, {}, stored)
          : await insertContactMessage(db, {}, stored);
  return { id: row.reference, status: row.status };
}
