/** Hands a file to the browser's download manager (exports, backup codes). */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; give the browser a moment before freeing the blob.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
