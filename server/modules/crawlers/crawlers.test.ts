import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";

describe("robots.txt and sitemap.xml with PUBLIC_URL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { PUBLIC_URL: "https://coffee.example" } });
  });
  afterAll(() => t.close());

  it("lists the buyers' pages, without the palette tool or the admin screens", async () => {
    const response = await t.app.inject({ url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/xml/);
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locations).toContain("https://coffee.example/");
    expect(locations).toContain("https://coffee.example/offers");
    expect(locations).toContain("https://coffee.example/privacy");
    for (const unlisted of ["/colors", "/admin", "/admin-news"]) {
      expect(locations).not.toContain(`https://coffee.example${unlisted}`);
    }
  });

  it("lists the page of every lot on offer, and none of a sold-out lot", async () => {
    const lots = (await t.app.inject({ url: "/api/offers" })).json() as {
      id: number;
      availability: string;
    }[];
    const body = (await t.app.inject({ url: "/sitemap.xml" })).body;
    expect(lots.some((lot) => lot.availability === "sold-out")).toBe(true);
    for (const lot of lots) {
      const listed = body.includes(`<loc>https://coffee.example/offers/${lot.id}</loc>`);
      expect(listed, `lot ${lot.id} (${lot.availability})`).toBe(lot.availability !== "sold-out");
    }
  });

  it("lists the page of every news item and event", async () => {
    const items = (await t.app.inject({ url: "/api/news-events" })).json() as { id: number }[];
    const body = (await t.app.inject({ url: "/sitemap.xml" })).body;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items)
      expect(body).toContain(`<loc>https://coffee.example/news-events/${item.id}</loc>`);
  });

  it("points robots.txt to the sitemap and keeps crawlers out of the admin and the API", async () => {
    const response = await t.app.inject({ url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.body).toContain("Sitemap: https://coffee.example/sitemap.xml");
    expect(response.body).toContain("Disallow: /admin\n");
    expect(response.body).toContain("Disallow: /api/");
  });
});

describe("robots.txt and sitemap.xml without PUBLIC_URL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("has no sitemap, since its addresses would come from the caller's Host header", async () => {
    const sitemap = await t.app.inject({
      url: "/sitemap.xml",
      headers: { host: "attacker.example" },
    });
    expect(sitemap.statusCode).toBe(404);
    expect(sitemap.json().error.code).toBe("NOT_FOUND");
    const robots = await t.app.inject({ url: "/robots.txt" });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).not.toContain("Sitemap");
  });
});
