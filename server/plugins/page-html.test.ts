import { describe, expect, it } from "vitest";
import { servedPage } from "./page-html";

const PAGE = [
  '<head><link rel="canonical" href="/offers"/>',
  '<meta property="og:image" content="/media/hero.jpg"/>',
  '<meta property="og:url" content="https://elsewhere.example/offers"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js"/>',
  '<link rel="modulepreload" href="/assets/offers.js"/>',
  '<link rel="stylesheet" href="/assets/root.css"/></head>',
].join("");

describe("a page as the server sends it", () => {
  const page = servedPage(PAGE, "https://coffee.example");

  it("names its canonical and preview addresses on the site's origin", () => {
    expect(page).toContain('<link rel="canonical" href="https://coffee.example/offers"/>');
    expect(page).toContain('content="https://coffee.example/media/hero.jpg"');
    expect(page).toContain('content="https://elsewhere.example/offers"');
  });

  it("fetches its modules after the stylesheet, fonts and pictures", () => {
    expect(page).toContain(
      '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client.js"/>',
    );
    expect(page.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(page).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    // Sending a page twice changes nothing more.
    expect(servedPage(page, "https://coffee.example")).toBe(page);
  });
});
