import { redirect } from "react-router";

// A lot's page and a news item's page are found by the id in their address (`/offers/:id`,
// `/news-events/:id`), and each has one address.

/** The id in a record page's address: a positive whole number, else null (no such record). */
export function recordId(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Moves a record asked for under another form of its id (`/offers/01`, `/offers/1.0` and
 * `/offers/1e0`, which Number reads as 1) for good to its one address, `${base}/${id}`, with the
 * query it came with: a search engine, a shared link and the kept pages then meet one page, not
 * several copies of it.
 */
export function keepOneAddress(base: string, param: string | undefined, id: number, url: URL) {
  if (param !== String(id)) throw redirect(`${base}/${id}${url.search}`, 301);
}
