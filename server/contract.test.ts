import Fastify from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { endpoint } from "../common/contract/endpoint";
import { offerRecord } from "../common/contract/records";
import { contractRoute, replyJsonSchema, replySerializerCompiler } from "./contract";
import { createTestApp } from "./test/test-app";

const probe = endpoint({
  method: "GET",
  path: "/probe",
  response: z.object({
    name: z.string(),
    note: z.string().nullable(),
    createdAt: z.iso.datetime(),
  }),
});

async function probeApp(checkReplies: boolean, reply: unknown) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler(checkReplies));
  contractRoute(app, probe, { handler: () => reply as never });
  await app.ready();
  return app;
}

describe("replies through the contract", () => {
  it("sends only the declared fields, dates as ISO strings", async () => {
    const app = await probeApp(true, {
      name: "Guji",
      note: null,
      createdAt: new Date("2026-01-02T03:04:05.000Z"),
      passwordHash: "never leaves",
    });
    const response = await app.inject({ url: "/probe" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: "Guji",
      note: null,
      createdAt: "2026-01-02T03:04:05.000Z",
    });
  });

  it("fails a reply that does not match its contract when replies are checked (tests)", async () => {
    const app = await probeApp(true, { name: "Guji", note: 7, createdAt: "yesterday" });
    expect((await app.inject({ url: "/probe" })).statusCode).toBe(500);
  });

  it("writes nullable fields as a type list, which the compiled serializer handles directly", () => {
    expect(replyJsonSchema(probe.response)).toMatchObject({
      type: "object",
      properties: { note: { type: ["string", "null"] } },
      required: ["name", "note", "createdAt"],
    });
  });

  it("keeps the database's extra columns out of the public offers list", async () => {
    const t = await createTestApp({ seed: true });
    try {
      const [offer] = (await t.app.inject({ url: "/api/offers" })).json();
      expect(Object.keys(offer).sort()).toEqual(Object.keys(offerRecord.shape).sort());
    } finally {
      await t.close();
    }
  });
});

describe("the error envelope", () => {
  it("gives a malformed JSON body a VALIDATION_ERROR with details", async () => {
    const t = await createTestApp();
    try {
      const response = await t.send({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/json" },
        payload: "{ not json",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: {
          code: "VALIDATION_ERROR",
          message: "Please check your input and try again.",
          details: { fields: [], reason: "FST_ERR_CTP_INVALID_JSON_BODY" },
        },
        requestId: expect.any(String),
      });
      const unknown = await t.app.inject({ url: "/api/no-such-thing" });
      expect(unknown.json()).toEqual({
        error: {
          code: "NOT_FOUND",
          message: "The requested resource was not found.",
          details: null,
        },
        requestId: unknown.headers["x-request-id"],
      });
    } finally {
      await t.close();
    }
  });
});
