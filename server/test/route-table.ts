import type { FastifyInstance } from "fastify";

export type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Every method and path Fastify has registered, read from its route tree. */
export function registeredRoutes(app: FastifyInstance): { method: Method; path: string }[] {
  const routes: { method: Method; path: string }[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^(.*?)[├└]── (\S+) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const [, indent = "", segment = "", methods = ""] = match;
    const depth = indent.length / 4;
    parents.length = depth;
    const path = (parents[depth - 1] ?? "") + segment;
    parents.push(path);
    for (const method of methods.split(", ")) routes.push({ method: method as Method, path });
  }
  return routes;
}
