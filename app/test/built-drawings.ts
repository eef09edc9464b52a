import { buildMedia } from "../../scripts/build-media";

/**
 * Vitest's global setup of the component tests: the pages draw their pictures from the media
 * manifest that `npm run build:media` writes (content/media-pages.json, not in git), so a fresh
 * checkout builds it before the first test. Up to date, this takes half a second.
 */
export async function setup(): Promise<void> {
  await buildMedia();
}
