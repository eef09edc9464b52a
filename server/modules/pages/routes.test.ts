import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildOffer } from "../../../common/testing/factories";
import { createAdminTestApp, signIn } from "../../test/admin-session";
import type { TestApp } from "../../test/test-app";
import { pageAddress } from "./routes";

// The pages rendered on request come from the server build (`npm run build`, which `npm test`
// makes before this suite runs).
const clientDir = join("build", "client");
const built = existsSync(join("build", "server", "index.js"));

/**
 * The answer to `url` once it comes from a cached page (it has an ETag): a cached page's answers go out
 * after its compression, which runs beside the first request. Asked for with HEAD, which renders
 * no page to cache and joins no render, it finds a page cached without a visitor's GET.
 */
async function cachedAnswer(t: TestApp, url: string, method: "GET" | "HEAD" = "GET") {
  for (let tries = 0; tries < 250; tries += 1) {
    const page = await t.app.inject({ method, url, headers: { "accept-encoding": "br" } });
    if (page.headers.etag) return page;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} was not cached (${method})`);
}

describe.runIf(built)("pages rendered on request, cached until a change (decision 043)", () => {
  let t: TestApp;
  let cookies: Record<string, string>;
  beforeAll(async () => {
    t = await createAdminTestApp({
      seed: true,
      serveClient: true,
      env: { CLIENT_DIR: clientDir, PUBLIC_URL: "https://coffee.example" },
    });
    cookies = await signIn(t);
  });
  afterAll(() => t?.close());

  /** The administrator renames lot `id` through the API. */
  async function renameLot(id: number, name: string) {
    const lot = (await t.app.inject({ url: `/api/offers/${id}` })).json();
    const renamed = await t.send({
      method: "PUT",
      url: `/api/offers/${id}`,
      payload: buildOffer({ ...lot, name }),
      cookies,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  }

  it.each(["/offers", "/news-events", "/specialty", "/commercial", "/offers/1"])(
    "%s is the same page from the second request on, at brotli's best, 304 when the browser holds it",
    async (url) => {
      const first = await t.app.inject({ url });
      expect(first.statusCode).toBe(200);
      const cached = await cachedAnswer(t, url);
      expect(cached.statusCode).toBe(200);
      expect(cached.headers["content-encoding"]).toBe("br");
      expect(cached.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(cached.headers["cache-control"]).toBe("no-cache");
      const plain = await t.app.inject({ url, headers: { "accept-encoding": "identity" } });
      expect(plain.body).toBe(first.body);
      // The cached page's inline scripts are allowed by the same hashes as the first answer's.
      expect(cached.headers["content-security-policy"]).toBe(
        first.headers["content-security-policy"],
      );
      expect(first.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);

      const again = await t.app.inject({
        url,
        headers: { "if-none-match": cached.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
    },
  );

  it("an admin write shows on the lists and the lot's page at once", async () => {
    const before = await cachedAnswer(t, "/offers");
    await cachedAnswer(t, "/offers/1");
    await renameLot(1, "Yirgacheffe Chelchele Lot 7 Washed");

    const list = await t.app.inject({
      url: "/offers",
      headers: { "if-none-match": before.headers.etag as string },
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain("Yirgacheffe Chelchele Lot 7 Washed");
    const page = await t.app.inject({ url: "/offers/1" });
    expect(page.body).toContain("Yirgacheffe Chelchele Lot 7 Washed");
    expect((await cachedAnswer(t, "/offers")).headers.etag).not.toBe(before.headers.etag);
  });

  it("after an admin write, renders the pages visitors asked for again before anyone asks (decision 045)", async () => {
    const collection = await cachedAnswer(t, "/specialty");
    const collectionHtml = (await t.app.inject({ url: "/specialty" })).body;
    await cachedAnswer(t, "/offers/2");
    await renameLot(2, "Guji Hambela Lot 12 Natural");

    const renewed = await cachedAnswer(t, "/offers/2", "HEAD");
    const page = await t.app.inject({ url: "/offers/2", headers: { "accept-encoding": "br" } });
    expect(page.headers.etag).toBe(renewed.headers.etag);
    expect((await t.app.inject({ url: "/offers/2" })).body).toContain(
      "Guji Hambela Lot 12 Natural",
    );
    // Rendered for no visitor, the page is the one a visitor's request made, byte for byte.
    await cachedAnswer(t, "/specialty", "HEAD");
    expect((await t.app.inject({ url: "/specialty" })).body).toBe(collectionHtml);
    expect((await cachedAnswer(t, "/specialty")).headers.etag).toBe(collection.headers.etag);
  });

  it("answers a HEAD from the cached page, with its headers and no body", async () => {
    const cached = await cachedAnswer(t, "/commercial");
    const head = await t.app.inject({
      method: "HEAD",
      url: "/commercial",
      headers: { "accept-encoding": "br" },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(cached.headers.etag);
    expect(head.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(head.body).toBe("");
  });

  it("answers an address whose query the page does not show with the page of its path", async () => {
    const tagged: [url: string, path: string][] = [
      ["/news-events?utm_source=newsletter&fbclid=IwAR0x", "/news-events"],
      ["/offers/1?utm_campaign=fair", "/offers/1"],
      // A default written out, a choice that is not one (but a region): the list unfiltered.
      ["/offers?sort=newest&processing=nowhere&utm_medium=qr", "/offers"],
    ];
    for (const [url, path] of tagged) {
      const cached = await cachedAnswer(t, path);
      const answer = await t.app.inject({ url, headers: { "accept-encoding": "br" } });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers.etag, url).toBe(cached.headers.etag);
      const plain = await t.app.inject({ url, headers: { "accept-encoding": "identity" } });
      expect(plain.body).toBe((await t.app.inject({ url: path })).body);
    }
  });

  it("caches a filtered /offers under the filter's own form, apart from the list", async () => {
    const all = await cachedAnswer(t, "/offers");
    // The label a hand-written link may use, with a tag: the same page as the value's.
    const filtered = await cachedAnswer(t, "/offers?availability=Sold%20Out&utm_source=newsletter");
    const byValue = await t.app.inject({
      url: "/offers?availability=sold-out",
      headers: { "accept-encoding": "br" },
    });
    expect(byValue.headers.etag).toBe(filtered.headers.etag);
    expect(filtered.headers.etag).not.toBe(all.headers.etag);
    const plain = await t.app.inject({ url: "/offers?availability=sold-out" });
    expect(plain.body).not.toBe((await t.app.inject({ url: "/offers" })).body);
  });

  it("renders a search of /offers, or a region that names none, for its request alone", async () => {
    for (const url of ["/offers?q=guji&availability=in-stock", "/offers?region=Atlantis"]) {
      for (let tries = 0; tries < 3; tries += 1) {
        const answer = await t.app.inject({ url, headers: { "accept-encoding": "br" } });
        expect(answer.statusCode, url).toBe(200);
        expect(answer.headers.etag, url).toBeUndefined();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    const atlantis = await t.app.inject({ url: "/offers?region=Atlantis" });
    expect(atlantis.body).toContain("No coffees found");
    // A card's link holds the lot's name (as earlier tests left it); the page's data holds every
    // lot whatever the filters.
    const [lot] = (await t.app.inject({ url: "/api/offers" })).json();
    const card = `${lot.name}</a>`;
    expect((await t.app.inject({ url: "/offers" })).body).toContain(card);
    expect(atlantis.body).not.toContain(card);
  });

  it("moves a lot or a news item asked for under another form of its id to its one address, query kept", async () => {
    const item = (await t.app.inject({ url: "/api/news-events" })).json()[0];
    for (const [base, id] of [
      ["/offers", 1],
      ["/news-events", item.id],
    ]) {
      for (const form of [`0${id}`, `${id}.0`, `${id}e0`]) {
        const moved = await t.app.inject({ url: `${base}/${form}?ref=mail` });
        expect(moved.statusCode, form).toBe(301);
        expect(moved.headers.location, form).toBe(`${base}/${id}?ref=mail`);
      }
      expect((await t.app.inject({ url: `${base}/${id}` })).statusCode).toBe(200);
      // No record, no move: an address of none is not found, under any form.
      expect((await t.app.inject({ url: `${base}/0999999` })).statusCode).toBe(404);
    }
    // The query goes along as it came, still encoded: it can add no header.
    const crafted = await t.app.inject({ url: "/offers/01?x=%0d%0aSet-Cookie:%20a=b" });
    expect(crafted.statusCode).toBe(301);
    expect(crafted.headers.location).toBe("/offers/1?x=%0d%0aSet-Cookie:%20a=b");
    expect(crafted.headers["set-cookie"]).toBeUndefined();
  });

  it("caches no page that is not found", async () => {
    for (let tries = 0; tries < 3; tries += 1) {
      const missing = await t.app.inject({ url: "/offers/999999" });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers.etag).toBeUndefined();
    }
  });
});

describe.runIf(built)("pages cached before the first visitor (decision 045)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAdminTestApp({
      seed: true,
      serveClient: true,
      env: { CLIENT_DIR: clientDir, PUBLIC_URL: "https://coffee.example" },
    });
  });
  afterAll(() => t?.close());

  it("renders the lists and the collections once the server listens", async () => {
    const before = await t.app.inject({ method: "HEAD", url: "/news-events" });
    expect(before.headers.etag).toBeUndefined();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    for (const url of ["/offers", "/news-events", "/specialty", "/commercial"])
      expect((await cachedAnswer(t, url, "HEAD")).statusCode, url).toBe(200);
    expect((await t.app.inject({ method: "HEAD", url: "/offers/1" })).headers.etag).toBeUndefined();
  });
});

describe.runIf(built)("pages rendered on request without PUBLIC_URL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAdminTestApp({
      seed: true,
      serveClient: true,
      env: { CLIENT_DIR: clientDir },
    });
  });
  afterAll(() => t?.close());

  it("are rendered for each request, naming the origin it came to", async () => {
    for (const host of ["coffee.example", "beans.example"]) {
      const page = await t.app.inject({ url: "/offers", headers: { host } });
      expect(page.statusCode).toBe(200);
      expect(page.headers.etag).toBeUndefined();
      expect(page.body).toContain(`<link rel="canonical" href="http://${host}/offers"/>`);
    }
  });
});

describe("pageAddress", () => {
  it("keeps of a query only what /offers shows, in the form the page writes", () => {
    expect(pageAddress("/news-events")).toBe("/news-events");
    expect(pageAddress("/news-events?utm_source=x")).toBe("/news-events");
    expect(pageAddress("/specialty/?gclid=1")).toBe("/specialty/");
    expect(pageAddress("/offers/7?view=table")).toBe("/offers/7");
    expect(pageAddress("/offers?fbclid=1&sort=newest")).toBe("/offers");
    expect(pageAddress("/offers?utm_source=x&availability=Sold%20Out")).toBe(
      "/offers?availability=sold-out",
    );
    expect(pageAddress("/offers/?view=table&q=guji")).toBe("/offers/?q=guji&view=table");
  });
});
