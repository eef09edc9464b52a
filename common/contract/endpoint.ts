// One declaration per API endpoint (method, path, request and response schemas), read by both
// sides: the server registers its routes from it, the browser types its calls and query keys by
// it (common/contract/index.ts).
import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface Endpoint {
  readonly method: HttpMethod;
  /** Fastify's path syntax: `/api/offers/:id`. */
  readonly path: string;
  readonly params?: z.ZodType;
  readonly querystring?: z.ZodType;
  readonly body?: z.ZodType;
  /** The success reply's schema, or "file" for a download the browser saves. */
  readonly response: z.ZodType | "file";
  /** The success status; 200 when not given. */
  readonly status?: 200 | 201;
}

export function endpoint<const E extends Endpoint>(declaration: E): E {
  return declaration;
}

/** What a successful call answers with, as the client reads it. */
export type ReplyOf<E extends Endpoint> = E["response"] extends z.ZodType
  ? z.output<E["response"]>
  : never;

/** The body the client sends (a form's parsed values are valid input too). */
export type BodyOf<E extends Endpoint> = E["body"] extends z.ZodType ? z.input<E["body"]> : never;

/** Path parameters as the client fills them in: ids as numbers or strings. */
export type ParamsOf<E extends Endpoint> = E["params"] extends z.ZodType
  ? { [K in keyof z.input<E["params"]>]: string | number }
  : never;

export type QueryOf<E extends Endpoint> = E["querystring"] extends z.ZodType
  ? z.input<E["querystring"]>
  : never;
