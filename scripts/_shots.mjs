import { chromium } from "playwright";
import sharp from "sharp";
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const out = [];
for (const width of [390, 1440]) {
  for (const path of pages) {
    const shots = [];
    for (const port of [3341, 3343]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce", deviceScaleFactor: 1 });
      const page = await context.newPage();
      const errors = [];
      page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") errors.push(m.text()); });
      await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: "networkidle" });
      await page.evaluate(async () => { for (const img of document.querySelectorAll("img[loading=lazy]")) img.loading = "eager"; await new Promise((r) => setTimeout(r, 300)); });
      await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 600) { window.scrollTo(0, y); await new Promise((r) => setTimeout(r, 40)); } window.scrollTo(0, 0); });
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(500);
      const file = `/tmp/shots/${path.replace(/\W+/g, "_") || "home"}-${width}-${port}.png`;
      await page.screenshot({ path: file, fullPage: true });
      shots.push(file);
      if (errors.length) console.log(port, path, width, "console:", errors);
      await context.close();
    }
    const [a, b] = await Promise.all(shots.map((f) => sharp(f).raw().toBuffer({ resolveWithObject: true })));
    let diff = 0;
    if (a.info.width !== b.info.width || a.info.height !== b.info.height) diff = -1;
    else for (let i = 0; i < a.data.length; i++) if (a.data[i] !== b.data[i]) diff++;
    console.log(`${path} @${width}: ${a.info.width}x${a.info.height} vs ${b.info.width}x${b.info.height}, differing bytes ${diff}`);
  }
}
await browser.close();
