// The reference a visitor is given for a request, in the toast and in both mails. One function
// per request type, so that a change of format (non-enumerable references) happens here alone.
import type { contacts, originTripRequests, quoteRequests, sampleRequests } from "../../db/schema";

export const quoteReference = (quote: typeof quoteRequests.$inferSelect) => `#${quote.id}`;
export const sampleReference = (sample: typeof sampleRequests.$inferSelect) => `#${sample.id}`;
export const tripReference = (trip: typeof originTripRequests.$inferSelect) => `#${trip.id}`;
export const contactReference = (contact: typeof contacts.$inferSelect) => `#${contact.id}`;
