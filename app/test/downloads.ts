// Files a component hands to the browser's download manager (a blob behind a link with
// `download`), caught for a test to read instead of jsdom navigating to them.
import { onTestFinished, vi } from "vitest";

export interface CaughtDownload {
  filename: string;
  blob: Blob;
}

/** Catches every download started from here to the end of the test. */
export function catchDownloads(): CaughtDownload[] {
  const caught: CaughtDownload[] = [];
  const blobs = new Map<string, Blob>();
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = (file: Blob | MediaSource) => {
    const url = `blob:test/${blobs.size + 1}`;
    // Not `instanceof Blob`: a fetched file is Node's Blob, a page-made one jsdom's.
    if (!("readyState" in file)) blobs.set(url, file);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (this.download && blob) caught.push({ filename: this.download, blob });
  });
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });
  return caught;
}
