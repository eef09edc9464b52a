/**
 * The path a request names, as a router might read it and then some: the absolute form
 * (`POST http://host/api/...`) loses its origin, escapes are decoded, repeated slashes folded and
 * letters lowered, so `/%61pi/`, `//api/` and `/API/` all read as `/api/`.
 */
export function normalizedPath(url: string): string {
  let path = url;
  if (!path.startsWith("/")) {
    try {
      path = new URL(path).pathname;
    } catch {
      path = `/${path}`;
    }
  }
  path = path.split(/[?#]/, 1)[0] ?? "";
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape stays as written; the router refuses it anyway.
  }
  return path.replace(/[\\/]+/g, "/").toLowerCase();
}

export const isApiPath = (path: string | undefined): boolean =>
  path !== undefined && (path === "/api" || path.startsWith("/api/"));

/** A request for a file (a hashed asset, a media variant, robots.txt), never for a page. */
export function isFilePath(path: string): boolean {
  return /^\/(assets|media)\//.test(path) || /\.[a-z0-9]+$/.test(path);
}
