// Routes registered from the API contract (common/contract): the declaration's schemas validate
// the request and serialize the reply, so a route cannot drift from what the client expects.
import fastJson from "fast-json-stringify";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySerializerCompiler,
  preHandlerHookHandler,
  RouteShorthandOptions,
} from "fastify";
import { z } from "zod";
import type { Endpoint } from "../common/contract/endpoint";

type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

/**
 * A reply as a handler may give it: timestamps may still be Dates (sent as ISO strings). Arrays
 * are matched as a whole, so rows of several collections may share one list type.
 */
export type Wire<T> = [T] extends [readonly (infer U)[]]
  ? Wire<U>[]
  : T extends string
    ? string | Date
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

export type ContractRequest<E extends Endpoint> = FastifyRequest<{
  Body: Parsed<E["body"]>;
  Params: Parsed<E["params"]>;
  Querystring: Parsed<E["querystring"]>;
}>;

type HandlerResult<E extends Endpoint> = E["response"] extends z.ZodType
  ? Wire<z.output<E["response"]>>
  : FastifyReply;

export interface ContractRouteOptions<E extends Endpoint> {
  config?: RouteShorthandOptions["config"];
  preHandler?: preHandlerHookHandler;
  handler(
    request: ContractRequest<E>,
    reply: FastifyReply,
  ): HandlerResult<E> | FastifyReply | Promise<HandlerResult<E> | FastifyReply>;
}

/** Registers the route an endpoint declares, in the context `app` stands for. */
export function contractRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: ContractRouteOptions<E>,
): void {
  const schema: FastifySchema = {};
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.querystring) schema.querystring = endpoint.querystring;
  if (endpoint.body) schema.body = endpoint.body;
  if (endpoint.response !== "file")
    schema.response = { [endpoint.status ?? 200]: endpoint.response };
  const status = endpoint.status ?? 200;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    ...(options.config ? { config: options.config } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    handler: (request, reply) => {
      reply.code(status);
      return options.handler(request as ContractRequest<E>, reply);
    },
  });
}

type JsonSchema = { [key: string]: unknown };

/**
 * zod's JSON Schema, tuned for fast-json-stringify: `anyOf [X, null]` (how zod writes a nullable)
 * becomes `type: [X, "null"]`, which the serializer writes without trying each branch.
 */
function serializable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(serializable);
  if (typeof node !== "object" || node === null) return node;
  const schema = node as JsonSchema;
  const anyOf = schema.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const [value, other] = anyOf as JsonSchema[];
    if (other?.type === "null" && typeof value?.type === "string" && value.type !== "object") {
      const { anyOf: _branches, ...rest } = schema;
      return serializable({ ...rest, ...value, type: [value.type, "null"] });
    }
  }
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => key !== "$schema")
      .map(([key, value]) => [key, serializable(value)]),
  );
}

/** The JSON Schema that Fastify's compiled serializer writes a zod reply schema with. */
export function replyJsonSchema(schema: z.ZodType): JsonSchema {
  return serializable(z.toJSONSchema(schema, { target: "draft-7", io: "output" })) as JsonSchema;
}

export class ContractViolation extends Error {
  constructor(route: string, issues: z.core.$ZodIssue[]) {
    super(`the reply of ${route} does not match its contract: ${z.prettifyError({ issues })}`);
    this.name = "ContractViolation";
  }
}

/**
 * Reply serializers compiled once per route by fast-json-stringify, which writes only the
 * declared properties. With `checkReplies` (tests), every reply is first parsed with its zod
 * schema as the client would receive it, and one that does not match fails the request.
 */
export function replySerializerCompiler(checkReplies: boolean): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    if (!(schema instanceof z.ZodType)) return (data) => JSON.stringify(data);
    const stringify = fastJson(
      replyJsonSchema(schema) as unknown as Parameters<typeof fastJson>[0],
    );
    if (!checkReplies) return stringify;
    return (data) => {
      const checked = schema.safeParse(JSON.parse(JSON.stringify(data)));
      if (!checked.success) throw new ContractViolation(`${method} ${url}`, checked.error.issues);
      return stringify(data);
    };
  };
}

/**
 * The serializer of an endpoint's reply, for a route that keeps its reply serialized (the
 * list cache): the same one, and the same check in tests, as a reply Fastify serializes.
 */
export function contractSerializer(endpoint: Endpoint, checkReplies: boolean) {
  return replySerializerCompiler(checkReplies)({
    schema: endpoint.response,
    method: endpoint.method,
    url: endpoint.path,
    httpStatus: String(endpoint.status ?? 200),
  }) as (data: unknown) => string;
}
