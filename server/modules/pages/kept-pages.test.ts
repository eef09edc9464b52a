import { describe, expect, it, vi } from "vitest";
import { PublishedLists } from "../../plugins/published-lists";
import { KeptPages, type RenderedPage } from "./kept-pages";

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

/** The kept page's HTML once its compression for keeping has finished. */
async function keptHtml(pages: KeptPages, url: string) {
  await vi.waitFor(() => expect(pages.find(url)).toBeDefined());
  return pages.find(url)!.answer.plain.toString();
}

describe("KeptPages", () => {
  it("renders once for requests that arrive together and keeps the page until a change", async () => {
    const lists = new PublishedLists();
    const pages = new KeptPages(lists);
    const source = counting();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pages.render("/offers", source.render)),
    );
    expect(source.renders()).toBe(1);
    expect(new Set(answers.map((page) => page.html))).toEqual(new Set(["<p>render 1</p>"]));
    expect(await keptHtml(pages, "/offers")).toBe("<p>render 1</p>");
    expect(pages.find("/offers")!.answer.br.length).toBeGreaterThan(0);

    lists.changed();
    expect(pages.find("/offers")).toBeUndefined();
    await pages.render("/offers", source.render);
    expect(await keptHtml(pages, "/offers")).toBe("<p>render 2</p>");
  });

  it("keeps the hashes of the page's own inline scripts with it", async () => {
    const pages = new KeptPages(new PublishedLists());
    await pages.render("/offers", async () => ({
      status: 200,
      html: "<script>window.__lots=[1]</script>",
      partial: false,
    }));
    await keptHtml(pages, "/offers");
    expect(pages.find("/offers")!.scriptHashes).toEqual([
      "'sha256-p9bxytRvWVKrm8hBMmB1rp6x2Bs49gHLyApODt2KtEE='",
    ]);
  });

  it.each([
    ["a page that is not found", { status: 404 }],
    ["a page without some of its facts (the database was unavailable)", { partial: true }],
    ["an error page", { status: 500 }],
  ])("does not keep %s", async (_, page) => {
    const pages = new KeptPages(new PublishedLists());
    const source = counting(page);
    await pages.render("/offers/77", source.render);
    await pages.render("/offers/77", source.render);
    expect(source.renders()).toBe(2);
    expect(pages.find("/offers/77")).toBeUndefined();
  });

  it("keeps nothing while it may miss changes (the listener is lost), and again once it hears", async () => {
    const lists = new PublishedLists();
    const pages = new KeptPages(lists);
    const source = counting();
    lists.lost();
    await pages.render("/news-events", source.render);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pages.find("/news-events")).toBeUndefined();
    lists.resumed();
    await pages.render("/news-events", source.render);
    expect(await keptHtml(pages, "/news-events")).toBe("<p>render 2</p>");
  });

  it("neither keeps nor shares a page rendered while a change arrived", async () => {
    const lists = new PublishedLists();
    const pages = new KeptPages(lists);
    let release!: () => void;
    const slow = pages.render(
      "/offers",
      () =>
        new Promise<RenderedPage>((resolve) => {
          release = () => resolve({ status: 200, html: "<p>before</p>", partial: false });
        }),
    );
    lists.changed();
    const after = pages.render("/offers", async () => ({
      status: 200,
      html: "<p>after</p>",
      partial: false,
    }));
    release();
    expect((await slow).html).toBe("<p>before</p>");
    expect((await after).html).toBe("<p>after</p>");
    expect(await keptHtml(pages, "/offers")).toBe("<p>after</p>");
  });

  it("keeps at most its limit of pages, dropping the one kept longest", async () => {
    const pages = new KeptPages(new PublishedLists(), { pages: 2, filtered: 2, ageMs: 60_000 });
    for (const url of ["/offers/1", "/offers/01", "/offers/001"]) {
      await pages.render(url, counting().render);
      await keptHtml(pages, url);
    }
    expect(pages.find("/offers/1")).toBeUndefined();
    expect(pages.find("/offers/01")).toBeDefined();
    expect(pages.find("/offers/001")).toBeDefined();
  });

  it("keeps pages of filtered addresses within a limit of their own", async () => {
    const pages = new KeptPages(new PublishedLists(), { pages: 2, filtered: 2, ageMs: 60_000 });
    const urls = [
      "/offers",
      "/offers?availability=sold-out",
      "/offers?region=guji",
      "/news-events",
      "/offers?sort=price-asc",
    ];
    for (const url of urls) {
      await pages.render(url, counting().render);
      await keptHtml(pages, url);
    }
    // The filtered page kept longest went; both plain pages stay.
    expect(pages.find("/offers?availability=sold-out")).toBeUndefined();
    for (const url of ["/offers", "/news-events", "/offers?region=guji", "/offers?sort=price-asc"])
      expect(pages.find(url), url).toBeDefined();
  });

  it("renders a page again once it is older than its limit", async () => {
    let now = 1_000;
    const pages = new KeptPages(
      new PublishedLists(),
      { pages: 10, filtered: 10, ageMs: 600_000 },
      () => now,
    );
    await pages.render("/specialty", counting().render);
    await keptHtml(pages, "/specialty");
    now += 599_999;
    expect(pages.find("/specialty")).toBeDefined();
    now += 1;
    expect(pages.find("/specialty")).toBeUndefined();
  });
});
