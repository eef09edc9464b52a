import { chromium } from "playwright";
import sharp from "sharp";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const width of [390, 1440]) {
  const files = [];
  for (const via of ["direct", "nav"]) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
    if (via === "direct") await page.goto("http://127.0.0.1:3341/origin-trip", { waitUntil: "networkidle" });
    else {
      await page.goto("http://127.0.0.1:3341/team", { waitUntil: "networkidle" });
      await page.waitForFunction(() => "__reactRouterDataRouter" in window);
      await page.evaluate(() => window.__reactRouterDataRouter.navigate("/origin-trip"));
      await page.waitForLoadState("networkidle");
    }
    await page.evaluate(async () => { for (const img of document.querySelectorAll("img[loading=lazy]")) img.loading = "eager"; for (let y = 0; y < document.body.scrollHeight; y += 600) { window.scrollTo(0, y); await new Promise((r) => setTimeout(r, 40)); } window.scrollTo(0, 0); });
    await page.waitForLoadState("networkidle"); await page.waitForTimeout(600);
    const f = `/tmp/shots/ot-${via}-${width}.png`; await page.screenshot({ path: f, fullPage: true }); files.push(f); await page.close();
  }
  const [a, b] = await Promise.all(files.map((f) => sharp(f).raw().toBuffer({ resolveWithObject: true })));
  let d = 0; if (a.data.length !== b.data.length) d = -1; else for (let i = 0; i < a.data.length; i++) if (a.data[i] !== b.data[i]) d++;
  console.log(width, a.info.height, b.info.height, "diff", d);
}
await browser.close();
