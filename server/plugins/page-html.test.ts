import { describe, expect, it } from "vitest";
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
