import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { HYDRATION_STARTER, servedPage } from "./page-html";

const HYDRATION = [
  'import "/assets/manifest.js";',
  'import * as route0 from "/assets/root.js";',
  'window.__reactRouterRouteModules = {"root":route0};',
  'import("/assets/entry.client.js");',
].join("\n");

const PAGE = [
  '<html><head><link rel="canonical" href="/offers"/>',
  '<meta property="og:image" content="/media/hero.jpg"/>',
  '<meta property="og:url" content="https://elsewhere.example/offers"/>',
  '<link rel="modulepreload" href="/assets/manifest.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js"/>',
  '<link rel="modulepreload" href="/assets/root.js"/>',
  '<link rel="stylesheet" href="/assets/root.css"/></head>',
  `<body><main>Lots</main><script>window.__reactRouterContext = {};</script>`,
  `<script type="module" async="">${HYDRATION}</script></body></html>`,
].join("");

describe("a page as the server sends it", () => {
  const page = servedPage(PAGE, "https://coffee.example");

  it("names its canonical and preview addresses on the site's origin", () => {
    expect(page).toContain('<link rel="canonical" href="https://coffee.example/offers"/>');
    expect(page).toContain('content="https://coffee.example/media/hero.jpg"');
    expect(page).toContain('content="https://elsewhere.example/offers"');
  });

  it("asks for no script before it has painted; a fixed starter runs the hydration after", () => {
    expect(page).not.toContain('<link rel="modulepreload"');
    expect(page).not.toContain('<script type="module"');
    expect(page).toContain(
      '<script type="text/plain" id="hydration" data-modules="/assets/manifest.js ' +
        `/assets/entry.client.js /assets/root.js">${HYDRATION}</script>` +
        `<script>${HYDRATION_STARTER}</script></body>`,
    );
    expect(page).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(page).toContain("<script>window.__reactRouterContext = {};</script>");
    // Sending a page twice changes nothing more.
    expect(servedPage(page, "https://coffee.example")).toBe(page);
  });

  it("leaves a page without React Router's hydration script as it is", () => {
    const plain = "<html><head></head><body><p>Maintenance</p></body></html>";
    expect(servedPage(plain, "https://coffee.example")).toBe(plain);
  });
});

// The same module on pages of the real build (`npm run build`): React Router's own HTML, as the
// server sends it. These checks read the pages with a DOM parser, not with page-html's patterns,
// so that a change in React Router's output that the patterns no longer catch fails here.
const clientDir = join("build", "client");
// jsdom (the component tests' DOM) ships no types of its own: what this test uses of it.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (html: string) => { window: { document: Document } };
};
const built = existsSync(join("build", "server", "index.js"));

describe.runIf(built)("pages of the real build as the server sends them", () => {
  // Without PUBLIC_URL, so that no page is compressed at start: they name the request's origin.
  const origin = "http://pages.example";
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, serveClient: true, env: { CLIENT_DIR: clientDir } });
  });
  afterAll(() => t?.close());

  it("React Router's prerendered page has what the server rewrites: preloads and a module script", () => {
    const raw = new JSDOM(readFileSync(join(clientDir, "privacy", "index.html"), "utf8")).window
      .document;
    expect(raw.querySelectorAll('link[rel="modulepreload"]').length).toBeGreaterThan(0);
    expect(raw.querySelectorAll('script[type="module"]:not([src])')).toHaveLength(1);
    expect(raw.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("/privacy");
  });

  // Prerendered (/privacy) and rendered on request (the home page, the team, the lists, a lot's page).
  it.each(["/privacy", "/", "/team", "/offers", "/offers/1", "/news-events"])(
    "%s asks for no script before it has painted, names its addresses on the site's origin and allows exactly its own inline scripts",
    async (url) => {
      const response = await t.app.inject({
        url,
        headers: { host: "pages.example", "accept-encoding": "identity" },
      });
      expect(response.statusCode).toBe(200);
      const { document } = new JSDOM(response.body).window;

      // Held back: no preload, no module script; the inert hydration script and its starter.
      expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
      expect(document.querySelectorAll('script[type="module"]')).toHaveLength(0);
      const hydration = document.getElementById("hydration");
      expect(hydration?.getAttribute("type")).toBe("text/plain");
      expect(hydration?.textContent).toMatch(/\bimport\b/);
      expect(hydration?.nextElementSibling?.textContent).toBe(HYDRATION_STARTER);
      const modules = hydration?.getAttribute("data-modules")?.split(" ") ?? [];
      expect(modules.length).toBeGreaterThan(0);
      for (const module of modules) {
        expect(module).toMatch(/^\/assets\/[^/]+\.js$/);
        expect(existsSync(join(clientDir, module)), module).toBe(true);
      }

      // Absolute addresses for search engines and link previews.
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(
        new RegExp(`^${origin}/`),
      );
      for (const meta of document.querySelectorAll(
        'meta[property="og:url"], meta[property="og:image"], meta[name="twitter:image"]',
      ))
        expect(meta.getAttribute("content")).toMatch(/^https?:\/\//);

      // The policy allows every inline script the page runs, and no other.
      const inline = [...document.querySelectorAll("script:not([src])")].filter(
        (script) => script.textContent !== "" && !/json$/i.test(script.getAttribute("type") ?? ""),
      );
      const hashes = inline.map(
        (script) =>
          `'sha256-${createHash("sha256")
            .update(script.textContent ?? "")
            .digest("base64")}'`,
      );
      const scriptSrc = /script-src ([^;]*)/.exec(
        String(response.headers["content-security-policy"]),
      )?.[1];
      expect(new Set(scriptSrc?.split(" "))).toEqual(new Set(["'self'", ...hashes]));
    },
  );
});
