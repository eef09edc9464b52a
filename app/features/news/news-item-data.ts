// What a news item's page tells search engines: schema.org NewsArticle, or Event for an event.
// Built from the item alone, on the server and in the browser alike.
import { company } from "../../../content/company";
import type { NewsEvent } from "../../../common/contract/records";

/** `url` is the page's absolute address, `image` the picture's. */
export function newsItemStructuredData(item: NewsEvent, url: string, image: string | undefined) {
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
