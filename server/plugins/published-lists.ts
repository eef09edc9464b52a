// The public lists every visitor reads (the offers, the news and events) are read from the
// database once per change, not once per request: each list is kept serialized and compressed
// with its ETag, and an admin write anywhere drops them on every instance (decision 027).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Database } from "../db/client";

/** The PostgreSQL NOTIFY channel an admin write is announced on. */
export const PUBLISHED_CHANGES = "published_lists";

/** One list as it goes out: JSON, its compressed forms, and the validator a browser sends back. */
export interface PublishedList {
  json: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

function publish(json: string): PublishedList {
  const body = Buffer.from(json);
  return {
    json: body,
    gzip: gzipSync(body),
    br: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`,
  };
}

export class PublishedLists {
  /** Bumped by every change heard; a list read under an older generation is not kept. */
  private generation = 0;
  /** False while the change listener is lost: changes may be missed, so nothing is kept. */
  private hearing = true;
  private readonly kept = new Map<string, { generation: number; list: PublishedList }>();
  private readonly reading = new Map<string, Promise<PublishedList>>();
  private readonly readers = new Map<string, () => Promise<string>>();

  /** Names a list and how it is read from the database (as the JSON its API route answers). */
  define(name: string, read: () => Promise<string>) {
    this.readers.set(name, read);
  }

  /** The list `name`, read again only when none is kept for the current generation. */
  async get(name: string): Promise<PublishedList> {
    const read = this.readers.get(name);
    if (!read) throw new Error(`no published list is named ${name}`);
    const kept = this.kept.get(name);
    if (kept && kept.generation === this.generation) return kept.list;
    // Requests that find the list missing at the same moment share one database read.
    const pending = this.reading.get(name);
    if (pending) return pending;
    const generation = this.generation;
    const reading = read()
      .then(publish)
      .then((list) => {
        if (this.hearing && generation === this.generation)
          this.kept.set(name, { generation, list });
        return list;
      })
      .finally(() => this.reading.delete(name));
    this.reading.set(name, reading);
    return reading;
  }

  /** A change here or on another instance: every kept list is dropped. */
  changed() {
    this.generation += 1;
    this.kept.clear();
    this.reading.clear();
  }

  lost() {
    this.hearing = false;
    this.changed();
  }

  resumed() {
    this.hearing = true;
    this.changed();
  }
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

/** Sends a kept list: 304 when the browser holds it, otherwise its best compressed form. */
export function sendList(request: FastifyRequest, reply: FastifyReply, list: PublishedList) {
  reply
    .header("etag", list.etag)
    .header("cache-control", "no-cache")
    .header("vary", "accept-encoding");
  if (notModified(request, list.etag)) return reply.code(304).send();
  reply.type("application/json; charset=utf-8");
  if (accepts(request, "br")) return reply.header("content-encoding", "br").send(list.br);
  if (accepts(request, "gzip")) return reply.header("content-encoding", "gzip").send(list.gzip);
  return reply.send(list.json);
}

declare module "fastify" {
  interface FastifyInstance {
    publishedLists: PublishedLists;
    /** After an admin write: drops the kept lists here at once and on the other instances. */
    announceChange(): Promise<void>;
  }
}

export const publishedListsPlugin = fp(
  async (app: FastifyInstance, { database }: { database: Database }) => {
    const lists = new PublishedLists();
    app.decorate("publishedLists", lists);
    const stopListening = await database.listen(PUBLISHED_CHANGES, lists);
    app.addHook("onClose", stopListening);
    app.decorate("announceChange", async () => {
      lists.changed();
      await database.notify(PUBLISHED_CHANGES).catch((err: unknown) => {
        // The write itself is done. A database gone right after it has cut the other instances'
        // listeners too, and they drop their lists when they hear again.
        app.log.warn({ err }, "could not announce a change of the published lists");
      });
    });
  },
);
