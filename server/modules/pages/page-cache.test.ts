import { describe, expect, it, vi } from "vitest";
import { ListCache } from "../../plugins/list-cache";
import { PageCache, type RenderedPage } from "./page-cache";

/** A render that counts its calls; each page's HTML names the call that made it. */
function counting(page: Partial<RenderedPage> = {}) {
  let renders = 0;
  return {
    render: async (): Promise<RenderedPage> => {
      renders += 1;
      return { status: 200, html: `<p>render ${renders}</p>`, partial: false, ...page };
    },
    renders: () => renders,
  };
}

/** For the tests where nothing is renewed: a render for no visitor fails the test. */
const noRenewal = async (url: string): Promise<RenderedPage> => {
  throw new Error(`${url} was rendered in the background`);
};

/** The cached page's HTML once its compression for caching has finished. */
async function cachedHtml(pages: PageCache, url: string) {
  await vi.waitFor(() => expect(pages.find(url)).toBeDefined());
  return pages.find(url)!.answer.plain.toString();
}

/** Cached pages on a clock the test moves (`clock.now`), ten pages of each kind, ten minutes' age. */
function onClock(renew: (url: string) => Promise<RenderedPage>) {
  const clock = { now: 1_000 };
  const lists = new ListCache();
  const pages = new PageCache(lists, renew, {
    limits: { pages: 10, filtered: 10, ageMs: 600_000 },
    now: () => clock.now,
  });
  return { clock, lists, pages };
}

describe("PageCache", () => {
  it("renders once for requests that arrive together and caches the page until a change", async () => {
    const lists = new ListCache();
    const source = counting();
    const pages = new PageCache(lists, source.render);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pages.render("/offers", source.render)),
    );
    expect(source.renders()).toBe(1);
    expect(new Set(answers.map((page) => page.html))).toEqual(new Set(["<p>render 1</p>"]));
    expect(await cachedHtml(pages, "/offers")).toBe("<p>render 1</p>");
    expect(pages.find("/offers")!.answer.br.length).toBeGreaterThan(0);

    // After a change the page is rendered again at once, for no visitor (it was asked for).
    lists.changed();
    expect(pages.find("/offers")).toBeUndefined();
    expect(await cachedHtml(pages, "/offers")).toBe("<p>render 2</p>");
    expect(source.renders()).toBe(2);
  });

  it("keeps the hashes of the page's own inline scripts with the cached page", async () => {
    const pages = new PageCache(new ListCache(), noRenewal);
    await pages.render("/offers", async () => ({
      status: 200,
      html: "<script>window.__lots=[1]</script>",
      partial: false,
    }));
    await cachedHtml(pages, "/offers");
    expect(pages.find("/offers")!.scriptHashes).toEqual([
      "'sha256-p9bxytRvWVKrm8hBMmB1rp6x2Bs49gHLyApODt2KtEE='",
    ]);
  });

  it.each([
    ["a page that is not found", { status: 404 }],
    ["a page without some of its facts (the database was unavailable)", { partial: true }],
    ["an error page", { status: 500 }],
  ])("does not cache %s", async (_, page) => {
    const pages = new PageCache(new ListCache(), noRenewal);
    const source = counting(page);
    await pages.render("/offers/77", source.render);
    await pages.render("/offers/77", source.render);
    expect(source.renders()).toBe(2);
    expect(pages.find("/offers/77")).toBeUndefined();
  });

  it("caches nothing while it may miss changes (the listener is lost), and again once it hears", async () => {
    const lists = new ListCache();
    const pages = new PageCache(lists, noRenewal);
    const source = counting();
    lists.lost();
    await pages.render("/news-events", source.render);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pages.find("/news-events")).toBeUndefined();
    lists.resumed();
    await pages.render("/news-events", source.render);
    expect(await cachedHtml(pages, "/news-events")).toBe("<p>render 2</p>");
  });

  it("neither caches nor shares a page rendered while a change arrived, and renders it again", async () => {
    const lists = new ListCache();
    const renewal = counting();
    const pages = new PageCache(lists, renewal.render);
    let release!: () => void;
    const slow = pages.render(
      "/offers",
      () =>
        new Promise<RenderedPage>((resolve) => {
          release = () => resolve({ status: 200, html: "<p>before</p>", partial: false });
        }),
    );
    lists.changed();
    // The page the visitor asked for is rendered again for no visitor; a request shares it.
    const after = pages.render("/offers", () => noRenewal("/offers"));
    release();
    expect((await slow).html).toBe("<p>before</p>");
    expect((await after).html).toBe("<p>render 1</p>");
    expect(await cachedHtml(pages, "/offers")).toBe("<p>render 1</p>");
    expect(renewal.renders()).toBe(1);
  });

  it("caches at most its limit of pages, dropping the one cached longest", async () => {
    const pages = new PageCache(new ListCache(), noRenewal, {
      limits: { pages: 2, filtered: 2, ageMs: 60_000 },
    });
    for (const url of ["/offers/1", "/offers/01", "/offers/001"]) {
      await pages.render(url, counting().render);
      await cachedHtml(pages, url);
    }
    expect(pages.find("/offers/1")).toBeUndefined();
    expect(pages.find("/offers/01")).toBeDefined();
    expect(pages.find("/offers/001")).toBeDefined();
  });

  it("caches pages of filtered addresses within a limit of their own", async () => {
    const pages = new PageCache(new ListCache(), noRenewal, {
      limits: { pages: 2, filtered: 2, ageMs: 60_000 },
    });
    const urls = [
      "/offers",
      "/offers?availability=sold-out",
      "/offers?region=guji",
      "/news-events",
      "/offers?sort=price-asc",
    ];
    for (const url of urls) {
      await pages.render(url, counting().render);
      await cachedHtml(pages, url);
    }
    // The filtered page cached longest went; both plain pages stay.
    expect(pages.find("/offers?availability=sold-out")).toBeUndefined();
    for (const url of ["/offers", "/news-events", "/offers?region=guji", "/offers?sort=price-asc"])
      expect(pages.find(url), url).toBeDefined();
  });

  it("answers a page past its age while it renders it again in the background", async () => {
    const renewed = counting();
    const { clock, pages } = onClock(renewed.render);
    await pages.render("/specialty", async () => ({
      status: 200,
      html: "<p>first</p>",
      partial: false,
    }));
    expect(await cachedHtml(pages, "/specialty")).toBe("<p>first</p>");
    clock.now += 599_999;
    expect(pages.find("/specialty")!.answer.plain.toString()).toBe("<p>first</p>");
    expect(renewed.renders()).toBe(0);
    clock.now += 1;
    expect(pages.find("/specialty")!.answer.plain.toString()).toBe("<p>first</p>");
    await vi.waitFor(() =>
      expect(pages.find("/specialty")!.answer.plain.toString()).toBe("<p>render 1</p>"),
    );
    expect(renewed.renders()).toBe(1);
  });

  it("drops a page that could not be renewed once it is twice its age", async () => {
    const { clock, pages } = onClock(counting({ partial: true }).render);
    await pages.render("/specialty", counting().render);
    await cachedHtml(pages, "/specialty");
    clock.now += 600_000;
    expect(pages.find("/specialty")).toBeDefined();
    clock.now += 600_000;
    expect(pages.find("/specialty")).toBeUndefined();
  });
});

describe("PageCache after a change", () => {
  /** A background render held until the test releases it, recording the addresses it renders. */
  function held() {
    const order: string[] = [];
    const releases: (() => void)[] = [];
    const render = (url: string) =>
      new Promise<RenderedPage>((resolve) => {
        order.push(url);
        const html = `<p>${url} render ${order.length}</p>`;
        releases.push(() => resolve({ status: 200, html, partial: false }));
      });
    return { order, releases, render };
  }

  /** `/offers` and `/news-events` cached, to be renewed by a held render. */
  async function twoCachedPages() {
    const lists = new ListCache();
    const renewal = held();
    const pages = new PageCache(lists, renewal.render);
    for (const url of ["/offers", "/news-events"]) {
      await pages.render(url, counting().render);
      await cachedHtml(pages, url);
    }
    return { lists, pages, ...renewal };
  }

  /** A background render that records the addresses it renders, in order. */
  function recording() {
    const order: string[] = [];
    return {
      order,
      render: async (url: string): Promise<RenderedPage> => {
        order.push(url);
        return { status: 200, html: `<p>renewed ${url}</p>`, partial: false };
      },
    };
  }

  it("renders the pages visitors asked for lately again, the one asked for last first", async () => {
    const renewal = recording();
    const { clock, lists, pages } = onClock(renewal.render);
    for (const url of ["/offers/3", "/offers", "/news-events"]) {
      await pages.render(url, counting().render);
      await cachedHtml(pages, url);
    }
    clock.now += 100_000;
    pages.find("/offers");
    clock.now += 100_000;
    pages.find("/news-events");
    lists.changed();
    expect(pages.find("/offers")).toBeUndefined();
    await vi.waitFor(() => expect(renewal.order).toHaveLength(3));
    expect(renewal.order).toEqual(["/news-events", "/offers", "/offers/3"]);
    expect(await cachedHtml(pages, "/news-events")).toBe("<p>renewed /news-events</p>");

    // Renewed, not asked for again: /offers/3 was last asked for more than 600 s ago.
    clock.now += 450_000;
    pages.find("/offers");
    lists.changed();
    await vi.waitFor(() => expect(renewal.order).toHaveLength(5));
    expect(renewal.order.slice(3)).toEqual(["/offers", "/news-events"]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renewal.order).toHaveLength(5);
    expect(pages.find("/offers/3")).toBeUndefined();
  });

  it("renders a page again when another change came during its render, then the rest", async () => {
    const { lists, pages, order, releases } = await twoCachedPages();
    lists.changed();
    expect(order).toEqual(["/news-events"]);
    // A second change (an instance hears its own notice too) while the first renewal renders.
    lists.changed();
    releases[0]!();
    await vi.waitFor(() => expect(order).toHaveLength(2));
    releases[1]!();
    await vi.waitFor(() => expect(order).toHaveLength(3));
    releases[2]!();
    expect(order).toEqual(["/news-events", "/news-events", "/offers"]);
    expect(await cachedHtml(pages, "/news-events")).toBe("<p>/news-events render 2</p>");
    expect(await cachedHtml(pages, "/offers")).toBe("<p>/offers render 3</p>");
  });

  it("renders a page again when another change came while it was compressed for caching", async () => {
    const lists = new ListCache();
    const releases: (() => void)[] = [];
    // A large page, so that its compression at brotli's best takes a while.
    const filler = "<p>Guji Hambela, natural, 1,950-2,200 m</p>".repeat(5_000);
    const renew = () =>
      new Promise<RenderedPage>((resolve) => {
        const html = `<p>render ${releases.length + 1}</p>${filler}`;
        releases.push(() => resolve({ status: 200, html, partial: false }));
      });
    const pages = new PageCache(lists, renew);
    await pages.render("/offers", counting().render);
    await cachedHtml(pages, "/offers");
    lists.changed();
    releases[0]!();
    // Rendered; the second change (the instance's own notice) comes while the page compresses.
    await new Promise((resolve) => setImmediate(resolve));
    lists.changed();
    await vi.waitFor(() => expect(releases).toHaveLength(2));
    releases[1]!();
    expect(await cachedHtml(pages, "/offers")).toMatch(/^<p>render 2<\/p>/);
  });

  it("caches a renewal a visitor shared as asked for when the visitor asked", async () => {
    const renewal = held();
    const { clock, lists, pages } = onClock(renewal.render);
    await pages.render("/offers", counting().render);
    await cachedHtml(pages, "/offers");
    clock.now += 540_000;
    lists.changed();
    // Asked for nine minutes ago, the page is renewed; a visitor asks while it renders.
    const visitor = pages.render("/offers", () => noRenewal("/offers"));
    renewal.releases[0]!();
    expect((await visitor).html).toBe("<p>/offers render 1</p>");
    // Cached once the renewals are done (warming nothing waits for them; no visitor asks again).
    await pages.warm([]);
    // Five minutes on, the visitor's request is within the age: the next change renews the page.
    clock.now += 300_000;
    lists.changed();
    await vi.waitFor(() => expect(renewal.order).toEqual(["/offers", "/offers"]));
  });

  it("caches nothing a renewal could not render whole, for the next visitor to render", async () => {
    const lists = new ListCache();
    const failing = vi.fn(async (): Promise<RenderedPage> => {
      throw new Error("database unavailable");
    });
    const pages = new PageCache(lists, failing);
    await pages.render("/offers", counting().render);
    await cachedHtml(pages, "/offers");
    lists.changed();
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(1));
    expect(pages.find("/offers")).toBeUndefined();
    const source = counting();
    await pages.render("/offers", source.render);
    expect(await cachedHtml(pages, "/offers")).toBe("<p>render 1</p>");
  });

  it("renders nothing more once closed, and waits for the render under way", async () => {
    const { lists, pages, order, releases } = await twoCachedPages();
    lists.changed();
    let closed = false;
    const closing = pages.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(closed).toBe(false);
    releases[0]!();
    await closing;
    lists.changed();
    await pages.warm(["/specialty"]);
    expect(order).toEqual(["/news-events"]);
  });

  it("warms the pages it is given, one at a time", async () => {
    const renewal = recording();
    const pages = new PageCache(new ListCache(), renewal.render);
    await pages.warm(["/offers", "/specialty"]);
    expect(renewal.order).toEqual(["/offers", "/specialty"]);
    expect(await cachedHtml(pages, "/specialty")).toBe("<p>renewed /specialty</p>");
    expect(await cachedHtml(pages, "/offers")).toBe("<p>renewed /offers</p>");
  });
});
