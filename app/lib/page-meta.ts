import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "Abyssinia Green Coffee";

/** The picture a shared link shows when a page names none: the highlands of the home hero. */
export const PREVIEW_IMAGE = "/media/hero-highlands-1280.webp";

/**
 * Where the page is published, in the browser: the origin of the canonical address the server
 * wrote into the HTML (PUBLIC_URL, server/plugins/page-html.ts), read once before React renders
 * the head again. On the server it is empty: there the addresses stay root-relative and the
 * server makes them absolute in the HTML it sends.
 */
const SITE_ORIGIN = (() => {
  if (typeof document === "undefined") return "";
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return canonical ? new URL(canonical).origin : window.location.origin;
})();

/** A root-relative address ("/offers") on the site's origin; other addresses as they are. */
const onSite = (url: string) =>
  url.startsWith("/") && !url.startsWith("//") ? SITE_ORIGIN + url : url;

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
 * absolute with PUBLIC_URL in the HTML it sends (server/plugins/page-html.ts), and the browser,
 * when it renders the head again, on the same origin.
 */
export function pageMeta(
  path: string,
  descriptors: MetaDescriptor[],
  options: { image?: string; type?: "website" | "product" | "article" } = {},
): MetaDescriptor[] {
  const title = titleOf(descriptors);
  const description = contentOf(descriptors, "description");
  const image = onSite(options.image ?? PREVIEW_IMAGE);
  const url = onSite(path);
  return [
    ...descriptors,
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: title },
    ...(description ? [{ property: "og:description", content: description }] : []),
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    ...(description ? [{ name: "twitter:description", content: description }] : []),
    { name: "twitter:image", content: image },
  ];
}
