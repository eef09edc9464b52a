// An answer whose body is the same for every visitor until something changes (a cached list,
// decision 027; a prerendered page, decision 038) is compressed once, at brotli's and gzip's best,
// and sent with an ETag: 304 to a browser that holds it, otherwise the best form it takes.
import type { FastifyReply, FastifyRequest } from "fastify";
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";

const brotliCompressed = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The brotli quality of bodies made for one request (decision 038): 7% smaller than 4 on a page. */
export const BROTLI_PER_REQUEST = 5;

/** One body as it goes out: as is, its compressed forms, and the validator a browser sends back. */
export interface CompressedAnswer {
  plain: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

/**
 * Compresses a body at brotli's and gzip's best, off the event loop (libuv's thread pool): brotli
 * 11 takes about 100 ms on a 90 KB page, time no request should wait behind.
 */
export async function compressAnswer(text: string): Promise<CompressedAnswer> {
  const plain = Buffer.from(text);
  const [gzip, br] = await Promise.all([
    gzipped(plain, { level: 9 }),
    brotliCompressed(plain, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    }),
  ]);
  const etag = `"${createHash("sha256").update(plain).digest("base64url").slice(0, 32)}"`;
  return { plain, gzip, br, etag };
}

/** `If-None-Match` holds this ETag (or `*`). */
function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

function accepts(request: FastifyRequest, encoding: string): boolean {
  const header = request.headers["accept-encoding"];
  if (typeof header !== "string") return false;
  return header.split(",").some((part) => {
    const [name, ...params] = part.trim().split(";");
    return name === encoding && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
}

/** Sends a compressed answer: 304 when the browser holds it, otherwise its best form. */
export function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CompressedAnswer,
  contentType: string,
) {
  reply
    .header("etag", answer.etag)
    .header("cache-control", "no-cache")
    .header("vary", "accept-encoding");
  if (notModified(request, answer.etag)) return reply.code(304).send();
  return sendBestForm(request, reply, answer, contentType);
}

/** Sends the form of a compressed answer the browser takes best: brotli, gzip or as is. */
export function sendBestForm(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CompressedAnswer,
  contentType: string,
) {
  reply.type(contentType).header("vary", "accept-encoding");
  if (accepts(request, "br")) return reply.header("content-encoding", "br").send(answer.br);
  if (accepts(request, "gzip")) return reply.header("content-encoding", "gzip").send(answer.gzip);
  return reply.send(answer.plain);
}

/**
 * Sends a body made for this request alone, compressed as the compression plugin would: for the
 * answers that plugin does not see (Fastify's not-found handler has no route of its own).
 */
export function sendCompressedNow(
  request: FastifyRequest,
  reply: FastifyReply,
  text: string,
  contentType: string,
) {
  reply.type(contentType).header("vary", "accept-encoding");
  if (accepts(request, "br"))
    return reply.header("content-encoding", "br").send(
      brotliCompressSync(text, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_PER_REQUEST,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
        },
      }),
    );
  if (accepts(request, "gzip"))
    return reply.header("content-encoding", "gzip").send(gzipSync(text));
  return reply.send(text);
}
