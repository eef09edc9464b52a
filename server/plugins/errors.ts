import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { CODE_MESSAGES, type ErrorCode } from "../../common/errors";
import { AppError } from "../errors";

interface FieldProblem {
  field: string;
  message: string;
}

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: ErrorCode,
  message: string,
  details?: unknown,
) {
  return reply.status(status).send({
    error: { code, message, details: details ?? null },
    requestId: request.id,
  });
}

function fieldProblems(error: FastifyError): FieldProblem[] {
  return (error.validation ?? []).map((issue) => ({
    field:
      issue.instancePath.replace(/^\//, "").replaceAll("/", ".") ||
      String(issue.params?.missingProperty ?? ""),
    message: issue.message ?? "Invalid value",
  }));
}

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return "AUTHENTICATION_ERROR";
  if (status === 403) return "AUTHORIZATION_ERROR";
  if (status === 404) return "NOT_FOUND";
  if (status === 409) return "DUPLICATE_RESOURCE";
  if (status === 429) return "RATE_LIMIT_EXCEEDED";
  return "VALIDATION_ERROR";
}

/**
 * One error envelope for every answer: `{ error: { code, message, details }, requestId }`.
 * Client mistakes keep their 4xx status; anything else is logged in full and answered with a
 * generic 500 so no internal detail leaks.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return send(reply, request, error.statusCode, error.code, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const fields = fieldProblems(error);
      return send(
        reply,
        request,
        400,
        "VALIDATION_ERROR",
        fields[0]?.message ?? CODE_MESSAGES.VALIDATION_ERROR,
        { fields },
      );
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return send(reply, request, 413, "VALIDATION_ERROR", "The request is too large.");
    }
    if (status >= 400 && status < 500) {
      const code = codeForStatus(status);
      const message = code === "VALIDATION_ERROR" ? CODE_MESSAGES.VALIDATION_ERROR : error.message;
      return send(reply, request, status, code, message);
    }
    request.log.error({ err: error }, "request failed");
    return send(reply, request, 500, "INTERNAL_ERROR", CODE_MESSAGES.INTERNAL_ERROR);
  });
});
