// The address of a call of the API, apart from the client that makes calls (./api-client.ts): a
// page that only links to an endpoint (a lot's spec sheet, the offers' export) does not load the
// client, its error catalog and its CSRF handling with its first load.
import type { ZodType } from "zod";
import type { BodyOf, Endpoint, ParamsOf, QueryOf } from "~common/contract/endpoint";
import type { ApiRoute, ApiRoutes } from "~common/contract/index";

/** What a call of an endpoint needs: its path parameters, query and body, as the contract says. */
export type CallInput<E extends Endpoint> = (E["params"] extends ZodType
  ? { params: ParamsOf<E> }
  : { params?: undefined }) &
  // A query whose every key is optional may be left out.
  (E["querystring"] extends ZodType
    ? object extends QueryOf<E>
      ? { query?: QueryOf<E> }
      : { query: QueryOf<E> }
    : { query?: undefined }) &
  (E["body"] extends ZodType ? { body: BodyOf<E> } : { body?: undefined });

export type InputOf<R extends ApiRoute> = CallInput<ApiRoutes[R]>;

/** The address of a call: path parameters encoded into the path, then the query string. */
export function urlFor<R extends ApiRoute>(route: R, input: InputOf<R>): string {
  const path = route.slice(route.indexOf(" ") + 1);
  const params = input.params as Record<string, string | number> | undefined;
  const filled = path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new TypeError(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const query = search.toString();
  return query === "" ? filled : `${filled}?${query}`;
}
