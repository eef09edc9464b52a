// What a lot page tells search engines and link previews: a one-line summary and schema.org
// Product data with its Offer. Built from the lot alone, by the page's loaders: the server's for a
// first load, the browser's after a navigation inside the site.
import type { MetaDescriptor } from "react-router";
import { photoPreload } from "~/components/ui/photo-picture";
import { availabilityLabel, quoteRegion } from "~common/constants";
import type { Offer } from "~common/contract/records";
import { lotFactGroups } from "~common/lot-facts";

const SELLER = "Abyssinia Green Coffee";
const SCHEMA_AVAILABILITY: Record<string, string> = {
  "in-stock": "https://schema.org/InStock",
  "pre-ship": "https://schema.org/PreOrder",
  "sold-out": "https://schema.org/SoldOut",
};

/** "Guji Natural Grade 1, 88.5 points: Uraga, Natural. 320 bags, In Stock. Blueberry, jasmine." */
function lotSummary(lot: Offer): string {
  const origin = [quoteRegion(lot.region), lot.processing, lot.grade].filter(Boolean).join(", ");
  const notes = lot.flavorProfile.length ? ` Notes of ${lot.flavorProfile.join(", ")}.` : "";
  return (
    `Ethiopian green coffee lot, ${origin}, cup score ${lot.cupScore}. ` +
    `${lot.lotSize} bags, ${availabilityLabel(lot.availability)}.${notes}`
  );
}

/** schema.org Product with an Offer (price per lb in USD when the lot has one). */
function lotStructuredData(lot: Offer, url: string) {
  // Price and availability are the Offer's own fields below.
  const facts = lotFactGroups(lot)
    .flatMap((group) => group.facts)
    .filter(([name]) => name !== "Price" && name !== "Availability");
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: lot.name,
    description: lot.description || lotSummary(lot),
    sku: `LOT-${lot.id}`,
    category: "Green coffee",
    // Its photographs' JPEGs, on the page's origin; search engines read no AVIF.
    ...(lot.images.length > 0
      ? { image: lot.images.map((image) => new URL(image.jpeg.url, url).href) }
      : {}),
    brand: { "@type": "Brand", name: SELLER },
    additionalProperty: facts.map(([name, value]) => ({ "@type": "PropertyValue", name, value })),
    offers: {
      "@type": "Offer",
      url,
      availability: SCHEMA_AVAILABILITY[lot.availability] ?? "https://schema.org/InStock",
      seller: { "@type": "Organization", name: SELLER },
      ...(lot.pricePerLbs > 0
        ? {
            price: lot.pricePerLbs.toFixed(2),
            priceCurrency: "USD",
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price: lot.pricePerLbs.toFixed(2),
              priceCurrency: "USD",
              unitCode: "LBR",
            },
          }
        : {}),
    },
  };
}

/** The lot page's first photograph: its main column, beside the 22rem price box. */
export const LOT_PHOTO_SIZES =
  "(min-width: 1152px) 44rem, (min-width: 1024px) calc(100vw - 28.5rem), 100vw";

/**
 * The head of a lot's page, for its loaders: the summary, the Product data, and the preload of
 * its first photograph (its LCP picture) at the size the page draws it, when it has one.
 */
export function lotHead(lot: Offer, canonicalUrl: string) {
  const first = lot.images[0];
  return {
    canonicalUrl,
    summary: lotSummary(lot),
    structuredData: lotStructuredData(lot, canonicalUrl),
    preload: (first ? [photoPreload(first, LOT_PHOTO_SIZES)] : []) as MetaDescriptor[],
  };
}
