// Where a sample ships from, and what a courier needs to carry it abroad (issue 49). Samples
// leave the exporter's warehouse in Addis Ababa: any other country is abroad, and an
// international courier will not take a parcel without the receiver's phone number.
// Without zod, so the forms can mark the phone required before their checks load.

export const SAMPLE_WAREHOUSE_COUNTRY = "Ethiopia";

/** The names a buyer in Ethiopia may type for it (lowercase, without dots or spaces around). */
const HOME_COUNTRY_NAMES = new Set([
  "ethiopia",
  "et",
  "eth",
  "federal democratic republic of ethiopia",
  "ኢትዮጵያ",
]);

/**
 * Whether a sample to `country` ships abroad. A blank country is not known yet: not abroad, so
 * the phone stays optional until the country is given.
 */
export function shipsAbroad(country: string | null | undefined): boolean {
  const name = (country ?? "").trim().toLowerCase().replace(/[.]/g, "").replace(/\s+/g, " ");
  return name !== "" && !HOME_COUNTRY_NAMES.has(name);
}

/** Said under the phone field while the country is abroad. */
export const ABROAD_PHONE_HINT = `Couriers need a phone number to deliver a sample outside ${SAMPLE_WAREHOUSE_COUNTRY}.`;
