// The list cache. The public lists every visitor reads (the offers, the news and events) are read
// from the database once per change, not once per request: each list is cached serialized and
// compressed with its ETag. Cache invalidation: an admin write anywhere drops them on every
// instance, through PostgreSQL NOTIFY (decision 027); the page cache follows it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/client";
import { compressAnswer, sendCompressed, type CompressedAnswer } from "./compressed-answer";

/**
 * The PostgreSQL NOTIFY channel of cache invalidation. Its name is older than the list cache's:
 * instances of earlier versions, still running during a rolling deploy, hear the same channel.
 */
export const CACHE_INVALIDATION = "published_lists";

/** One list as it goes out: its JSON, compressed, with its ETag. */
export type CachedList = CompressedAnswer;

export class ListCache {
  /** Bumped by every change heard; a list read under an older generation is not cached. */
  private generation = 0;
  /** False while the change listener is lost: changes may be missed, so nothing is cached. */
  private hearing = true;
  private readonly cached = new Map<string, { generation: number; list: CachedList }>();
  private readonly reading = new Map<string, Promise<CachedList>>();
  private readonly readers = new Map<string, () => Promise<string>>();
  private readonly listeners = new Set<() => void>();

  /** Names a list and how it is read from the database (as the JSON its API route answers). */
  define(name: string, read: () => Promise<string>) {
    this.readers.set(name, read);
  }

  /** The list `name`, read again only when none is cached for the current generation. */
  async get(name: string): Promise<CachedList> {
    const read = this.readers.get(name);
    if (!read) throw new Error(`no cached list is named ${name}`);
    const cached = this.cached.get(name);
    if (cached && cached.generation === this.generation) return cached.list;
    // Requests that find the list missing at the same moment share one database read.
    const pending = this.reading.get(name);
    if (pending) return pending;
    const generation = this.generation;
    const reading = read()
      .then(compressAnswer)
      .then((list) => {
        if (this.hearing && generation === this.generation)
          this.cached.set(name, { generation, list });
        return list;
      })
      .finally(() => this.reading.delete(name));
    this.reading.set(name, reading);
    return reading;
  }

  /**
   * The count of changes heard so far, or null while the change listener is lost: what was read
   * under one generation may be cached while it lasts (the pages rendered with these lists too).
   */
  cacheGeneration(): number | null {
    return this.hearing ? this.generation : null;
  }

  /** Calls `listener` after each change heard (what was cached from the lists is then out of date). */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A change here or on another instance: every cached list is dropped. */
  changed() {
    this.generation += 1;
    this.cached.clear();
    this.reading.clear();
    for (const listener of this.listeners) listener();
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

/** Sends a cached list: 304 when the browser holds it, otherwise its best compressed form. */
export function sendList(request: FastifyRequest, reply: FastifyReply, list: CachedList) {
  return sendCompressed(request, reply, list, "application/json; charset=utf-8");
}

declare module "fastify" {
  interface FastifyInstance {
    listCache: ListCache;
    /** After an admin write: drops the cached lists here at once and on the other instances. */
    invalidateCaches(): Promise<void>;
  }
}

export const listCachePlugin = fp(
  async (app: FastifyInstance, { database }: { database: Database }) => {
    const lists = new ListCache();
    app.decorate("listCache", lists);
    const stopListening = await database.listen(CACHE_INVALIDATION, lists);
    app.addHook("onClose", stopListening);
    app.decorate("invalidateCaches", async () => {
      lists.changed();
      await database.notify(CACHE_INVALIDATION).catch((err: unknown) => {
        // The write itself is done. A database gone right after it has cut the other instances'
        // listeners too, and they drop their lists when they hear again.
        app.log.warn({ err }, "could not announce cache invalidation to the other instances");
      });
    });
  },
);
