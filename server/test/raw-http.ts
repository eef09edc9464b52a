import type { FastifyInstance } from "fastify";
import { connect, type Socket } from "node:net";

/** Starts `app` on a free port of 127.0.0.1 and returns that port. */
export async function listenLocally(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no TCP address");
  return address.port;
}

export interface RawExchange {
  /** Everything the server sent before it closed the socket. */
  received: string;
  /** Milliseconds from the first byte written to the close. */
  closedAfterMs: number;
}

/**
 * Writes `text` to a fresh TCP connection exactly as given (no client library to tidy up the
 * request line), optionally keeps dripping more bytes, and waits for the server to close it, at
 * most `giveUpMs`.
 */
export function rawExchange(
  port: number,
  text: string,
  options: { giveUpMs?: number; drip?: { text: string; everyMs: number } } = {},
): Promise<RawExchange> {
  const giveUpMs = options.giveUpMs ?? 10_000;
  return new Promise((resolve, reject) => {
    const socket: Socket = connect({ port, host: "127.0.0.1" });
    const chunks: Buffer[] = [];
    let started = 0;
    let dripping: NodeJS.Timeout | undefined;
    const timer = setTimeout(() => {
      clearInterval(dripping);
      socket.destroy();
      reject(new Error(`the server kept the connection open for ${giveUpMs} ms`));
    }, giveUpMs);
    socket.on("connect", () => {
      started = Date.now();
      socket.write(text);
      // A slow client: a few more bytes now and then, never the end of the request.
      const drip = options.drip;
      if (drip) dripping = setInterval(() => socket.write(drip.text), drip.everyMs);
    });
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      clearInterval(dripping);
      resolve({
        received: Buffer.concat(chunks).toString("utf8"),
        closedAfterMs: Date.now() - started,
      });
    });
  });
}

/** The status code of the first response in `received`. */
export function statusOf(received: string): number {
  const match = /^HTTP\/1\.1 (\d{3})/.exec(received);
  if (!match) throw new Error(`no HTTP response in ${JSON.stringify(received.slice(0, 200))}`);
  return Number(match[1]);
}
