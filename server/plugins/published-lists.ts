// The public lists every visitor reads (the offers, the news and events) are read from the
// database once per change, not once per request: each list is kept serialized and compressed
// with its ETag, and an admin write anywhere drops them on every instance (decision 027).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/client";
import { compressAnswer, sendCompressed, type CompressedAnswer } from "./compressed-answer";

/** The PostgreSQL NOTIFY channel an admin write is announced on. */
export const PUBLISHED_CHANGES = "published_lists";

/** One list as it goes out: its JSON, compressed, with its ETag. */
export type PublishedList = CompressedAnswer;

export class PublishedLists {
  /** Bumped by every change heard; a list read under an older generation is not kept. */
  private generation = 0;
  /** False while the change listener is lost: changes may be missed, so nothing is kept. */
  private hearing = true;
  private readonly kept = new Map<string, { generation: number; list: PublishedList }>();
  private readonly reading = new Map<string, Promise<PublishedList>>();
  private readonly readers = new Map<string, () => Promise<string>>();
  private readonly listeners = new Set<() => void>();

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
      .then(compressAnswer)
      .then((list) => {
        if (this.hearing && generation === this.generation)
          this.kept.set(name, { generation, list });
        return list;
      })
      .finally(() => this.reading.delete(name));
    this.reading.set(name, reading);
    return reading;
  }

  /**
   * The count of changes heard so far, or null while the change listener is lost: what was read
   * under one generation may be kept while it lasts (the pages rendered with these lists too).
   */
  keepingGeneration(): number | null {
    return this.hearing ? this.generation : null;
  }

  /** Calls `listener` after each change heard (what was kept from the lists is then out of date). */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A change here or on another instance: every kept list is dropped. */
  changed() {
    this.generation += 1;
    this.kept.clear();
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

/** Sends a kept list: 304 when the browser holds it, otherwise its best compressed form. */
export function sendList(request: FastifyRequest, reply: FastifyReply, list: PublishedList) {
  return sendCompressed(request, reply, list, "application/json; charset=utf-8");
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
