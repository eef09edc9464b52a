// A lot's head (issue 50): a lot with photographs shares its first one, as a JPEG, and preloads it
// at the size the page draws it; a lot without keeps the drawing.
import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { buildMediaImage } from "~common/testing/media-image";
import { buildOfferRecord } from "~common/testing/offer-record";
import { lotHead } from "~/features/offers/lot-summary";
import type { Route } from "./+types/offer-lot";
import { meta } from "./offer-lot";

const LOT = buildOfferRecord({ name: "Guji Hambela Natural G1" }, { id: 7 });
const BEDS = buildMediaImage({ id: "bedsbedsbedsbedsbedsbeds" });

type Tag = Record<string, unknown>;

function headOf(lot: typeof LOT): Tag[] {
  const loaderData = { lot, ...lotHead(lot, `https://coffee.example/offers/${lot.id}`) };
  return (meta({ loaderData } as Route.MetaArgs) ?? []) as MetaDescriptor[] as Tag[];
}

const content = (head: Tag[], key: "property" | "name", value: string) =>
  head.find((tag) => tag[key] === value)?.content;
const structuredData = (head: Tag[]) =>
  head.find((tag) => "script:ld+json" in tag)!["script:ld+json"];
/** An address on the site's origin, as pageMeta writes it in the browser. */
const onSite = (path: string) => `${window.location.origin}${path}`;

describe("a lot's head", () => {
  it("shares the first photograph's JPEG as its Open Graph and Twitter image, and preloads the photograph", () => {
    const head = headOf({
      ...LOT,
      images: [BEDS, buildMediaImage({ id: "otherotherotherotherothe" })],
    });
    const jpeg = onSite("/media/library/bedsbedsbedsbedsbedsbeds/1280.jpg");
    expect(content(head, "property", "og:image")).toBe(jpeg);
    expect(content(head, "name", "twitter:image")).toBe(jpeg);
    const preloads = head.filter((tag) => "rel" in tag && tag.rel === "preload");
    expect(preloads).toEqual([
      expect.objectContaining({
        tagName: "link",
        as: "image",
        type: "image/avif",
        fetchPriority: "high",
        imageSrcSet: expect.stringContaining(
          "/media/library/bedsbedsbedsbedsbedsbeds/1280.avif 1280w",
        ),
        imageSizes: expect.stringMatching(/44rem/),
      }),
    ]);
    const product = structuredData(head) as { image: string[] };
    expect(product.image[0]).toBe(
      "https://coffee.example/media/library/bedsbedsbedsbedsbedsbeds/1280.jpg",
    );
  });

  it("keeps the drawing and preloads nothing for a lot without photographs", () => {
    const head = headOf(LOT);
    expect(content(head, "property", "og:image")).toBe(
      onSite("/media/green-beans-grading-1280.webp"),
    );
    expect(head.some((tag) => "rel" in tag && tag.rel === "preload")).toBe(false);
    expect(structuredData(head)).not.toHaveProperty("image");
  });
});
