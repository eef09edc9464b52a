// The page cache. A page rendered on request (the lists, the collections, a lot's or a news item's
// page) is the same for every visitor until an administrator changes what it shows: it is rendered
// once, cached compressed at brotli's best with its ETag, and rendered again after cache
// invalidation, an admin write here or on another instance, which the list cache hears
// (decision 043). Pages visitors asked for lately are rendered again in the background at once,
// so that the next visitor finds them cached (decision 045).
import { compressAnswer, type CompressedAnswer } from "../../plugins/compressed-answer";
import type { ListCache } from "../../plugins/list-cache";
import { inlineScriptHashes } from "../../plugins/page-html";

/** A page as React Router's server build rendered it for one request. */
export interface RenderedPage {
  status: number;
  html: string;
  /** Where a redirect sends the visitor (a lot's page asked for under another form of its id). */
  location?: string;
  /** Some of its facts could not be read (the database was unavailable): it is not cached. */
  partial: boolean;
}

/** A cached page as it goes out, with the hashes of its own inline scripts. */
export interface CachedPage {
  answer: CompressedAnswer;
  scriptHashes: string[];
}

export interface PageCacheLimits {
  /**
   * Pages of addresses without a query cached at most; the one cached longest goes first
   * (`/offers/01` is `/offers/1` again).
   */
  pages: number;
  /**
   * Pages of addresses with a query (a filtered /offers) cached at most, apart: a client walking
   * through the filters never pushes out a page of a plain address.
   */
  filtered: number;
  /**
   * A page is rendered again after this long even without a change: nothing on these pages
   * changes with the clock today, but nothing that ever does (a year in the footer) stays stale.
   * A page asked for within this time of a change is renewed after it.
   */
  ageMs: number;
}

export const PAGE_CACHE_LIMITS: PageCacheLimits = { pages: 200, filtered: 50, ageMs: 10 * 60_000 };

interface CacheEntry {
  generation: number;
  until: number;
  /** When a visitor last asked for the page (or it was warmed): what renewal goes by. */
  askedAt: number;
  page: CachedPage;
}

interface Rendering {
  generation: number | null;
  askedAt: number;
  page: Promise<RenderedPage>;
  /** Settles once the page is cached, or is not to be. */
  settled: Promise<void>;
}

export class PageCache {
  private readonly cached = new Map<string, CacheEntry>();
  /** Renders under way, each until its page is cached or found not to be. */
  private readonly rendering = new Map<string, Rendering>();
  private readonly limits: PageCacheLimits;
  private readonly now: () => number;
  /** Pages to render again for no visitor, with when a visitor last asked for each. */
  private readonly waiting = new Map<string, number>();
  private renewing: Promise<void> | null = null;
  private readonly stopHearing: () => void;
  private closed = false;

  /**
   * `renew` renders an address in the background, for no visitor: as the page every visitor
   * gets, since a cached page names no part of the request.
   */
  constructor(
    private readonly lists: Pick<ListCache, "cacheGeneration" | "onChange">,
    private readonly renew: (url: string) => Promise<RenderedPage>,
    options: { limits?: PageCacheLimits; now?: () => number } = {},
  ) {
    this.limits = options.limits ?? PAGE_CACHE_LIMITS;
    this.now = options.now ?? Date.now;
    this.stopHearing = lists.onChange(() => this.renewAfterChange());
  }

  /** Renders nothing more in the background (the server closes): the render under way finishes. */
  close(): Promise<void> {
    this.closed = true;
    this.stopHearing();
    this.waiting.clear();
    return this.renewing ?? Promise.resolve();
  }

  /**
   * The page cached for `url` under the current generation, if any. A page past its age is still
   * answered while it is rendered again in the background (nothing changed that it shows: the
   * generation is the same), until twice its age.
   */
  find(url: string): CachedPage | undefined {
    const cached = this.cached.get(url);
    if (!cached) return undefined;
    const now = this.now();
    if (
      cached.generation !== this.lists.cacheGeneration() ||
      now >= cached.until + this.limits.ageMs
    ) {
      this.cached.delete(url);
      return undefined;
    }
    cached.askedAt = now;
    if (now >= cached.until) void this.renderInBackground(url, cached.askedAt);
    return cached.page;
  }

  /**
   * Renders `url` with `render`, or shares a render of it already under way in the same
   * generation, and caches the page when it is whole (status 200, every fact read) and nothing
   * changed while it was made. The page is answered at once; its compression for caching runs in
   * libuv's thread pool after.
   */
  render(
    url: string,
    render: () => Promise<RenderedPage>,
    askedAt = this.now(),
  ): Promise<RenderedPage> {
    return this.start(url, render, askedAt).page;
  }

  private start(url: string, render: () => Promise<RenderedPage>, askedAt: number): Rendering {
    const generation = this.lists.cacheGeneration();
    const pending = this.rendering.get(url);
    if (pending && pending.generation === generation) {
      // Whoever shares a render (a visitor joining a renewal) asked for the page last: it is cached
      // as asked for then.
      pending.askedAt = Math.max(pending.askedAt, askedAt);
      return pending;
    }
    const done = () => {
      if (this.rendering.get(url) === rendering) this.rendering.delete(url);
    };
    const page = render();
    // A page that failed to render or to compress, or is not whole, is not cached: it is rendered
    // again next time.
    const settled = page.then((rendered) => {
      if (generation === null || rendered.status !== 200 || rendered.partial) return done();
      return this.cache(url, generation, rendered.html, rendering.askedAt).then(done, done);
    }, done);
    const rendering: Rendering = { generation, askedAt, page, settled };
    this.rendering.set(url, rendering);
    return rendering;
  }

  /**
   * Renders `urls` in the background, one after another, and caches them as pages visitors asked
   * for now (at start, the pages the menu links to).
   */
  warm(urls: readonly string[]): Promise<void> {
    if (this.closed) return Promise.resolve();
    const now = this.now();
    for (const url of urls) this.waiting.set(url, now);
    return this.renewInTurn();
  }

  /**
   * After a change: the pages visitors asked for within their age wait to be rendered again, with
   * those still waiting from an earlier change, so that the next visitor finds them cached instead
   * of waiting for a render.
   */
  private renewAfterChange() {
    const since = this.now() - this.limits.ageMs;
    // A page still being rendered or compressed is one a visitor asked for too: made before the
    // change, it will not be cached.
    for (const [url, { askedAt }] of [...this.cached, ...this.rendering])
      if (askedAt > since) this.waiting.set(url, Math.max(askedAt, this.waiting.get(url) ?? 0));
    this.cached.clear();
    void this.renewInTurn();
  }

  /**
   * Renders the waiting pages one at a time, the one asked for last first, so that visitors'
   * requests are answered between the renders. A page rendered while another change came waits
   * for the next turn; while changes may be missed (the listener lost), nothing is rendered, and
   * the next change heard starts again.
   */
  private renewInTurn(): Promise<void> {
    this.renewing ??= (async () => {
      for (;;) {
        const generation = this.lists.cacheGeneration();
        const next = [...this.waiting].sort(([, a], [, b]) => b - a)[0];
        if (generation === null || !next) break;
        const [url, askedAt] = next;
        if (!this.cached.has(url)) await this.renderInBackground(url, askedAt);
        if (this.lists.cacheGeneration() === generation) this.waiting.delete(url);
      }
    })().finally(() => {
      this.renewing = null;
    });
    return this.renewing;
  }

  /**
   * A render for no visitor, settled once its page is cached or is not to be. A failure is not
   * reported here: the next visitor's own render meets it and is answered (and logged) as any
   * request is.
   */
  private renderInBackground(url: string, askedAt: number): Promise<void> {
    return this.start(url, () => this.renew(url), askedAt).settled;
  }

  private async cache(url: string, generation: number, html: string, askedAt: number) {
    const page = { answer: await compressAnswer(html), scriptHashes: inlineScriptHashes(html) };
    if (generation !== this.lists.cacheGeneration()) return;
    this.cached.delete(url);
    this.cached.set(url, { generation, until: this.now() + this.limits.ageMs, askedAt, page });
    // Each kind is cached within its own limit, dropping its page cached longest.
    const filtered = url.includes("?");
    const sameKind = [...this.cached.keys()].filter((cached) => cached.includes("?") === filtered);
    const excess = sameKind.length - (filtered ? this.limits.filtered : this.limits.pages);
    for (const oldest of sameKind.slice(0, Math.max(0, excess))) this.cached.delete(oldest);
  }
}
