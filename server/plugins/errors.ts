import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { CODE_MESSAGES, codeForStatus, type ErrorCode } from "../../common/errors";
import { isDatabaseUnavailable } from "../db/unavailable";
import { AppError } from "../errors";

interface FieldProblem {
  field: string;
  message: string;
}

/** What every VALIDATION_ERROR carries: the fields at fault (maybe none) and, when known, why. */
export interface ValidationDetails {
  fields: FieldProblem[];
  reason?: string;
}

/**
 * The one error envelope: `{ error: { code, message, details }, requestId }`, sent with the status.
 * A validation error always has details, so a client can read `details.fields` without a check.
 */
export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: ErrorCode,
  message: string,
  details?: unknown,
) {
  const body =
    code === "VALIDATION_ERROR" && (details === undefined || details === null)
      ? { fields: [] }
      : (details ?? null);
  return reply
    .status(status)
    .header("x-request-id", request.id)
    .send({ error: { code, message, details: body }, requestId: request.id });
}

function fieldProblems(error: FastifyError): FieldProblem[] {
  return (error.validation ?? []).map((issue) => ({
    field:
      issue.instancePath.replace(/^\//, "").replaceAll("/", ".") ||
      String(issue.params?.missingProperty ?? ""),
    message: issue.message ?? "Invalid value",
  }));
}

/**
 * Malformed or over-long URLs are refused by the router before any hook runs (Fastify's
 * `frameworkErrors`): they get the same envelope and request id as every other error. A path
 * segment longer than any id names nothing: 404, as an unknown id of any other shape is.
 */
export function routerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH")
    return sendError(reply, request, 404, "NOT_FOUND", CODE_MESSAGES.NOT_FOUND);
  const details: ValidationDetails = { fields: [], reason: error.code };
  return sendError(
    reply,
    request,
    400,
    "VALIDATION_ERROR",
    CODE_MESSAGES.VALIDATION_ERROR,
    details,
  );
}

/**
 * One error handler for every answer. Client mistakes keep their 4xx status; a database that is
 * down or too slow is a 503 DATABASE_ERROR; anything else is logged in full and answered with a
 * generic 500 so no internal detail leaks.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A service of ours that failed (the image store): the operator needs its own words.
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      return sendError(reply, request, error.statusCode, error.code, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const fields = fieldProblems(error);
      const message = fields[0]?.message ?? CODE_MESSAGES.VALIDATION_ERROR;
      return sendError(reply, request, 400, "VALIDATION_ERROR", message, { fields });
    }
    // A client's own broken request (an aborted body) keeps its 4xx.
    const clientFault = error.statusCode !== undefined && error.statusCode < 500;
    if (!clientFault && isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, "database unavailable");
      return sendError(reply, request, 503, "DATABASE_ERROR", CODE_MESSAGES.DATABASE_ERROR);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = codeForStatus(status);
      const details: ValidationDetails = { fields: [], reason: error.code };
      if (status === 413) {
        return sendError(reply, request, 413, code, "The request is too large.", details);
      }
      if (code === "VALIDATION_ERROR") {
        return sendError(reply, request, status, code, CODE_MESSAGES.VALIDATION_ERROR, details);
      }
      return sendError(reply, request, status, code, error.message);
    }
    request.log.error({ err: error }, "request failed");
    return sendError(reply, request, 500, "INTERNAL_ERROR", CODE_MESSAGES.INTERNAL_ERROR);
  });
});
