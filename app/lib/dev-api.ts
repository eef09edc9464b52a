// `react-router dev` has no load context: a page's server loader asks the dev API
// (scripts/dev.ts) instead, as the browser would.

/** The JSON of GET `path` on the dev API, or null when it does not answer 200. */
export async function readDevApi<T>(path: string): Promise<T | null> {
  const response = await fetch(`http://127.0.0.1:${process.env.API_PORT}${path}`);
  return response.ok ? ((await response.json()) as T) : null;
}
