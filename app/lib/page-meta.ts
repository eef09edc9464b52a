import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "Abyssinia Green Coffee";

/** The picture a shared link shows when a page names none: the highlands of the home hero. */
export const PREVIEW_IMAGE = "/media/hero-highlands-1280.webp";

function contentOf(descriptors: readonly MetaDescriptor[], name: string): string | undefined {
  for (const descriptor of descriptors) {
    if ("name" in descriptor && descriptor.name === name && "content" in descriptor)
      return String(descriptor.content);
  }
  return undefined;
}

function titleOf(descriptors: readonly MetaDescriptor[]): string {
  for (const descriptor of descriptors) if ("title" in descriptor) return String(descriptor.title);
  return SITE_NAME;
}

/**
 * A page's head: its own title and description, plus what search engines and link previews read
 * (canonical address, Open Graph, Twitter card with a picture), all from that one title and
 * description. Addresses are written from the site's root ("/offers"); the server makes them
 * absolute with PUBLIC_URL in the HTML it sends (server/plugins/page-urls.ts).
 */
export function pageMeta(
  path: string,
  descriptors: MetaDescriptor[],
  options: { image?: string; type?: "website" | "product" | "article" } = {},
): MetaDescriptor[] {
  const title = titleOf(descriptors);
  const description = contentOf(descriptors, "description");
  const image = options.image ?? PREVIEW_IMAGE;
  return [
    ...descriptors,
    { tagName: "link", rel: "canonical", href: path },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: title },
    ...(description ? [{ property: "og:description", content: description }] : []),
    { property: "og:url", content: path },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    ...(description ? [{ name: "twitter:description", content: description }] : []),
    { name: "twitter:image", content: image },
  ];
}
