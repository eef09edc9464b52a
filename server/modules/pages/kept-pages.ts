// A page rendered on request (the lists, the collections, a lot's or a news item's page) is the
// same for every visitor until an administrator changes what it shows: it is rendered once, kept
// compressed at brotli's best with its ETag, and rendered again after an admin write here or on
// another instance, when the published lists are dropped (decision 043).
import { compressAnswer, type CompressedAnswer } from "../../plugins/compressed-answer";
import type { PublishedLists } from "../../plugins/published-lists";
import { inlineScriptHashes } from "../../plugins/security-headers";

/** A page as React Router's server build rendered it for one request. */
export interface RenderedPage {
  status: number;
  html: string;
  /** Some of its facts could not be read (the database was unavailable): it is not kept. */
  partial: boolean;
}

/** A kept page as it goes out, with the hashes of its own inline scripts. */
export interface KeptPage {
  answer: CompressedAnswer;
  scriptHashes: string[];
}

export interface KeptPagesLimits {
  /**
   * Pages of addresses without a query kept at most; the one kept longest goes first
   * (`/offers/01` is `/offers/1` again).
   */
  pages: number;
  /**
   * Pages of addresses with a query (a filtered /offers) kept at most, apart: a client walking
   * through the filters never pushes out a page of a plain address.
   */
  filtered: number;
  /**
   * A page is rendered again after this long even without a change: nothing on these pages
   * changes with the clock today, but nothing that ever does (a year in the footer) stays stale.
   */
  ageMs: number;
}

export const KEPT_PAGES_LIMITS: KeptPagesLimits = { pages: 200, filtered: 50, ageMs: 10 * 60_000 };

export class KeptPages {
  private readonly kept = new Map<string, { generation: number; until: number; page: KeptPage }>();
  private readonly rendering = new Map<
    string,
    { generation: number | null; page: Promise<RenderedPage> }
  >();

  constructor(
    private readonly lists: Pick<PublishedLists, "keepingGeneration">,
    private readonly limits = KEPT_PAGES_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The page kept for `url` under the current generation, if any. */
  find(url: string): KeptPage | undefined {
    const kept = this.kept.get(url);
    if (!kept) return undefined;
    if (kept.generation === this.lists.keepingGeneration() && this.now() < kept.until)
      return kept.page;
    this.kept.delete(url);
    return undefined;
  }

  /**
   * Renders `url` with `render`, or shares a render of it already under way in the same
   * generation, and keeps the page when it is whole (status 200, every fact read) and nothing
   * changed while it was made. The page is answered at once; its compression for keeping runs in
   * libuv's thread pool after.
   */
  render(url: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    const generation = this.lists.keepingGeneration();
    const pending = this.rendering.get(url);
    if (pending && pending.generation === generation) return pending.page;
    const page = render().finally(() => {
      if (this.rendering.get(url)?.page === page) this.rendering.delete(url);
    });
    this.rendering.set(url, { generation, page });
    void page.then(
      (rendered) => {
        if (generation === null || rendered.status !== 200 || rendered.partial) return;
        // A page that failed to compress is not kept; it is rendered again next time.
        return this.keep(url, generation, rendered.html).catch(() => undefined);
      },
      () => undefined,
    );
    return page;
  }

  private async keep(url: string, generation: number, html: string) {
    const page = { answer: await compressAnswer(html), scriptHashes: inlineScriptHashes(html) };
    if (generation !== this.lists.keepingGeneration()) return;
    this.kept.delete(url);
    this.kept.set(url, { generation, until: this.now() + this.limits.ageMs, page });
    // Each kind is kept within its own limit, dropping its page kept longest.
    const filtered = url.includes("?");
    const sameKind = [...this.kept.keys()].filter((kept) => kept.includes("?") === filtered);
    const excess = sameKind.length - (filtered ? this.limits.filtered : this.limits.pages);
    for (const oldest of sameKind.slice(0, Math.max(0, excess))) this.kept.delete(oldest);
  }
}
