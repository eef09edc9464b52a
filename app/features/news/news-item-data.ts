// A news item's page: the item found in the published list, and what its head tells search
// engines (schema.org NewsArticle, or Event for an event). Built by the page's loaders: the
// server's for a first load, the browser's after a navigation inside the site.
import { data } from "react-router";
import { company } from "../../../content/company";
import { keepOneAddress, recordId } from "~/lib/record-address";
import { newsEventImageSrc } from "./news-event-image.island";
import type { NewsEvent } from "~common/contract/records";

/**
 * The item a page's address names, with its canonical address, its picture's and its structured
 * data; 404 for none, 503 while the published list cannot be read (`items` null).
 */
export function newsItemPage(
  items: NewsEvent[] | null,
  param: string | undefined,
  origin: string,
  url: URL,
) {
  if (items === null) throw data(null, { status: 503 });
  const id = recordId(param);
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw data(null, { status: 404 });
  keepOneAddress("/news-events", param, item.id, url);
  const canonicalUrl = `${origin}/news-events/${item.id}`;
  const image = newsEventImageSrc(item);
  const imageUrl = image ? new URL(image, origin).href : undefined;
  return {
    item,
    canonicalUrl,
    imageUrl,
    structuredData: newsItemStructuredData(item, canonicalUrl, imageUrl),
  };
}

/** `url` is the page's absolute address, `image` the picture's. */
function newsItemStructuredData(item: NewsEvent, url: string, image: string | undefined) {
  const organization = { "@type": "Organization", name: company.name, url: new URL("/", url).href };
  const day = item.date.slice(0, 10);
  const shared = {
    "@context": "https://schema.org",
    description: item.excerpt,
    url,
    ...(image ? { image: [image] } : {}),
  };
  if (item.type === "event") {
    return {
      ...shared,
      "@type": "Event",
      name: item.title,
      startDate: day,
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      organizer: organization,
      ...(item.location
        ? { location: { "@type": "Place", name: item.location, address: item.location } }
        : {}),
    };
  }
  return {
    ...shared,
    "@type": "NewsArticle",
    headline: item.title,
    datePublished: day,
    mainEntityOfPage: url,
    ...(item.category.trim() ? { articleSection: item.category } : {}),
    author: organization,
    publisher: organization,
  };
}
