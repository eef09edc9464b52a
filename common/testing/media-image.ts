// An image of the library as the API answers with it, for browser-side tests.
import type { MediaImage } from "../contract/media";

export function buildMediaImage(overrides: Partial<MediaImage> = {}): MediaImage {
  const id = overrides.id ?? "abcdefghijklmnopqrstuvwx";
  const file = (width: number, format: "avif" | "webp") => ({
    url: `/media/library/${id}/${width}.${format}`,
    width,
    height: Math.round((width * 2) / 3),
    format,
  });
  return {
    id,
    fileName: "hambela-drying-beds.jpg",
    sourceType: "jpeg",
    alt: "Raised drying beds at the Hambela station",
    caption: "",
    credit: "",
    width: 1920,
    height: 1280,
    variants: [640, 960, 1280, 1920].flatMap((width) => [file(width, "avif"), file(width, "webp")]),
    jpeg: { url: `/media/library/${id}/1280.jpg`, width: 1280, height: 853 },
    placeholder: "data:image/webp;base64,UklGRg==",
    createdAt: "2026-12-01T08:00:00.000Z",
    usages: [],
    ...overrides,
  };
}
