import { chromium } from "playwright";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const port of [3341, 3343]) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, reducedMotion: "reduce" });
  await page.goto(`http://127.0.0.1:${port}/origin-trip`, { waitUntil: "networkidle" });
  await page.waitForTimeout(800);
  const q = page.getByRole("button", { name: "Do I need a visa for Ethiopia?" });
  await q.click();
  await page.waitForTimeout(400);
  await q.scrollIntoViewIfNeeded();
  await page.locator("#faq-heading").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shots/faq-${port}.png` });
  await page.close();
}
await browser.close();
