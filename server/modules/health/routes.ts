import type { FastifyInstance } from "fastify";

/** A load balancer gives up on a probe after a few seconds: answer before it does. */
export const READINESS_TIMEOUT_MS = 2_000;

/** Resolves when the database answers, rejects when it fails or has not answered in time. */
async function pingWithin(ping: () => Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([ping(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** /healthz: the process is up (never touches the database). /readyz: it can serve the API. */
export async function healthRoutes(app: FastifyInstance) {
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (request, reply) => {
    try {
      await pingWithin(() => app.database.ping(), READINESS_TIMEOUT_MS);
      return { status: "ready" };
    } catch (err) {
      request.log.error({ err }, "readiness check failed");
      return reply.status(503).send({ status: "unavailable" });
    }
  });
}
