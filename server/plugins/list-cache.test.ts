import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildNewsEvent, buildOffer } from "../../common/testing/factories";
import { createAdminTestApp, signIn } from "../test/admin-session";
import type { TestApp } from "../test/test-app";
import { ListCache } from "./list-cache";

describe("cached lists (GET /api/offers, GET /api/news-events)", () => {
  let t: TestApp;
  let cookies: Record<string, string>;
  beforeAll(async () => {
    t = await createAdminTestApp({ seed: true });
    cookies = await signIn(t);
  });
  afterAll(() => t.close());

  const read = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers });

  it.each(["/api/offers", "/api/news-events"])(
    "%s answers with an ETag and 304 Not Modified when the browser holds it",
    async (url) => {
      const first = await read(url);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers["cache-control"]).toBe("no-cache");

      const again = await read(url, { "if-none-match": etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
      expect(again.headers.etag).toBe(etag);

      const other = await read(url, { "if-none-match": '"not-this-one"' });
      expect(other.statusCode).toBe(200);
      expect(other.json()).toEqual(first.json());
    },
  );

  it("sends the list compressed as the browser accepts it, the same JSON each way", async () => {
    const plain = await read("/api/offers", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const gzip = await read("/api/offers", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const br = await read("/api/offers", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });

  it("an admin write shows in the next read, under a new ETag", async () => {
    const before = await read("/api/offers");
    const created = await t.send({
      method: "POST",
      url: "/api/offers",
      payload: buildOffer({ name: "Hambela Wamena Natural G1" }),
      cookies,
    });
    expect(created.statusCode).toBe(201);
    const after = await read("/api/offers", { "if-none-match": before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().map((offer: { name: string }) => offer.name)).toContain(
      "Hambela Wamena Natural G1",
    );

    const news = await read("/api/news-events");
    const deleted = await t.send({
      method: "DELETE",
      url: `/api/news-events/${news.json()[0].id}`,
      cookies,
    });
    expect(deleted.statusCode).toBe(200);
    const fewer = await read("/api/news-events");
    expect(fewer.json()).toHaveLength(news.json().length - 1);
    expect(fewer.headers.etag).not.toBe(news.headers.etag);
  });

  it("a write that fails changes nothing and keeps the ETag", async () => {
    const before = await read("/api/news-events");
    const refused = await t.send({
      method: "POST",
      url: "/api/news-events",
      payload: buildNewsEvent({ title: "" }),
      cookies,
    });
    expect(refused.statusCode).toBe(400);
    const after = await read("/api/news-events", {
      "if-none-match": before.headers.etag as string,
    });
    expect(after.statusCode).toBe(304);
  });
});

describe("ListCache", () => {
  const counting = () => {
    let reads = 0;
    return {
      read: async () => JSON.stringify({ reads: ++reads }),
      reads: () => reads,
    };
  };

  it("reads once for requests that arrive together, then caches the list until a change", async () => {
    const lists = new ListCache();
    const source = counting();
    lists.define("offers", source.read);
    const answers = await Promise.all(Array.from({ length: 20 }, () => lists.get("offers")));
    expect(source.reads()).toBe(1);
    expect(new Set(answers.map((list) => list.etag)).size).toBe(1);
    await lists.get("offers");
    expect(source.reads()).toBe(1);
    lists.changed();
    const fresh = await lists.get("offers");
    expect(source.reads()).toBe(2);
    expect(fresh.etag).not.toBe(answers[0]!.etag);
  });

  it("caches nothing while it may miss changes (its listener is lost), and again once it hears", async () => {
    const lists = new ListCache();
    const source = counting();
    lists.define("offers", source.read);
    await lists.get("offers");
    lists.lost();
    await lists.get("offers");
    await lists.get("offers");
    expect(source.reads()).toBe(3);
    lists.resumed();
    await lists.get("offers");
    await lists.get("offers");
    expect(source.reads()).toBe(4);
  });

  it("does not cache a list read while a change arrived", async () => {
    const lists = new ListCache();
    let release!: () => void;
    const slow = () =>
      new Promise<string>((resolve) => {
        release = () => resolve('{"old":true}');
      });
    lists.define("offers", slow);
    const pending = lists.get("offers");
    lists.changed();
    release();
    await pending;
    const source = counting();
    lists.define("offers", source.read);
    await lists.get("offers");
    expect(source.reads()).toBe(1);
  });
});
