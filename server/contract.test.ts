import Fastify from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { REQUEST_TYPES } from "../common/constants";
import { adminSessionApi, csrfApi, mfaApi } from "../common/contract/admin";
import { buyerApi, buyerExportApi } from "../common/contract/buyers";
import { coffeeApi, partnerApi } from "../common/contract/catalog";
import { endpoint, type Endpoint } from "../common/contract/endpoint";
import { mediaApi, sitePicturesApi } from "../common/contract/media";
import { newsEventApi } from "../common/contract/news-events";
import { newsletterApi, newsletterDeskApi } from "../common/contract/newsletter";
import { offerApi } from "../common/contract/offers";
import { outboxApi } from "../common/contract/outbox";
import { proposalApi, proposalDeskApi } from "../common/contract/proposals";
import { requestDeskApi } from "../common/contract/request-desk";
import { partnerDeskApi } from "../common/contract/partners";
import { requestApi } from "../common/contract/requests";
import { sampleDispatchApi } from "../common/contract/sample-dispatch";
import { sampleFeedbackApi, sampleFeedbackDeskApi } from "../common/contract/sample-feedback";
import { siteSettingsApi } from "../common/contract/site-settings";
import { teamMemberApi } from "../common/contract/team-members";
import { farmerStoryApi } from "../common/contract/farmer-stories";
import { photoGalleryApi } from "../common/contract/photo-galleries";
import { offerRecord } from "../common/contract/records";
import { contractRoute, replyJsonSchema, replySerializerCompiler } from "./contract";
import { registeredRoutes } from "./test/route-table";
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

describe("the contract and the route table", () => {
  it("registers every declared endpoint, and declares every /api route it registers", async () => {
    const declared = [
      offerApi,
      newsEventApi,
      sitePicturesApi,
      coffeeApi,
      partnerApi,
      requestApi,
      csrfApi,
      adminSessionApi,
      mfaApi,
      outboxApi,
      newsletterApi,
      newsletterDeskApi,
      mediaApi,
      proposalDeskApi,
      proposalApi,
      sampleDispatchApi,
      sampleFeedbackApi,
      sampleFeedbackDeskApi,
      siteSettingsApi,
      partnerDeskApi,
      teamMemberApi,
      farmerStoryApi,
      photoGalleryApi,
      buyerApi,
      buyerExportApi,
      ...REQUEST_TYPES.map((type) => {
        const { exports, ...desk } = requestDeskApi[type];
        return { ...desk, ...exports };
      }),
    ].flatMap((group) => Object.values(group).map((e: Endpoint) => `${e.method} ${e.path}`));
    const t = await createTestApp();
    try {
      const registered = registeredRoutes(t.app)
        .filter((r) => r.method !== "HEAD" && r.path.startsWith("/api/"))
        .map((r) => `${r.method} ${r.path}`);
      expect(new Set(declared).size).toBe(declared.length);
      expect([...registered].sort()).toEqual([...declared].sort());
    } finally {
      await t.close();
    }
  });
});
